package scorekeeper

import (
	"context"
	"encoding/json"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/store"
)

// An archive is the ledger as it is kept, for export and import: games and
// their entries as JSON, not read. Reading them is a replay's business
// (ReplayArchived), once.

// Archive is a ledger, or some of its games, as export writes it and
// import reads it.
type Archive struct {
	Players []Player // roster spelling and CreatedAt; Games is ignored on import
	Games   []ArchivedGame
	Seasons []league.Season // the league's seasons (an export of the whole ledger)
}

// ArchivedGame is one game of an archive with every entry, voided ones
// included.
type ArchivedGame struct {
	Game    GameInfo // ID is the id in the exporting ledger; Seq is ignored on import
	Entries []ArchivedEntry
}

// ArchivedEntry is one entry as the ledger keeps it.
type ArchivedEntry struct {
	Seq       int
	Kind      string
	JSON      json.RawMessage
	CreatedAt time.Time
	Voids     int
	Replaces  int
}

// ArchiveSink receives an export piece by piece: the roster once, then
// each game with its entries, in id (creation) order.
type ArchiveSink struct {
	Roster func([]Player) error
	// Seasons, when set, receives the league's seasons after the roster,
	// in an export of the whole ledger.
	Seasons func([]league.Season) error
	Game    func(ArchivedGame) error
	// Progress, when set, is told after each game how many of the
	// snapshot's games have been handed over.
	Progress func(done, total int)
}

// ExportTo streams the ledger (gameID 0) or one game to sink, from one
// snapshot, one game in memory at a time. A game whose content no longer
// reads is not handed over; the others are, and the error (IsDamage) then
// names every game left out.
func (l *Ledger) ExportTo(ctx context.Context, gameID int64, sink ArchiveSink) error {
	ss := store.ArchiveSink{Progress: sink.Progress}
	if sink.Roster != nil {
		ss.Roster = func(players []store.Player) error {
			out := make([]Player, len(players))
			for i, p := range players {
				out[i] = Player{Name: p.Name, Games: p.Games, CreatedAt: p.CreatedAt}
			}
			return sink.Roster(out)
		}
	}
	if sink.Game != nil {
		ss.Game = func(ag store.ArchivedGame) error { return sink.Game(archivedGameOf(ag)) }
	}
	ss.Seasons = seasonsSink(sink.Seasons)
	return l.db.ExportTo(ctx, gameID, ss)
}

// seasonsSink hands the store's seasons on as the league's; nil for none.
func seasonsSink(f func([]league.Season) error) func([]store.Season) error {
	if f == nil {
		return nil
	}
	return func(list []store.Season) error {
		out := make([]league.Season, len(list))
		for i, s := range list {
			out[i] = seasonOf(s)
		}
		return f(out)
	}
}

// ImportReport says what Import did with each game of the archive.
type ImportReport struct {
	KeptIDs      bool           // the ledger had no games, so games kept their archive ids
	Games        []ImportedGame // archive order
	PlayersAdded []string       // new on the roster, archive order
	Respelled    map[string]string
}

// ImportedGame is what Import did with one game.
type ImportedGame struct {
	ArchiveID    int64
	ArchiveName  string
	ID           int64  // the game in this ledger: the new one, or the copy already there
	Name         string // its name here; differs from ArchiveName when that was taken
	Entries      int    // entries in the archive
	Skipped      bool   // the same game was in the ledger already
	LaterEntries int    // entries the copy in the ledger has beyond the archive's
}

// Renamed reports whether the game was imported under another name.
func (g ImportedGame) Renamed() bool { return !g.Skipped && g.Name != g.ArchiveName }

// Import restores the games of an archive, all or none, in one
// transaction. Player names inside the entries are respelled as this
// ledger's roster spells them. progress, when set, hears how many games are
// done.
func (l *Ledger) Import(ctx context.Context, a Archive, progress func(done, total int)) (ImportReport, error) {
	var sa store.Archive
	for _, p := range a.Players {
		sa.Players = append(sa.Players, store.Player{Name: p.Name, CreatedAt: p.CreatedAt})
	}
	for _, ag := range a.Games {
		sa.Games = append(sa.Games, ag.store())
	}
	for _, s := range a.Seasons {
		sa.Seasons = append(sa.Seasons, store.Season{Name: s.Name, First: s.First, Last: s.Last, CreatedAt: s.CreatedAt})
	}
	r, err := l.db.Import(ctx, sa, store.ImportOptions{
		Respell: func(e store.Entry, names map[string]string) (json.RawMessage, error) {
			return store.RespellJSON(e.Payload, names)
		},
		Progress: progress,
	})
	if err == nil {
		// The imported games take their places in the league's order:
		// the cache is computed again from the first of them.
		l.keepLeagueCurrentAll(ctx)
	}
	report := ImportReport{KeptIDs: r.KeptIDs, PlayersAdded: r.PlayersAdded, Respelled: r.Respelled}
	for _, g := range r.Games {
		report.Games = append(report.Games, ImportedGame{ArchiveID: g.ArchiveID, ArchiveName: g.ArchiveName, ID: g.ID, Name: g.Name,
			Entries: g.Entries, Skipped: g.Skipped, LaterEntries: g.LaterEntries})
	}
	return report, err
}

// store is the archived game as the store takes it.
func (ag ArchivedGame) store() store.ArchivedGame {
	sg := store.ArchivedGame{Game: ag.Game.store()}
	for _, e := range ag.Entries {
		sg.Entries = append(sg.Entries, store.Entry{GameID: ag.Game.ID, Seq: e.Seq, Kind: e.Kind, Payload: e.JSON,
			CreatedAt: e.CreatedAt, Voids: e.Voids, Replaces: e.Replaces})
	}
	return sg
}

func archivedGameOf(ag store.ArchivedGame) ArchivedGame {
	out := ArchivedGame{Game: gameInfoOf(ag.Game), Entries: make([]ArchivedEntry, len(ag.Entries))}
	for i, e := range ag.Entries {
		out.Entries[i] = ArchivedEntry{Seq: e.Seq, Kind: e.Kind, JSON: e.Payload, CreatedAt: e.CreatedAt, Voids: e.Voids, Replaces: e.Replaces}
	}
	return out
}
