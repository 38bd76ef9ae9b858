package storetest

import (
	"fmt"
	"math"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// placed is a rated summary: the game decided by entry by, each seat at
// the place given (name, place pairs in seat order).
func placed(by int, seats ...any) *store.Summary {
	s := &store.Summary{Round: by, Finished: true, DecidedBy: by}
	for i := 0; i < len(seats); i += 2 {
		s.Players = append(s.Players, store.PlayerSummary{Name: seats[i].(string), Status: "in", Place: seats[i+1].(int), OutAfter: i})
	}
	return s
}

// rows are one game's league rows with distinct ratings, the kind a
// writer offers: μ and σ that need every bit of a float64.
func rows(base float64, names ...string) []store.LeagueRow {
	out := make([]store.LeagueRow, len(names))
	for i, n := range names {
		f := base + float64(i)
		out[i] = store.LeagueRow{Seat: i + 1, Player: n, Place: i + 1, MuBefore: 25 + f/3, SigmaBefore: 25.0/3 - f/7, Mu: 25 + f/math.Pi, Sigma: 8 - f/math.E}
	}
	return out
}

func contractLeague(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	state := func() store.LeagueState {
		t.Helper()
		return ok(db.RatedGames(ctx, "chinchon", store.Position{})).get(t).State
	}
	if s := state(); !s.Current() || s.Changed != 0 {
		t.Fatalf("a new ledger's league %+v", s)
	}
	friday := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: "Friday", Players: []string{"Ana", "Ben", "Cleo"}})).get(t)
	saturday := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: "Saturday", Players: []string{"Ben", "Cleo"}})).get(t)
	other := ok(db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})).get(t)

	// An entry that decides nothing changes no league.
	ok(db.Append(ctx, friday.ID, store.Append{Kind: "hand", Summary: summary(1, false, nil)})).get(t)
	if s := state(); !s.Current() || s.Changed != 0 {
		t.Fatalf("an open game moved the league: %+v", s)
	}

	// The deciding entry with the writer's rows: cached in its transaction.
	offered := rows(0, "Ana", "ben", "Cleo")
	e2 := ok(db.Append(ctx, friday.ID, store.Append{ExpectSeq: 1, Kind: "hand",
		Summary: placed(2, "Ana", 1, "Ben", 2, "Cleo", 2), League: &store.LeagueUpdate{Expect: 0, Rows: offered}})).get(t)
	lg := ok(db.RatedGames(ctx, "chinchon", store.Position{})).get(t)
	if !lg.State.Current() || lg.State.Changed != 1 || len(lg.Games) != 1 || len(lg.Unplaced) != 0 {
		t.Fatalf("after the deciding entry %+v", lg)
	}
	g := lg.Games[0]
	if g.ID != friday.ID || g.Name != "Friday" || g.At.Seq != e2.LedgerSeq || !g.At.At.Equal(e2.CreatedAt) ||
		fmt.Sprint(g.Seats) != "[{Ana 1 false} {Ben 2 false} {Cleo 2 false}]" {
		t.Fatalf("rated game %+v; want decided by entry %+v", g, e2)
	}
	read := ok(db.Game(ctx, "Friday")).get(t)
	if read.Summary.DecidedBy != 2 || read.Summary.Players[1].Place != 2 || read.Summary.Players[1].OutAfter != 2 {
		t.Fatalf("the summary read back %+v", read.Summary)
	}
	got, s := leagueRows(t, db, "chinchon")
	if !s.Current() || len(got) != 3 {
		t.Fatalf("cached rows %+v, %+v", got, s)
	}
	for i, r := range got {
		want := offered[i]
		want.GameID, want.At, want.Player = friday.ID, g.At, []string{"Ana", "Ben", "Cleo"}[i]
		if r != want {
			t.Errorf("row %d read back as %+v, want %+v (every bit)", i, r, want)
		}
	}

	// Rows offered against a state that moved on are not kept: the cache
	// is stale from that game on.
	e3 := ok(db.Append(ctx, saturday.ID, store.Append{Kind: "hand", Summary: placed(1, "Ben", 1, "Cleo", 2),
		League: &store.LeagueUpdate{Expect: 0, Rows: rows(10, "Ben", "Cleo")}})).get(t)
	s = state()
	if s.Current() || s.Changed != 2 || s.Cached != 1 || s.StaleFrom.Seq != e3.LedgerSeq {
		t.Fatalf("after a stale offer %+v", s)
	}
	if got, _ := leagueRows(t, db, "chinchon"); len(got) != 3 {
		t.Fatalf("the stale offer was kept: %+v", got)
	}
	// The other kind's league is its own.
	if s := ok(db.RatedGames(ctx, "chuche", store.Position{})).get(t).State; !s.Current() {
		t.Fatalf("chuche's league %+v", s)
	}

	// A writer recomputes from the stale position: the rows before it stay.
	again := rows(20, "Ben", "Cleo")
	for i := range again {
		again[i].GameID, again[i].At = saturday.ID, store.Position{At: e3.CreatedAt, Seq: e3.LedgerSeq}
	}
	if done := ok(db.RewriteLeague(ctx, "chinchon", store.LeagueState{Changed: 99}, store.Position{}, nil)).get(t); done {
		t.Fatal("a rewrite of games as they no longer are was kept")
	}
	if done := ok(db.RewriteLeague(ctx, "chinchon", s, s.StaleFrom, again)).get(t); !done {
		t.Fatal("the rewrite was refused")
	}
	got, s = leagueRows(t, db, "chinchon")
	if !s.Current() || len(got) != 5 || got[0].GameID != friday.ID || got[4].GameID != saturday.ID || got[3].Mu != rows(20, "Ben")[0].Mu {
		t.Fatalf("after the rewrite %+v %+v", got, s)
	}

	// A correction of the first game (its places change, not its deciding
	// entry) makes everything from it stale; its being undecided, too.
	ok(db.Append(ctx, friday.ID, store.Append{ExpectSeq: 2, Kind: "hand", Replaces: 2,
		Summary: placed(2, "Ana", 2, "Ben", 1, "Cleo", 3)})).get(t)
	if s = state(); s.Current() || s.StaleFrom != g.At {
		t.Fatalf("after a correction %+v, want stale from %+v", s, g.At)
	}
	ok(db.Append(ctx, friday.ID, store.Append{ExpectSeq: 3, Kind: "undo", Voids: 3,
		Summary: placed(2, "Ana", 2, "Ben", 1, "Cleo", 3)})).get(t)
	if s2 := state(); s2.Changed != s.Changed {
		t.Fatalf("a write that leaves the places as they were moved the league: %+v → %+v", s, s2)
	}
	ok(db.Append(ctx, friday.ID, store.Append{ExpectSeq: 4, Kind: "undo", Voids: 2, Summary: summary(1, false, nil)})).get(t)
	lg = ok(db.RatedGames(ctx, "chinchon", store.Position{})).get(t)
	if len(lg.Games) != 1 || lg.Games[0].ID != saturday.ID || lg.State.StaleFrom != g.At {
		t.Fatalf("after the undo %+v", lg)
	}
	if from := ok(db.RatedGames(ctx, "chinchon", store.Position{At: e3.CreatedAt, Seq: e3.LedgerSeq + 1})).get(t); len(from.Games) != 0 {
		t.Fatalf("games after the last one: %+v", from.Games)
	}

	// A summary that places a seat of an unrated game, or none of a rated
	// one, is not the domain's.
	_, err := db.Append(ctx, other.ID, store.Append{Kind: "round", Summary: placed(0, "Ana", 1, "Ben", 2)})
	wantKind(t, err, fault.Invalid)
	_, err = db.Append(ctx, other.ID, store.Append{Kind: "round", Summary: placed(1, "Ana", 1, "Ben", 0)})
	wantKind(t, err, fault.Invalid)

	// The latest rows of named players, and a player's own.
	// (The cache still holds Friday's rows, and says it is stale.)
	latest, ls := ok2(db.LatestLeagueRows(ctx, "chinchon", []string{"ben", "Ana", "Nobody"}, store.Position{}))(t)
	if len(latest) != 2 || latest["ben"].GameID != saturday.ID || latest["Ana"].GameID != friday.ID || ls.Current() {
		t.Fatalf("latest rows %+v, %+v", latest, ls)
	}
	before, _ := ok2(db.LatestLeagueRows(ctx, "chinchon", []string{"Ben"}, lg.Games[0].At))(t)
	if before["Ben"].GameID != friday.ID {
		t.Fatalf("Ben's row before Saturday: %+v", before)
	}
	mine, _ := ok2(db.PlayerLeagueRows(ctx, "chinchon", "BEN", 0))(t)
	last, _ := ok2(db.PlayerLeagueRows(ctx, "chinchon", "Ben", 1))(t)
	if len(mine) != 2 || mine[0].GameID != friday.ID || len(last) != 1 || last[0].GameID != saturday.ID {
		t.Fatalf("Ben's rows %+v, last %+v", mine, last)
	}
}

func ok2[A, B any](a A, b B, err error) func(testing.TB) (A, B) {
	return func(tb testing.TB) (A, B) {
		tb.Helper()
		if err != nil {
			tb.Fatal(err)
		}
		return a, b
	}
}

func leagueRows(t *testing.T, db *store.DB, kind string) ([]store.LeagueRow, store.LeagueState) {
	t.Helper()
	var zero = store.Position{}
	r, s := ok2(db.LeagueRows(ctx, kind, zero.At, zero.At))(t)
	return r, s
}

func contractSeasons(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	spring := ok(db.CreateSeason(ctx, store.Season{Name: " Spring  2026 ", First: "2026-03-01", Last: "2026-05-31"})).get(t)
	if spring.Name != "Spring 2026" || spring.CreatedAt.IsZero() {
		t.Fatalf("made %+v", spring)
	}
	ok(db.CreateSeason(ctx, store.Season{Name: "Forever", First: "2020-01-01"})).get(t)
	_, err := db.CreateSeason(ctx, store.Season{Name: "spring 2026", First: "2026-01-01"})
	wantKind(t, err, fault.Exists)
	for _, bad := range []store.Season{
		{Name: "Bad", First: "2026-13-01"}, {Name: "Bad", First: "yesterday"},
		{Name: "Bad", First: "2026-03-01", Last: "2026-02-28"}, {Name: "", First: "2026-01-01"},
	} {
		_, err := db.CreateSeason(ctx, bad)
		wantKind(t, err, fault.Invalid)
	}
	list := ok(db.Seasons(ctx)).get(t)
	if fmt.Sprint(seasonNames(list)) != "[Forever:2020-01-01: Spring 2026:2026-03-01:2026-05-31]" {
		t.Fatalf("seasons %v", seasonNames(list))
	}
	if s := ok(db.Season(ctx, "SPRING 2026")).get(t); s.Last != "2026-05-31" {
		t.Fatalf("found %+v", s)
	}
	_, err = db.Season(ctx, "Winter")
	wantKind(t, err, fault.NotFound)

	// Seasons travel with the ledger: an import keeps the same season once,
	// and one of another span under a name of its own.
	a := ok(db.ExportAll(ctx)).get(t)
	if len(a.Seasons) != 2 {
		t.Fatalf("exported seasons %+v", a.Seasons)
	}
	dst := Open(t, e.New(t))
	ok(dst.CreateSeason(ctx, store.Season{Name: "Forever", First: "2021-01-01"})).get(t)
	ok(dst.Import(ctx, a, store.ImportOptions{})).get(t)
	ok(dst.Import(ctx, a, store.ImportOptions{})).get(t)
	got := seasonNames(ok(dst.Seasons(ctx)).get(t))
	if fmt.Sprint(got) != "[Forever (imported):2020-01-01: Forever:2021-01-01: Spring 2026:2026-03-01:2026-05-31]" {
		t.Fatalf("imported seasons %v", got)
	}
}

func seasonNames(list []store.Season) []string {
	var out []string
	for _, s := range list {
		out = append(out, s.Name+":"+s.First+":"+s.Last)
	}
	return out
}
