package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/scorer"
)

// A Chinchón game's summary carries a snapshot of the match after its last
// entry (Summary.Extra, the ledger's opaque game-specific part), so that
// recording the next hand judges it against the snapshot instead of
// replaying the whole game: the cost of `round` does not grow with the
// game. The snapshot names the entry it was taken after; one that does not
// match the ledger's last entry (written by an older chuche-ref, or by hand)
// is ignored and the game is replayed, and so is one that disagrees with the
// standings the ledger keeps in its own columns (sameStanding). A change to
// the scorer's JSON tags must bump snapshotVersion.
type snapshot struct {
	Version  int                   `json:"snapshot"`
	Seq      int                   `json:"seq"`
	Chinchon *scorer.ChinchonMatch `json:"chinchon,omitempty"`
}

const snapshotVersion = 3 // 2: the match knows its dealer (CN-4); 3: the entry that decided it (LG-7)

// chinchonSnapshot is the snapshot of m after entry seq; none before the
// first entry.
func chinchonSnapshot(m scorer.ChinchonMatch, seq int) json.RawMessage {
	if seq == 0 {
		return nil
	}
	m.Hands = nil // history: read from the entries when it is shown
	raw, err := json.Marshal(snapshot{Version: snapshotVersion, Seq: seq, Chinchon: &m})
	if err != nil {
		return nil
	}
	return raw
}

// fromSnapshot takes the match from the snapshot the game's summary
// carries, when it carries one taken after its last entry. While the ledger
// is as chuche-ref left it (the store's verified stamp) the entries behind
// it are not read at all; otherwise they are read and decoded: one damaged
// since the snapshot is found so (no judging, so the cost stays a small
// fraction of a replay's), and the game is then replayed and the damage
// reported as Open reports it.
func (c *Chinchon) fromSnapshot(ctx context.Context) (bool, error) {
	g := c.info
	var snap snapshot
	if g.Seq == 0 || len(g.Summary.Extra) == 0 || json.Unmarshal(g.Summary.Extra, &snap) != nil ||
		snap.Version != snapshotVersion || snap.Seq != g.Seq || snap.Chinchon == nil {
		return false, nil
	}
	m := *snap.Chinchon
	if m.Winners == nil {
		m.Winners = []string{}
	}
	sum := standingSummary(m.Standing())
	if !sameStanding(sum, g.Summary) {
		return false, nil // a snapshot this build reads otherwise: replay
	}
	if c.store.Untouched() {
		// Nothing but chuche-ref wrote the ledger since it was last seen
		// sound: the entries behind the snapshot are the ones it judged when
		// it recorded them, and need not be read again — the 301st hand
		// costs what the 2nd does.
		c.entries, c.m, c.told, c.broken, c.failed, c.snapshot, c.partial = nil, m, nil, nil, nil, true, true
		return true, nil
	}
	stored, err := c.store.Entries(ctx, g.ID)
	if err != nil {
		return false, err
	}
	entries := c.typed(stored, nil)
	for _, e := range entries {
		if _, unread := e.Payload.(scorer.Unread); unread {
			return false, nil
		}
	}
	if n := len(entries); n == 0 || entries[n-1].Seq != g.Seq {
		return false, nil
	}
	c.entries, c.m, c.told, c.broken, c.failed, c.snapshot = entries, m, nil, nil, nil, true
	return true, nil
}

// sameStanding reports whether two summaries agree on what the ledger keeps
// in its own columns: the round, the end, and every seat's total, status
// and buy-backs. A snapshot that disagrees with them is not used.
func sameStanding(a, b Summary) bool {
	if a.Round != b.Round || a.Finished != b.Finished || len(a.Players) != len(b.Players) {
		return false
	}
	for i, p := range a.Players {
		q := b.Players[i]
		if p.Name != q.Name || p.Total != q.Total || p.Status != q.Status || p.BuyBacks != q.BuyBacks {
			return false
		}
	}
	return true
}
