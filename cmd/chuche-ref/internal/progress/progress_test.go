package progress

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// clock is a time the test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time                { return c.t }
func (c *clock) pass(d time.Duration)          { c.t = c.t.Add(d) }
func newClock() *clock                         { return &clock{t: time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)} }
func testLine(w *bytes.Buffer, c *clock) *Line { return newLine(w, nil, c.now, time.Second) }

func TestLine_NothingInTheFirstSecond(t *testing.T) {
	var out bytes.Buffer
	c := newClock()
	l := testLine(&out, c)
	for i := range 9 {
		c.pass(100 * time.Millisecond)
		l.Importing(i, 10)
	}
	l.Done()
	if out.Len() != 0 {
		t.Errorf("a run under a second wrote %q", out.String())
	}
}

func TestLine_ShownAfterASecondRateLimitedAndCleared(t *testing.T) {
	var out bytes.Buffer
	c := newClock()
	l := testLine(&out, c)
	c.pass(time.Second)
	l.Checking(1, 5000)
	if got, want := out.String(), "\rchecking 1 of 5,000 games (0%)"; got != want {
		t.Fatalf("first line %q, want %q", got, want)
	}
	for i := range 100 { // a burst within a tenth of a second: no redraw
		c.pass(time.Millisecond / 2)
		l.Checking(i, 5000)
	}
	if n := strings.Count(out.String(), "\r"); n != 1 {
		t.Errorf("%d redraws within a tenth of a second", n)
	}
	l.Importing(0, 5000) // a new phase is shown at once, rate or not
	if !strings.HasSuffix(out.String(), "\rimporting 0 of 5,000 games (0%)") {
		t.Errorf("the import phase was not shown at once: %q", out.String())
	}
	c.pass(100 * time.Millisecond)
	l.Importing(2500, 5000)
	if !strings.HasSuffix(out.String(), "\rimporting 2,500 of 5,000 games (50%)") {
		t.Errorf("second line: %q", out.String())
	}
	c.pass(100 * time.Millisecond)
	l.Importing(5000, 5000)
	l.Done()
	want := "\r" + strings.Repeat(" ", len("importing 5,000 of 5,000 games (100%)")) + "\r"
	if !strings.HasSuffix(out.String(), want) {
		t.Errorf("not cleared at the end: %q", out.String())
	}
	n := out.Len()
	c.pass(time.Second)
	l.Importing(1, 1)
	l.Done()
	if out.Len() != n {
		t.Errorf("wrote after Done: %q", out.String()[n:])
	}
}

func TestLine_ShorterTextCoversTheLonger(t *testing.T) {
	var out bytes.Buffer
	c := newClock()
	l := testLine(&out, c)
	c.pass(time.Second)
	l.Checking(10, 10000)
	c.pass(time.Second)
	l.Importing(1, 1)
	long, short := "checking 10 of 10,000 games (0%)", "importing 1 of 1 game (100%)"
	if want := "\r" + long + "\r" + short + strings.Repeat(" ", len(long)-len(short)); out.String() != want {
		t.Errorf("got %q, want %q", out.String(), want)
	}
}

func TestLine_Words(t *testing.T) {
	for _, c := range []struct {
		lang i18n.Lang
		show func(l *Line)
		want string
	}{
		{i18n.En, func(l *Line) { l.Exporting(1, 1) }, "exporting 1 of 1 game (100%)"},
		{i18n.De, func(l *Line) { l.Importing(1234, 10000) }, "lese 1.234 von 10.000 Partien ein (12%)"},
		{i18n.Es, func(l *Line) { l.Checking(5, 7) }, "comprobando 5 de 7 partidas (71%)"},
		{i18n.En, func(l *Line) { l.BackingUp(12_300_000, 45_600_000) }, "backing up: 12.3 of 45.6 MB (26%)"},
		{i18n.De, func(l *Line) { l.BackingUp(12_300_000, 45_600_000) }, "sichere: 12,3 von 45,6 MB (26%)"},
	} {
		var out bytes.Buffer
		clk := newClock()
		l := newLine(&out, i18n.New(c.lang), clk.now, 0)
		c.show(l)
		if got := strings.TrimPrefix(out.String(), "\r"); got != c.want {
			t.Errorf("%s: %q, want %q", c.lang, got, c.want)
		}
	}
}

func TestNew_OnlyOnATerminal(t *testing.T) {
	var out bytes.Buffer
	if New(&out, true, nil) != nil {
		t.Error("a line on a buffer")
	}
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if New(f, true, nil) != nil {
		t.Error("a line on a file")
	}
	var l *Line // what New gives off a terminal: every method is a no-op
	l.Checking(1, 2)
	l.Importing(1, 2)
	l.Exporting(1, 2)
	l.BackingUp(1, 2)
	l.Done()
}

func TestPercent(t *testing.T) {
	for _, c := range []struct {
		done, total int64
		want        int
	}{{0, 0, 0}, {5, 0, 0}, {-1, 10, 0}, {1, 3, 33}, {3, 3, 100}, {4, 3, 100}, {1<<40 - 1, 1 << 40, 99}} {
		if got := percent(c.done, c.total); got != c.want {
			t.Errorf("percent(%d, %d) = %d, want %d", c.done, c.total, got, c.want)
		}
	}
}
