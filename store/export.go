package store

import (
	"context"
	"database/sql"
	"errors"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Archive is a ledger, or a part of it, as plain values: what `export`
// writes and `import` restores. It carries everything needed to rebuild the
// games exactly: the roster with the times players joined, and every game
// with its house rules, times, summary and entries.
type Archive struct {
	Players []Player // roster spelling and CreatedAt; ID and Games are ignored on import
	Games   []ArchivedGame
	Seasons []Season // the league's seasons (a whole ledger's export only)
}

// ArchivedGame is one game with all its entries, voided ones included.
type ArchivedGame struct {
	Game    Game // ID is the id in the exporting ledger; Seq is ignored on import
	Entries []Entry
}

// ArchiveSink receives an export piece by piece: the roster once, then
// each game with its entries, in id (creation) order.
type ArchiveSink struct {
	Roster func([]Player) error
	// Seasons, when set, receives the league's seasons after the roster,
	// in an export of the whole ledger.
	Seasons func([]Season) error
	Game    func(ArchivedGame) error
	// Progress, when set, is told after each game how many of the
	// snapshot's games have been handed over (a progress line).
	Progress func(done, total int)
}

// ExportTo streams the ledger (gameID 0) or one game to sink, from one
// snapshot, holding one game in memory at a time: the cost in memory does
// not grow with the ledger. A game whose content no longer reads is not
// handed over; the others are, and ExportTo then returns a KindCorrupt
// error naming every game left out. Damage SQLite itself reports stops the
// export there.
func (db *DB) ExportTo(ctx context.Context, gameID int64, sink ArchiveSink) (err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	roster, err := listPlayers(ctx, tx)
	if err != nil {
		return err
	}
	if gameID != 0 {
		g, err := findGame(ctx, tx, gameID)
		if err != nil {
			return err
		}
		seated := map[string]bool{}
		for _, name := range g.Players {
			seated[fold(name)] = true
		}
		var players []Player
		for _, p := range roster {
			if seated[fold(p.Name)] {
				players = append(players, p)
			}
		}
		roster = players
	}
	if sink.Roster != nil {
		if err := sink.Roster(roster); err != nil {
			return err
		}
	}
	if sink.Seasons != nil && gameID == 0 {
		seasons, err := listSeasons(ctx, tx)
		if err != nil {
			return err
		}
		if err := sink.Seasons(seasons); err != nil {
			return err
		}
	}
	renames, err := renamesByGame(ctx, tx, gameID)
	if err != nil {
		return err
	}
	send := sink.Game
	if sink.Progress != nil {
		total, done := 1, 0
		if gameID == 0 {
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games`).Scan(&total); err != nil {
				return err
			}
		}
		send = func(ag ArchivedGame) error {
			if sink.Game != nil {
				if err := sink.Game(ag); err != nil {
					return err
				}
			}
			done++
			sink.Progress(done, total)
			return nil
		}
	}
	return db.streamGames(ctx, tx, gameID, renames, send)
}

// streamGames walks the games and the entries side by side, both in key
// order (one scan each, not a query per game).
func (db *DB) streamGames(ctx context.Context, tx *tx, gameID int64, renames map[int64][]gameRename, send func(ArchivedGame) error) error {
	games, entries := newArchiveCursors(ctx, tx, gameID)
	defer games.close()
	defer entries.close()
	var broken Damage
	var next *Entry // the entry read ahead, not yet given to its game
	var nextErr error
	readEntry := entries.next
	if next, nextErr = readEntry(); nextErr != nil && !isContent(nextErr) {
		return nextErr
	}
	for {
		g, err, more := games.next()
		if !more {
			break
		}
		var damage error
		if err != nil {
			if !isContent(err) {
				return err
			}
			damage = err
		}
		ag := ArchivedGame{Game: g}
		for next != nil && next.GameID <= g.ID {
			if next.GameID == g.ID {
				if nextErr != nil && damage == nil {
					damage = nextErr
				}
				ag.Entries = append(ag.Entries, *next)
			}
			if next, nextErr = readEntry(); nextErr != nil && !isContent(nextErr) {
				return nextErr
			}
		}
		if damage == nil {
			DeriveLinks(ag.Entries)
			damage = db.respellEntries(ag.Entries, renames[g.ID])
		}
		if damage != nil {
			var ce *contentError
			if errors.As(damage, &ce) {
				if ce.name == "" {
					ce.name = g.Name
				}
				broken.add(ce.message())
			} else {
				broken.add(words(damage))
			}
			continue
		}
		if send != nil {
			if err := send(ag); err != nil {
				return err
			}
		}
	}
	if err := games.err; err != nil {
		return err
	}
	if n := len(broken.Problems); n > 0 {
		e := fault.Ledgerf("%s", broken.Problems[0]).Of(fault.Corrupt)
		if n > 1 {
			e = fault.Ledgerf("%d games no longer read and were left out; the first: %s", n, broken.Problems[0]).Of(fault.Corrupt)
		}
		e.Err = &broken // the list, for code; the words name the first
		return e
	}
	return nil
}

// words is an error as a message: a store error's own, else its text.
func words(err error) fault.Message {
	if fe, ok := err.(*fault.Error); ok && fe.Err == nil && fe.Seq == 0 {
		return fe.Message
	}
	return fault.M("%s", err.Error())
}

func isContent(err error) bool {
	var ce *contentError
	return errors.As(err, &ce)
}

// ExportAll reads the whole ledger in one snapshot: the roster
// alphabetically, the games in id (creation) order. It holds the whole
// ledger in memory; ExportTo streams it.
func (db *DB) ExportAll(ctx context.Context) (Archive, error) {
	return db.collect(ctx, 0)
}

// ExportGame reads one game, with the roster lines of its players only.
func (db *DB) ExportGame(ctx context.Context, id int64) (Archive, error) {
	return db.collect(ctx, id)
}

func (db *DB) collect(ctx context.Context, id int64) (Archive, error) {
	var a Archive
	err := db.ExportTo(ctx, id, ArchiveSink{
		Roster:  func(p []Player) error { a.Players = p; return nil },
		Seasons: func(s []Season) error { a.Seasons = s; return nil },
		Game:    func(g ArchivedGame) error { a.Games = append(a.Games, g); return nil },
	})
	if err != nil && fault.StoreOf(err) != fault.Corrupt {
		return Archive{}, err
	}
	return a, err
}

// gamesByStart maps kind and creation time to the games that started then:
// the only games an imported one can be a copy of. One scan per import.
func gamesByStart(ctx context.Context, tx *tx) (map[string][]int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, kind, created_at FROM games`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	starts := map[string][]int64{}
	for rows.Next() {
		var id int64
		var kind, created string
		if err := rows.Scan(&id, &kind, &created); err != nil {
			return nil, err
		}
		key := startKey(kind, created)
		starts[key] = append(starts[key], id)
	}
	return starts, rows.Err()
}

// startKey compares creation times as stored text: exact to the nanosecond.
func startKey(kind, created string) string { return kind + "\x00" + created }

// storedEntry is an entry exactly as the ledger holds it.
type storedEntry struct {
	seq             int
	kind, payload   string
	created         string
	voids, replaces int
}

func storedEntries(ctx context.Context, tx *tx, gameID int64) ([]storedEntry, error) {
	rows, err := tx.QueryContext(ctx, `SELECT seq, kind, payload, created_at, voids, replaces
		FROM entries WHERE game_id = ? ORDER BY seq`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var entries []storedEntry
	for rows.Next() {
		var e storedEntry
		if err := rows.Scan(&e.seq, &e.kind, &e.payload, &e.created, &e.voids, &e.replaces); err != nil {
			return nil, err
		}
		entries = append(entries, e)
	}
	return entries, rows.Err()
}

// seatFolds lists a game's players by seat, folded.
func seatFolds(ctx context.Context, tx *tx, gameID int64) ([]string, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.fold FROM seats s JOIN players p ON p.id = s.player_id
		WHERE s.game_id = ? ORDER BY s.seat`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var folds []string
	for rows.Next() {
		var f string
		if err := rows.Scan(&f); err != nil {
			return nil, err
		}
		folds = append(folds, f)
	}
	return folds, rows.Err()
}

// gameName reads the name of a game known to exist.
func gameName(ctx context.Context, tx *tx, id int64) (string, error) {
	var name string
	err := tx.QueryRowContext(ctx, `SELECT name FROM games WHERE id = ?`, id).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fault.Internalf("internal error: game %#d vanished during import", id)
	}
	return name, err
}
