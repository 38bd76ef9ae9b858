package scorekeeper

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// linkOf is what the ledger derives of an entry's place: the links an
// undo or a correction changes.
type linkOf struct{ Seq, Voids, Replaces, VoidedBy, ReplacedBy int }

func linksOf(entries []Entry) []linkOf {
	out := make([]linkOf, len(entries))
	for i, e := range entries {
		out[i] = linkOf{e.Seq, e.Voids, e.Replaces, e.VoidedBy, e.ReplacedBy}
	}
	return out
}

func storedLinks(t *testing.T, l *Ledger, id int64) []linkOf {
	t.Helper()
	stored, err := l.db.Entries(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]linkOf, len(stored))
	for i, e := range stored {
		out[i] = linkOf{e.Seq, e.Voids, e.Replaces, e.VoidedBy, e.ReplacedBy}
	}
	return out
}

// TestRecord_LinksAsTheLedgerReadsThem: after every hand, undo and
// correction recorded through one open game — undos of corrections and
// corrections of corrections among them — the game's entries say which are
// void or replaced exactly as the ledger read afresh says.
func TestRecord_LinksAsTheLedgerReadsThem(t *testing.T) {
	ctx := context.Background()
	r := rand.New(rand.NewPCG(7, 11))
	var undos, amends int
	for run := range 20 {
		l, g := gameOf(t, 2)
		open := Latest // from the snapshot: an undo or a correction reads the past first
		if run%2 == 0 {
			open = Open // replayed: every entry read
		}
		k, err := open(ctx, l, g.Name)
		if err != nil {
			t.Fatal(err)
		}
		for op := range 30 {
			switch n := r.IntN(4); {
			case n < 2:
				if _, err := ProbeRecord(ctx, k, cleanCut(t, r.IntN(2))); err != nil {
					t.Fatalf("run %d, op %d: hand: %v", run, op, err)
				}
			case n == 2:
				_, _, err := Undo(ctx, k)
				if err != nil && !fault.Is(err, fault.Refused) {
					t.Fatalf("run %d, op %d: undo: %v", run, op, err)
				}
				if err == nil {
					undos++
				}
			default:
				var live []int
				for _, e := range k.Entries() {
					if e.Live() {
						live = append(live, e.Seq)
					}
				}
				if len(live) == 0 {
					continue
				}
				seq := live[r.IntN(len(live))]
				j, err := k.(*Chinchon).ProbeAmendHand(ctx, seq, cleanCut(t, r.IntN(2)))
				if err == nil {
					_, err = k.Record(ctx, j)
				}
				if err != nil && !fault.Is(err, fault.Refused) {
					t.Fatalf("run %d, op %d: amend #%d: %v", run, op, seq, err)
				}
				if err == nil {
					amends++
				}
			}
			if k.(*Chinchon).partial {
				continue // hands recorded on a game opened from its snapshot: it holds only its own
			}
			if got, want := linksOf(k.Entries()), storedLinks(t, l, g.ID); !equalLinks(got, want) {
				t.Fatalf("run %d, op %d: the game holds\n%v\nthe ledger reads\n%v", run, op, got, want)
			}
		}
	}
	if undos < 50 || amends < 50 {
		t.Errorf("only %d undos and %d corrections recorded: the test does not exercise them", undos, amends)
	}
}

func equalLinks(a, b []linkOf) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// readsFailAfterWrite is the game's real store, whose reads of a game's
// entries fail once an entry was appended: the server lost after the
// commit, before anything is read back.
type readsFailAfterWrite struct {
	gameStore
	wrote bool
}

func (s *readsFailAfterWrite) Append(ctx context.Context, id int64, a store.Append) (store.Entry, error) {
	e, err := s.gameStore.Append(ctx, id, a)
	s.wrote = s.wrote || err == nil
	return e, err
}

func (s *readsFailAfterWrite) Entries(ctx context.Context, id int64) ([]store.Entry, error) {
	if s.wrote {
		return nil, errors.New("the server went away")
	}
	return s.gameStore.Entries(ctx, id)
}

// TestRecord_UndoRecordedIsReportedRecorded: an undo that reached the
// ledger is reported done even when nothing can be read after it — a
// failure then would send the table to undo again, voiding a second entry.
func TestRecord_UndoRecordedIsReportedRecorded(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 3)
	k, err := Latest(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	j, err := k.ProbeUndo(ctx)
	if err != nil {
		t.Fatal(err)
	}
	c := k.(*Chinchon)
	c.store = &readsFailAfterWrite{gameStore: c.store}
	rec, err := k.Record(ctx, j)
	if err != nil || rec.Entry.Seq != 4 || rec.Entry.Voids != 3 {
		t.Fatalf("undo recorded in the ledger: %+v, %v; want entry #4 voiding #3, no error", rec.Entry, err)
	}
	if last, ok := k.LastLive(); !ok || last.Seq != 2 {
		t.Errorf("after the undo the last entry in force is #%d, want #2", last.Seq)
	}
	if got := storedLinks(t, l, g.ID); len(got) != 4 || got[2].VoidedBy != 4 {
		t.Errorf("the ledger holds %v", got)
	}
}
