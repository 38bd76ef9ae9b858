package play

import (
	"errors"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
)

// fakeAsk answers from a list and fails the test past its end.
type fakeAsk struct {
	t       *testing.T
	inputs  []string
	stopErr error // returned, with stopText, once inputs run out
	stopTxt string
	defs    []string // the default each Input was offered
}

func (f *fakeAsk) Input(label, def string, validate func(string) error) (string, error) {
	f.defs = append(f.defs, def)
	if len(f.inputs) == 0 {
		return f.stopTxt, f.stopErr
	}
	s := f.inputs[0]
	f.inputs = f.inputs[1:]
	return s, nil
}
func (f *fakeAsk) Select(string, []string, int) (int, error) {
	f.t.Fatal("no Select expected")
	return 0, nil
}
func (f *fakeAsk) Confirm(string, bool) (bool, error) {
	f.t.Fatal("no Confirm expected")
	return false, nil
}

// A draft notes every answer and the half-typed line of the prompt that
// stopped; replayed, each answer passes the prompt's validation again, and
// the first one refused now is asked again with it as the default.
func TestDraftingRecordsAndReplays(t *testing.T) {
	stop := errors.New("Ctrl-C")
	ask := &fakeAsk{t: t, inputs: []string{"a", "1o 2o"}, stopErr: stop, stopTxt: "7o 7c"}
	d := &drafting{prompter: ask, out: &strings.Builder{}}
	for range 2 {
		if _, err := d.Input("q", "", nil); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := d.Input("q", "", nil); !errors.Is(err, stop) {
		t.Fatalf("err %v, want the stop", err)
	}
	got := d.draft()
	if strings.Join(got.Answers, "|") != "a|1o 2o" || got.Partial != "7o 7c" || d.stopped == nil {
		t.Fatalf("draft %+v stopped %v", got, d.stopped)
	}

	// Replayed: "a" is still good, "1o 2o" is refused now.
	out := &strings.Builder{}
	ask2 := &fakeAsk{t: t, inputs: []string{"fixed", "rest"}}
	r := &drafting{prompter: ask2, out: out, replay: got.Answers, partial: got.Partial}
	refuse := func(s string) error {
		if s == "1o 2o" {
			return failure.Inputf("no")
		}
		return nil
	}
	for _, want := range []string{"a", "fixed", "rest"} {
		s, err := r.Input("q", "", refuse)
		if err != nil || s != want {
			t.Fatalf("got %q %v, want %q", s, err, want)
		}
	}
	if strings.Join(ask2.defs, "|") != "1o 2o|" {
		t.Errorf("defaults offered %q: the refused answer, then none (the replay stopped)", ask2.defs)
	}
	if out.String() != "? q: a\n" {
		t.Errorf("replayed lines %q", out.String())
	}
}

// The half-typed line of a resumed draft is the default of the first line
// asked after the replayed answers.
func TestDraftingOffersThePartialLine(t *testing.T) {
	ask := &fakeAsk{t: t, inputs: []string{"x", "y"}}
	r := &drafting{prompter: ask, out: &strings.Builder{}, replay: []string{"a"}, partial: "7o 7c"}
	for range 3 {
		if _, err := r.Input("q", "", nil); err != nil {
			t.Fatal(err)
		}
	}
	if strings.Join(ask.defs, "|") != "7o 7c|" {
		t.Errorf("defaults %q, want the partial line once", ask.defs)
	}
}

func TestPickName(t *testing.T) {
	names := []string{"Ana", "Alba", "Ben", "Ángel"}
	for _, tc := range []struct{ typed, want, err string }{
		{"ana", "Ana", ""},
		{"AN", "Ana", ""},
		{"b", "Ben", ""},
		{"á", "Ángel", ""},
		{"a", "", `"a" could be Ana or Alba: type more`},
		{"cleo", "", `"cleo" is no player who is in the game: Ana, Alba, Ben, Ángel`},
		{"", "", "name the player"},
		{"\x1b[2J", "", `"\\x1b[2J"`},
	} {
		got, err := (&Session{}).pickName(tc.typed, names, false)
		if got != tc.want || (tc.err == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("pickName(%q) = %q, %v; want %q, %q", tc.typed, got, err, tc.want, tc.err)
		}
	}
}
