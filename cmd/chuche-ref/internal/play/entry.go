package play

// One entry typed under a draft: the kept draft offered first (as the
// defaults of its prompts, judged again when the game moved on), what is
// typed noted, kept when the table stops, forgotten once recorded.

import (
	"context"
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
)

// errEndedUnder: the game ended under the entry being typed (another
// terminal ended it, or recorded the hand that ended it: CN-11, CN-14). What was typed is
// kept as the game's draft, unasked, and shown at the game's end
// (showDraftAtEnd): an undo that re-opens the game offers it again.
var errEndedUnder = fault.Internalf("the game ended under the entry being typed")

// isStop: the table stopped (Ctrl-C, the end of the input, quit, a signal).
func isStop(err error) bool {
	return errors.Is(err, prompt.ErrQuit) || errors.Is(err, ErrQuitMenu) || errors.Is(err, context.Canceled) ||
		errors.Is(err, prompt.ErrInterrupt) || errors.Is(err, prompt.ErrEOF)
}

// enter types the entry what, the game's last entry being seq, by run.
// stale says whether a kept draft typed before the game moved on must not
// be offered (it says why: already recorded, another player's turn). run
// reports whether it recorded the entry; false with no error is a command
// done instead (undo), and what was typed is dropped with it.
func (s *Session) enter(what What, seq int, stale func(Draft) bool, run func(t *typing) (bool, error)) (bool, error) {
	return s.enterOffered(what, seq, false, stale, run)
}

// enterOffered is enter for an entry chosen because a draft of it was kept
// (offered): when the table does not take the draft up, nothing is typed
// and the caller asks its menu again.
func (s *Session) enterOffered(what What, seq int, offered bool, stale func(Draft) bool, run func(t *typing) (bool, error)) (bool, error) {
	t := &typing{what: what, seq: seq, seats: s.Game.Players}
	if d, ok := s.loadDraft(); ok {
		if err := s.offerDraft(t, d, stale); err != nil {
			return false, err
		}
	}
	if offered && !t.resumed {
		return false, nil
	}
	prev := s.typing
	s.typing = t
	t.noted = func() { s.noteDraft(t) }
	done, err := run(t)
	t.noted = nil
	s.typing = prev
	switch {
	case done:
		s.removeDraft()
		return true, err
	case errors.Is(err, errEndedUnder):
		if err := s.keepDraft(t, err); !errors.Is(err, errEndedUnder) || errors.As(err, new(*DraftNotKept)) {
			return false, err
		}
		s.endedUnder = true
		return false, nil
	case isStop(err):
		return false, s.keepDraft(t, err)
	case err != nil && !isEntryProblem(err):
		// The ledger failed under the entry (busy past its wait, out of
		// reach, full): what was typed is kept for the next play, and said.
		return false, s.keepDraft(t, err)
	case err == nil:
		s.removeDraft()
	}
	return false, err
}

// offerDraft shows a kept draft and asks whether to take it up. Typed for
// this very entry with nothing recorded since, it is offered (Yes by
// default) as it was typed; typed before the game moved on — or kept after
// the game moved on under it (Draft.Moved) — it is judged
// again against the game as it is now — not offered at all when stale says
// so, or when it is of another kind of entry; else offered with No as the
// default, as is the entry's confirmation then. A draft whose players were
// renamed since is offered under their names now, with No as well.
func (s *Session) offerDraft(t *typing, d Draft, stale func(Draft) bool) error {
	fmt.Fprintln(s.Out, s.P.Sprintf("A draft of %s was kept when play stopped:", s.whatWords(d.What)))
	// Its lines follow their seats: a player renamed since the draft was
	// typed is said, and the lines are shown and offered under the name now.
	// Nobody confirmed the draft under these names, so it is moved: offered
	// with No, as its entry's confirmation is.
	renamed := scorekeeper.SeatRenames(d.Seats, s.Game.Players)
	if len(d.Seats) != len(s.Game.Players) {
		renamed = nil // not this game's seats: matched by name, as a draft without seats is
	}
	for _, r := range renamed {
		fmt.Fprintln(s.Out, s.P.Sprintf("%s is now called %s (renamed since the draft was typed).", safetext.Escape(r.Old), safetext.Escape(r.New)))
	}
	d = d.respell(scorekeeper.Respelling(renamed), s.Game.Players)
	s.printLines(d)
	same := d.Seq == t.seq && d.What == t.what && !d.Moved
	if !same {
		if d.What.Kind != t.what.Kind {
			fmt.Fprintln(s.Out, s.P.Sprintf("The game is at %s now: the draft is not offered, and is dropped.", s.whatWords(t.what)))
			s.removeDraft()
			return nil
		}
		if stale != nil && stale(d) {
			s.removeDraft()
			return nil
		}
		fmt.Fprintln(s.Out, s.P.Sprintf("The game moved on since it was typed (another terminal wrote to it); offered as %s, judged again.", s.whatWords(t.what)))
	}
	yes, err := s.Ask.Confirm(s.P.Sprintf("Resume it"), same && len(renamed) == 0)
	if err != nil {
		return err
	}
	if !yes {
		s.removeDraft()
		fmt.Fprintln(s.Out, s.P.Sprintf("The draft is dropped."))
		return nil
	}
	t.offered = append(t.offered, d.Lines...)
	if d.Partial != nil {
		t.offered = append(t.offered, *d.Partial)
	}
	t.resumed = true
	if !same {
		t.forget(askTarget) // a target is never carried to another turn (CU-8)
	}
	t.moved = !same || len(renamed) > 0
	return nil
}
