package store

import (
	"context"
	"database/sql"
)

// figuresPage is how many rows figuresStep reads before writing them: the
// reading is closed before the writes (a PostgreSQL connection runs one
// statement at a time), and memory holds a page of stats, not a ledger's.
const figuresPage = 500

// figuresStep is the Go part of player_figures (0006): the figures of
// every row written before it, read from the row's stats as every later
// write of the row reads them (figureValues), page by page in key order,
// and then player_totals counted from them. A row whose stats do not
// decode gets zeros, and one whose numbers are too large to add up is left
// unfigured, as a write would leave them.
func figuresStep(ctx context.Context, tx *tx) ([]Rename, error) {
	update := `UPDATE player_games SET ` + figureAssignments + ` WHERE player_id = ? AND game_id = ?`
	var afterPlayer, afterGame int64 = -1 << 63, -1 << 63
	for {
		page, err := figuresPageAfter(ctx, tx, afterPlayer, afterGame)
		if err != nil {
			return nil, err
		}
		for _, r := range page {
			args := append(figureValues(rawOrNil([]byte(r.stats.String)), r.total), r.player, r.game)
			if _, err := tx.ExecContext(ctx, update, args...); err != nil {
				return nil, err
			}
		}
		if len(page) < figuresPage {
			break
		}
		afterPlayer, afterGame = page[len(page)-1].player, page[len(page)-1].game
	}
	// The triggers kept nothing while the rows were filled: there were no
	// totals yet (counted before the figures, a huge total would have
	// overflowed the sum).
	return nil, recountTotals(ctx, tx)
}

// recountTotals counts every player's totals again from the rows.
func recountTotals(ctx context.Context, tx *tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM player_totals`); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO player_totals (player_id, kind, seat_count, `+totalsColumns+`) `+totalsRecount)
	return err
}

// On PostgreSQL every update leaves the row's old version behind until a
// vacuum: a bulk write through the totals' trigger would leave a version of
// a player's totals for each game it wrote, thousands, which every read of
// them steps over until autovacuum comes by (after an import of the
// 10,000-game ledger, 7 ms instead of 0.1). An import therefore sets the
// trigger aside for its transaction (chuche_ref.totals_aside, which the
// trigger reads) and counts the totals again once, at its end. SQLite
// updates in place; there the trigger keeps them as for any write.

// setTotalsAside sets the totals' trigger aside until recountSetAside, in
// this transaction only.
func setTotalsAside(ctx context.Context, tx *tx) error {
	if tx.eng.kind() != "postgres" {
		return nil
	}
	_, err := tx.ExecContext(ctx, `SELECT set_config('chuche_ref.totals_aside', 'on', true)`)
	return err
}

// recountSetAside counts the totals setTotalsAside left alone, and puts
// the trigger back for the rest of the transaction.
func recountSetAside(ctx context.Context, tx *tx) error {
	if tx.eng.kind() != "postgres" {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `SELECT set_config('chuche_ref.totals_aside', 'off', true)`); err != nil {
		return err
	}
	return recountTotals(ctx, tx)
}

type figuresRow struct {
	player, game int64
	total        int
	stats        sql.NullString
}

// figuresPageAfter reads the next page of rows after the key (player,
// game).
func figuresPageAfter(ctx context.Context, tx *tx, player, game int64) ([]figuresRow, error) {
	rows, err := tx.QueryContext(ctx, `SELECT player_id, game_id, total, stats FROM player_games
		WHERE (player_id > ? OR (player_id = ? AND game_id > ?))
		ORDER BY player_id, game_id LIMIT ?`, player, player, game, figuresPage)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var page []figuresRow
	for rows.Next() {
		var r figuresRow
		var total int64
		if err := rows.Scan(&r.player, &r.game, &total, &r.stats); err != nil {
			return nil, err
		}
		r.total = int(total)
		page = append(page, r)
	}
	return page, rows.Err()
}
