package scorekeeper

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// Seasons are the league's seasons the ledger keeps (LG-9), by their first
// day.
func (l *Ledger) Seasons(ctx context.Context) ([]league.Season, error) {
	list, err := l.db.Seasons(ctx)
	out := make([]league.Season, len(list))
	for i, s := range list {
		out[i] = seasonOf(s)
	}
	return out, err
}

// CreateSeason records a season: a name of its own, a first day and a last
// (none: open-ended).
func (l *Ledger) CreateSeason(ctx context.Context, s league.Season) (league.Season, error) {
	made, err := l.db.CreateSeason(ctx, store.Season{Name: s.Name, First: s.First, Last: s.Last})
	return seasonOf(made), err
}

// FindSeason is the season a table names (LG-9): a season of the ledger by
// its name; else, for a year ("2025"), that calendar year; for "", the
// calendar year of now. Anything else is an input error listing the
// seasons there are.
func (l *Ledger) FindSeason(ctx context.Context, name string, now time.Time) (league.Season, error) {
	if name == "" {
		return league.CalendarYear(now), nil
	}
	s, err := l.db.Season(ctx, name)
	if err == nil {
		return seasonOf(s), nil
	}
	if fault.StoreOf(err) != fault.NotFound {
		return league.Season{}, err
	}
	if y, err := strconv.Atoi(name); err == nil && y >= 1 && y <= 9999 && len(name) == 4 {
		return league.Year(y), nil
	}
	list, lerr := l.db.Seasons(ctx)
	if lerr != nil {
		return league.Season{}, lerr
	}
	e := fault.Inputf("no season %q in the ledger", name)
	if len(list) == 0 {
		return league.Season{}, e.WithHint("make one with chuche-ref season new NAME --from 2026-01-01, or name a year (--season 2025)")
	}
	names := make([]string, len(list))
	for i, s := range list {
		names[i] = s.Name
	}
	return league.Season{}, e.WithHint("the seasons are %s; a year (--season 2025) is that calendar year", strings.Join(names, ", "))
}

func seasonOf(s store.Season) league.Season {
	return league.Season{Name: s.Name, First: s.First, Last: s.Last, CreatedAt: s.CreatedAt}
}
