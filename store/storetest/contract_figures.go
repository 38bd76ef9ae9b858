package storetest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// statsShapes are the stats a summary line may carry, as the scorers write
// them and as an import or another program may bring them: absent, counters
// of either game, lists beside them, and what does not decode as counters
// (strings, floats, other shapes, keys in capitals, numbers too large to
// add up in SQL). Each is filled with a random number where it says %d.
var statsShapes = []string{
	``,
	`{"hands":%d,"cuts":%d,"clean_cuts":%d,"chinchons":%d,"buybacks":%d,"eliminations":%d,"leftover_sum":%d,"best_hand":%d}`,
	`{"hands":%d,"best_hand":%d}`,
	`{"rounds":%d,"chuches":%d,"chuche_cards":%d,"cards":%d,"card_points":%d,"best_round":%d,"per_round":[%d,%d]}`,
	`{"rounds":%d,"best_round":%d}`,
	`{"hands":0,"best_hand":%d,"rounds":0,"best_round":%d}`,
	`{ "hands" : %d , "cuts" : %d }`,
	`{"Hands":%d,"CUTS":%d}`,
	`{"hands":"%d"}`,
	`{"hands":%d.5}`,
	`{"hands":%d,"note":"x"}`,
	`[%d]`,
	`null`,
	`{"hands":%d,"best_hand":-4611686018427387904}`,
	`{"rounds":%d,"card_points":2147483648}`,
	`{"hands":%d,"leftover_sum":-2147483648}`,
	`{"rounds":%d,"cards":99999999999999999999}`,
}

func randomStats(r *rand.Rand) json.RawMessage {
	shape := statsShapes[r.IntN(len(statsShapes))]
	if shape == "" {
		return nil
	}
	n := strings.Count(shape, "%d")
	args := make([]any, n)
	for i := range args {
		args[i] = r.IntN(200) - 40
	}
	return json.RawMessage(fmt.Sprintf(shape, args...))
}

func randomTotal(r *rand.Rand) int {
	switch r.IntN(20) {
	case 0:
		return 1 << 40 // too large to add up in SQL: left unfigured
	case 1:
		return -(1 << 31)
	}
	return r.IntN(300) - 50
}

// randomSummary is a summary of the seated players with random lines; some
// players are left out of it, as a summary may.
func randomSummary(r *rand.Rand, round int, seated []string) *store.Summary {
	s := &store.Summary{Round: round, Finished: r.IntN(5) == 0}
	for _, name := range seated {
		if r.IntN(8) == 0 {
			continue
		}
		won := s.Finished && len(s.Winners) == 0 && r.IntN(2) == 0
		if won {
			s.Winners = append(s.Winners, name)
		}
		s.Players = append(s.Players, store.PlayerSummary{Name: name, Total: randomTotal(r), Status: "in", Won: won,
			Stats: randomStats(r)})
	}
	return s
}

// figuresRoster is small, so that a player's groups (kind and table size)
// hold many games each: a best that an undo takes back is then looked up
// among others.
var figuresRoster = []string{"Ana", "Ben", "Cleo", "Dani"}

// writeRandomGames writes n games of random kinds and tables, each a few
// entries with random summaries, some of them undos.
func writeRandomGames(tb testing.TB, db *store.DB, r *rand.Rand, n int) {
	tb.Helper()
	for range n {
		kind := []string{"chinchon", "chuche"}[r.IntN(2)]
		seated := append([]string(nil), figuresRoster...)
		r.Shuffle(len(seated), func(i, j int) { seated[i], seated[j] = seated[j], seated[i] })
		seated = seated[:2+r.IntN(2)]
		g := ok(db.CreateGame(ctx, store.NewGame{Kind: kind, Players: seated})).get(tb)
		// An undo takes the game back to the summary before the entry it
		// voids: its figures, and its bests, get smaller again.
		summaries := []*store.Summary{{Players: []store.PlayerSummary{}}}
		for seq := range r.IntN(7) {
			a := store.Append{ExpectSeq: seq, Kind: "hand", Summary: randomSummary(r, seq+1, seated)}
			if len(summaries) > 1 && r.IntN(3) == 0 {
				summaries = summaries[:len(summaries)-1]
				a.Kind, a.Voids, a.Summary = "undo", seq, summaries[len(summaries)-1]
			} else {
				summaries = append(summaries, a.Summary)
			}
			if _, err := db.Append(ctx, g.ID, a); err != nil {
				tb.Fatalf("append %+v: %v", a, err)
			}
		}
	}
}

// checkTotals: for every player, with and without a since, PlayerTotals
// (added up in SQL) is the games added up one by one in Go (TotalsOf).
func checkTotals(tb testing.TB, db *store.DB, step string) {
	tb.Helper()
	players := ok(db.Players(ctx)).get(tb)
	for _, p := range players {
		for _, since := range []time.Time{{}, time.Date(2025, 3, 1, 20, 1, 0, 0, time.UTC)} {
			games := ok(db.PlayerGames(ctx, p.Name, since)).get(tb)
			want := store.TotalsOf(p.Name, games)
			got := ok(db.PlayerTotals(ctx, p.Name, since)).get(tb)
			if !reflect.DeepEqual(got, want) {
				tb.Fatalf("%s: totals of %s since %v:\n got %+v\nwant %+v", step, p.Name, since, shownTotals(got), shownTotals(want))
			}
		}
	}
}

// shownTotals is t for a failure to show, its bests as numbers.
func shownTotals(t store.PlayerTotals) []any {
	shown := []any{t.Name}
	for _, g := range t.Groups {
		shown = append(shown, g.Kind, g.Seats, g.Games, g.Finished, g.Wins, g.Points, g.Figures,
			deref(g.Figures.BestHand), deref(g.Figures.BestRound))
	}
	return shown
}

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}

// contractFigures: after every write — games made, hands, undos, games
// finished, imports, renames — a player's totals added up by the ledger
// are those of their games one by one, whatever their stats hold; and
// check ledger finds a row whose figures were changed behind the store.
func contractFigures(t *testing.T, e Engine) {
	loc := e.New(t)
	db := Open(t, loc)
	r := rand.New(rand.NewPCG(6, 7))
	for step := range 20 {
		writeRandomGames(t, db, r, 6)
		checkTotals(t, db, "after step "+strconv.Itoa(step))
	}
	if _, err := db.RenamePlayer(ctx, "Cleo", "Cleopatra"); err != nil {
		t.Fatal(err)
	}
	checkTotals(t, db, "after a rename")

	// Another ledger's games imported: new ids, the lines as the archive
	// has them.
	other := Open(t, e.New(t))
	writeRandomGames(t, other, rand.New(rand.NewPCG(8, 9)), 10)
	a := ok(other.ExportAll(ctx)).get(t)
	ok(db.Import(ctx, a, store.ImportOptions{})).get(t)
	checkTotals(t, db, "after an import")

	// Not every total is zero: the test adds up something.
	ana := ok(db.PlayerTotals(ctx, "Ana", time.Time{})).get(t)
	var games, hands, unfigured int
	for _, g := range ana.Groups {
		games += g.Games
		hands += g.Figures.Hands
	}
	for _, p := range []string{"Ana", "Ben"} {
		for _, g := range ok(db.PlayerGames(ctx, p, time.Time{})).get(t) {
			if g.Player.Total >= 1<<31 {
				unfigured++
			}
		}
	}
	if games < 10 || hands == 0 || unfigured == 0 {
		t.Fatalf("Ana's totals %+v (%d unfigured games of Ana and Ben): too little was added up to test", shownTotals(ana), unfigured)
	}

	if err := db.CheckLedger(ctx); err != nil {
		t.Fatalf("check ledger before the change: %v", err)
	}
	raw := e.Raw(t, loc)
	if _, err := raw.Exec(`UPDATE player_totals SET wins = wins + 1
		WHERE player_id = (SELECT id FROM players WHERE name = 'Ben')`); err != nil {
		t.Fatal(err)
	}
	wantDamage(t, db, "the totals of Ben do not agree with their games")
	if e.Name == "sqlite" {
		// Changed by another program, the file is no longer as chuche-ref
		// left it: its totals are not read, its rows are added up.
		checkTotals(t, db, "after the totals were changed behind the store")
	}
	if _, err := raw.Exec(`UPDATE player_totals SET wins = wins - 1
		WHERE player_id = (SELECT id FROM players WHERE name = 'Ben')`); err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`UPDATE player_games SET stat_cuts = stat_cuts + 1
		WHERE game_id = (SELECT min(game_id) FROM player_games)`); err != nil {
		t.Fatal(err)
	}
	wantDamage(t, db, "do not agree with their stats")
}

// wantDamage: check ledger finds damage, its findings saying want.
func wantDamage(t *testing.T, db *store.DB, want string) {
	t.Helper()
	err := db.CheckLedger(ctx)
	var d *store.Damage
	if !errors.As(err, &d) || !strings.Contains(fmt.Sprint(d.Problems), want) {
		t.Fatalf("check ledger: %v, want a finding saying %q", err, want)
	}
}
