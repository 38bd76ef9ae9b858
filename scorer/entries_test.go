package scorer

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
)

// named is a payload that is its own name, so a test can see which version
// of an entry is in force.
type named struct{ kind, name string }

func (n named) Kind() string { return n.kind }

func entry(seq int, kind, payload string) Entry {
	return Entry{Seq: seq, Payload: named{kind, payload}}
}

func undoEntry(seq, voids int) Entry { return Entry{Seq: seq, Payload: Undo{Seq: voids}, Voids: voids} }

func amendEntry(seq, replaces int, payload string) Entry {
	a := entry(seq, "hand", payload) // the kind of the entries it amends below
	a.Replaces = replaces
	return a
}

// viewEntries renders the effective ledger as "seq:kind:payload" for comparison.
func viewEntries(entries []Entry) []string {
	var out []string
	for _, x := range entries {
		out = append(out, fmt.Sprintf("%d:%s:%s", x.Seq, x.Kind(), x.Payload.(named).name))
	}
	return out
}

func TestEffective_CN15(t *testing.T) {
	tests := []struct {
		name    string
		entries []Entry
		want    []string
	}{
		{"plain ledger", []Entry{entry(1, "hand", "h1"), entry(2, "buyback", "b"), entry(3, "hand", "h2")},
			[]string{"1:hand:h1", "2:buyback:b", "3:hand:h2"}},
		{"undo takes out the entry and itself", []Entry{entry(1, "hand", "h1"), entry(2, "hand", "h2"), undoEntry(3, 2)},
			[]string{"1:hand:h1"}},
		{"undo of an undo restores", []Entry{entry(1, "hand", "h1"), undoEntry(2, 1), undoEntry(3, 2)},
			[]string{"1:hand:h1"}},
		{"amendment stands at the original's place",
			[]Entry{entry(1, "hand", "h1"), entry(2, "buyback", "b"), entry(3, "hand", "h2"), amendEntry(4, 1, "h1'")},
			[]string{"1:hand:h1'", "2:buyback:b", "3:hand:h2"}},
		{"latest amendment wins", []Entry{entry(1, "hand", "h1"), amendEntry(2, 1, "h1'"), amendEntry(3, 1, "h1''")},
			[]string{"1:hand:h1''"}},
		{"amendment of an amendment reaches the original",
			[]Entry{entry(1, "hand", "h1"), amendEntry(2, 1, "h1'"), amendEntry(3, 2, "h1''")},
			[]string{"1:hand:h1''"}},
		{"undo of the only amendment restores the original",
			[]Entry{entry(1, "hand", "h1"), entry(2, "hand", "h2"), amendEntry(3, 1, "h1'"), undoEntry(4, 3)},
			[]string{"1:hand:h1", "2:hand:h2"}},
		{"undo of the latest amendment restores the previous one",
			[]Entry{entry(1, "hand", "h1"), amendEntry(2, 1, "h1'"), amendEntry(3, 1, "h1''"), undoEntry(4, 3)},
			[]string{"1:hand:h1'"}},
		{"undo of that undo brings the amendment back",
			[]Entry{entry(1, "hand", "h1"), amendEntry(2, 1, "h1'"), undoEntry(3, 2), undoEntry(4, 3)},
			[]string{"1:hand:h1'"}},
		{"amendment of a voided entry has nothing to replace",
			[]Entry{entry(1, "hand", "h1"), entry(2, "hand", "h2"), undoEntry(3, 2), amendEntry(4, 2, "h2'")},
			[]string{"1:hand:h1"}},
		{"amendment of an unknown or later entry is dropped",
			[]Entry{entry(1, "hand", "h1"), amendEntry(2, 9, "x"), amendEntry(3, 3, "y")},
			[]string{"1:hand:h1"}},
		{"entries out of order come back in ledger order",
			[]Entry{amendEntry(4, 1, "h1'"), entry(3, "hand", "h3"), entry(1, "hand", "h1")},
			[]string{"1:hand:h1'", "3:hand:h3"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := viewEntries(Effective(tt.entries)); !slices.Equal(got, tt.want) {
				t.Errorf("Effective = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestEffective_AmendedByNamesTheAmendment(t *testing.T) {
	got := Effective([]Entry{entry(1, "hand", "h1"), entry(2, "hand", "h2"), amendEntry(3, 1, "h1'")})
	if got[0].AmendedBy != 3 || got[1].AmendedBy != 0 {
		t.Errorf("AmendedBy = %d, %d; want 3, 0", got[0].AmendedBy, got[1].AmendedBy)
	}
	if got[0].Replaces != 0 || got[0].Voids != 0 {
		t.Errorf("effective entry keeps Replaces=%d Voids=%d; want plain entries", got[0].Replaces, got[0].Voids)
	}
}

func TestEffective_DoesNotModifyItsInput(t *testing.T) {
	in := []Entry{amendEntry(2, 1, "h1'"), entry(1, "hand", "h1")}
	Effective(in)
	if in[0].Seq != 2 || in[1].Payload.(named).name != "h1" {
		t.Errorf("input changed: %+v", in)
	}
}

// wantRefused fails unless err is a refusal whose text holds every part.
func wantRefused(t testing.TB, err error, parts ...string) *fault.Error {
	t.Helper()
	r, ok := fault.As(err)
	if !ok || r.Kind != fault.Refused {
		t.Fatalf("error %v (%T); want a refusal", err, err)
	}
	for _, p := range parts {
		if !strings.Contains(r.Error(), p) {
			t.Errorf("refusal %q does not mention %q", r.Error(), p)
		}
	}
	return r
}

// wantInput fails unless err is an input error whose text holds every part.
func wantInput(t testing.TB, err error, parts ...string) {
	t.Helper()
	if !fault.Is(err, fault.Input) {
		t.Fatalf("error %v (%T); want an input error", err, err)
	}
	for _, p := range parts {
		if !strings.Contains(err.Error(), p) {
			t.Errorf("input error %q does not mention %q", err.Error(), p)
		}
	}
}
