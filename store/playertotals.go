package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"sort"
	"time"
)

// PlayerTotals are a player's games added up by game kind and table size,
// what `stats PLAYER` shows: added up in SQL from the figures kept beside
// each game's line (figureValues), so that no game's stats JSON is read
// unless its numbers are too large to add up there.
type PlayerTotals struct {
	Name   string        // the roster's spelling
	Groups []TotalsGroup // by kind, then table size
}

// TotalsGroup adds up a player's games of one kind at one table size.
type TotalsGroup struct {
	Kind     string
	Seats    int
	Games    int
	Finished int
	Wins     int
	Points   int // the player's totals, added up
	Figures  FigureTotals
}

// FigureTotals add up the StatFigures of games. BestHand is the lowest
// best hand of the games that had hands, BestRound the highest best round
// of those that had rounds; nil when there were none.
type FigureTotals struct {
	Hands, Cuts, CleanCuts, Chinchons, BuyBacks, Eliminations, LeftoverSum int
	BestHand                                                               *int
	Rounds, Chuches, ChucheCards, Cards, CardPoints                        int
	BestRound                                                              *int
}

// add adds one game's figures.
func (t *FigureTotals) add(f StatFigures) {
	t.Hands += f.Hands
	t.Cuts += f.Cuts
	t.CleanCuts += f.CleanCuts
	t.Chinchons += f.Chinchons
	t.BuyBacks += f.BuyBacks
	t.Eliminations += f.Eliminations
	t.LeftoverSum += f.LeftoverSum
	if f.Hands > 0 {
		t.BestHand = lower(t.BestHand, f.BestHand)
	}
	t.Rounds += f.Rounds
	t.Chuches += f.Chuches
	t.ChucheCards += f.ChucheCards
	t.Cards += f.Cards
	t.CardPoints += f.CardPoints
	if f.Rounds > 0 {
		t.BestRound = higher(t.BestRound, f.BestRound)
	}
}

func lower(best *int, n int) *int {
	if best == nil || n < *best {
		return &n
	}
	return best
}

func higher(best *int, n int) *int {
	if best == nil || n > *best {
		return &n
	}
	return best
}

// TotalsOf adds up games in Go, one by one: what PlayerTotals reads, and
// the reckoning its SQL is checked against.
func TotalsOf(name string, games []PlayerGame) PlayerTotals {
	t := PlayerTotals{Name: name}
	for _, g := range games {
		t.Name = g.Player.Name
		t.group(g.Kind, g.Seats).addGame(g.FinishedAt != nil, g.Player.Won, g.Player.Total, g.Player.Stats)
	}
	t.sort()
	return t
}

func (t *PlayerTotals) group(kind string, seats int) *TotalsGroup {
	for i := range t.Groups {
		if g := &t.Groups[i]; g.Kind == kind && g.Seats == seats {
			return g
		}
	}
	t.Groups = append(t.Groups, TotalsGroup{Kind: kind, Seats: seats})
	return &t.Groups[len(t.Groups)-1]
}

func (t *PlayerTotals) sort() {
	sort.Slice(t.Groups, func(i, j int) bool {
		a, b := t.Groups[i], t.Groups[j]
		return a.Kind < b.Kind || a.Kind == b.Kind && a.Seats < b.Seats
	})
}

func (g *TotalsGroup) addGame(finished, won bool, total int, stats json.RawMessage) {
	g.Games++
	if finished {
		g.Finished++
	}
	if won {
		g.Wins++
	}
	g.Points += total
	g.Figures.add(ReadStatFigures(stats))
}

// PlayerTotals adds up the games player sat in and was last played at or
// after since (zero: all). All of them are read from player_totals, a row
// per kind and table size, while the ledger is as chuche-ref left it
// (Untouched); otherwise, and for a since, the player's rows are added up,
// a sum of integers each, not the size of their stats.
func (db *DB) PlayerTotals(ctx context.Context, player string, since time.Time) (_ PlayerTotals, err error) {
	defer func() { err = translate(db.path, err) }()
	return db.playerTotals(ctx, player, since, since.IsZero() && db.Untouched())
}

// playerTotals is PlayerTotals, read from player_totals when kept says so.
func (db *DB) playerTotals(ctx context.Context, player string, since time.Time, kept bool) (PlayerTotals, error) {
	tx, err := db.beginRead(ctx)
	if err != nil {
		return PlayerTotals{}, err
	}
	defer tx.Rollback()

	p, err := findRosterLine(ctx, tx, player)
	if err != nil {
		return PlayerTotals{}, err
	}
	t := PlayerTotals{Name: player}
	var unfigured bool
	if kept {
		unfigured, err = addKeptTotals(ctx, tx, &t, p.id)
	} else {
		unfigured, err = addFiguredGames(ctx, tx, &t, p.id, since)
	}
	if err != nil {
		return PlayerTotals{}, err
	}
	if len(t.Groups) > 0 {
		t.Name = p.name
	}
	if unfigured {
		if err := addUnfiguredGames(ctx, tx, &t, p.id, since); err != nil {
			return PlayerTotals{}, err
		}
	}
	t.sort()
	return t, nil
}

// totalsColumns are player_totals' columns after the key, as
// totalsRecount and the triggers of player_figures (0006) write them and
// playerTotalsQuery reads them from the rows.
const totalsColumns = `games, finished, wins, unfigured, points,
	stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum,
	stat_best_hand, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points, stat_best_round`

// totalsRecount counts player_totals from the rows, every group of every
// player: the last part of player_figures (0006), and what check ledger
// compares player_totals with.
const totalsRecount = `SELECT player_id, kind, seat_count, count(*), count(finished_at), count(NULLIF(won, 0)),
		count(*) - count(NULLIF(figured, 0)), CAST(sum(CASE WHEN figured <> 0 THEN total ELSE 0 END) AS BIGINT),
		CAST(sum(stat_hands) AS BIGINT), CAST(sum(stat_cuts) AS BIGINT), CAST(sum(stat_clean_cuts) AS BIGINT),
		CAST(sum(stat_chinchons) AS BIGINT), CAST(sum(stat_buybacks) AS BIGINT),
		CAST(sum(stat_eliminations) AS BIGINT), CAST(sum(stat_leftover_sum) AS BIGINT),
		min(CASE WHEN figured <> 0 AND stat_hands > 0 THEN stat_best_hand END),
		CAST(sum(stat_rounds) AS BIGINT), CAST(sum(stat_chuches) AS BIGINT), CAST(sum(stat_chuche_cards) AS BIGINT),
		CAST(sum(stat_cards) AS BIGINT), CAST(sum(stat_card_points) AS BIGINT),
		max(CASE WHEN figured <> 0 AND stat_rounds > 0 THEN stat_best_round END)
	FROM player_games
	GROUP BY player_id, kind, seat_count`

// keptTotalsQuery reads a player's groups from player_totals, in the
// shape of playerTotalsQuery.
const keptTotalsQuery = `SELECT kind, seat_count, games, finished, wins, games - unfigured, points,
		stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum,
		stat_best_hand, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points, stat_best_round
	FROM player_totals WHERE player_id = ?`

// playerTotalsQuery adds up one range of player_games, as playerGamesQuery
// reads it. The figures of an unfigured row are 0 and its total is left
// out here (addUnfiguredGames adds them); every other number is below
// figureBound, so no sum overflows. The casts keep PostgreSQL's sums of
// bigints integers, not numerics.
const playerTotalsQuery = `SELECT kind, seat_count, count(*), count(finished_at), count(NULLIF(won, 0)),
		count(NULLIF(figured, 0)),
		CAST(sum(CASE WHEN figured <> 0 THEN total ELSE 0 END) AS BIGINT),
		CAST(sum(stat_hands) AS BIGINT), CAST(sum(stat_cuts) AS BIGINT), CAST(sum(stat_clean_cuts) AS BIGINT),
		CAST(sum(stat_chinchons) AS BIGINT), CAST(sum(stat_buybacks) AS BIGINT),
		CAST(sum(stat_eliminations) AS BIGINT), CAST(sum(stat_leftover_sum) AS BIGINT),
		min(CASE WHEN stat_hands > 0 THEN stat_best_hand END),
		CAST(sum(stat_rounds) AS BIGINT), CAST(sum(stat_chuches) AS BIGINT), CAST(sum(stat_chuche_cards) AS BIGINT),
		CAST(sum(stat_cards) AS BIGINT), CAST(sum(stat_card_points) AS BIGINT),
		max(CASE WHEN stat_rounds > 0 THEN stat_best_round END)
		FROM player_games
		WHERE player_id = ? AND last_played_at >= ?
		GROUP BY kind, seat_count`

// addFiguredGames reads playerTotalsQuery into t and reports whether some
// game was left out of it (unfigured).
func addFiguredGames(ctx context.Context, tx *tx, t *PlayerTotals, playerID int64, since time.Time) (unfigured bool, err error) {
	rows, err := tx.QueryContext(ctx, playerTotalsQuery, playerID, formatTime(since))
	if err != nil {
		return false, err
	}
	return scanTotals(rows, t)
}

// addKeptTotals reads the player's groups of player_totals into t, as
// addFiguredGames adds up the rows.
func addKeptTotals(ctx context.Context, tx *tx, t *PlayerTotals, playerID int64) (unfigured bool, err error) {
	rows, err := tx.QueryContext(ctx, keptTotalsQuery, playerID)
	if err != nil {
		return false, err
	}
	return scanTotals(rows, t)
}

// scanTotals reads rows in playerTotalsQuery's shape into t.
func scanTotals(rows *sql.Rows, t *PlayerTotals) (unfigured bool, err error) {
	defer rows.Close()
	for rows.Next() {
		var kind string
		var n [18]int64
		var bestHand, bestRound sql.NullInt64
		if err := rows.Scan(&kind, &n[0], &n[1], &n[2], &n[3], &n[4], &n[5],
			&n[6], &n[7], &n[8], &n[9], &n[10], &n[11], &n[12], &bestHand,
			&n[13], &n[14], &n[15], &n[16], &n[17], &bestRound); err != nil {
			return false, err
		}
		g := t.group(kind, int(n[0]))
		g.Games, g.Finished, g.Wins, g.Points = int(n[1]), int(n[2]), int(n[3]), int(n[5])
		unfigured = unfigured || n[4] < n[1]
		f := &g.Figures
		f.Hands, f.Cuts, f.CleanCuts, f.Chinchons = int(n[6]), int(n[7]), int(n[8]), int(n[9])
		f.BuyBacks, f.Eliminations, f.LeftoverSum = int(n[10]), int(n[11]), int(n[12])
		f.Rounds, f.Chuches, f.ChucheCards, f.Cards, f.CardPoints = int(n[13]), int(n[14]), int(n[15]), int(n[16]), int(n[17])
		if bestHand.Valid {
			f.BestHand = lower(nil, int(bestHand.Int64))
		}
		if bestRound.Valid {
			f.BestRound = higher(nil, int(bestRound.Int64))
		}
	}
	return unfigured, rows.Err()
}

// addUnfiguredGames adds the games playerTotalsQuery left out, reading
// their stats in Go. Their games, finished games and wins are counted
// already.
func addUnfiguredGames(ctx context.Context, tx *tx, t *PlayerTotals, playerID int64, since time.Time) error {
	rows, err := tx.QueryContext(ctx, `SELECT kind, seat_count, total, stats FROM player_games
		WHERE player_id = ? AND last_played_at >= ? AND figured = 0`, playerID, formatTime(since))
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var kind string
		var seats, total int64
		var stats sql.NullString
		if err := rows.Scan(&kind, &seats, &total, &stats); err != nil {
			return err
		}
		g := t.group(kind, int(seats))
		g.Points += int(total)
		g.Figures.add(ReadStatFigures(rawOrNil([]byte(stats.String))))
	}
	return rows.Err()
}
