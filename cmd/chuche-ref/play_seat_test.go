package main

import (
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// seat is play running on a pseudo-terminal at the table, as a person at it
// sees it through the VT emulator: it waits for each question, checks that
// no question is left unanswered above it, tells the cards typed from the
// other keys and counts keystrokes.
type seat struct {
	t        *testing.T
	v        *vtest.Term
	cardKeys int
	mark     int
	empty    []string // questions answered with an empty line: they end in ":" when answered
}

// newSeat starts `chuche-ref play ARGS` at tbl on a terminal of the size
// opt gives.
func newSeat(t *testing.T, tbl *ptyTable, opt vtest.Options, args ...string) *seat {
	t.Helper()
	return &seat{t: t, v: tbl.playVT(t, opt, args...)}
}

// at waits for the question (the cursor's row, exactly) and checks that
// nothing above it is a stale question: every other "? …" row is answered,
// and the answered rows given are there. (Below a menu's question are its
// choices.)
func (s *seat) at(question string, answered ...string) {
	s.t.Helper()
	s.v.WaitCursorRow(question)
	lines := s.v.Lines()
	row := len(lines) - 1
	for row > 0 && lines[row] != question {
		row--
	}
	above := lines[:max(0, row)]
	for i, l := range above {
		if slices.Contains(s.empty, l) {
			continue
		}
		if strings.HasPrefix(l, "? ") && (strings.HasSuffix(l, ":") || strings.HasSuffix(l, "[Y/n]") || strings.HasSuffix(l, "[y/N]")) {
			s.t.Fatalf("a stale question on row %d: %q (waiting at %q)\n%s", i, l, question, s.v.Dump())
		}
	}
	for _, a := range answered {
		if !slices.Contains(lines, a) {
			s.t.Fatalf("the answered line %q is not on the screen (waiting at %q)\n%s", a, question, strings.Join(lines, "\n"))
		}
	}
}

// atPrefix waits until the cursor's row begins with question (one whose end
// holds a figure, such as a buy-back's price).
func (s *seat) atPrefix(question string) {
	s.t.Helper()
	s.v.WaitFor("the question "+question, func(v *vtest.Term) bool { return strings.HasPrefix(v.CursorRow(), question) })
}

// answer waits for the question, types the answer (keys, counted) and Enter.
func (s *seat) answer(question, keys string, answered ...string) {
	s.t.Helper()
	s.at(question, answered...)
	s.keys(keys)
	s.enter()
}

// answerCards waits for the question, types the cards (not counted) and
// Enter.
func (s *seat) answerCards(question, cards string, answered ...string) {
	s.t.Helper()
	s.at(question, answered...)
	s.cards(cards)
	s.enter()
}

// emptyAnswer waits for the question and answers it with Enter alone: the
// answered row ends in its colon, as a stale one would.
func (s *seat) emptyAnswer(question string, answered ...string) {
	s.t.Helper()
	s.at(question, answered...)
	s.empty = append(s.empty, question)
	s.enter()
}

// cards types cards (not counted), keys anything else (counted).
func (s *seat) cards(text string) {
	s.v.Type(text)
	s.cardKeys += utf8.RuneCountInString(text)
}
func (s *seat) keys(text string) { s.v.Type(text) }
func (s *seat) enter()           { s.v.Send(vtest.Enter) }

// read waits as a person reads a question to be answered on purpose
// before a key answers it: keys within prompt.TypeAheadGuard of its asking
// are taken as typed for the question before.
func (s *seat) read() { readQuestion() }

func readQuestion() { time.Sleep(prompt.TypeAheadGuard + 100*time.Millisecond) }

// count starts counting; counted is the non-card keystrokes since.
func (s *seat) count()       { s.mark = s.v.KeysSent() - s.cardKeys }
func (s *seat) counted() int { return s.v.KeysSent() - s.cardKeys - s.mark }

// within checks a count against its budget and logs the figure.
func (s *seat) within(what string, budget int) {
	s.t.Helper()
	n := s.counted()
	s.t.Logf("keystrokes besides the cards, %s: %d (budget %d)", what, n, budget)
	if n > budget {
		s.t.Errorf("%s took %d keystrokes besides the cards; the budget is %d", what, n, budget)
	}
}

// stopKeepingDraft stops play with Ctrl-C in the middle of an answer and
// keeps what was typed as a draft; play says so (kept) and exits as a shell
// expects after Ctrl-C.
func (s *seat) stopKeepingDraft(kept string) {
	s.t.Helper()
	s.v.Send(vtest.CtrlC)
	s.v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
	s.enter()
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	s.exits(exitSIGINT)
	s.shows(kept)
}

// stopDroppingDraft stops play with Ctrl-C and drops what was typed.
func (s *seat) stopDroppingDraft() {
	s.t.Helper()
	s.v.Send(vtest.CtrlC)
	s.v.WaitCursorRow("? Keep what you typed as a draft? [Y/n]")
	s.v.Send("n", vtest.Enter)
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	s.exits(exitSIGINT)
}

// stopAtEOFKeepingDraft ends the input (Ctrl-D) in the middle of an entry:
// what was typed is kept as a draft without a question, and play exits 0.
func (s *seat) stopAtEOFKeepingDraft() {
	s.t.Helper()
	s.v.Send(vtest.CtrlD)
	s.v.WaitText("Stopped. Everything confirmed is saved in")
	s.exitsOK()
}

// exits waits for play to end and checks its exit code.
func (s *seat) exits(code int) {
	s.t.Helper()
	if got := s.v.Wait(); got != code {
		s.t.Fatalf("exit %d, want %d\n%s", got, code, s.v.Dump())
	}
}

// resumeDraft: a new play offers the draft kept before; Enter takes it.
func (s *seat) resumeDraft() {
	s.t.Helper()
	s.v.WaitCursorRow("? Resume it? [Y/n]")
	s.enter()
}

// stopAt stops play with Ctrl-D at a question with nothing typed.
func (s *seat) stopAt(question string) {
	s.t.Helper()
	s.at(question)
	s.v.Send(vtest.CtrlD)
	s.exitsOK()
}

func (s *seat) exitsOK() {
	s.t.Helper()
	exitsOK(s.t, s.v)
}

// shows checks that each line is one of the lines the terminal has shown.
func (s *seat) shows(lines ...string) {
	s.t.Helper()
	got := s.v.Lines()
	for _, want := range lines {
		if !slices.Contains(got, want) {
			s.t.Errorf("no %q on the terminal:\n%s", want, strings.Join(got, "\n"))
		}
	}
}
