package play

// Undo at the prompts, in either game, and what another terminal wrote
// while the table was deciding: an undo is judged before it is asked,
// recorded as judged once confirmed, and — when another terminal wrote
// first — judged again against the game as it is now and asked again with
// No as the default, naming the entry it would now undo.

import (
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// undoer is what undo needs of a flow: its game, reading its match again
// after the game moved, and naming an entry for people.
type undoer struct {
	g        scorekeeper.Game
	sync     func() error
	describe func(scorekeeper.Entry) string
}

// undoLast voids the game's last entry in force once the table confirms
// it, as `chuche-ref undo` does (the entry stays in history). It reports
// the entry voided; ok is false when nothing was (declined, or nothing is
// left to undo).
func (s *Session) undoLast(u undoer) (voided scorekeeper.Entry, ok bool, err error) {
	j, err := u.g.ProbeUndo(s.Ctx)
	if err != nil {
		if isEntryProblem(err) {
			fmt.Fprintln(s.Out, s.P.Sprintf("Nothing to undo: %s", s.P.Error(err)))
			return voided, false, nil
		}
		return voided, false, err
	}
	voided = entryOf(u.g, j.Entry.Voids)
	what := u.describe(voided)
	yes, err := s.Ask.Confirm(s.P.Sprintf("Undo entry #%#d (%s)", voided.Seq, what), false)
	for err == nil && yes {
		at := u.g.LastSeq()
		_, rerr := u.g.Record(s.write(), j)
		var moved *scorekeeper.MovedOn
		if !errors.As(rerr, &moved) {
			if rerr != nil {
				return voided, false, rerr
			}
			s.P.Line(s.Out, "Undone: entry #%#d (%s) is void; it stays in history.", voided.Seq, what)
			return voided, true, u.sync()
		}
		if err := u.sync(); err != nil {
			return voided, false, err
		}
		fmt.Fprintln(s.Out, s.P.Sprintf("Not undone: another terminal wrote to game #%#d first.", s.Game.ID))
		s.sayWrittenSince(u, at)
		if moved.Err != nil {
			if !isEntryProblem(moved.Err) {
				return voided, false, moved.Err
			}
			fmt.Fprintln(s.Out, s.P.Sprintf("Nothing to undo now: %s", s.P.Error(moved.Err)))
			return voided, false, nil
		}
		j = moved.Fresh
		voided = entryOf(u.g, j.Entry.Voids)
		what = u.describe(voided)
		fmt.Fprintln(s.Out, s.P.Sprintf("The last entry in force is now #%#d (%s).", voided.Seq, what))
		yes, err = s.confirmMoved(s.P.Sprintf("Undo entry #%#d (%s)", voided.Seq, what))
	}
	return voided, false, err
}

// sayWrittenSince names what another terminal wrote to the game after
// entry at: each entry, or each undo and the entry it voided.
func (s *Session) sayWrittenSince(u undoer, at int) {
	for _, e := range u.g.Entries() {
		switch {
		case e.Seq <= at:
		case e.Voids != 0:
			fmt.Fprintln(s.Out, s.P.Sprintf("Another terminal undid entry #%#d (entry #%#d).", e.Voids, e.Seq))
		default:
			fmt.Fprintln(s.Out, s.P.Sprintf("Another terminal recorded %s (entry #%#d).", u.describe(e), e.Seq))
		}
	}
}

// entryOf is the game's entry seq.
func entryOf(g scorekeeper.Game, seq int) scorekeeper.Entry {
	for _, e := range g.Entries() {
		if e.Seq == seq {
			return e
		}
	}
	return scorekeeper.Entry{Seq: seq}
}

// otherWrote follows a record another terminal beat to the ledger: the
// game is read again and what it wrote after entry at is named.
func (s *Session) otherWrote(u undoer, at int) error {
	if err := u.sync(); err != nil {
		return err
	}
	fmt.Fprintln(s.Out, s.P.Sprintf("Not recorded: another terminal wrote to game #%#d first.", s.Game.ID))
	s.sayWrittenSince(u, at)
	return nil
}

// liveSince finds an entry of g in force recorded after entry at whose
// payload is the one the table typed (same says so): another terminal
// recorded it.
func liveSince(g scorekeeper.Game, at int, same func(scorer.Payload) bool) (int, bool) {
	for _, e := range g.Entries() {
		if e.Seq > at && e.Live() && same(e.Payload) {
			return e.Seq, true
		}
	}
	return 0, false
}
