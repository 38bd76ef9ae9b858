package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Archive is a ledger, or a part of it, as plain values: what `export`
// writes and `import` restores. It carries everything needed to rebuild the
// games exactly: the roster with the times players joined, and every game
// with its house rules, times, summary and entries.
type Archive struct {
	Players []Player // roster spelling and CreatedAt; ID and Games are ignored on import
	Games   []ArchivedGame
}

// ArchivedGame is one game with all its entries, voided ones included.
type ArchivedGame struct {
	Game    Game // ID is the id in the exporting ledger; Seq is ignored on import
	Entries []Entry
}

// ExportAll reads the whole ledger in one snapshot: the roster
// alphabetically, the games in id (creation) order.
func (db *DB) ExportAll(ctx context.Context) (_ Archive, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return Archive{}, err
	}
	defer tx.Rollback()

	players, err := listPlayers(ctx, tx)
	if err != nil {
		return Archive{}, err
	}
	games, err := archiveGames(ctx, tx, gameSelect+` ORDER BY g.id`)
	if err != nil {
		return Archive{}, err
	}
	return Archive{Players: players, Games: games}, nil
}

// ExportGame reads one game, with the roster lines of its players only.
func (db *DB) ExportGame(ctx context.Context, id int64) (_ Archive, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return Archive{}, err
	}
	defer tx.Rollback()

	games, err := archiveGames(ctx, tx, gameSelect+` WHERE g.id = ?`, id)
	if err != nil {
		return Archive{}, err
	}
	if len(games) == 0 {
		return Archive{}, errorf(KindNotFound, "no game \"%d\" in the ledger", id)
	}
	seated := map[string]bool{}
	for _, name := range games[0].Game.Players {
		seated[fold(name)] = true
	}
	roster, err := listPlayers(ctx, tx)
	if err != nil {
		return Archive{}, err
	}
	var players []Player
	for _, p := range roster {
		if seated[fold(p.Name)] {
			players = append(players, p)
		}
	}
	return Archive{Players: players, Games: games}, nil
}

// archiveGames reads the games a query selects, then all their entries in
// one ordered walk of the entries' primary key.
func archiveGames(ctx context.Context, tx *tx, query string, args ...any) ([]ArchivedGame, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	var games []ArchivedGame
	index := map[int64]int{}
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		index[g.ID] = len(games)
		games = append(games, ArchivedGame{Game: g})
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(games) == 1 {
		entries, err := loadEntries(ctx, tx, games[0].Game.ID, true)
		games[0].Entries = entries
		return games, err
	}
	if len(games) > 1 {
		if err := loadAllEntries(ctx, tx, games, index); err != nil {
			return nil, err
		}
	}
	return games, nil
}

// loadAllEntries fills the entries of many games from one scan, instead of
// one query per game.
func loadAllEntries(ctx context.Context, tx *tx, games []ArchivedGame, index map[int64]int) error {
	rows, err := tx.QueryContext(ctx, `SELECT game_id, seq, kind, payload, created_at, voids, replaces, ledger_seq
		FROM entries ORDER BY game_id, seq`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var e Entry
		var payload, created string
		if err := rows.Scan(&e.GameID, &e.Seq, &e.Kind, &payload, &created, &e.Voids, &e.Replaces, &e.LedgerSeq); err != nil {
			return err
		}
		i, ok := index[e.GameID]
		if !ok {
			continue // entries of a game the query did not select
		}
		e.Payload = json.RawMessage(payload)
		if e.CreatedAt, err = parseTime(created); err != nil {
			return err
		}
		games[i].Entries = append(games[i].Entries, e)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for i := range games {
		deriveLinks(games[i].Entries)
	}
	return nil
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
		return "", fmt.Errorf("game %d vanished during import", id)
	}
	return name, err
}
