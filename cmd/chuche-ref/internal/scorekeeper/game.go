package scorekeeper

import (
	"context"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Game is one game of the ledger, whichever game it is: what play,
// history, the scoreboard, export and the commands use. *Chinchon and
// *Chuche are the two there are; each adds the typed calls of its game.
// A Game is not safe for concurrent use; another process writing the same
// game is caught by Record and picked up by Refresh.
type Game interface {
	// Info is the game as the ledger records it.
	Info() GameInfo
	// Refresh picks up what another process recorded since the game was
	// read; it reads and replays only when the ledger has moved on.
	Refresh(ctx context.Context) (changed bool, err error)
	// LastSeq is the seq of the game's last entry as read or written.
	LastSeq() int
	// Entries are every entry of the game, voided and replaced ones
	// included, typed.
	Entries() []Entry
	// LastLive is the latest entry still in force that is not itself an
	// undo: the one an undo steps back.
	LastLive() (Entry, bool)
	// Standings is the game after its entries; the error names the entry
	// that does not stand, if one does not (the standings are then the
	// game's before it).
	Standings() (Standings, error)
	// Legal is what the rules allow now.
	Legal() Legal
	// History is every entry as stored and what each in force did.
	History() History
	// Probe judges a typed entry as the game's next one, recording nothing.
	Probe(p scorer.Payload) (Judgement, error)
	// ProbeUndo judges voiding the last entry in force (LastLive).
	ProbeUndo(ctx context.Context) (Judgement, error)
	// ProbeEnd judges ending the game early, without a winner.
	ProbeEnd() (Judgement, error)
	// Record records an entry as it was judged; if the game moved on since,
	// it records nothing and returns a *MovedOn with a fresh judgement.
	Record(ctx context.Context, j Judgement) (Recorded, error)
	// Respell is a typed entry with its players' names respelled (old
	// spelling to new), naming the same seats: an entry typed before a
	// rename, carried over to the game as it is now.
	Respell(p scorer.Payload, names map[string]string) (scorer.Payload, error)
	// Damage is written, or the ledger error of an entry of this game that
	// no longer reads: a listing shows every entry as stored, damaged ones
	// too, and still ends as that error.
	Damage(written error) error
}

// Standings is a game's standing in the shape every game shares (totals,
// status, each seat's place once decided), and its own match for the views
// that show its detail.
type Standings struct {
	scorer.Standing
	Match scorer.Match // scorer.ChinchonMatch or scorer.ChucheMatch
}

// Legal is what the rules allow now, in either game.
type Legal struct {
	// Kinds are the kinds of entry the rules may take next, besides an
	// undo: "hand", "buyback", "end"; "deal", "turn", "round", "end".
	Kinds []string
	Undo  bool   // there is an entry to undo
	Over  bool   // the game is decided or ended
	Deals string // who deals next (CN-4, CU-6)
	// Cutters may cut (or declare a chinchón) in the next Chinchón hand:
	// the players in, seat order; none once the game is over (CN-7, CN-11).
	Cutters []string
	// BuyBacks may buy back into a Chinchón game now, seat order (CN-13).
	BuyBacks []string
	// Next plays the next Chuche turn; "" between rounds.
	Next string
}

// Allows reports whether an entry of kind may come next.
func (l Legal) Allows(kind string) bool {
	for _, k := range l.Kinds {
		if k == kind {
			return true
		}
	}
	return false
}

// History is a game's entries as stored, and what each in force did as the
// game was replayed: the replay's own judgements, not new ones. A game
// opened with Latest tells only what was recorded through it.
type History struct {
	Entries []Entry
	Told    []Told // the entries in force, in order, up to the first that does not stand
	// Broken is why the entry after the last one told does not stand, as
	// the scorer says it (its Seq names the entry); nil when all do.
	Broken error
	Match  scorer.Match
}

// Told is an entry in force and what it did.
type Told struct {
	Entry   scorer.Entry // an amended entry carries its amendment's payload (AmendedBy)
	Outcome scorer.Outcome
}

// Open resolves a game by id or name — or, for "", the most recently played
// unfinished game, else the last one played (its final standings, a
// buy-back that re-opens it, CN-14) — and loads it.
func Open(ctx context.Context, l *Ledger, ref string) (Game, error) {
	g, err := Resolve(ctx, l, ref)
	if err != nil {
		return nil, err
	}
	return Load(ctx, l, g)
}

// Resolve finds the game Open would open, without reading its entries.
func Resolve(ctx context.Context, l *Ledger, ref string) (GameInfo, error) {
	if ref != "" {
		return l.Game(ctx, ref)
	}
	if g, found, err := Current(ctx, l); found || err != nil {
		return g, err
	}
	g, found, err := LastPlayed(ctx, l)
	if err == nil && !found {
		return g, fault.Inputf("no game in the ledger yet").
			WithHint("start one with chuche-ref new chinchon --players Ana,Ben (or new chuche)")
	}
	return g, err
}

// Current is the most recently played unfinished game; found is false when
// every game is finished (or there is none).
func Current(ctx context.Context, l *Ledger) (g GameInfo, found bool, err error) {
	sg, err := l.db.CurrentGame(ctx)
	if fault.StoreOf(err) == fault.NotFound {
		return GameInfo{}, false, nil
	}
	return gameInfoOf(sg), err == nil, err
}

// LastPlayed is the game played last, finished or not.
func LastPlayed(ctx context.Context, l *Ledger) (g GameInfo, found bool, err error) {
	recent, err := l.Games(ctx, GameFilter{Limit: 1, Lines: true})
	if err != nil || len(recent) == 0 {
		return GameInfo{}, false, err
	}
	return recent[0], true, nil
}

// Load reads a known game's entries and replays them, once.
func Load(ctx context.Context, l *Ledger, g GameInfo) (Game, error) {
	k, err := newGame(l, g)
	if err != nil {
		return nil, err
	}
	if err := k.read(ctx); err != nil {
		return nil, err
	}
	return k, nil
}

// Create records a new game and opens it: kind, seats in turn order, the
// house rules in force stored with it (CN-15).
func Create(ctx context.Context, l *Ledger, ng NewGame) (Game, error) {
	sg, err := l.db.CreateGame(ctx, store.NewGame{Kind: ng.Kind, Name: ng.Name, Players: ng.Players, Rules: ng.Rules})
	if err != nil {
		return nil, err
	}
	return Load(ctx, l, gameInfoOf(sg))
}

// Latest opens a game to record its next entry: from the snapshot its
// summary carries when there is one, without replaying, else as Open does.
// While the ledger is as chuche-ref left it its entries are not even read;
// otherwise they are read and decoded — one damaged since the snapshot (a
// hand-edited ledger) makes it open as Open opens it, so the damage is
// reported as there. Either way its entries and history hold only what is
// recorded through it (an undo or a correction reads the past first).
// Commands that show or correct the past use Open.
func Latest(ctx context.Context, l *Ledger, ref string) (Game, error) {
	g, err := Resolve(ctx, l, ref)
	if err != nil {
		return nil, err
	}
	k, err := newGame(l, g)
	if err != nil {
		return nil, err
	}
	if c, ok := k.(*Chinchon); ok {
		if ok, err := c.fromSnapshot(ctx); ok || err != nil {
			return c, err
		}
	}
	if err := k.read(ctx); err != nil {
		return nil, err
	}
	return k, nil
}

// reader is a Game as Load and Latest fill it.
type reader interface {
	Game
	keepLeague(l *Ledger)
	read(ctx context.Context) error
	replayStored(stored []store.Entry) error
	summaryNow() Summary
}

// newGame is a game of its kind, its rules read, not yet its entries: of
// the ledger l, or of none (nil: a game replayed from an archive).
func newGame(l *Ledger, g GameInfo) (reader, error) {
	var db gameStore
	if l != nil {
		db = l.db
	}
	k, err := newGameOn(db, g)
	if err == nil && l != nil {
		k.keepLeague(l)
	}
	return k, err
}

func newGameOn(db gameStore, g GameInfo) (reader, error) {
	switch g.Kind {
	case variants.GameChinchon:
		rules, err := ChinchonRules(g)
		if err != nil {
			return nil, err
		}
		return newChinchon(db, g, rules), nil
	case variants.GameChuche:
		rules, err := ChucheRules(g)
		if err != nil {
			return nil, err
		}
		return newChuche(db, g, rules), nil
	}
	return nil, fault.Ledgerf("game #%#d has an unknown game kind %q in the ledger", g.ID, g.Kind)
}
