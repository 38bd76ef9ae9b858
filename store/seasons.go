package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Season is a named span of days for the league's tables (LG-9): from its
// first day to its last, both included, in the local time of whoever reads
// it; no last day is a season still open. The store keeps the days as
// dates, "2026-01-01", and does not interpret them.
type Season struct {
	Name      string
	First     string // YYYY-MM-DD
	Last      string // YYYY-MM-DD; "" when open-ended
	CreatedAt time.Time
}

// dayLayout is how a season's days are written.
const dayLayout = "2006-01-02"

// CreateSeason records a new season. Its name follows the game names' rule
// and must be free (KindExists otherwise); its days must be dates, the last
// not before the first.
func (db *DB) CreateSeason(ctx context.Context, s Season) (_ Season, err error) {
	defer func() { err = translate(db.path, err) }()
	if err := s.clean(); err != nil {
		return Season{}, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return Season{}, err
	}
	defer tx.Rollback()
	if taken, err := seasonNamed(ctx, tx, s.Name); err != nil {
		return Season{}, err
	} else if taken != nil {
		return Season{}, fault.Inputf("a season named %q already exists", taken.Name).Of(fault.Exists)
	}
	s.CreatedAt = tx.now
	if err := insertSeason(ctx, tx, s); err != nil {
		return Season{}, err
	}
	return s, tx.Commit()
}

func (s *Season) clean() error {
	name, err := variants.CleanGameName(s.Name)
	if err != nil {
		return invalidName(err)
	}
	s.Name = name
	first, err := time.Parse(dayLayout, s.First)
	if err != nil {
		return fault.Inputf("the first day %s of a season is not a date like 2026-01-01", variants.QuoteToken(s.First)).Of(fault.Invalid)
	}
	if s.Last == "" {
		return nil
	}
	last, err := time.Parse(dayLayout, s.Last)
	if err != nil {
		return fault.Inputf("the last day %s of a season is not a date like 2026-12-31", variants.QuoteToken(s.Last)).Of(fault.Invalid)
	}
	if last.Before(first) {
		return fault.Inputf("a season's last day (%s) cannot come before its first (%s)", s.Last, s.First).Of(fault.Invalid)
	}
	return nil
}

func insertSeason(ctx context.Context, tx *tx, s Season) error {
	seq, err := nextLedgerSeq(ctx, tx)
	if err != nil {
		return err
	}
	var last any
	if s.Last != "" {
		last = s.Last
	}
	_, err = tx.ExecContext(ctx, `INSERT INTO seasons (name, fold, first_day, last_day, created_at, ledger_seq) VALUES (?, ?, ?, ?, ?, ?)`,
		s.Name, fold(s.Name), s.First, last, formatTime(s.CreatedAt), seq)
	return err
}

// Seasons lists the seasons by their first day, then name.
func (db *DB) Seasons(ctx context.Context) (_ []Season, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	return listSeasons(ctx, tx)
}

// Season finds a season by name, ignoring case; KindNotFound when there is
// none.
func (db *DB) Season(ctx context.Context, name string) (_ Season, err error) {
	defer func() { err = translate(db.path, err) }()
	tx, err := db.beginRead(ctx)
	if err != nil {
		return Season{}, err
	}
	defer tx.Rollback()
	s, err := seasonNamed(ctx, tx, name)
	if err != nil {
		return Season{}, err
	}
	if s == nil {
		return Season{}, fault.Inputf("no season %q in the ledger", cleanName(name)).Of(fault.NotFound)
	}
	return *s, nil
}

func listSeasons(ctx context.Context, tx *tx) ([]Season, error) {
	rows, err := tx.QueryContext(ctx, `SELECT name, first_day, last_day, created_at FROM seasons ORDER BY first_day, fold`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Season
	for rows.Next() {
		s, err := scanSeason(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

func seasonNamed(ctx context.Context, tx *tx, name string) (*Season, error) {
	s, err := scanSeason(tx.QueryRowContext(ctx, `SELECT name, first_day, last_day, created_at FROM seasons WHERE fold = ?`, fold(cleanName(name))))
	if err == sql.ErrNoRows {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &s, nil
}

func scanSeason(row scanner) (Season, error) {
	var s Season
	var last sql.NullString
	var created string
	if err := row.Scan(&s.Name, &s.First, &last, &created); err != nil {
		return Season{}, err
	}
	s.Last = last.String
	t, err := parseTime(created)
	if err != nil {
		return Season{}, err
	}
	s.CreatedAt = t
	return s, nil
}

// importSeasons adds an archive's seasons: one the ledger has already, by
// name and days, is kept as it is; one whose name is taken by other days is
// added as "NAME (imported)", as a game would be.
func importSeasons(ctx context.Context, tx *tx, seasons []Season) error {
	for _, s := range seasons {
		if err := s.clean(); err != nil {
			return fault.Inputf("season %q", s.Name).Of(fault.Invalid).Because(err)
		}
		taken, err := seasonNamed(ctx, tx, s.Name)
		if err != nil {
			return err
		}
		base := s.Name + " (imported)"
		for n := 1; taken != nil; n++ {
			if taken.First == s.First && taken.Last == s.Last {
				break // here already, maybe from an earlier import
			}
			s.Name = base
			if n > 1 {
				s.Name = fmt.Sprintf("%s-%d", base, n)
			}
			if taken, err = seasonNamed(ctx, tx, s.Name); err != nil {
				return err
			}
		}
		if taken != nil {
			continue
		}
		if s.CreatedAt.IsZero() {
			s.CreatedAt = tx.now
		}
		if err := insertSeason(ctx, tx, s); err != nil {
			return err
		}
	}
	return nil
}
