package play

// A Chuche round entered as won piles only (CU-25): per player the cards
// won and the number of Chuche cards, checked against the deck in play as
// they are typed (CU-5, CU-4), scored as the referee scores them, and
// recorded once the table confirms it — the entry `round --won` makes.

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// scoringOnlyRound enters a round as won piles until the table confirms it.
// A round entered again starts from what was typed the last time.
func (c *ChuchePlay) scoringOnlyRound(t *typing) (bool, error) {
	n := c.M.Round + 1
	for {
		s, err := c.enterWonPiles(t)
		if err != nil {
			return false, err
		}
		j, err := c.g.ProbeWonPiles(s) // the piles checked as CU-25 checks them, then scored
		if err != nil {
			if !isEntryProblem(err) {
				return false, err
			}
			c.P.Line(c.Out, "This round cannot be recorded: %s", c.P.Error(err))
			t.again()
			continue
		}
		for {
			fmt.Fprintln(c.Out)
			c.P.Line(c.Out, "Round %#d as the referee scores it (CU-22, CU-23):", n)
			view.In(c.P).WriteChucheRoundLines(c.Out, gameview.Of(c.Game), *j.Outcome.Round)
			yes, err := c.confirmEntry(c.P.Sprintf("Record round %#d", n))
			if err != nil {
				return false, err
			}
			if !yes {
				break
			}
			at := c.g.LastSeq()
			rec, err := c.record(j)
			var moved *scorekeeper.MovedOn
			if errors.As(err, &moved) {
				if err := c.otherWrote(c.undoer(), at); err != nil {
					return false, err
				}
				if seq, ok := liveSince(c.g, at, func(p scorer.Payload) bool { return sameWonPiles(p, s) }); ok {
					fmt.Fprintln(c.Out, c.P.Sprintf("These won piles are already recorded (entry #%#d); they are not offered again.", seq))
					return true, nil
				}
				if moved.Err != nil || c.M.Round+1 != n {
					if moved.Err != nil {
						fmt.Fprintln(c.Out, c.P.Sprintf("This round cannot be recorded now: %s", c.P.Error(moved.Err)))
					}
					fmt.Fprintln(c.Out, c.P.Sprintf("What you typed for %s, not offered again:", c.whatWords(t.what)))
					c.printLines(t.draft(c.Game.ID))
					return true, nil
				}
				j, t.moved = moved.Fresh, true
				continue
			}
			if err != nil {
				return false, err
			}
			return true, c.showRecorded(rec)
		}
		t.again()
		c.P.Line(c.Out, "Not recorded. Enter the round again; what you typed is offered as the default.")
	}
}

// isEntryProblem: the entry cannot be recorded as typed (exit 1 or 2 for a
// command), as opposed to a failure of the ledger.
func isEntryProblem(err error) bool {
	k := failure.Classify(err).Kind
	return k == fault.Refused || k == fault.Input
}

// enterWonPiles asks each player, in seat order, for the cards they won and
// how many Chuche cards; back goes one line back.
func (c *ChuchePlay) enterWonPiles(t *typing) (scorer.ChucheRoundScore, error) {
	s := scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{}, Chuche: map[string]int{}}
	players := c.Game.Players
	for i := 0; i < 2*len(players); {
		p := players[i/2]
		var err error
		if i%2 == 0 {
			delete(s.Won, p)
			delete(s.Chuche, p)
			valid := func(text string) error { _, err := c.parseWon(text, s, p); return err }
			var text string
			text, err = c.line(askWonCards, p, c.P.Sprintf("%s's won cards (Enter for none)", safetext.Escape(p)), "", i > 0, valid)
			if err == nil {
				s.Won[p], err = c.parseWon(text, s, p)
			}
			if errors.Is(err, errBack) {
				t.back(askWonChuche, players[i/2-1])
				i--
				continue
			}
		} else {
			validN := func(text string) error { _, err := c.parseChucheCount(text, s, p); return err }
			var text string
			text, err = c.line(askWonChuche, p, c.P.Sprintf("Chuche cards %s won", safetext.Escape(p)), "0", true, validN)
			if err == nil {
				s.Chuche[p], err = c.parseChucheCount(text, s, p)
			}
			if errors.Is(err, errBack) {
				t.back(askWonCards, p)
				i--
				continue
			}
		}
		if err != nil {
			return s, err
		}
		i++
	}
	return s, nil
}

// parseWon reads a won pile: cards of the deck in play, the piles so far
// checked as the referee checks a round of won piles (CU-5, CU-25).
func (c *ChuchePlay) parseWon(text string, s scorer.ChucheRoundScore, self string) ([]variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	so := soFar(s)
	so.Won[self] = cards
	return cards, c.g.CheckWonPiles(so)
}

// parseChucheCount reads how many Chuche cards a player won, a count of 0
// or more, the counts so far checked as the referee checks them (CU-4).
func (c *ChuchePlay) parseChucheCount(text string, s scorer.ChucheRoundScore, self string) (int, error) {
	text = strings.TrimSpace(text)
	n, err := strconv.Atoi(text)
	if err != nil || n < 0 {
		return 0, fault.Inputf("%q is not a count of Chuche cards: 0 or more", text)
	}
	so := soFar(s)
	so.Chuche[self] = n
	return n, c.g.CheckWonPiles(so)
}

// soFar is a copy of the piles entered so far, to try one more line on.
func soFar(s scorer.ChucheRoundScore) scorer.ChucheRoundScore {
	so := scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{}, Chuche: map[string]int{}}
	for p, w := range s.Won {
		so.Won[p] = w
	}
	for p, n := range s.Chuche {
		so.Chuche[p] = n
	}
	return so
}
