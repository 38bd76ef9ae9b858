package league

import (
	"strconv"
	"time"
)

// Season is a named span of days (LG-9): from First to Last, both
// included, "2026-01-01"; no Last is a season still open.
type Season struct {
	Name  string
	First string
	Last  string
	// CreatedAt is when the season was recorded in the ledger (season
	// new); zero for the calendar year a table takes when none is named.
	CreatedAt time.Time
}

// DayLayout is how a season's days are written.
const DayLayout = "2006-01-02"

// CalendarYear is the season of now's calendar year, in now's location:
// the season of a table that names none.
func CalendarYear(now time.Time) Season { return Year(now.Year()) }

// Year is the season of one calendar year, named by it.
func Year(y int) Season {
	return Season{Name: strconv.Itoa(y), First: time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC).Format(DayLayout),
		Last: time.Date(y, 12, 31, 0, 0, 0, 0, time.UTC).Format(DayLayout)}
}

// Span is the season as instants in loc: from the start of its first day
// up to, not including, the start of the day after its last; to is zero
// for a season with no last day. Days that do not read give a zero span.
func (s Season) Span(loc *time.Location) (from, to time.Time) {
	first, err := time.ParseInLocation(DayLayout, s.First, loc)
	if err != nil {
		return time.Time{}, time.Time{}
	}
	if s.Last == "" {
		return first, time.Time{}
	}
	last, err := time.ParseInLocation(DayLayout, s.Last, loc)
	if err != nil {
		return first, first
	}
	return first, time.Date(last.Year(), last.Month(), last.Day()+1, 0, 0, 0, 0, loc)
}

// Contains reports whether a game decided at t is of the season, whose
// days are those of loc (LG-9).
func (s Season) Contains(t time.Time, loc *time.Location) bool {
	from, to := s.Span(loc)
	return !t.Before(from) && (to.IsZero() || t.Before(to))
}
