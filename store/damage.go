package store

import (
	"context"
	"database/sql"
	"errors"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/chuche-ref/chuche-ref/fault"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// fullChecks counts the whole-file checks this process ran: what the tests
// of the verified stamp count.
var fullChecks atomic.Int64

// wayOut is what a user can do with a damaged ledger: both read what is
// still readable without writing into it.
var wayOut = fault.M("nothing was written; save what can be read with chuche-ref backup FILE or chuche-ref export --all -o FILE")

// checkBeforeWrite runs PRAGMA quick_check, which reads every page of the
// file and checks every b-tree's structure (page headers, cell pointers,
// free blocks, overflow chains, key order), under the write lock and
// before anything is written: a ledger damaged anywhere, not only where
// the write would go, is refused and left byte for byte as it was.
// quick_check skips only what integrity_check adds, the agreement of
// indexes with their tables; see TestWrite_RefusedOnEveryDamagedHeader.
func checkBeforeWrite(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, path string) error {
	fullChecks.Add(1)
	problems, err := pragmaCheck(ctx, q, "quick_check(20)")
	if err != nil {
		if isCorrupt(err) {
			return fault.Ledgerf("%s is damaged (%s); %s", path, sqliteMessage(err), wayOut).Of(fault.Corrupt).Because(err)
		}
		return err
	}
	if len(problems) > 0 {
		return fault.Ledgerf("%s is damaged (%s); %s", path, problems[0], wayOut).Of(fault.Corrupt)
	}
	return nil
}

// pragmaCheck runs an integrity pragma and returns its findings; none if
// the file is sound.
func pragmaCheck(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, pragma string) ([]string, error) {
	rows, err := q.QueryContext(ctx, "PRAGMA "+pragma)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return nil, err
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	return problems, rows.Err()
}

func isCorrupt(err error) bool {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return false
	}
	code := se.Code() & 0xff
	return code == sqlite3.SQLITE_CORRUPT || code == sqlite3.SQLITE_NOTADB
}

func sqliteMessage(err error) string {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return strings.TrimSpace(se.Error())
	}
	return err.Error()
}

// Damage is what CheckLedger found wrong in a ledger: the cause, not shown
// in the words, of the ledger error it returns (errors.As finds it).
type Damage struct {
	// Problems are integrity_check's findings, each naming the table or
	// index whose b-tree is damaged, and the entries whose content no
	// longer reads, a message each: what the ledger's own checks found is
	// worded in the table's language, SQLite's findings stay as SQLite
	// wrote them.
	Problems []fault.Message
}

// add appends a problem.
func (d *Damage) add(m fault.Message) { d.Problems = append(d.Problems, m) }

func (d *Damage) Error() string { return d.summary().String() }

// summary is how many problems and the first.
func (d *Damage) summary() fault.Message {
	return fault.M("%d problem(s); the first: %s", len(d.Problems), d.Problems[0])
}

// damaged is the ledger error for d: "PATH is damaged: N problem(s); the
// first: …", with d as its cause.
func damaged(path string, d *Damage) error {
	e := fault.Ledgerf("%s is damaged: %s", path, d.summary()).Of(fault.Corrupt)
	e.Err = d
	return e
}

// CheckLedger runs the full check: PRAGMA integrity_check (every page,
// every b-tree, every index against its table), the foreign keys, and the
// content of every game and entry (times that parse, JSON that decodes, the
// figures stats adds up agreeing with each player's stats). It
// returns nil for a sound ledger, or a store error of KindCorrupt (a *fault.Error) wrapping a
// *Damage that lists what is damaged. It writes nothing.
//
// On PostgreSQL it runs the ledger's own checks (checkLedgerPG): the
// server keeps its pages.
func (db *DB) CheckLedger(ctx context.Context) error {
	if db.eng.kind() == "postgres" {
		return db.checkLedgerPG(ctx)
	}
	before := stateOf(db.path)
	err := db.checkLedgerSQLite(ctx)
	if err == nil && stateOf(db.path) == before {
		// The full check passed on files nothing changed meanwhile: the
		// next write need not read them again.
		db.remember(before)
		writeStamp(db.path, before)
	}
	return err
}

func (db *DB) checkLedgerSQLite(ctx context.Context) error {
	conn, err := db.sql.Conn(ctx)
	if err != nil {
		return translate(db.path, err)
	}
	defer conn.Close()
	names := map[int64]string{}
	if rows, err := conn.QueryContext(ctx, `SELECT rootpage, type, name FROM sqlite_schema WHERE rootpage > 0`); err == nil {
		for rows.Next() {
			var root int64
			var typ, name string
			if rows.Scan(&root, &typ, &name) == nil {
				names[root] = typ + " " + name
			}
		}
		rows.Close()
	}
	var d Damage
	problems, err := pragmaCheck(ctx, conn, "integrity_check(100)")
	if err != nil {
		if !isCorrupt(err) {
			return translate(db.path, err)
		}
		// The check itself stopped at the damage: check each table and
		// index on its own, to say which are damaged.
		problems = nil
		for _, name := range names {
			kind, obj, _ := strings.Cut(name, " ")
			if kind != "table" { // a table's check covers its indexes
				continue
			}
			found, err := pragmaCheck(ctx, conn, `integrity_check("`+strings.ReplaceAll(obj, `"`, `""`)+`")`)
			if err != nil {
				found = []string{sqliteMessage(err)}
			}
			for _, f := range found {
				problems = append(problems, name+": "+f)
			}
		}
		if len(problems) == 0 {
			problems = []string{sqliteMessage(err)}
		}
		sort.Strings(problems)
	}
	for _, p := range problems {
		d.add(fault.M("%s", nameTree(p, names)))
	}
	if len(d.Problems) == 0 {
		fk, err := conn.QueryContext(ctx, `PRAGMA foreign_key_check`)
		if err == nil {
			for fk.Next() {
				var table, parent string
				var rowid sql.NullInt64
				var fkid int
				if fk.Scan(&table, &rowid, &parent, &fkid) == nil {
					d.add(fault.M("a row of %s (rowid %#d) points at a missing row of %s", table, rowid.Int64, parent))
				}
			}
			fk.Close()
		}
		content, err := contentDamage(ctx, conn)
		if err != nil && !isCorrupt(err) {
			return translate(db.path, err)
		}
		for _, m := range content {
			d.add(m)
		}
	}
	if len(d.Problems) == 0 {
		return nil
	}
	return damaged(db.path, &d)
}

var treeRef = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^Tree (\d+) `) })

// nameTree says which table or index a finding's "Tree N" (its root page) is.
func nameTree(problem string, names map[int64]string) string {
	m := treeRef().FindStringSubmatch(problem)
	if m == nil {
		return problem
	}
	root, _ := strconv.ParseInt(m[1], 10, 64)
	if name, ok := names[root]; ok {
		return name + ": " + problem
	}
	return problem
}

// contentDamage lists the games and entries whose stored values no longer
// read: what a b-tree check cannot see.
func contentDamage(ctx context.Context, conn *sql.Conn) ([]fault.Message, error) {
	var found []fault.Message
	rows, err := conn.QueryContext(ctx, `SELECT g.id, g.name, e.seq,
		json_valid(e.payload), e.created_at FROM entries e JOIN games g ON g.id = e.game_id ORDER BY e.game_id, e.seq`)
	if err != nil {
		return nil, err
	}
	for rows.Next() {
		var id int64
		var name, created string
		var seq, valid int
		if err := rows.Scan(&id, &name, &seq, &valid, &created); err != nil {
			rows.Close()
			return found, err
		}
		if valid == 0 {
			found = append(found, entryDamage(id, name, seq, fault.M("its payload is not valid JSON")))
		}
		if _, err := parseTime(created); err != nil {
			found = append(found, entryDamage(id, name, seq, fault.M("its time does not read")))
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return found, err
	}
	games, err := conn.QueryContext(ctx, `SELECT id, name, json_valid(rules), json_valid(winners), created_at, last_played_at FROM games ORDER BY id`)
	if err != nil {
		return found, err
	}
	defer games.Close()
	for games.Next() {
		var id int64
		var name, created, last string
		var rules, winners int
		if err := games.Scan(&id, &name, &rules, &winners, &created, &last); err != nil {
			return found, err
		}
		_, cerr := parseTime(created)
		_, lerr := parseTime(last)
		if rules == 0 || winners == 0 || cerr != nil || lerr != nil {
			found = append(found, fault.M("game #%#d %q: its rules, winners or times do not read", id, name))
		}
	}
	if err := games.Err(); err != nil {
		return found, err
	}
	games.Close()
	figures, err := figuresDamage(ctx, conn)
	if err != nil {
		return append(found, figures...), err
	}
	totals, err := totalsDamage(ctx, conn)
	return append(append(found, figures...), totals...), err
}

func entryDamage(gameID int64, name string, seq int, why fault.Message) fault.Message {
	return fault.M("game #%#d %q, entry #%#d: %s", gameID, name, seq, why)
}

// EntryDamage is the error for an entry that is in the ledger but no longer
// decodes (its payload or time is damaged): a ledger error (exit 3), not an
// input error, naming the game and the entry.
func EntryDamage(g Game, seq int, err error) error {
	return fault.Ledgerf("game #%#d %q, entry #%#d no longer reads: the ledger is damaged there; chuche-ref export --all saves the other games",
		g.ID, g.Name, seq).Of(fault.Corrupt).Because(err)
}
