package play

// A Chuche round entered as won piles only (CU-25): per player the cards
// won and the number of Chuche cards, checked against the deck in play as
// they are typed (CU-5, CU-4), scored as the referee scores them, and
// recorded once the table confirms it — the entry `round --won` makes.

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// scoringOnlyRound enters a round as won piles until the table confirms it.
// A round entered again starts from what was typed the last time.
func (c *ChuchePlay) scoringOnlyRound() error {
	n := c.M.Round + 1
	var prev scorer.ChucheRoundScore
	for {
		s, err := c.enterWonPiles(prev)
		if err != nil {
			return err
		}
		prev = s
		j, err := c.g.ProbeWonPiles(s) // the piles checked as CU-25 checks them, then scored

		if err != nil {
			if !isEntryProblem(err) {
				return err
			}
			c.P.Fprintf(c.Out, "This round cannot be recorded: %s\n", c.P.Error(err))
			continue
		}
		c.P.Fprintf(c.Out, "\nRound %#d as the referee scores it (CU-22, CU-23):\n", n)
		view.In(c.P).WriteChucheRoundLines(c.Out, gameview.Of(c.Game), *j.Outcome.Round)
		yes, err := c.Ask.Confirm(c.P.Sprintf("Record round %#d", n), true)
		if err != nil {
			return err
		}
		if yes {
			rec, err := c.record(j)
			if err != nil {
				return err
			}
			return c.showRecorded(rec)
		}
		c.P.Fprintf(c.Out, "Not recorded. Enter the round again; what you typed is offered as the default.\n")
	}
}

// isEntryProblem: the entry cannot be recorded as typed (exit 1 or 2 for a
// command), as opposed to a failure of the ledger.
func isEntryProblem(err error) bool {
	k := failure.Classify(err).Kind
	return k == failure.Refused || k == failure.Input
}

// enterWonPiles asks each player, in seat order, for the cards they won and
// how many Chuche cards.
func (c *ChuchePlay) enterWonPiles(prev scorer.ChucheRoundScore) (scorer.ChucheRoundScore, error) {
	s := scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{}, Chuche: map[string]int{}}
	for _, p := range c.Game.Players {
		valid := func(text string) error {
			if c.isQuit(text) {
				return nil
			}
			_, err := c.parseWon(text, s, p)
			return err
		}
		text, err := c.Ask.Input(c.P.Sprintf("%s's won cards (Enter for none)", safetext.Escape(p)), variants.FormatChucheCards(prev.Won[p]), valid)
		if err != nil {
			return s, err
		}
		if c.isQuit(text) { // the table may stop here too
			return s, ErrQuitMenu
		}
		if s.Won[p], err = c.parseWon(text, s, p); err != nil {
			return s, err
		}
		def := "0"
		if n, ok := prev.Chuche[p]; ok {
			def = strconv.Itoa(n)
		}
		validN := func(text string) error { _, err := c.parseChucheCount(text, s, p); return err }
		text, err = c.Ask.Input(c.P.Sprintf("Chuche cards %s won", safetext.Escape(p)), def, validN)
		if err != nil {
			return s, err
		}
		if s.Chuche[p], err = c.parseChucheCount(text, s, p); err != nil {
			return s, err
		}
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
		return 0, failure.Inputf("%q is not a count of Chuche cards: 0 or more", text)
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
