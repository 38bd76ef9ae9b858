package store_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// The name rule holds wherever the store creates names.
func TestCreateGame_RefusesHiddenCharactersInNames(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	ctx := context.Background()
	for _, g := range []store.NewGame{
		{Kind: "chinchon", Players: []string{"Zed", "Eve\x1b]0;pwned\x07\x1b[2J"}},
		{Kind: "chinchon", Players: []string{"Zed", "E\u200bve"}},
		{Kind: "chinchon", Players: []string{"Zed", "Ana=3"}},
		{Kind: "chinchon", Players: []string{"Zed", strings.Repeat("x", 41)}},
		{Kind: "chinchon", Players: []string{"Zed", "Ana\xff"}},
		{Kind: "chinchon", Name: "Fri\u202eday", Players: []string{"Zed", "Eve"}},
	} {
		_, err := db.CreateGame(ctx, g)
		wantKind(t, err, fault.Invalid)
		if !strings.Contains(err.Error(), "U+") && !strings.Contains(err.Error(), "=") &&
			!strings.Contains(err.Error(), "characters") && !strings.Contains(err.Error(), "UTF-8") {
			t.Errorf("CreateGame(%q): error %q does not say what is wrong", g.Players, err)
		}
		if strings.ContainsAny(err.Error(), "\x1b\x07\u200b\u202e") {
			t.Errorf("error %q carries the character raw", err)
		}
	}
	if players, err := db.Players(ctx); err != nil || len(players) != 0 {
		t.Errorf("refused games left players %v (%v)", players, err)
	}
}

// Look-alike names are one player, and a game never seats
// one player twice.
func TestCreateGame_LookalikesAreOnePlayer(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	ctx := context.Background()
	for _, pair := range [][2]string{{"Νίκος", "ΝΊΚΟΣ"}, {"Sam", "ſam"}, {"\u00c1na", "A\u0301na"}} {
		_, err := db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{pair[0], pair[1]}})
		wantKind(t, err, fault.Invalid)
	}
	mustCreateGame(t, db, store.NewGame{Players: []string{"Νίκος", "Sam", "A\u0301na"}})
	g := mustCreateGame(t, db, store.NewGame{Players: []string{"ΝΊΚΟΣ", "ſam", "\u00c1na"}})
	if got := strings.Join(g.Players, ","); got != "Νίκος,Sam,\u00c1na" {
		t.Errorf("second game seats %q, want the roster's spelling (NFC)", got)
	}
	players, err := db.Players(ctx)
	if err != nil || len(players) != 3 {
		t.Errorf("roster = %+v (%v), want 3 players", players, err)
	}
}

// The current game is the one played last in ledger
// order, whatever the clock said.
func TestCurrentGame_FollowsLedgerOrderNotClock(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	ctx := context.Background()
	fast := epoch.AddDate(1, 0, 0)
	db.Now = func() time.Time { return fast }
	a := mustCreateGame(t, db, store.NewGame{Name: "A", Players: []string{"Ana", "Ben"}})
	mustAppend(t, db, a.ID, store.Append{})
	db.Now = newClock() // the clock is put right
	b := mustCreateGame(t, db, store.NewGame{Name: "B", Players: []string{"Ana", "Ben"}})
	cur, err := db.CurrentGame(ctx)
	if err != nil || cur.ID != b.ID {
		t.Fatalf("current game = %d %q (%v), want B, created last", cur.ID, cur.Name, err)
	}
	games, err := db.Games(ctx, store.GameFilter{})
	if err != nil || len(games) != 2 || games[0].ID != b.ID {
		t.Errorf("games list starts with %+v (%v), want B", games, err)
	}
	e := mustAppend(t, db, a.ID, store.Append{ExpectSeq: 1})
	if cur, _ := db.CurrentGame(ctx); cur.ID != a.ID {
		t.Errorf("after an entry in A the current game is %q", cur.Name)
	}
	seq, err := db.LedgerSeq(ctx)
	if err != nil || seq != 4 || e.LedgerSeq != 4 {
		t.Errorf("LedgerSeq = %d (%v), entry's = %d; want 4 (A, its entry, B, its second entry)", seq, err, e.LedgerSeq)
	}
	entries, err := db.Entries(ctx, a.ID)
	if err != nil || entries[0].LedgerSeq != 2 || entries[1].LedgerSeq != 4 {
		t.Errorf("entries of A: %+v (%v)", entries, err)
	}
	if g, _ := db.Game(ctx, "A"); g.CreatedSeq != 1 || g.LedgerSeq != 4 {
		t.Errorf("game A: CreatedSeq %d LedgerSeq %d, want 1 and 4", g.CreatedSeq, g.LedgerSeq)
	}
}

// Players rename, recorded and shown everywhere after.
func TestRenamePlayer(t *testing.T) {
	t.Parallel()
	db := MustOpenDB(t)
	ctx := context.Background()
	g := mustCreateGame(t, db, store.NewGame{Name: "Friday", Players: []string{"Anna", "Ben"}})
	mustAppend(t, db, g.ID, store.Append{Kind: "hand", Payload: rawJSON(`{"cutter":"Anna","points":{"Anna":3,"Ben":7}}`),
		Summary: &store.Summary{Round: 1, Finished: true, Winners: []string{"Anna"}}})

	for _, bad := range []struct {
		old, new string
		kind     fault.Store
	}{
		{"Anna", "Ben", fault.Exists},
		{"Anna", "BEN", fault.Exists},
		{"Anna", "An\x1bna", fault.Invalid},
		{"Anna", "Anna", fault.Invalid},
		{"Nobody", "Ana", fault.NotFound},
	} {
		_, err := db.RenamePlayer(ctx, bad.old, bad.new)
		wantKind(t, err, bad.kind)
	}

	r, err := db.RenamePlayer(ctx, "anna", "Ana")
	if err != nil || r.Old != "Anna" || r.New != "Ana" || r.LedgerSeq != 3 {
		t.Fatalf("RenamePlayer = %+v, %v", r, err)
	}
	got, err := db.Game(ctx, "Friday")
	if err != nil || strings.Join(got.Players, ",") != "Ana,Ben" || strings.Join(got.Summary.Winners, ",") != "Ana" {
		t.Errorf("game after rename: players %v winners %v (%v)", got.Players, got.Summary.Winners, err)
	}
	entries, err := db.Entries(ctx, g.ID)
	if err != nil || string(entries[0].Payload) != `{"cutter":"Ana","points":{"Ana":3,"Ben":7}}` {
		t.Errorf("entry after rename reads %s (%v)", entries[0].Payload, err)
	}
	a := mustExportAll(t, db)
	if string(a.Games[0].Entries[0].Payload) != `{"cutter":"Ana","points":{"Ana":3,"Ben":7}}` || a.Players[0].Name != "Ana" {
		t.Errorf("export after rename: %+v", a)
	}
	// Entries after the rename use the new name and are left alone; a
	// second rename composes with the first.
	mustAppend(t, db, g.ID, store.Append{ExpectSeq: 1, Kind: "hand", Payload: rawJSON(`{"cutter":"Ana"}`)})
	if _, err := db.RenamePlayer(ctx, "Ana", "Anabel"); err != nil {
		t.Fatal(err)
	}
	entries, _ = db.Entries(ctx, g.ID)
	if string(entries[0].Payload) != `{"cutter":"Anabel","points":{"Anabel":3,"Ben":7}}` || string(entries[1].Payload) != `{"cutter":"Anabel"}` {
		t.Errorf("entries after two renames: %s, %s", entries[0].Payload, entries[1].Payload)
	}
	renames, err := db.PlayerRenames(ctx)
	if err != nil || len(renames) != 2 || renames[1].Old != "Ana" || renames[1].New != "Anabel" {
		t.Errorf("PlayerRenames = %+v (%v)", renames, err)
	}
	// A new player may take the freed name; the old games are not theirs.
	h := mustCreateGame(t, db, store.NewGame{Players: []string{"Anna", "Anabel"}})
	if strings.Join(h.Players, ",") != "Anna,Anabel" {
		t.Errorf("new game seats %v", h.Players)
	}
}

// A ledger whose names collide under the new folding
// migrates without loss, and says so.
func TestOpen_MigrationRefoldsNames(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "old.db")
	db2, err := store.OpenSchema(ctx, path, 2)
	if err != nil {
		t.Fatal(err)
	}
	db2.Close()
	raw := rawSQLite(t, path)
	const at = "2025-01-01T00:00:00.000000000Z"
	for _, stmt := range []string{
		`INSERT INTO players (id, name, fold, created_at) VALUES (1, 'Sam', 'sam', '` + at + `'), (2, 'ſam', 'ſam', '` + at + `'),
			(3, '` + "\u00c1na" + `', '` + "\u00e1na" + `', '` + at + `'), (4, '` + "A\u0301na" + `', '` + "a\u0301na" + `', '` + at + `'),
			(5, 'Sam (2)', 'sam (2)', '` + at + `')`,
		`INSERT INTO games (id, kind, name, fold, created_at, last_played_at, winners) VALUES
			(1, 'chinchon', 'Friday', 'friday', '` + at + `', '` + at + `', '["ſam"]')`,
		`INSERT INTO seats VALUES (1, 1, 1), (1, 2, 2), (1, 3, 4)`,
		`INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, last_played_at) VALUES
			(1, 1, 'chinchon', 'Friday', 3, '` + at + `', '` + at + `'), (2, 1, 'chinchon', 'Friday', 3, '` + at + `', '` + at + `'),
			(4, 1, 'chinchon', 'Friday', 3, '` + at + `', '` + at + `')`,
		`INSERT INTO entries (game_id, seq, kind, payload, created_at) VALUES (1, 1, 'hand', '{"cutter":"ſam","by":"` + "A\u0301na" + `"}', '` + at + `')`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	raw.Close()

	db := MustOpenPath(t, path)
	renamed := db.Renamed()
	want := []store.Rename{{What: "player", Old: "ſam", New: "ſam (3)"}, {What: "player", Old: "A\u0301na", New: "A\u0301na (2)"}}
	if len(renamed) != 2 || renamed[0] != want[0] || renamed[1] != want[1] {
		t.Fatalf("Renamed() = %+v, want %+v", renamed, want)
	}
	players, err := db.Players(ctx)
	if err != nil || len(players) != 5 {
		t.Fatalf("roster after migration: %+v (%v)", players, err)
	}
	g, err := db.Game(ctx, "Friday")
	if err != nil || strings.Join(g.Players, ",") != "Sam,ſam (3),A\u0301na (2)" || g.Summary.Winners[0] != "ſam (3)" {
		t.Errorf("game after migration: %+v (%v)", g, err)
	}
	entries, err := db.Entries(ctx, 1)
	if err != nil || string(entries[0].Payload) != `{"cutter":"ſam (3)","by":"`+"A\u0301na (2)"+`"}` {
		t.Errorf("entry after migration: %s (%v)", entries[0].Payload, err)
	}
	if entries[0].LedgerSeq != 2 || g.CreatedSeq != 1 {
		t.Errorf("ledger order after migration: game %d, entry %d", g.CreatedSeq, entries[0].LedgerSeq)
	}
	if _, err := db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"SAM", "ſam"}}); fault.StoreOf(err) != fault.Invalid {
		t.Errorf("Sam and ſam seated together after migration: %v", err)
	}
	db.Close()
	again := MustOpenPath(t, path)
	if r := again.Renamed(); r != nil {
		t.Errorf("a second open renamed %+v", r)
	}
}

// Imported ids are checked, and the next id is integer
// arithmetic.
func TestImport_GameIDs(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src := MustOpenDB(t)
	g := mustCreateGame(t, src, store.NewGame{Name: "Big", Players: []string{"Ana", "Ben"}})
	a := mustExportAll(t, src)
	for _, id := range []int64{0, -1, 1 << 31, 1<<63 - 1} {
		bad := a
		bad.Games = append([]store.ArchivedGame(nil), a.Games...)
		bad.Games[0].Game.ID = id
		_, err := MustOpenDB(t).Import(ctx, bad, store.ImportOptions{})
		wantKind(t, err, fault.Invalid)
	}
	a.Games[0].Game.ID = store.MaxGameID
	db := MustOpenDB(t)
	mustImport(t, db, a)
	next := mustCreateGame(t, db, store.NewGame{Players: []string{"Ana", "Ben"}})
	if next.ID != 1 {
		t.Errorf("after id %d the next game is %d, want the lowest free id, 1", store.MaxGameID, next.ID)
	}
	_ = g
}
