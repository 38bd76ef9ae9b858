package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Player is a person on the roster shared by all games.
type Player struct {
	ID        int64
	Name      string
	CreatedAt time.Time
	Games     int // games seated in
}

// fold is the key names are compared by: NFC and full Unicode case
// folding (variants.FoldName). SQLite's NOCASE folds ASCII only, and
// Spanish tables have Óscar and Íñigo.
func fold(name string) string { return variants.FoldName(name) }

var errNoRows = sql.ErrNoRows

// invalidName is a name the name rule refuses: an input error (exit 2)
// whose message names the character.
func invalidName(err error) error {
	if fe, ok := fault.As(err); ok {
		c := *fe // the name rule's own words, as a store error
		c.Kind, c.Code, c.Store, c.Hint, c.Err, c.ShowCause = fault.Input, "", fault.Invalid, fault.Message{}, nil, false
		return &c
	}
	return fault.Inputf("%s", err.Error()).Of(fault.Invalid)
}

func cleanName(name string) string { return strings.Join(strings.Fields(name), " ") }

// Players lists the roster alphabetically, ignoring case.
func (db *DB) Players(ctx context.Context) (_ []Player, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listPlayers(ctx, tx)
}

func listPlayers(ctx context.Context, tx *tx) ([]Player, error) {
	rows, err := tx.QueryContext(ctx, `SELECT p.id, p.name, p.created_at,
		(SELECT count(*) FROM seats s WHERE s.player_id = p.id)
		FROM players p ORDER BY p.fold, p.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var players []Player
	for rows.Next() {
		var p Player
		var created string
		if err := rows.Scan(&p.ID, &p.Name, &created, &p.Games); err != nil {
			return nil, err
		}
		if p.CreatedAt, err = parseTime(created); err != nil {
			return nil, err
		}
		players = append(players, p)
	}
	return players, rows.Err()
}

// findPlayer returns the roster id of name, ignoring case; KindNotFound if
// nobody by that name has played.
func findPlayer(ctx context.Context, tx *tx, name string) (int64, error) {
	p, err := findRosterLine(ctx, tx, name)
	return p.id, err
}

// findRosterLine is findPlayer with the roster's spelling of the name.
func findRosterLine(ctx context.Context, tx *tx, name string) (rosterLine, error) {
	var p rosterLine
	err := tx.QueryRowContext(ctx, `SELECT id, name FROM players WHERE fold = ?`, fold(cleanName(name))).Scan(&p.id, &p.name)
	if errors.Is(err, sql.ErrNoRows) {
		return rosterLine{}, fault.Inputf("no player %q in the ledger", name).Of(fault.NotFound)
	}
	return p, err
}

// seatPlayer returns the roster entry for name, adding it on first use. The
// roster spelling wins: "ana" seats the existing "Ana".
func seatPlayer(ctx context.Context, tx *tx, name string) (id int64, spelling string, err error) {
	err = tx.QueryRowContext(ctx, `SELECT id, name FROM players WHERE fold = ?`, fold(name)).Scan(&id, &spelling)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return id, spelling, err
	}
	err = tx.QueryRowContext(ctx, `INSERT INTO players (name, fold, created_at) VALUES (?, ?, ?) RETURNING id`,
		name, fold(name), formatTime(tx.now)).Scan(&id)
	return id, name, err
}
