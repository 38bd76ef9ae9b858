package storetest

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/store"
)

// figureColumns are the columns schema 6 adds to player_games.
var figureColumns = []string{"figured", "stat_hands", "stat_cuts", "stat_clean_cuts", "stat_chinchons", "stat_buybacks",
	"stat_eliminations", "stat_leftover_sum", "stat_best_hand", "stat_rounds", "stat_chuches", "stat_chuche_cards",
	"stat_cards", "stat_card_points", "stat_best_round"}

// schema5 takes a ledger back to schema 5, as a chuche-ref before the
// figures wrote it: the rows as they are, without their figures or totals.
func schema5(tb testing.TB, e Engine, loc string) {
	tb.Helper()
	raw := e.Raw(tb, loc)
	var stmts []string
	if e.Name == "sqlite" {
		for _, trigger := range []string{"player_games_fixed", "player_totals_insert", "player_totals_update", "player_totals_delete"} {
			stmts = append(stmts, `DROP TRIGGER `+trigger)
		}
		stmts = append(stmts, `DROP TABLE player_totals`)
		for _, c := range figureColumns {
			stmts = append(stmts, `ALTER TABLE player_games DROP COLUMN `+c)
		}
		stmts = append(stmts, `PRAGMA user_version = 5`)
	} else {
		stmts = append(stmts, `DROP TRIGGER player_totals_kept ON player_games`, `DROP FUNCTION chuche_ref_player_totals()`,
			`DROP TABLE player_totals`,
			`ALTER TABLE player_games DROP COLUMN `+strings.Join(figureColumns, `, DROP COLUMN `),
			`UPDATE ledger_schema SET version = 5`)
	}
	for _, stmt := range stmts {
		if _, err := raw.Exec(stmt); err != nil {
			tb.Fatalf("%s: %v", stmt, err)
		}
	}
	if err := raw.Close(); err != nil {
		tb.Fatal(err)
	}
}

// contractMigrateFigures: a ledger of schema 5 comes up with every row's
// figures and every player's totals what the writes of schema 6 would have
// made them, stats that do not decode, numbers too large to add up and
// stats of a megabyte included.
func contractMigrateFigures(t *testing.T, e Engine) {
	loc := e.New(t)
	db, err := store.Open(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	db.Now = Clock()
	writeRandomGames(t, db, rand.New(rand.NewPCG(10, 11)), 60)
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Ana", "Ben"}})).get(t)
	big := `{"rounds":3,"best_round":40,"per_round":[` + strings.Repeat("7,", 1<<19) + `7]}`
	ok(db.Append(ctx, g.ID, store.Append{Kind: "hand", Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{
		{Name: "Ana", Total: 12, Status: "in", Stats: []byte(big)},
		{Name: "Ben", Total: 1 << 50, Status: "in", Stats: []byte(`{"rounds":"three"}`)}}}})).get(t)
	want := map[string]store.PlayerTotals{}
	for _, p := range ok(db.Players(ctx)).get(t) {
		want[p.Name] = ok(db.PlayerTotals(ctx, p.Name, time.Time{})).get(t)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
	if want["Ana"].Groups == nil || len(big) < 1<<20 {
		t.Fatalf("nothing to migrate: %+v", want)
	}

	schema5(t, e, loc)
	db = Open(t, loc)
	versionQuery := `SELECT version FROM ledger_schema`
	if e.Name == "sqlite" {
		versionQuery = `PRAGMA user_version`
	}
	var version int
	if err := e.Raw(t, loc).QueryRow(versionQuery).Scan(&version); err != nil || version != store.SchemaVersion() {
		t.Fatalf("schema %d after open (%v), want %d", version, err, store.SchemaVersion())
	}
	if err := db.CheckLedger(ctx); err != nil {
		t.Fatalf("check ledger after the upgrade: %v", err)
	}
	for name, w := range want {
		if got := ok(db.PlayerTotals(ctx, name, time.Time{})).get(t); !reflect.DeepEqual(got, w) {
			t.Errorf("totals of %s after the upgrade:\n got %+v\nwant %+v", name, shownTotals(got), shownTotals(w))
		}
	}
	checkTotals(t, db, "after the upgrade")
	// The upgraded ledger goes on as any other.
	writeRandomGames(t, db, rand.New(rand.NewPCG(12, 13)), 5)
	checkTotals(t, db, "after games written since")
}
