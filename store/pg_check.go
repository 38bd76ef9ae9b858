package store

import (
	"context"
	"database/sql"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/fault"
)

// checkLedgerPG is CheckLedger on PostgreSQL, where the pages and indexes
// are the server's business (data checksums, amcheck) and the foreign keys
// are enforced: it runs the ledger's own checks, that every game's entries
// are numbered 1, 2, 3… and link back, and that every stored value still
// reads (times, JSON).
func (db *DB) checkLedgerPG(ctx context.Context) error {
	t, err := db.beginRead(ctx)
	if err != nil {
		return translate(db.path, err)
	}
	defer t.Rollback()
	var d Damage
	found, err := pgSequenceDamage(ctx, t)
	if err != nil {
		return translate(db.path, err)
	}
	for _, m := range found {
		d.add(m)
	}
	found, err = pgContentDamage(ctx, t)
	if err != nil {
		return translate(db.path, err)
	}
	for _, m := range found {
		d.add(m)
	}
	if len(d.Problems) == 0 {
		return nil
	}
	return damaged(db.path, &d)
}

// pgSequenceDamage finds the games whose entries do not run 1, 2, 3… and
// the entries that void or amend one not before them.
func pgSequenceDamage(ctx context.Context, t *tx) ([]fault.Message, error) {
	var found []fault.Message
	rows, err := t.QueryContext(ctx, `SELECT g.id, g.name, count(e.seq), coalesce(max(e.seq), 0)
		FROM games g JOIN entries e ON e.game_id = g.id
		GROUP BY g.id, g.name HAVING count(e.seq) <> max(e.seq) ORDER BY g.id`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id, n, last int64
		var name string
		if err := rows.Scan(&id, &name, &n, &last); err != nil {
			rows.Close()
			return nil, err
		}
		found = append(found, fault.M("game #%#d %q: its %d entries are numbered up to #%#d", id, name, n, last))
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	rows, err = t.QueryContext(ctx, `SELECT g.id, g.name, e.seq FROM entries e JOIN games g ON g.id = e.game_id
		WHERE e.voids < 0 OR e.voids >= e.seq OR e.replaces < 0 OR e.replaces >= e.seq OR (e.voids > 0 AND e.replaces > 0)
		ORDER BY e.game_id, e.seq`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var name string
		var seq int
		if err := rows.Scan(&id, &name, &seq); err != nil {
			return nil, err
		}
		found = append(found, entryDamage(id, name, seq, fault.M("it voids or amends an entry that is not before it")))
	}
	return found, rows.Err()
}

// pgContentDamage reads every stored value that the store decodes: what
// SQLite's contentDamage checks with json_valid, checked here in Go.
func pgContentDamage(ctx context.Context, t *tx) ([]fault.Message, error) {
	var found []fault.Message
	rows, err := t.QueryContext(ctx, `SELECT g.id, g.name, e.seq, e.payload, e.created_at
		FROM entries e JOIN games g ON g.id = e.game_id ORDER BY e.game_id, e.seq`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var name, payload, created string
		var seq int
		if err := rows.Scan(&id, &name, &seq, &payload, &created); err != nil {
			rows.Close()
			return found, err
		}
		if !json.Valid([]byte(payload)) {
			found = append(found, entryDamage(id, name, seq, fault.M("its payload is not valid JSON")))
		}
		if _, err := parseTime(created); err != nil {
			found = append(found, entryDamage(id, name, seq, fault.M("its time does not read")))
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return found, err
	}
	games, err := t.QueryContext(ctx, `SELECT g.id, g.name, g.rules, g.winners, g.extra, g.created_at, g.last_played_at, g.finished_at
		FROM games g ORDER BY g.id`)
	if err != nil {
		return found, err
	}
	defer games.Close()
	for games.Next() {
		var id int64
		var name, rules, winners, created, last string
		var extra, finished sql.NullString
		if err := games.Scan(&id, &name, &rules, &winners, &extra, &created, &last, &finished); err != nil {
			return found, err
		}
		_, cerr := parseTime(created)
		_, lerr := parseTime(last)
		_, ferr := parseNullTime(finished)
		if !json.Valid([]byte(rules)) || !json.Valid([]byte(winners)) || (extra.Valid && !json.Valid([]byte(extra.String))) ||
			cerr != nil || lerr != nil || ferr != nil {
			found = append(found, fault.M("game #%#d %q: its rules, winners or times do not read", id, name))
		}
	}
	if err := games.Err(); err != nil {
		return found, err
	}
	games.Close()
	figures, err := figuresDamage(ctx, t)
	if err != nil {
		return append(found, figures...), err
	}
	totals, err := totalsDamage(ctx, t)
	return append(append(found, figures...), totals...), err
}
