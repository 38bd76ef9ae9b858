package play

// A game's end is not a dead end: once a game is over the table may undo
// its last entry (the game goes on), play a rematch with the same seats —
// the deal passing on as it would have (CN-4, CU-6) — start a new game, or
// stop.

import (
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/variants"
)

// overItem is one thing the table may do at a finished game besides what
// every game offers: a Chinchón buy-back that re-opens it (CN-13, CN-14).
// do reports whether the game goes on.
type overItem struct {
	label string
	do    func() (bool, error)
}

// ended is what gameOver needs of a flow whose game is over: its game
// (undoer), its undo as the table confirms it, reading the game again,
// whether the match as read is over, and its standings shown; dealer deals
// a rematch's first hand or round; own are the flow's items.
type ended struct {
	undoer
	undo      func() error
	reload    func() error
	over      func() bool
	standings func() error
	dealer    string
	own       []overItem
}

// gameOver asks what the table does now that the game is over: the flow's
// own items and an undo of the last entry (confirmed) go on with this game
// — gameOver reports true when one did; a rematch or a new game is made
// next (Session.next) and false returned; quit stops.
//
// The answer is for the game as it is now: once it is chosen the game is
// read again, and when another terminal wrote to it since the menu was
// made nothing chosen is done and true is returned: the flow goes on with
// the game as it is — an undo there re-opened it — or, still over, asks
// this menu afresh.
//
// A draft kept for the game (an entry half typed before another terminal
// ended it) is shown, not offered: an undo that re-opens the game offers
// it again, judged again; a rematch, a new game or quit drops it.
func (s *Session) gameOver(e ended) (bool, error) {
	last := ""
	if l, ok := e.g.LastLive(); ok {
		last = e.describe(l)
	}
	undo := func() (bool, error) {
		before := e.g.LastSeq()
		err := e.undo()
		return e.g.LastSeq() != before, err
	}
	// recheck reads the game again once the menu is answered: moved, what
	// another terminal wrote after entry at is named, and nothing chosen is
	// done.
	recheck := func() (moved, over bool, err error) {
		at := e.g.LastSeq()
		if err = e.reload(); err != nil || e.g.LastSeq() == at {
			return false, e.over(), err
		}
		s.sayWrittenSince(e.undoer, at)
		fmt.Fprintln(s.Out, s.P.Sprintf("What was chosen is not done."))
		return true, e.over(), nil
	}
	own, dealer := e.own, e.dealer
	kept := s.showDraftAtEnd()
	for {
		items := make([]overItem, 0, len(own)+4)
		items = append(items, own...)
		if last != "" {
			items = append(items, overItem{s.P.Sprintf("undo the last entry (%s)", last), undo})
		}
		rematch := s.P.Sprintf("a rematch: the same seats, %s deals the first hand", safetext.Escape(dealer))
		if s.Game.Kind == variants.GameChuche {
			rematch = s.P.Sprintf("a rematch: the same seats, %s deals the first round", safetext.Escape(dealer))
		}
		if s.start != nil { // started by Run, which makes the next game
			items = append(items,
				overItem{rematch, func() (bool, error) {
					s.next = func() (scorekeeper.GameInfo, error) { return s.rematch(dealer) }
					return false, nil
				}},
				overItem{s.P.Sprintf("a new game"), func() (bool, error) {
					s.next = (&starter{Session: s, start: *s.start}).newGame
					return false, nil
				}})
		}
		items = append(items, overItem{s.P.Sprintf("quit (everything so far is saved)"), func() (bool, error) { return false, ErrQuitMenu }})
		labels := make([]string, len(items))
		for i, it := range items {
			labels[i] = it.label
		}
		// Enter stops: nothing is recorded, and no game is made, unless
		// the table says so.
		i, err := s.Ask.Select(s.P.Sprintf("Game #%#d is over — what next", s.Game.ID), labels, len(items)-1)
		if err != nil {
			return false, err
		}
		moved, over, err := recheck()
		if err != nil {
			return false, err
		}
		if moved {
			if over {
				// Still over, perhaps with another winner: the standings as
				// they are now, then the question afresh.
				fmt.Fprintln(s.Out, s.P.Sprintf("Another terminal wrote to game #%#d meanwhile; what next is asked again.", s.Game.ID))
				fmt.Fprintln(s.Out)
				if err := e.standings(); err != nil {
					return false, err
				}
			} else {
				fmt.Fprintln(s.Out, s.P.Sprintf("Game #%#d is open again: another terminal wrote to it meanwhile. Play goes on with it.", s.Game.ID))
			}
			return true, nil
		}
		s.next = nil
		goOn, err := items[i].do()
		if kept && !goOn && (s.next != nil || errors.Is(err, ErrQuitMenu)) {
			s.removeDraft() // shown above, with what becomes of it
		}
		if err != nil || goOn || s.next != nil {
			return goOn, err
		}
		// An undo or a buy-back declined at its confirmation: ask again.
	}
}

// showDraftAtEnd shows the draft kept for a game that is over: what was
// typed, as text, and what becomes of it. It reports whether there was one.
func (s *Session) showDraftAtEnd() bool {
	d, ok := s.loadDraft()
	if !ok {
		return false
	}
	if s.endedUnder { // kept by this session, which never stopped
		fmt.Fprintln(s.Out, s.P.Sprintf("A draft of %s is kept:", s.whatWords(d.What)))
	} else {
		fmt.Fprintln(s.Out, s.P.Sprintf("A draft of %s was kept when play stopped:", s.whatWords(d.What)))
	}
	s.printLines(d)
	fmt.Fprintln(s.Out, s.P.Sprintf("Game #%#d is over, so the draft is not offered: an undo that re-opens the game offers it again; a rematch, a new game or quit drops it.", s.Game.ID))
	return true
}

// rematch makes a new game with the seats and the house rules of the one
// that is over (CN-15), dealer dealing first.
func (s *Session) rematch(dealer string) (scorekeeper.GameInfo, error) {
	g := s.Game
	values, err := storedValues(g)
	if err != nil {
		return g, err
	}
	fmt.Fprintln(s.Out, s.P.Sprintf("Rematch of game #%#d:", g.ID))
	return (&starter{Session: s, start: *s.start}).createGame(g.Kind, g.Players, values, dealer)
}

// storedValues are the house rules a game is played by, as it stored them.
func storedValues(g scorekeeper.GameInfo) ([]variants.RuleValue, error) {
	if g.Kind == variants.GameChuche {
		r, err := scorekeeper.ChucheRules(g)
		return r.Values(len(g.Players)), err
	}
	r, err := scorekeeper.ChinchonRules(g)
	return r.Values(), err
}
