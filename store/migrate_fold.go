package store

import (
	"context"
	"fmt"
)

// Rename is a name the ledger changed on its own: two players (or games)
// whose names became one under the new folding of schema 3. The later one
// (by id) took the suffix " (2)" ( " (3)"… if that too was taken).
type Rename struct {
	What     string // "player" | "game"
	Old, New string
}

// Renamed lists the renames the migration run by this Open made, for the
// first command after it to tell the user; nil when nothing was renamed or
// the ledger was already up to date.
func (db *DB) Renamed() []Rename { return db.renamed }

// foldStep folds every player and game name anew (NFC + full Unicode case
// folding) and mends the names that now collide, without losing any: the
// later one is renamed, and a player's rename is recorded in the ledger so
// the entries written under the old name read with the new one.
func foldStep(ctx context.Context, tx *tx) ([]Rename, error) {
	players, err := refold(ctx, tx, "players")
	if err != nil {
		return nil, err
	}
	var renamed []Rename
	for _, r := range players {
		if err := recordRename(ctx, tx, r.id, r.old, r.new, "fold"); err != nil {
			return nil, err
		}
		renamed = append(renamed, Rename{What: "player", Old: r.old, New: r.new})
	}
	games, err := refold(ctx, tx, "games")
	if err != nil {
		return nil, err
	}
	for _, r := range games {
		// player_games carries a copy of the game's name.
		if _, err := tx.ExecContext(ctx, `UPDATE player_games SET name = ? WHERE game_id = ?`, r.new, r.id); err != nil {
			return nil, err
		}
		renamed = append(renamed, Rename{What: "game", Old: r.old, New: r.new})
	}
	return renamed, nil
}

type refolded struct {
	id       int64
	old, new string
}

// refold rewrites the fold column of table (players or games), renaming
// the later of two rows that now fold alike.
func refold(ctx context.Context, tx *tx, table string) ([]refolded, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, name FROM `+table+` ORDER BY id`)
	if err != nil {
		return nil, err
	}
	type row struct {
		id   int64
		name string
	}
	var all []row
	natural := map[string]int{} // how many rows fold to each key as named
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.id, &r.name); err != nil {
			rows.Close()
			return nil, err
		}
		all = append(all, r)
		natural[fold(r.name)]++
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// Unique placeholders first, so no row collides with one not yet moved.
	if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET fold = '#' || id`); err != nil {
		return nil, err
	}
	taken := map[string]bool{}
	var renamed []refolded
	for _, r := range all {
		name, key := r.name, fold(r.name)
		if taken[key] {
			for n := 2; ; n++ {
				name = fmt.Sprintf("%s (%d)", r.name, n)
				key = fold(name)
				if !taken[key] && natural[key] == 0 {
					break
				}
			}
			renamed = append(renamed, refolded{id: r.id, old: r.name, new: name})
		}
		taken[key] = true
		if _, err := tx.ExecContext(ctx, `UPDATE `+table+` SET name = ?, fold = ? WHERE id = ?`, name, key, r.id); err != nil {
			return nil, err
		}
	}
	return renamed, nil
}

// nextLedgerSeq advances the ledger-wide event number and returns it.
func nextLedgerSeq(ctx context.Context, tx *tx) (int64, error) {
	var seq int64
	err := tx.QueryRowContext(ctx, `UPDATE ledger_counter SET seq = seq + 1 WHERE id = 1 RETURNING seq`).Scan(&seq)
	return seq, err
}

// LedgerSeq is the ledger's latest event number: every game created,
// entry appended and player renamed took the next one. 0 for a new ledger.
func (db *DB) LedgerSeq(ctx context.Context) (_ int64, err error) {
	defer func() { err = translate(db.path, err) }()
	var seq int64
	err = db.queryRow(ctx, `SELECT coalesce((SELECT seq FROM ledger_counter WHERE id = 1), 0)`).Scan(&seq)
	return seq, err
}
