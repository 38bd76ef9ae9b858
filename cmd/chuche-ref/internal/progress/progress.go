// Package progress shows how far a long import, export or backup has got:
// one line on the terminal's stderr, redrawn in place ("\r") at most ten
// times a second and cleared at the end. Runs under a second show nothing
// at all. A nil *Line shows nothing either: there is one only when stderr
// is a terminal and --json was not given.
package progress

import (
	"io"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"golang.org/x/term"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// Line is the progress line of one command.
type Line struct {
	w     io.Writer
	p     *i18n.Printer
	now   func() time.Time
	after time.Duration // nothing is shown before this much time has passed
	every time.Duration // the shortest time between two redraws

	mu    sync.Mutex
	start time.Time
	drawn time.Time // the last redraw
	width int       // the characters on the line now; 0 when it is clear
	phase string    // what the line last said it was doing
	done  bool
}

// FirstLineAfter is how long an import or export runs before its line is
// first drawn, so that a quick one draws none. The tests' chuche-ref sets it
// to zero to see the line on a ledger of a few games.
var FirstLineAfter = time.Second

// New is a progress line on w, worded by p (nil: English), when on holds
// and w is a terminal (golang.org/x/term); nil (no line) otherwise.
func New(w io.Writer, on bool, p *i18n.Printer) *Line {
	if fd, ok := w.(interface{ Fd() uintptr }); !on || !ok || !term.IsTerminal(int(fd.Fd())) {
		return nil
	}
	return newLine(w, p, time.Now, FirstLineAfter)
}

func newLine(w io.Writer, p *i18n.Printer, now func() time.Time, after time.Duration) *Line {
	return &Line{w: w, p: p, now: now, after: after, every: 100 * time.Millisecond, start: now()}
}

// Checking is the count of games an import has checked.
func (l *Line) Checking(done, total int) {
	l.update("checking", func(p *i18n.Printer) string {
		return p.Sprintf("checking %d of %d games (%d%%)", done, total, percent(int64(done), int64(total)))
	})
}

// Importing is the count of games an import has written.
func (l *Line) Importing(done, total int) {
	l.update("importing", func(p *i18n.Printer) string {
		return p.Sprintf("importing %d of %d games (%d%%)", done, total, percent(int64(done), int64(total)))
	})
}

// Exporting is the count of games an export has written.
func (l *Line) Exporting(done, total int) {
	l.update("exporting", func(p *i18n.Printer) string {
		return p.Sprintf("exporting %d of %d games (%d%%)", done, total, percent(int64(done), int64(total)))
	})
}

// BackingUp is the bytes a backup has written of about total.
func (l *Line) BackingUp(done, total int64) {
	l.update("backup", func(p *i18n.Printer) string {
		return p.Sprintf("backing up: %.1f of %.1f MB (%d%%)", megabytes(done), megabytes(total), percent(done, total))
	})
}

// Done clears the line; later updates show nothing.
func (l *Line) Done() {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.done = true
	l.clear()
}

// update redraws the line with text's words when a second has passed since
// the start and a tenth since the last redraw — at once when the command
// moved on to another phase (checking, then importing), so no phase is
// skipped by the rate limit.
func (l *Line) update(phase string, text func(p *i18n.Printer) string) {
	if l == nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if l.done || now.Sub(l.start) < l.after || (phase == l.phase && !l.drawn.IsZero() && now.Sub(l.drawn) < l.every) {
		return
	}
	l.drawn, l.phase = now, phase
	s := text(l.p)
	width := utf8.RuneCountInString(s)
	pad := ""
	if width < l.width {
		pad = strings.Repeat(" ", l.width-width) // the end of a longer line before
	}
	io.WriteString(l.w, "\r"+s+pad)
	l.width = width
}

func (l *Line) clear() {
	if l.width > 0 {
		io.WriteString(l.w, "\r"+strings.Repeat(" ", l.width)+"\r")
		l.width = 0
	}
}

// percent is done of total in whole percent, 0 to 100.
func percent(done, total int64) int {
	if total <= 0 || done <= 0 {
		return 0
	}
	if done >= total {
		return 100
	}
	return int(done * 100 / total)
}

func megabytes(n int64) float64 { return float64(n) / 1e6 }
