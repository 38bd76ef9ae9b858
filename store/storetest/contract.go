package storetest

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"path/filepath"
	"reflect"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx" for Raw
)

// Engine is one database a ledger can live in, as the contract suite sees
// it: where a new ledger goes, and a plain connection to it as another
// program would have.
type Engine struct {
	Name string
	// New is the location of a new, empty ledger: a path or a URL.
	New func(tb testing.TB) string
	// Raw opens the ledger at loc with the plain driver, outside the store.
	Raw func(tb testing.TB, loc string) *sql.DB
}

// SQLite is the embedded engine: a file in the test's temporary folder.
var SQLite = Engine{
	Name: "sqlite",
	New:  func(tb testing.TB) string { return filepath.Join(tb.TempDir(), "ledger.db") },
	Raw: func(tb testing.TB, loc string) *sql.DB {
		db, err := sql.Open("sqlite", loc)
		if err != nil {
			tb.Fatal(err)
		}
		tb.Cleanup(func() { db.Close() })
		return db
	},
}

// PostgreSQL is a fresh database on the test server (FreshDB).
var PostgreSQL = Engine{
	Name: "postgres",
	New:  FreshDB,
	Raw: func(tb testing.TB, loc string) *sql.DB {
		db, err := sql.Open("pgx", loc)
		if err != nil {
			tb.Fatal(err)
		}
		tb.Cleanup(func() { db.Close() })
		return db
	},
}

// Open opens (making) the ledger at loc with a clock that ticks a second
// and a few nanoseconds per reading, closed when the test ends.
func Open(tb testing.TB, loc string) *store.DB {
	tb.Helper()
	db, err := store.Open(context.Background(), loc)
	if err != nil {
		tb.Fatalf("Open(%s): %v", loc, err)
	}
	db.Now = Clock()
	tb.Cleanup(func() {
		if err := db.Close(); err != nil {
			tb.Errorf("Close: %v", err)
		}
	})
	return db
}

// Clock starts in March 2025 and ticks one second and 123 nanoseconds per
// call: every write has a distinct time that needs all nine digits.
func Clock() func() time.Time {
	var mu sync.Mutex
	t := time.Date(2025, 3, 1, 20, 0, 0, 0, time.UTC)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		t = t.Add(time.Second + 123*time.Nanosecond)
		return t
	}
}

// Run is the store's contract: every engine must pass every case.
func Run(t *testing.T, e Engine) {
	cases := []struct {
		name string
		run  func(*testing.T, Engine)
	}{
		{"GamesAndRoster", contractGamesAndRoster},
		{"AppendAndConflict", contractAppendAndConflict},
		{"VoidsAndAmendments", contractVoids},
		{"AppendOnly", contractAppendOnly},
		{"LedgerOrder", contractLedgerOrder},
		{"Identity", contractIdentity},
		{"Rename", contractRename},
		{"Stats", contractStats},
		{"Figures", contractFigures},
		{"MigrateFigures", contractMigrateFigures},
		{"ExportImportIdentical", contractExportImport},
		{"ConcurrentSessions", contractConcurrent},
		{"ReadOnly", contractReadOnly},
		{"Reopen", contractReopen},
		{"League", contractLeague},
		{"Seasons", contractSeasons},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			c.run(t, e)
		})
	}
}

// result is a call's value and error, to be taken in one expression:
// ok(db.Game(ctx, "1")).get(t).
type result[T any] struct {
	v   T
	err error
}

func ok[T any](v T, err error) result[T] { return result[T]{v, err} }

func (r result[T]) get(tb testing.TB) T {
	tb.Helper()
	if r.err != nil {
		tb.Fatal(r.err)
	}
	return r.v
}

func wantKind(tb testing.TB, err error, kind fault.Store) {
	tb.Helper()
	if got := fault.StoreOf(err); got != kind {
		tb.Fatalf("error kind = %v (%v), want %v", got, err, kind)
	}
}

var ctx = context.Background()

func summary(round int, finished bool, winners []string, lines ...store.PlayerSummary) *store.Summary {
	return &store.Summary{Round: round, Finished: finished, Winners: winners, Players: lines,
		Extra: json.RawMessage(`{"hands": ` + fmt.Sprint(round) + `}`)}
}

func contractGamesAndRoster(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: "Friday", Players: []string{"Óscar", "ana", "Ben"},
		Rules: json.RawMessage(`{"limit": 100}`)})).get(t)
	if g.ID != 1 || g.Name != "Friday" || fmt.Sprint(g.Players) != "[Óscar ana Ben]" || string(g.Rules) != `{"limit":100}` {
		t.Fatalf("created %+v", g)
	}
	for _, p := range g.Summary.Players {
		if p.Status != "in" || p.Total != 0 {
			t.Errorf("a new game's line %+v", p)
		}
	}
	auto := ok(db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"ANA", "Cleo"}})).get(t)
	if auto.Name != "chuche-2" || fmt.Sprint(auto.Players) != "[ana Cleo]" {
		t.Fatalf("second game %+v: the roster's spelling wins", auto)
	}
	_, err := db.CreateGame(ctx, store.NewGame{Kind: "chuche", Name: "FRIDAY", Players: []string{"Ana"}})
	wantKind(t, err, fault.Exists)

	byName := ok(db.Game(ctx, "friday")).get(t)
	byID := ok(db.Game(ctx, "1")).get(t)
	if byName.ID != 1 || byID.Name != "Friday" {
		t.Fatalf("by name %+v, by id %+v", byName, byID)
	}
	_, err = db.Game(ctx, "99")
	wantKind(t, err, fault.NotFound)
	cur := ok(db.CurrentGame(ctx)).get(t)
	if cur.ID != auto.ID {
		t.Fatalf("current game %d, want the latest %d", cur.ID, auto.ID)
	}
	list := ok(db.Games(ctx, store.GameFilter{})).get(t)
	if len(list) != 2 || list[0].ID != 2 || list[1].ID != 1 || list[0].Summary.Players != nil || fmt.Sprint(list[1].Players) != "[Óscar ana Ben]" {
		t.Fatalf("games %+v", list)
	}
	mine := ok(db.Games(ctx, store.GameFilter{Player: "óscar", Lines: true})).get(t)
	if len(mine) != 1 || mine[0].ID != 1 || len(mine[0].Summary.Players) != 3 {
		t.Fatalf("Óscar's games %+v", mine)
	}
	// Byte order, as SQLite sorts: B, C, a, Ó.
	var names []string
	for _, p := range ok(db.Players(ctx)).get(t) {
		names = append(names, fmt.Sprintf("%s:%d", p.Name, p.Games))
	}
	if fmt.Sprint(names) != "[ana:2 Ben:1 Cleo:1 Óscar:1]" {
		t.Fatalf("roster %v", names)
	}
}

func contractAppendAndConflict(t *testing.T, e Engine) {
	loc := e.New(t)
	db := Open(t, loc)
	other := Open(t, loc)
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	e1 := ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: 0, Kind: "hand", Payload: json.RawMessage(`{ "cut": "Ana" }`),
		Summary: summary(1, false, nil, store.PlayerSummary{Name: "ana", Total: -10, Status: "in", Stats: json.RawMessage(`{"cuts": 1}`)},
			store.PlayerSummary{Name: "Ben", Total: 12, Status: "in"})})).get(t)
	if e1.Seq != 1 || string(e1.Payload) != `{"cut":"Ana"}` {
		t.Fatalf("entry %+v", e1)
	}
	// The other session read seq 0 too: it is refused, whoever it is.
	_, err := other.Append(ctx, g.ID, store.Append{ExpectSeq: 0, Kind: "hand", Payload: json.RawMessage(`{}`)})
	wantKind(t, err, fault.Conflict)
	_, err = other.Append(ctx, g.ID, store.Append{ExpectSeq: 3, Kind: "hand"})
	wantKind(t, err, fault.Conflict)
	_, err = other.Append(ctx, 99, store.Append{Kind: "hand"})
	wantKind(t, err, fault.NotFound)
	_, err = other.Append(ctx, g.ID, store.Append{ExpectSeq: 1, Kind: "hand", Payload: json.RawMessage(`{`)})
	wantKind(t, err, fault.Invalid)

	ok(other.Append(ctx, g.ID, store.Append{ExpectSeq: 1, Kind: "hand", Payload: json.RawMessage(`{"cut":"Ben"}`),
		Summary: summary(2, true, []string{"BEN"}, store.PlayerSummary{Name: "Ben", Total: 2, Status: "in", Won: true},
			store.PlayerSummary{Name: "Ana", Total: 101, Status: "out"})})).get(t)
	got := ok(db.Game(ctx, "1")).get(t)
	s := got.Summary
	if got.Seq != 2 || s.Round != 2 || !s.Finished || got.FinishedAt == nil || fmt.Sprint(s.Winners) != "[Ben]" ||
		string(s.Extra) != `{"hands":2}` || s.Players[0].Name != "Ana" || s.Players[0].Status != "out" ||
		s.Players[0].Stats != nil || !s.Players[1].Won || s.Players[1].Total != 2 {
		t.Fatalf("after two entries %+v", got)
	}
	entries := ok(db.Entries(ctx, g.ID)).get(t)
	if len(entries) != 2 || entries[0].CreatedAt.Nanosecond() == 0 || !entries[1].CreatedAt.After(entries[0].CreatedAt) {
		t.Fatalf("entries %+v", entries)
	}
	if _, err := db.CurrentGame(ctx); fault.StoreOf(err) != fault.NotFound {
		t.Fatalf("a finished game is not current: %v", err)
	}
}

func contractVoids(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	for i := 0; i < 2; i++ {
		ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: i, Kind: "hand"})).get(t)
	}
	ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: 2, Kind: "amend", Replaces: 1})).get(t)
	ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: 3, Kind: "undo", Voids: 2})).get(t)
	_, err := db.Append(ctx, g.ID, store.Append{ExpectSeq: 4, Kind: "undo", Voids: 2})
	wantKind(t, err, fault.Invalid)
	_, err = db.Append(ctx, g.ID, store.Append{ExpectSeq: 4, Kind: "undo", Voids: 9})
	wantKind(t, err, fault.Invalid)
	entries := ok(db.Entries(ctx, g.ID)).get(t)
	if entries[0].ReplacedBy != 3 || entries[1].VoidedBy != 4 || entries[3].Voids != 2 {
		t.Fatalf("links %+v", entries)
	}
	// Hand 1 corrected again (CN-15): the later correction stands in for the
	// hand and for the earlier correction, which is live no more; undone,
	// the earlier one stands again.
	ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: 4, Kind: "amend", Replaces: 1})).get(t)
	entries = ok(db.Entries(ctx, g.ID)).get(t)
	if entries[0].ReplacedBy != 5 || entries[2].ReplacedBy != 5 || entries[4].ReplacedBy != 0 {
		t.Fatalf("links after a second correction %+v", entries)
	}
	ok(db.Append(ctx, g.ID, store.Append{ExpectSeq: 5, Kind: "undo", Voids: 5})).get(t)
	entries = ok(db.Entries(ctx, g.ID)).get(t)
	if entries[0].ReplacedBy != 3 || entries[2].ReplacedBy != 0 || entries[4].VoidedBy != 6 {
		t.Fatalf("links after the second correction undone %+v", entries)
	}
}

func contractAppendOnly(t *testing.T, e Engine) {
	loc := e.New(t)
	db := Open(t, loc)
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	ok(db.Append(ctx, g.ID, store.Append{Kind: "hand", Payload: json.RawMessage(`{"n":1}`)})).get(t)
	ok(db.RenamePlayer(ctx, "Ben", "Benito")).get(t)
	raw := e.Raw(t, loc)
	for _, stmt := range []string{
		`UPDATE entries SET payload = '{}'`,
		`DELETE FROM entries`,
		`UPDATE player_renames SET new_name = 'x'`,
		`DELETE FROM player_renames`,
		`UPDATE ledger_identity SET id = 'x'`,
		`DELETE FROM ledger_identity`,
	} {
		if _, err := raw.ExecContext(ctx, stmt); err == nil {
			t.Errorf("%s: accepted", stmt)
		}
	}
	if e.Name == "postgres" {
		for _, table := range []string{"entries", "player_renames", "ledger_identity"} {
			if _, err := raw.ExecContext(ctx, `TRUNCATE `+table+` CASCADE`); err == nil {
				t.Errorf("TRUNCATE %s: accepted", table)
			}
		}
	}
	entries := ok(db.Entries(ctx, g.ID)).get(t)
	if len(entries) != 1 || string(entries[0].Payload) != `{"n":1}` {
		t.Fatalf("entries after the refused statements: %+v", entries)
	}
}

func contractLedgerOrder(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	if n := ok(db.LedgerSeq(ctx)).get(t); n != 0 {
		t.Fatalf("a new ledger's seq %d", n)
	}
	a := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	if n := ok(db.LastEventID(ctx)).get(t); n != a.CreatedSeq || n == 0 {
		t.Fatalf("last event %d after creating a game with id %d", n, a.CreatedSeq)
	}
	start := a.CreatedSeq
	b := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	// A game created with no entry yet is a change of its own: the
	// scoreboard's streams resume over creations too.
	created := ok(db.ChangedGames(ctx, start, 0)).get(t)
	if want := []store.GameChange{{GameID: b.ID, CreatedSeq: b.CreatedSeq, LedgerSeq: b.CreatedSeq}}; !reflect.DeepEqual(created, want) {
		t.Fatalf("changes after game a's creation: %+v, want %+v", created, want)
	}
	ea := ok(db.Append(ctx, a.ID, store.Append{Kind: "hand"})).get(t)
	eb := ok(db.Append(ctx, b.ID, store.Append{Kind: "hand"})).get(t)
	ea2 := ok(db.Append(ctx, a.ID, store.Append{ExpectSeq: 1, Kind: "hand"})).get(t)
	if !(a.CreatedSeq < b.CreatedSeq && b.CreatedSeq < ea.LedgerSeq && ea.LedgerSeq < eb.LedgerSeq && eb.LedgerSeq < ea2.LedgerSeq) {
		t.Fatalf("ledger order %d %d %d %d %d", a.CreatedSeq, b.CreatedSeq, ea.LedgerSeq, eb.LedgerSeq, ea2.LedgerSeq)
	}
	if n := ok(db.LedgerSeq(ctx)).get(t); n != ea2.LedgerSeq {
		t.Fatalf("LedgerSeq %d, want %d", n, ea2.LedgerSeq)
	}
	changes := ok(db.ChangedGames(ctx, start, 0)).get(t)
	want := []store.GameChange{{GameID: b.ID, CreatedSeq: b.CreatedSeq, LedgerSeq: eb.LedgerSeq}, {GameID: a.ID, CreatedSeq: a.CreatedSeq, LedgerSeq: ea2.LedgerSeq}}
	if !reflect.DeepEqual(changes, want) {
		t.Fatalf("changes after %d: %+v, want %+v (in the order of the latest events)", start, changes, want)
	}
	if latest := ok(db.ChangedGames(ctx, start, 1)).get(t); !reflect.DeepEqual(latest, want[1:]) {
		t.Fatalf("the latest change after %d: %+v, want %+v", start, latest, want[1:])
	}
	if all := ok(db.ChangedGames(ctx, 0, 0)).get(t); len(all) != 2 || all[1].GameID != a.ID {
		t.Fatalf("changes after 0: %+v", all)
	}
	if last := ok(db.LastEventID(ctx)).get(t); last != ea2.LedgerSeq {
		t.Fatalf("last event %d, want %d", last, ea2.LedgerSeq)
	}
	if len(ok(db.ChangedGames(ctx, ea2.LedgerSeq, 0)).get(t)) != 0 {
		t.Fatal("changes after the last entry")
	}
	// A rename takes a ledger-wide id but is no game's event.
	ok(db.RenamePlayer(ctx, "Ben", "Bea")).get(t)
	if n := ok(db.LedgerSeq(ctx)).get(t); n <= ea2.LedgerSeq {
		t.Fatalf("LedgerSeq %d after a rename, want above %d", n, ea2.LedgerSeq)
	}
	if last := ok(db.LastEventID(ctx)).get(t); last != ea2.LedgerSeq {
		t.Fatalf("last event %d after a rename, want %d", last, ea2.LedgerSeq)
	}
	if len(ok(db.ChangedGames(ctx, ea2.LedgerSeq, 0)).get(t)) != 0 {
		t.Fatal("a rename is a game's change")
	}
	// Most recently played is ledger order: game a, then b.
	list := ok(db.Games(ctx, store.GameFilter{})).get(t)
	if list[0].ID != a.ID {
		t.Fatalf("most recent %d", list[0].ID)
	}
}

func contractIdentity(t *testing.T, e Engine) {
	loc := e.New(t)
	id := ok(Open(t, loc).Identity(ctx)).get(t)
	if !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(id) {
		t.Fatalf("identity %q", id)
	}
	if again := ok(Open(t, loc).Identity(ctx)).get(t); again != id {
		t.Fatalf("identity changed: %q then %q", id, again)
	}
	if other := ok(Open(t, e.New(t)).Identity(ctx)).get(t); other == id {
		t.Fatal("two ledgers share an identity")
	}
}

func contractRename(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Bne"}})).get(t)
	ok(db.Append(ctx, g.ID, store.Append{Kind: "hand", Payload: json.RawMessage(`{"cut":"Bne"}`),
		Summary: summary(1, true, []string{"Bne"}, store.PlayerSummary{Name: "Bne", Won: true})})).get(t)
	r := ok(db.RenamePlayer(ctx, "bne", "Ben")).get(t)
	if r.Old != "Bne" || r.New != "Ben" || r.LedgerSeq == 0 {
		t.Fatalf("rename %+v", r)
	}
	_, err := db.RenamePlayer(ctx, "Ben", "ANA")
	wantKind(t, err, fault.Exists)
	got := ok(db.Game(ctx, "1")).get(t)
	entries := ok(db.Entries(ctx, g.ID)).get(t)
	if fmt.Sprint(got.Summary.Winners) != "[Ben]" || fmt.Sprint(got.Players) != "[Ana Ben]" || string(entries[0].Payload) != `{"cut":"Ben"}` {
		t.Fatalf("after the rename: %+v %s", got, entries[0].Payload)
	}
	renames := ok(db.PlayerRenames(ctx)).get(t)
	if len(renames) != 1 || renames[0].At.Nanosecond() == 0 {
		t.Fatalf("renames %+v", renames)
	}
}

func contractStats(t *testing.T, e Engine) {
	db := Open(t, e.New(t))
	for i, seats := range [][]string{{"Ana", "Ben"}, {"Ana", "Cleo", "Ben"}, {"Cleo", "Ana"}} {
		g := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: seats})).get(t)
		if i == 2 {
			continue
		}
		ok(db.Append(ctx, g.ID, store.Append{Kind: "hand", Summary: summary(1, true, []string{"Ana"},
			store.PlayerSummary{Name: "Ana", Total: 3, Status: "in", Won: true, Stats: json.RawMessage(`{"hands":1}`)},
			store.PlayerSummary{Name: "Ben", Total: 101, Status: "out"})})).get(t)
	}
	var lines []string
	for _, r := range ok(db.PlayerRecords(ctx, time.Time{})).get(t) {
		lines = append(lines, fmt.Sprintf("%s %d/%d/%d", r.Name, r.Games, r.Finished, r.Wins))
	}
	if fmt.Sprint(lines) != "[Ana 3/2/2 Ben 2/2/0 Cleo 2/1/0]" {
		t.Fatalf("records %v", lines)
	}
	pg := ok(db.PlayerGames(ctx, "ana", time.Time{})).get(t)
	if len(pg) != 3 || pg[0].Seats != 2 || pg[1].Seats != 3 || !pg[0].Player.Won || string(pg[0].Player.Stats) != `{"hands":1}` ||
		pg[0].FinishedAt == nil || pg[2].FinishedAt != nil || pg[2].Player.Stats != nil {
		t.Fatalf("Ana's games %+v", pg)
	}
	shared := ok(db.SharedGames(ctx, "Ana", "Ben", time.Time{})).get(t)
	if len(shared) != 2 || shared[0].A.Name != "Ana" || shared[0].B.Total != 101 || shared[1].B.Status != "out" {
		t.Fatalf("shared %+v", shared)
	}
	later := ok(db.PlayerGames(ctx, "Ana", time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC))).get(t)
	if len(later) != 0 {
		t.Fatalf("since 2030: %+v", later)
	}
}

// archive is ExportAll as bytes that compare: every field but the roster's
// ids and the ledger positions, which are this ledger's own (an export
// carries neither).
func archive(tb testing.TB, db *store.DB) []byte {
	tb.Helper()
	a := ok(db.ExportAll(ctx)).get(tb)
	for i := range a.Players {
		a.Players[i].ID = 0
	}
	for i := range a.Games {
		g := &a.Games[i]
		g.Game.CreatedSeq, g.Game.LedgerSeq = 0, 0
		for j := range g.Entries {
			g.Entries[j].LedgerSeq = 0
		}
	}
	b, err := json.MarshalIndent(a, "", " ")
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// FillLedger records a small ledger with every kind of row: games finished
// and not, entries voided and amended, a rename, stats and extras. The
// move between engines is checked on it.
func FillLedger(tb testing.TB, db *store.DB) {
	tb.Helper()
	a := ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: "Friday", Players: []string{"Ana", "Bne", "Íñigo"}, Rules: json.RawMessage(`{"limit":100}`)})).get(tb)
	for i := 0; i < 3; i++ {
		ok(db.Append(ctx, a.ID, store.Append{ExpectSeq: i, Kind: "hand", Payload: json.RawMessage(fmt.Sprintf(`{"cut":"Bne","n":%d}`, i)),
			Summary: summary(i+1, i == 2, []string{"Bne"}[:i/2], store.PlayerSummary{Name: "Bne", Total: 5 * i, Status: "in", Won: i == 2,
				Stats: json.RawMessage(`{"cuts":` + fmt.Sprint(i) + `}`)}, store.PlayerSummary{Name: "Ana", Total: 30 * i, Status: "in"})})).get(tb)
	}
	ok(db.Append(ctx, a.ID, store.Append{ExpectSeq: 3, Kind: "undo", Voids: 3})).get(tb)
	ok(db.Append(ctx, a.ID, store.Append{ExpectSeq: 4, Kind: "amend", Replaces: 1, Payload: json.RawMessage(`{"cut":"Ana"}`)})).get(tb)
	ok(db.RenamePlayer(ctx, "Bne", "Ben")).get(tb)
	ok(db.CreateGame(ctx, store.NewGame{Kind: "chuche", Players: []string{"Cleo", "ana"}})).get(tb)
}

func contractExportImport(t *testing.T, e Engine) {
	src := Open(t, e.New(t))
	FillLedger(t, src)
	before := archive(t, src)
	dst := Open(t, e.New(t))
	a := ok(src.ExportAll(ctx)).get(t)
	report := ok(dst.Import(ctx, a, store.ImportOptions{})).get(t)
	if !report.KeptIDs || len(report.Games) != 2 {
		t.Fatalf("report %+v", report)
	}
	if after := archive(t, dst); !bytes.Equal(before, after) {
		t.Fatalf("export → import → export differs:\n%s\n---\n%s", before, after)
	}
	again := ok(dst.Import(ctx, a, store.ImportOptions{})).get(t)
	for _, g := range again.Games {
		if !g.Skipped {
			t.Fatalf("a second import of the same games: %+v", again)
		}
	}
}

func contractConcurrent(t *testing.T, e Engine) {
	const sessions, appends = 4, 15
	loc := e.New(t)
	first := Open(t, loc)
	shared := ok(first.CreateGame(ctx, store.NewGame{Name: "shared", Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	var wg sync.WaitGroup
	errs := make(chan error, sessions)
	confirmed := make(chan int, sessions*appends)
	for s := 0; s < sessions; s++ {
		db := Open(t, loc)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < appends; i++ {
				for {
					g, err := db.Game(ctx, "shared")
					if err != nil {
						errs <- err
						return
					}
					payload := json.RawMessage(fmt.Sprintf(`{"session":%d,"n":%d}`, s, i))
					_, err = db.Append(ctx, shared.ID, store.Append{ExpectSeq: g.Seq, Kind: "hand", Payload: payload})
					if fault.StoreOf(err) == fault.Conflict {
						continue
					}
					if err != nil {
						errs <- err
						return
					}
					confirmed <- s*1000 + i
					break
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	close(confirmed)
	for err := range errs {
		t.Error(err)
	}
	entries := ok(first.Entries(ctx, shared.ID)).get(t)
	seen := map[string]int{}
	for i, en := range entries {
		if en.Seq != i+1 {
			t.Fatalf("entry %d has seq %d", i+1, en.Seq)
		}
		seen[string(en.Payload)]++
	}
	n := 0
	for range confirmed {
		n++
	}
	if len(entries) != sessions*appends || n != len(entries) || len(seen) != len(entries) {
		t.Fatalf("%d entries, %d confirmed, %d distinct", len(entries), n, len(seen))
	}
}

func contractReadOnly(t *testing.T, e Engine) {
	loc := e.New(t)
	db := Open(t, loc)
	ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	ro, err := store.OpenReadOnly(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if g := ok(ro.Game(ctx, "1")).get(t); g.ID != 1 {
		t.Fatal(g)
	}
	_, err = ro.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana"}})
	wantKind(t, err, fault.IO)
}

func contractReopen(t *testing.T, e Engine) {
	loc := e.New(t)
	db := Open(t, loc)
	ok(db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})).get(t)
	again, err := store.OpenExisting(ctx, loc)
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if g := ok(again.Game(ctx, "1")).get(t); len(g.Players) != 2 {
		t.Fatal(g)
	}
	if again.Engine() != e.Name {
		t.Fatalf("engine %q", again.Engine())
	}
	if e.Name == "postgres" {
		// A database without the ledger's tables is not a ledger unless
		// it is being made.
		empty := e.New(t)
		_, err := store.OpenExisting(ctx, empty)
		wantKind(t, err, fault.NotLedger)
		_, err = store.OpenReadOnly(ctx, empty)
		wantKind(t, err, fault.NotLedger)
	}
}
