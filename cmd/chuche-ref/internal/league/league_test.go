package league

import (
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/rating"
)

func at(day int) time.Time { return time.Date(2026, 1, day, 21, 0, 0, 0, time.UTC) }

// Rate carries each player's rating from game to game, in the order given,
// each starting where start says (LG-6); a row holds what the player
// brought and took away.
func TestRate_CarriesRatings(t *testing.T) {
	games := []Game{
		{ID: 1, At: at(1), Seq: 5, Seats: []Seat{{"Ana", 1, true}, {"Ben", 2, false}}},
		{ID: 2, At: at(2), Seq: 9, Seats: []Seat{{"Ben", 1, true}, {"Cleo", 2, false}, {"Ana", 2, false}}},
	}
	start := func(p string) rating.Rating {
		if p == "Cleo" {
			return rating.Rating{Mu: 30, Sigma: 4}
		}
		return rating.Default()
	}
	rows := Rate(games, start)
	if len(rows) != 5 {
		t.Fatalf("%d rows", len(rows))
	}
	first := rating.Rate([]rating.Rating{rating.Default(), rating.Default()}, []int{1, 2})
	second := rating.Rate([]rating.Rating{first[1], {Mu: 30, Sigma: 4}, first[0]}, []int{1, 2, 2})
	want := []Row{
		{GameID: 1, At: at(1), Seq: 5, Seat: 1, Player: "Ana", Place: 1, Won: true, Before: rating.Default(), After: first[0]},
		{GameID: 1, At: at(1), Seq: 5, Seat: 2, Player: "Ben", Place: 2, Before: rating.Default(), After: first[1]},
		{GameID: 2, At: at(2), Seq: 9, Seat: 1, Player: "Ben", Place: 1, Won: true, Before: first[1], After: second[0]},
		{GameID: 2, At: at(2), Seq: 9, Seat: 2, Player: "Cleo", Place: 2, Before: rating.Rating{Mu: 30, Sigma: 4}, After: second[1]},
		{GameID: 2, At: at(2), Seq: 9, Seat: 3, Player: "Ana", Place: 2, Before: first[0], After: second[2]},
	}
	if !reflect.DeepEqual(rows, want) {
		t.Errorf("rows\n%+v\nwant\n%+v", rows, want)
	}
}

// The table is ordered by rating, then points, then name (LG-10); points
// follow the places, a shared place scoring its own points for each seat
// and places beyond the list none (LG-11); wins are the games won, not
// every first place (LG-5).
func TestBuild_OrderPointsWins(t *testing.T) {
	same := rating.Rating{Mu: 25, Sigma: 5}
	rows := []Row{
		{GameID: 1, Seq: 1, Player: "Ben", Place: 1, Won: true, Before: rating.Default(), After: same},
		{GameID: 1, Seq: 1, Player: "ana", Place: 2, Before: rating.Default(), After: same},
		{GameID: 1, Seq: 1, Player: "Cleo", Place: 2, Before: rating.Default(), After: rating.Rating{Mu: 20, Sigma: 5}},
		{GameID: 1, Seq: 1, Player: "Dani", Place: 4, Before: rating.Default(), After: rating.Rating{Mu: 40, Sigma: 5}},
		{GameID: 2, Seq: 2, Player: "ana", Place: 1, Before: same, After: same}, // a first place of a rated early end: no win
		{GameID: 2, Seq: 2, Player: "Ben", Place: 2, Before: same, After: same},
		{GameID: 2, Seq: 2, Player: "Eva", Place: 2, Before: rating.Default(), After: same},
	}
	lines := Build(rows, Points{3, 2, 1}, false)
	var got []string
	for _, l := range lines {
		got = append(got, fmt.Sprintf("%s %d/%d/%d", l.Player, l.Games, l.Wins, l.Points))
	}
	// Dani highest; ana and Ben level on rating and points (5 each): by
	// name, ignoring case; Eva level on rating with fewer points; Cleo last.
	want := []string{"Dani 1/0/0", "ana 2/0/5", "Ben 2/1/5", "Eva 1/0/2", "Cleo 1/0/2"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("table %v, want %v", got, want)
	}
	if l := lines[1]; l.Start != rating.Default() || l.Rating != same || l.Change() != same.Ordinal() {
		t.Errorf("ana's season: %+v, change %v", l, l.Change())
	}
	if p := (Points{3, 2, 1}); p.For(0) != 0 || p.For(3) != 1 || p.For(4) != 0 || p.String() != "3,2,1" {
		t.Errorf("points %v", p)
	}
}

// Head to head counts, for each pair, the season's games both played:
// ahead, behind, level (LG-12), every other player of the table listed.
func TestBuild_HeadToHead(t *testing.T) {
	r := rating.Default()
	rows := []Row{
		{GameID: 1, Seq: 1, Player: "Ana", Place: 1, After: r}, {GameID: 1, Seq: 1, Player: "Ben", Place: 2, After: r}, {GameID: 1, Seq: 1, Player: "Cleo", Place: 2, After: r},
		{GameID: 2, Seq: 2, Player: "Ben", Place: 1, After: r}, {GameID: 2, Seq: 2, Player: "Ana", Place: 2, After: r},
		{GameID: 3, Seq: 3, Player: "Cleo", Place: 1, After: r}, {GameID: 3, Seq: 3, Player: "Dani", Place: 2, After: r},
	}
	lines := Build(rows, DefaultPoints, true)
	vs := map[string]Versus{}
	for _, l := range lines {
		if len(l.Versus) != len(lines)-1 {
			t.Fatalf("%s has %d opponents listed, want %d", l.Player, len(l.Versus), len(lines)-1)
		}
		for _, v := range l.Versus {
			vs[l.Player+"/"+v.Opponent] = v
		}
	}
	for pair, want := range map[string]Versus{
		"Ana/Ben":   {Opponent: "Ben", Games: 2, Ahead: 1, Behind: 1},
		"Ben/Cleo":  {Opponent: "Cleo", Games: 1, Level: 1},
		"Ana/Dani":  {Opponent: "Dani"},
		"Dani/Cleo": {Opponent: "Cleo", Games: 1, Behind: 1},
	} {
		if vs[pair] != want {
			t.Errorf("%s: %+v, want %+v", pair, vs[pair], want)
		}
	}
}

// A season's days are local: in Madrid the season of 2026 starts at
// 23:00 UTC on 31 December 2025 and ends at the same time a year later; a
// season with no last day has no end (LG-9).
func TestSeason_LocalDays(t *testing.T) {
	madrid, err := time.LoadLocation("Europe/Madrid")
	if err != nil {
		t.Skip("no time zone data:", err)
	}
	s := Year(2026)
	from, to := s.Span(madrid)
	if !from.Equal(time.Date(2025, 12, 31, 23, 0, 0, 0, time.UTC)) || !to.Equal(time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC)) {
		t.Errorf("2026 in Madrid: %v to %v", from.UTC(), to.UTC())
	}
	if !s.Contains(time.Date(2025, 12, 31, 23, 30, 0, 0, time.UTC), madrid) || s.Contains(time.Date(2026, 12, 31, 23, 0, 0, 0, time.UTC), madrid) {
		t.Error("New Year's Eve in Madrid is in the wrong season")
	}
	open := Season{Name: "Forever", First: "2020-03-01"}
	if _, to := open.Span(time.UTC); !to.IsZero() || !open.Contains(time.Date(2999, 1, 1, 0, 0, 0, 0, time.UTC), time.UTC) {
		t.Error("an open season ends")
	}
	if got := CalendarYear(time.Date(2027, 6, 1, 0, 0, 0, 0, madrid)); got != Year(2027) || got.Name != "2027" || got.Last != "2027-12-31" {
		t.Errorf("calendar year %+v", got)
	}
}
