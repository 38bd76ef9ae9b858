package serve

import (
	"crypto/sha256"
	"net"
	"net/http"
	"slices"
	"sync"
	"time"
)

// Wrong access keys are counted per client address: after maxWrongKeys
// different ones in keyWindow, that address is answered 429 (with
// Retry-After) until the oldest of them is a window old, whatever key it
// sends — a right key must not answer differently, or guesses would go on
// at full speed. Other addresses are not slowed. A key already counted is
// not counted again: sending it twice guesses nothing, and a TV whose tabs
// keep last week's key (serve restarted with a new one) keeps asking with
// it — it must be free to open the new address when someone gets there.
// A request with no key at all is no guess and is not counted.
const (
	maxWrongKeys = 10
	keyWindow    = time.Minute
	// maxClients bounds the memory the counts can take: past it, the
	// addresses whose wrong keys are all older than the window go first,
	// then the ones seen longest ago.
	maxClients = 4096
)

// keyTries are the recent wrong keys of each client address.
type keyTries struct {
	now func() time.Time

	mu sync.Mutex
	by map[string][]wrongKey // address → its different wrong keys in the window, oldest first
}

// wrongKey is a wrong key when it was first tried: a hash of what the
// request sent, never the key itself.
type wrongKey struct {
	at   time.Time
	sent [sha256.Size]byte
}

func newKeyTries(now func() time.Time) *keyTries {
	if now == nil {
		now = time.Now
	}
	return &keyTries{now: now, by: map[string][]wrongKey{}}
}

// wait is how long client must wait before its key is read again; 0 when
// it may try now.
func (k *keyTries) wait(client string) time.Duration {
	k.mu.Lock()
	defer k.mu.Unlock()
	now := k.now()
	fails := k.recent(client, now)
	if len(fails) < maxWrongKeys {
		return 0
	}
	return fails[len(fails)-maxWrongKeys].at.Add(keyWindow).Sub(now)
}

// failed counts the wrong key sent (its hash) from client, unless it was
// counted in the window already.
func (k *keyTries) failed(client string, sent [sha256.Size]byte) {
	k.mu.Lock()
	defer k.mu.Unlock()
	now := k.now()
	fails := k.recent(client, now)
	for _, f := range fails {
		if f.sent == sent {
			return
		}
	}
	fails = append(fails, wrongKey{now, sent})
	if len(fails) > maxWrongKeys {
		fails = fails[len(fails)-maxWrongKeys:]
	}
	if _, known := k.by[client]; !known && len(k.by) >= maxClients {
		k.makeRoom(now)
	}
	k.by[client] = fails
}

// recent are client's wrong keys within the window; older ones are dropped.
func (k *keyTries) recent(client string, now time.Time) []wrongKey {
	fails := k.by[client]
	i := 0
	for i < len(fails) && now.Sub(fails[i].at) >= keyWindow {
		i++
	}
	if i == len(fails) {
		delete(k.by, client)
		return nil
	}
	fails = fails[i:]
	k.by[client] = fails
	return fails
}

// makeRoom drops the addresses with nothing in the window, or else the
// eighth of them seen longest ago: a flood of new addresses costs one pass
// over the counts per maxClients/8 of them, not one per address.
func (k *keyTries) makeRoom(now time.Time) {
	type seen struct {
		client string
		last   time.Time
	}
	live := make([]seen, 0, len(k.by))
	for c, fails := range k.by {
		last := fails[len(fails)-1].at
		if now.Sub(last) >= keyWindow {
			delete(k.by, c)
			continue
		}
		live = append(live, seen{c, last})
	}
	if len(k.by) < maxClients {
		return
	}
	slices.SortFunc(live, func(a, b seen) int { return a.last.Compare(b.last) })
	for _, s := range live[:maxClients/8] {
		delete(k.by, s.client)
	}
}

// clientOf is the address wrong keys are counted by: the request's IP, an
// IPv6 one by its /64 (one household's network, which can pick any address
// in it).
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return host
	}
	if ip.To4() != nil {
		return ip.To4().String()
	}
	return ip.Mask(net.CIDRMask(64, 128)).String() + "/64"
}
