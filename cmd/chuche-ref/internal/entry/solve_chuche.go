package entry

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChucheSolveFlags are solve chuche's flags (CLI.md "Chuche — the safest
// discard").
type ChucheSolveFlags struct {
	Target                     int
	Hand, Table, Blocked, Seen string
	Joker                      bool
	Limit, Pile                int
	PileSet                    bool // --pile was given
}

// CheckSolve checks what every solve chuche needs: a target of CU-8 and a
// limit of 0 or more.
func (fl ChucheSolveFlags) CheckSolve() error {
	if err := CheckTarget(fl.Target); err != nil {
		return err
	}
	if fl.Limit < 0 {
		return fault.Inputf("--limit %#d: give 0 or more", fl.Limit)
	}
	return nil
}

// HandAndSeen reads --hand (at least one card) and --seen in the deck.
func (fl ChucheSolveFlags) HandAndSeen(deck variants.ChucheDeck) (hand, seen []variants.ChucheCard, err error) {
	if hand, err = ParseChucheList(deck, "hand", fl.Hand); err != nil {
		return nil, nil, err
	}
	if len(hand) == 0 {
		return nil, nil, fault.Inputf("say which cards are in the hand: --hand R3,G6")
	}
	seen, err = ParseChucheList(deck, "seen", fl.Seen)
	return hand, seen, err
}

// ChucheSolveQuery is the question the stateless solve chuche asks: the
// captures of the hand on the table and its safest discard, every card
// read in the full deck, checked against each other (CU-5, CU-17).
func ChucheSolveQuery(rules variants.ChucheRules, fl ChucheSolveFlags) (referee.DiscardQuery, error) {
	if err := fl.CheckSolve(); err != nil {
		return referee.DiscardQuery{}, err
	}
	deck := rules.DeckFor(0)
	q := referee.CaptureQuery{Target: fl.Target, Joker: fl.Joker, Rules: rules}
	hand, seen, err := fl.HandAndSeen(deck)
	if err != nil {
		return referee.DiscardQuery{}, err
	}
	q.Hand = hand
	if q.Table, err = ParseChucheList(deck, "table", fl.Table); err != nil {
		return referee.DiscardQuery{}, err
	}
	if q.Blocked, err = ParseChucheList(deck, "blocked", fl.Blocked); err != nil {
		return referee.DiscardQuery{}, err
	}
	if fl.PileSet && fl.Pile < 0 {
		return referee.DiscardQuery{}, fault.Inputf("--pile %#d: give the cards left in the pile, 0 or more", fl.Pile)
	}
	if err := deck.CheckCounts(append(append(append([]variants.ChucheCard(nil), q.Hand...), q.Table...), seen...)); err != nil {
		return referee.DiscardQuery{}, err
	}
	if err := CheckBlockedOnTable(q.Blocked, q.Table); err != nil {
		return referee.DiscardQuery{}, err
	}
	return referee.DiscardQuery{CaptureQuery: q, Deck: deck, Seen: seen, PileEmpty: fl.PileSet && fl.Pile == 0}, nil
}
