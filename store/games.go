package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// NewGame is what `chuche-ref new` asks the ledger to record.
type NewGame struct {
	Kind    string          // "chuche" | "chinchon"; the store does not interpret it
	Name    string          // "" => "<kind>-<id>"
	Players []string        // seat order
	Rules   json.RawMessage // a JSON object; nil => {}
}

// Game is a game as recorded, with the summary of its latest entry.
type Game struct {
	ID           int64
	Kind, Name   string
	Players      []string // seat order, roster spelling
	Rules        json.RawMessage
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time // created or last entry
	Seq          int       // highest entry seq, 0 if none
	// CreatedSeq and LedgerSeq are the ledger positions (Entry.LedgerSeq)
	// of the game's creation and of its latest event: "most recently
	// played" is the highest LedgerSeq, whatever the clocks said.
	CreatedSeq, LedgerSeq int64
	Summary               Summary
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

const defaultGamesLimit = 20

// CreateGame records a new game and seats its players, adding players not
// yet on the roster.
func (db *DB) CreateGame(ctx context.Context, g NewGame) (_ Game, err error) {
	defer func() { err = translate(db.path, err) }()
	if err := g.clean(); err != nil {
		return Game{}, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return Game{}, err
	}
	defer tx.Rollback()

	id, err := createGame(ctx, tx, g)
	if err != nil {
		return Game{}, err
	}
	game, err := findGame(ctx, tx, id)
	if err != nil {
		return Game{}, err
	}
	return game, tx.Commit()
}

// clean applies the name rule (variants.CleanGameName, CleanPlayerName)
// and refuses what the ledger cannot record.
func (g *NewGame) clean() error {
	g.Kind = strings.TrimSpace(g.Kind)
	if g.Kind == "" {
		return fault.Inputf("a game needs a kind").Of(fault.Invalid)
	}
	if !utf8.ValidString(g.Kind) || strings.IndexFunc(g.Kind, unicode.IsControl) >= 0 {
		return fault.Inputf("game kind %s is not a kind of game", variants.QuoteToken(g.Kind)).Of(fault.Invalid)
	}
	if strings.TrimSpace(g.Name) != "" {
		name, err := variants.CleanGameName(g.Name)
		if err != nil {
			return invalidName(err)
		}
		g.Name = name
	} else {
		g.Name = ""
	}
	if isDecimal(g.Name) {
		return fault.Inputf("game name %q is a number, which would be read as a game id", g.Name).Of(fault.Invalid)
	}
	if len(g.Players) < 1 {
		return fault.Inputf("a game needs players").Of(fault.Invalid)
	}
	players, err := variants.CleanSeats(g.Players) // a new slice: the caller's stays as given
	if err != nil {
		return invalidName(err)
	}
	g.Players = players
	rules, err := compactJSON(g.Rules, "{}")
	if err != nil || rules[0] != '{' {
		return fault.Inputf("game rules must be a JSON object").Of(fault.Invalid)
	}
	g.Rules = rules
	return nil
}

func createGame(ctx context.Context, tx *tx, g NewGame) (int64, error) {
	// Ids are chosen here, under the write lock, so a generated name can use
	// its own id.
	id, err := nextGameID(ctx, tx)
	if err != nil {
		return 0, err
	}
	name := g.Name
	if name == "" {
		var err error
		if name, err = freeGameName(ctx, tx, fmt.Sprintf("%s-%d", g.Kind, id)); err != nil {
			return 0, err
		}
	} else if taken, err := gameNameTaken(ctx, tx, name); err != nil {
		return 0, err
	} else if taken {
		return 0, fault.Inputf("a game named %q already exists", name).Of(fault.Exists)
	}

	now := formatTime(tx.now)
	seq, err := nextLedgerSeq(ctx, tx)
	if err != nil {
		return 0, err
	}
	// A new game is placed: nothing was written of it before the ledger
	// kept places.
	if _, err := tx.ExecContext(ctx, `INSERT INTO games (id, kind, name, fold, rules, created_at, last_played_at, created_seq, ledger_seq, placed)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`, id, g.Kind, name, fold(name), string(g.Rules), now, now, seq, seq); err != nil {
		return 0, err
	}
	seated := map[int64]bool{}
	for seat, player := range g.Players {
		playerID, _, err := seatPlayer(ctx, tx, player)
		if err != nil {
			return 0, err
		}
		if seated[playerID] { // clean folded the names; this is the roster's word
			return 0, fault.Inputf("%s is seated twice; a player takes one seat", variants.QuoteToken(player)).Of(fault.Invalid)
		}
		seated[playerID] = true
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id) VALUES (?, ?, ?)`,
			id, seat+1, playerID); err != nil {
			return 0, err
		}
		// Every player of a new game is in, as its standings say.
		if _, err := tx.ExecContext(ctx, `INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, last_played_at, status)
			VALUES (?, ?, ?, ?, ?, ?, ?, 'in')`, playerID, id, g.Kind, name, len(g.Players), now, now); err != nil {
			return 0, err
		}
	}
	return id, notify(ctx, tx, id)
}

// MaxGameID is the largest game id: ids are typed by hand and read by
// programs that may hold them in 32 bits.
const MaxGameID = 1<<31 - 1

// nextGameID is one more than the largest id, in integer arithmetic (SQL's
// max(id) + 1 turns into a float past 2^63-1); past MaxGameID, the lowest
// free id.
func nextGameID(ctx context.Context, tx *tx) (int64, error) {
	var max int64
	if err := tx.QueryRowContext(ctx, `SELECT coalesce(max(id), 0) FROM games`).Scan(&max); err != nil {
		return 0, err
	}
	if max < MaxGameID {
		return max + 1, nil
	}
	var id int64
	err := tx.QueryRowContext(ctx, `SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM games WHERE id = 1) THEN 1 ELSE
		(SELECT g.id + 1 FROM games g WHERE g.id < ?1 AND NOT EXISTS (SELECT 1 FROM games h WHERE h.id = g.id + 1) ORDER BY g.id LIMIT 1) END`,
		MaxGameID).Scan(&id)
	if err != nil || id == 0 {
		return 0, fault.Inputf("the ledger has no free game id left (1 to %#d)", MaxGameID).Of(fault.Invalid)
	}
	return id, nil
}

// freeGameName returns base, or base-2, base-3… if someone already chose
// base as a game name.
func freeGameName(ctx context.Context, tx *tx, base string) (string, error) {
	for n := 1; ; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		taken, err := gameNameTaken(ctx, tx, name)
		if err != nil || !taken {
			return name, err
		}
	}
}

func gameNameTaken(ctx context.Context, tx *tx, name string) (bool, error) {
	var n int
	err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games WHERE fold = ?`, fold(name)).Scan(&n)
	return n > 0, err
}

func isDecimal(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// Game finds a game by decimal id or by name, ignoring case.
func (db *DB) Game(ctx context.Context, ref string) (_ Game, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return Game{}, err
	}
	defer tx.Rollback()

	ref = cleanName(ref)
	if isDecimal(ref) { // names are never decimal, so this is an id
		id, _ := strconv.ParseInt(ref, 10, 64) // too large: id 0, not found
		game, err := findGame(ctx, tx, id)
		if fault.StoreOf(err) == fault.NotFound {
			return Game{}, fault.Inputf("no game %q in the ledger", ref).Of(fault.NotFound)
		}
		return game, err
	}
	game, err := scanGame(tx.QueryRowContext(ctx, tx.eng.dialect().gameSelect+` WHERE g.fold = ?`, fold(ref)))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, fault.Inputf("no game %q in the ledger", ref).Of(fault.NotFound)
	}
	return game, err
}

// CurrentGame is the unfinished game played most recently: the one a
// command acts on when no --game is given.
func (db *DB) CurrentGame(ctx context.Context) (_ Game, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return Game{}, err
	}
	defer tx.Rollback()

	game, err := scanGame(tx.QueryRowContext(ctx, tx.eng.dialect().gameSelect+currentGameQuery))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, fault.Inputf("no unfinished game").Of(fault.NotFound)
	}
	return game, err
}

// currentGameQuery matches the partial index games_unfinished.
const currentGameQuery = ` WHERE g.finished_at IS NULL ORDER BY g.ledger_seq DESC, g.id DESC LIMIT 1`

// Games lists games, most recently played (ledger order) first. The order
// matches the index games_by_ledger_seq, so a page costs the same in any size of ledger.
func (db *DB) Games(ctx context.Context, f GameFilter) (_ []Game, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listGames(ctx, tx, f)
}

func listGames(ctx context.Context, tx *tx, f GameFilter) ([]Game, error) {
	query, args, err := gamesQuery(ctx, tx, f)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var games []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, err
		}
		if !f.Lines {
			g.Summary.Players = nil
		}
		games = append(games, g)
	}
	return games, rows.Err()
}

func gamesQuery(ctx context.Context, tx *tx, f GameFilter) (string, []any, error) {
	var where []string
	var args []any
	if f.Kind != "" {
		where, args = append(where, `g.kind = ?`), append(args, strings.TrimSpace(f.Kind))
	}
	if !f.Since.IsZero() {
		where, args = append(where, `g.last_played_at >= ?`), append(args, formatTime(f.Since))
	}
	if f.Player != "" {
		playerID, err := findPlayer(ctx, tx, f.Player)
		if err != nil {
			return "", nil, err
		}
		where = append(where, `g.id IN (SELECT s.game_id FROM seats s WHERE s.player_id = ?)`)
		args = append(args, playerID)
	}
	query := tx.eng.dialect().gameListSelect
	if f.Lines {
		query = tx.eng.dialect().gameSelect
	}
	if len(where) > 0 {
		query += ` WHERE ` + strings.Join(where, ` AND `)
	}
	query += ` ORDER BY g.ledger_seq DESC, g.id DESC`
	if !f.All {
		limit := f.Limit
		if limit <= 0 {
			limit = defaultGamesLimit
		}
		query += ` LIMIT ?`
		args = append(args, limit)
	}
	return query, args, nil
}

func findGame(ctx context.Context, tx *tx, id int64) (Game, error) {
	game, err := scanGame(tx.QueryRowContext(ctx, tx.eng.dialect().gameSelect+` WHERE g.id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return Game{}, fault.Inputf("no game \"%#d\" in the ledger", id).Of(fault.NotFound)
	}
	return game, err
}
