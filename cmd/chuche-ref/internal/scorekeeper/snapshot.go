package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// A Chinchón game's summary carries a snapshot of the match after its last
// entry (Summary.Extra, the store's opaque game-specific part), so that
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

const snapshotVersion = 2 // 2: the match knows its dealer (CN-4)

// withSnapshot is s with the snapshot of its match after entry seq.
func withSnapshot(s State, kind string, seq int) State {
	if kind != variants.GameChinchon || seq == 0 {
		return s
	}
	m := s.Chinchon
	m.Hands = nil // history: read from the entries when it is shown
	raw, err := json.Marshal(snapshot{Version: snapshotVersion, Seq: seq, Chinchon: &m})
	if err == nil {
		s.Summary.Extra = raw
	}
	return s
}

// fromSnapshot is the state a game's summary carries, if it carries one
// taken after its last entry.
func fromSnapshot(g store.Game) (State, bool) {
	var snap snapshot
	if g.Kind != variants.GameChinchon || g.Seq == 0 || len(g.Summary.Extra) == 0 ||
		json.Unmarshal(g.Summary.Extra, &snap) != nil ||
		snap.Version != snapshotVersion || snap.Seq != g.Seq || snap.Chinchon == nil {
		return State{}, false
	}
	m := *snap.Chinchon
	if m.Winners == nil {
		m.Winners = []string{}
	}
	s := withSnapshot(State{Chinchon: m, Summary: chinchonSummary(m)}, g.Kind, g.Seq)
	if !sameStanding(s.Summary, g.Summary) {
		return State{}, false // a snapshot this build reads otherwise: replay
	}
	return s, true
}

// sameStanding reports whether two summaries agree on what the ledger keeps
// in its own columns: the round, the end, and every seat's total, status
// and buy-backs. A snapshot that disagrees with them is not used.
func sameStanding(a, b store.Summary) bool {
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

// Latest opens a game to record its next entry: from the snapshot its
// summary carries when there is one, without reading its entries, else as
// Open does. Such a game knows its past only as the snapshot does: no
// entries and no hand history (Entries and Effective are empty, the match's
// Hands hold only what is recorded through it) until an undo or a
// correction reads them. Commands that show or correct the past use Open.
func Latest(ctx context.Context, db *store.DB, ref string) (*Game, error) {
	g, err := Resolve(ctx, db, ref)
	if err != nil {
		return nil, err
	}
	s, ok := fromSnapshot(g)
	if !ok {
		return Load(ctx, db, g)
	}
	// The snapshot stands for the entries it was taken after. While nothing
	// but chuche-ref has written the ledger (db.Untouched: the verified
	// stamp), those are the entries it checked when it recorded them, and
	// the snapshot is trusted: a write costs the same in the 300th hand as
	// in the 2nd. Otherwise one of them damaged since (a hand-edited
	// ledger) is found by reading them, not replaying them: every payload
	// must still decode (scorer.CheckPayload, no judging). Then the game
	// opens as Open opens it, and the damage is reported as there.
	if !db.Untouched() {
		entries, err := db.Entries(ctx, g.ID)
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if scorer.CheckPayload(g.Kind, scorerEntry(e.Seq, e.Kind, e.Payload, e.Voids, e.Replaces)) != nil {
				return Load(ctx, db, g)
			}
		}
	}
	k := &Game{db: db, info: g, state: s, partial: true, seq: g.Seq}
	if k.chinchon, err = ChinchonRules(g); err != nil {
		return nil, err
	}
	return k, nil
}
