package scorekeeper

import (
	"encoding/json"
	"slices"
	"time"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// GameInfo is a game as the ledger records it, with the summary of its
// latest entry.
type GameInfo struct {
	ID           int64
	Kind, Name   string
	Players      []string // seat order, roster spelling
	Rules        json.RawMessage
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time // created or last entry
	Seq          int       // highest entry seq, 0 if none
	// CreatedSeq and LedgerSeq are the ledger positions of the game's
	// creation and of its latest event: "most recently played" is the
	// highest LedgerSeq, whatever the clocks said.
	CreatedSeq, LedgerSeq int64
	Summary               Summary
}

// Summary is the standing of a game after its latest entry, kept by the
// ledger beside the entries so lists and stats need not replay.
type Summary struct {
	Round    int
	Finished bool
	Winners  []string
	Players  []PlayerSummary
	Extra    json.RawMessage // the game's own part (a Chinchón snapshot), opaque to the ledger
	// DecidedBy is the seq of the entry that decided a rated game, 0 when
	// the game is not rated (LG-1, LG-7); every seat's Place is then set.
	DecidedBy int
}

// PlayerSummary is one seat's line of a Summary.
type PlayerSummary struct {
	Name     string
	Total    int
	Status   string // "in" | "out" | ""
	BuyBacks int
	Won      bool
	Stats    json.RawMessage // the game's own per-player figures, for stats
	Place    int             // in a rated game (LG-2 … LG-5); 0 otherwise
	OutAfter int             // the hand a Chinchón player last went out in: the elimination order
}

// Hands is the hands the player's stats count, read as stats reads every
// counter (zero when they do not decode).
func (p PlayerSummary) Hands() int { return store.ReadStatFigures(p.Stats).Hands }

// NewGame is what `chuche-ref new` asks the ledger to record.
type NewGame struct {
	Kind    string          // variants.GameChinchon, variants.GameChuche
	Name    string          // "" => "<kind>-<id>"
	Players []string        // seat order
	Rules   json.RawMessage // a JSON object; nil => {}
}

// GameFilter selects games for Games. All lifts the page limit.
type GameFilter struct {
	All    bool
	Limit  int // default 20 when !All
	Player string
	Kind   string
	Since  time.Time // last played at or after
	// Lines reads each player's summary line (Summary.Players) too; without
	// it a list carries the seats' names only, which is cheaper at scale.
	Lines bool
}

// Entry is one entry of a game's ledger: where it stands, when it was
// written, what it says — typed, decoded once where it left the store — and
// the JSON the ledger keeps of it, for --json and export.
type Entry struct {
	Seq       int
	Kind      string
	Payload   scorer.Payload // scorer.Unread when the stored JSON does not read
	JSON      json.RawMessage
	CreatedAt time.Time
	Voids     int   // seq this entry voids (undo), 0 if none
	Replaces  int   // seq this entry amends, 0 if none
	LedgerSeq int64 // the entry's place in the whole ledger

	VoidedBy   int // seq of the live entry that voids this one, 0 if live
	ReplacedBy int // seq of the latest live amendment replacing this one, 0 if none
}

// Live reports whether the entry is in force as entered: not voided, not
// amended, not itself an undo.
func (e Entry) Live() bool { return e.VoidedBy == 0 && e.ReplacedBy == 0 && e.Voids == 0 }

// Player is one line of the roster.
type Player struct {
	Name      string
	Games     int
	CreatedAt time.Time
}

// PlayerRename is a rename recorded in the ledger.
type PlayerRename struct {
	LedgerSeq int64
	Old, New  string
	At        time.Time
}

// Rename is a name a schema migration changed when the ledger was opened
// (two names that became one under the new folding).
type Rename struct {
	What     string // "player" | "game"
	Old, New string
}

func gameInfoOf(g store.Game) GameInfo {
	return GameInfo{
		ID: g.ID, Kind: g.Kind, Name: g.Name, Players: g.Players, Rules: g.Rules,
		CreatedAt: g.CreatedAt, FinishedAt: g.FinishedAt, LastPlayedAt: g.LastPlayedAt, Seq: g.Seq,
		CreatedSeq: g.CreatedSeq, LedgerSeq: g.LedgerSeq, Summary: summaryOf(g.Summary),
	}
}

func (g GameInfo) store() store.Game {
	return store.Game{
		ID: g.ID, Kind: g.Kind, Name: g.Name, Players: g.Players, Rules: g.Rules,
		CreatedAt: g.CreatedAt, FinishedAt: g.FinishedAt, LastPlayedAt: g.LastPlayedAt, Seq: g.Seq,
		CreatedSeq: g.CreatedSeq, LedgerSeq: g.LedgerSeq, Summary: g.Summary.store(),
	}
}

func gamesOf(games []store.Game) []GameInfo {
	out := make([]GameInfo, len(games))
	for i, g := range games {
		out[i] = gameInfoOf(g)
	}
	return out
}

func summaryOf(s store.Summary) Summary {
	out := Summary{Round: s.Round, Finished: s.Finished, Winners: s.Winners, Extra: s.Extra, DecidedBy: s.DecidedBy}
	for _, p := range s.Players {
		out.Players = append(out.Players, playerSummaryOf(p))
	}
	return out
}

func (s Summary) store() store.Summary {
	out := store.Summary{Round: s.Round, Finished: s.Finished, Winners: s.Winners, Extra: s.Extra, DecidedBy: s.DecidedBy}
	for _, p := range s.Players {
		out.Players = append(out.Players, p.store())
	}
	return out
}

func playerSummaryOf(p store.PlayerSummary) PlayerSummary {
	return PlayerSummary{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks, Won: p.Won, Stats: p.Stats,
		Place: p.Place, OutAfter: p.OutAfter}
}

func (p PlayerSummary) store() store.PlayerSummary {
	return store.PlayerSummary{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks, Won: p.Won, Stats: p.Stats,
		Place: p.Place, OutAfter: p.OutAfter}
}

func (f GameFilter) store() store.GameFilter {
	return store.GameFilter{All: f.All, Limit: f.Limit, Player: f.Player, Kind: f.Kind, Since: f.Since, Lines: f.Lines}
}

// standingSummary is the summary the ledger keeps of a standing: one shape
// for every game, the places a league rates included, so that placing a
// game needs no replay (LG-1 … LG-5).
func standingSummary(s scorer.Standing) Summary {
	sum := Summary{Round: s.Round, Finished: s.Finished, Winners: s.Winners}
	if s.Rated {
		sum.DecidedBy = s.DecidedBy
	}
	for _, seat := range s.Seats {
		stats, _ := json.Marshal(seat.Stats)
		sum.Players = append(sum.Players, PlayerSummary{
			Name: seat.Name, Total: seat.Total, Status: seat.Status, BuyBacks: seat.BuyBacks,
			Won: s.Finished && slices.Contains(s.Winners, seat.Name), Stats: stats,
			Place: seat.Place, OutAfter: seat.OutAfter,
		})
	}
	return sum
}
