package store

import (
	"context"
	"database/sql"
	"maps"
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
)

// figuresDamage finds the player_games rows whose figures are not what
// their stats and total make them (figureValues): `stats PLAYER` adds up
// the figures, so a row whose stats were changed by another program, or
// its figures, would count other numbers than the game's. Part of
// check ledger on both engines; the query binds nothing, so either spells
// it alike.
func figuresDamage(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) ([]fault.Message, error) {
	rows, err := q.QueryContext(ctx, `SELECT pg.game_id, g.name, p.name, pg.total, pg.stats, `+figureList+`
		FROM player_games pg JOIN games g ON g.id = pg.game_id JOIN players p ON p.id = pg.player_id
		ORDER BY pg.game_id, pg.player_id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var found []fault.Message
	kept := make([]int64, len(figureColumns))
	dest := make([]any, 5+len(figureColumns))
	var gameID, total int64
	var game, player string
	var stats sql.NullString
	dest[0], dest[1], dest[2], dest[3], dest[4] = &gameID, &game, &player, &total, &stats
	for i := range kept {
		dest[5+i] = &kept[i]
	}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return found, err
		}
		want := figureValues(rawOrNil([]byte(stats.String)), int(total))
		for i, v := range want {
			if int64(v.(int)) != kept[i] {
				found = append(found, fault.M("game #%#d %q: the figures of %s do not agree with their stats", gameID, game, player))
				break
			}
		}
	}
	return found, rows.Err()
}

// totalsDamage finds the groups of player_totals that are not what the
// rows add up to (totalsRecount): a reader trusts them on a ledger
// chuche-ref left as it was, so check ledger counts them again.
func totalsDamage(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}) ([]fault.Message, error) {
	read := func(query string) (map[[3]string][]sql.NullInt64, error) {
		rows, err := q.QueryContext(ctx, query)
		if err != nil {
			return nil, err
		}
		defer rows.Close()
		groups := map[[3]string][]sql.NullInt64{}
		for rows.Next() {
			var player, kind, seats string
			n := make([]sql.NullInt64, 19)
			dest := []any{&player, &kind, &seats}
			for i := range n {
				dest = append(dest, &n[i])
			}
			if err := rows.Scan(dest...); err != nil {
				return nil, err
			}
			groups[[3]string{player, kind, seats}] = n
		}
		return groups, rows.Err()
	}
	kept, err := read(`SELECT player_id, kind, seat_count, ` + totalsColumns + ` FROM player_totals`)
	if err != nil {
		return nil, err
	}
	counted, err := read(totalsRecount)
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	rows, err := q.QueryContext(ctx, `SELECT id, name FROM players`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id, name string
		if err := rows.Scan(&id, &name); err != nil {
			rows.Close()
			return nil, err
		}
		names[id] = name
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var found []fault.Message
	wrong := map[string]bool{}
	for key, n := range counted {
		if !slices.Equal(kept[key], n) {
			wrong[key[0]] = true
		}
	}
	for key := range kept {
		if _, ok := counted[key]; !ok {
			wrong[key[0]] = true
		}
	}
	for _, id := range slices.Sorted(maps.Keys(wrong)) {
		found = append(found, fault.M("the totals of %s do not agree with their games", names[id]))
	}
	return found, nil
}
