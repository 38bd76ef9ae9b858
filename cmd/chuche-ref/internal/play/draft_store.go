package play

// The game's draft on disk: held with the game's draft lock for as long
// as this session plays the game, read only when it is a small regular
// file, and written atomically — or, when it cannot be, the typed lines
// are printed so they can be typed again, and play ends with exit 4.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/draftstore"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
)

// DraftNotKept is a draft that had to be kept and could not be: the table
// was told, and shown what it typed. play ends with exit 4.
type DraftNotKept struct{ Err error }

func (e *DraftNotKept) Error() string { return "the draft could not be kept: " + e.Err.Error() }
func (e *DraftNotKept) Unwrap() error { return e.Err }

// errDraftsDeclined: the table declined to take over a draft held by
// another session; this one keeps none.
var errDraftsDeclined = fault.Internalf("another session holds the game's draft")

// holdDrafts takes the game's draft lock for this session; one held by
// another session is taken over only when the table says so (default
// No). Without the lock the session keeps no draft: why is said when one
// is to be kept. The error is only a stop at the question.
func (s *Session) holdDrafts() error {
	s.releaseDrafts()
	s.draftErr = nil
	if s.Drafts == nil {
		s.draftErr = fault.Internalf("no folder for drafts")
		return nil
	}
	dir, err := s.Drafts()
	if err != nil {
		s.draftErr = err
		return nil
	}
	s.dropOldDraft()
	me := draftstore.Me(s.now())
	l, err := dir.Hold(s.Game.ID, me)
	var held *draftstore.HeldError
	if errors.As(err, &held) {
		h := held.Holder
		fmt.Fprintln(s.Out, s.P.Sprintf("A draft of game #%#d is held by the play session on %s (pid %#d) since %s.",
			s.Game.ID, safetext.Escape(h.Host), h.PID, h.Since.Local().Format("15:04")))
		yes, aerr := s.Ask.Confirm(s.P.Sprintf("Take it over"), false)
		if aerr != nil {
			return aerr
		}
		if !yes {
			fmt.Fprintln(s.Out, s.P.Sprintf("This session keeps no draft of game #%#d: if it stops half-way, what was typed is printed to type again.", s.Game.ID))
			s.draftErr = errDraftsDeclined
			return nil
		}
		l, err = dir.TakeOver(s.Game.ID, me)
	}
	if err != nil {
		s.draftErr = err
		return nil
	}
	s.lock = l
	return nil
}

// releaseDrafts lets the game's draft lock go (the session ends, or plays
// another game).
func (s *Session) releaseDrafts() {
	if s.lock != nil {
		s.lock.Release()
		s.lock = nil
	}
}

func (s *Session) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

// loadDraft reads the game's draft, if this session holds it and there is
// one. A draft that cannot be read (not a regular file, too big, not a
// draft) is said and set aside, never read further.
func (s *Session) loadDraft() (Draft, bool) {
	if !s.stillHeld() {
		return Draft{}, false
	}
	b, ok, err := s.lock.Load()
	if !ok && err == nil {
		return Draft{}, false
	}
	var d Draft
	if err == nil {
		d, err = decodeDraft(b)
	}
	if err == nil && d.Game != s.Game.ID {
		err = fault.Internalf("a draft of game #%d", d.Game)
	}
	if err != nil {
		fmt.Fprintln(s.Out, s.P.Sprintf("The draft of game #%#d cannot be read (%s); it is set aside.", s.Game.ID, safetext.Escape(s.P.Error(err))))
		s.removeDraft()
		return Draft{}, false
	}
	if d.empty() {
		s.removeDraft()
		return Draft{}, false
	}
	return d, true
}

// removeDraft forgets the game's draft (recorded, declined, or dropped).
func (s *Session) removeDraft() {
	s.endedUnder = false
	if s.stillHeld() {
		_ = s.lock.Remove()
	}
}

// stillHeld reports whether this session still holds the game's draft. One
// another session took over meanwhile (Take it over, there) is the other
// session's now: this session says so as soon as it finds out, lets it go
// and from then on neither offers it, removes it nor writes it — what this
// session recorded is its own entry, never a draft offered back to it. A
// draft it has to keep later is said not kept, its lines printed.
func (s *Session) stillHeld() bool {
	if s.lock == nil {
		return false
	}
	err := s.lock.Check()
	if err == nil {
		return true
	}
	var taken *draftstore.TakenOverError
	if errors.As(err, &taken) && taken.Holder.PID != 0 {
		h := taken.Holder
		fmt.Fprintln(s.Out, s.P.Sprintf("The draft of game #%#d was taken over by the play session on %s (pid %#d) at %s; it is that session's now.",
			s.Game.ID, safetext.Escape(h.Host), h.PID, h.Since.Local().Format("15:04")))
	} else {
		fmt.Fprintln(s.Out, s.P.Sprintf("The draft of game #%#d was taken over by another play session; it is that session's now.", s.Game.ID))
	}
	fmt.Fprintln(s.Out, s.P.Sprintf("This session keeps no draft of game #%#d: if it stops half-way, what was typed is printed to type again.", s.Game.ID))
	s.lock.Release() // not this session's lock file any more: it stays
	s.lock = nil
	s.draftErr = err
	return false
}

// keepDraft keeps what was typed for an entry when the table stopped. It
// asks first only when the table stopped at a terminal that can answer
// (Ctrl-C, quit); the end of the input and a signal keep it unasked. A
// draft that cannot be kept is said, its lines printed, and the stop
// becomes a DraftNotKept.
func (s *Session) keepDraft(t *typing, stop error) error {
	d := t.draft(s.Game.ID)
	if d.empty() {
		s.removeDraft()
		return stop
	}
	if !errors.Is(stop, errEndedUnder) {
		fmt.Fprintln(s.Out)
	}
	err := s.draftErr
	var taken *draftstore.TakenOverError
	if s.canAsk(stop) && !errors.Is(err, errDraftsDeclined) && !errors.As(err, &taken) { // nothing to ask when it is another session's
		yes, aerr := s.Ask.Confirm(s.P.Sprintf("Keep what you typed as a draft"), true)
		if aerr == nil && !yes {
			s.removeDraft()
			return stop
		}
	}
	if errors.Is(err, errDraftsDeclined) {
		fmt.Fprintln(s.Out, s.P.Sprintf("Not kept as a draft (another session holds the draft of game #%#d). What you typed for %s:", s.Game.ID, s.whatWords(d.What)))
		s.printLines(d)
		return stop
	}
	if err == nil {
		var b []byte
		if b, err = json.MarshalIndent(d, "", "  "); err == nil {
			err = s.lock.Save(b)
		}
	}
	if err != nil {
		fmt.Fprintln(s.Out, s.P.Sprintf("The draft could not be kept: %s", safetext.Escape(s.P.Error(err))))
		fmt.Fprintln(s.Out, s.P.Sprintf("What you typed for %s, to type again:", s.whatWords(d.What)))
		s.printLines(d)
		return errors.Join(stop, &DraftNotKept{Err: err})
	}
	if !errors.Is(stop, errEndedUnder) { // the game's end shows it, and what becomes of it
		s.P.Line(s.Out, "Draft of %s kept; the next chuche-ref play --game %#d offers it.", s.whatWords(d.What), s.Game.ID)
	}
	return stop
}

// noteDraft keeps what is typed for an entry as the game's draft while it
// is typed, after each answer, not only when the table stops: a session
// killed outright (SIGKILL, the kernel's out-of-memory killer) leaves it for
// the next play to offer. It is not synced to the disk (draftstore's
// Note), and a failure is left for keepDraft to tell when the table stops.
func (s *Session) noteDraft(t *typing) {
	if s.lock == nil || s.draftErr != nil {
		return
	}
	d := t.draft(s.Game.ID)
	if d.empty() {
		return
	}
	if b, err := json.MarshalIndent(d, "", "  "); err == nil {
		s.lock.Note(b)
	}
}

// canAsk: the table stopped at a prompt that can still be answered — a
// Ctrl-C key or quit, not the end of the input or a signal.
func (s *Session) canAsk(stop error) bool {
	return s.Ctx.Err() == nil && (errors.Is(stop, ErrQuitMenu) || errors.Is(stop, prompt.ErrInterrupt))
}

func (s *Session) printLines(d Draft) {
	for _, l := range s.draftText(d) {
		fmt.Fprintln(s.Out, l)
	}
}

// oldDraft is a draft as play wrote it beside the ledger before drafts were
// typed entries: the answers to every prompt, menu indexes and
// confirmations included. It is never replayed.
type oldDraft struct {
	What    string   `json:"what"`
	Answers []string `json:"answers"`
	Partial string   `json:"partial"`
}

// dropOldDraft shows a draft of the game in the old format once, as text,
// and removes it (and its folder, once empty).
func (s *Session) dropOldDraft() {
	if s.DB == nil {
		return
	}
	dir := s.DB.Path() + ".drafts"
	path := filepath.Join(dir, strconv.FormatInt(s.Game.ID, 10)+".json")
	b, ok, err := draftstore.ReadRegular(path)
	if !ok {
		return
	}
	var d oldDraft
	if err == nil {
		err = json.Unmarshal(b, &d)
	}
	if err != nil {
		fmt.Fprintln(s.Out, s.P.Sprintf("An old draft of game #%#d (%s) cannot be read; it is removed.", s.Game.ID, safetext.Escape(path)))
	} else {
		parts := make([]string, 0, len(d.Answers)+1)
		for _, a := range d.Answers {
			parts = append(parts, safetext.Escape(a))
		}
		if d.Partial != "" {
			parts = append(parts, safetext.Escape(d.Partial)+"…")
		}
		fmt.Fprintln(s.Out, s.P.Sprintf("An old draft of game #%#d (%s) is not replayed; retype what you need:", s.Game.ID, safetext.Escape(d.What)))
		fmt.Fprintln(s.Out, "  "+strings.Join(parts, " / "))
	}
	if rerr := os.Remove(path); rerr != nil && !errors.Is(rerr, os.ErrNotExist) {
		fmt.Fprintln(s.Out, s.P.Sprintf("The old draft could not be removed: %s", safetext.Escape(failure.Classify(rerr).Msg)))
	}
	_ = os.Remove(dir) // only when empty
}

// DraftsOf is the Session's Drafts for the ledger l: the folder of its
// drafts under the user's state folder (lookupEnv reads XDG_STATE_HOME and
// HOME), keyed by the ledger's identity.
func DraftsOf(ctx context.Context, lookupEnv func(string) (string, bool), l *scorekeeper.Ledger) func() (draftstore.Dir, error) {
	return func() (draftstore.Dir, error) {
		home, err := draftstore.StateHome(lookupEnv)
		if err != nil {
			return draftstore.Dir{}, err
		}
		id, err := l.Identity(ctx)
		if err != nil {
			return draftstore.Dir{}, err
		}
		return draftstore.For(home, id)
	}
}
