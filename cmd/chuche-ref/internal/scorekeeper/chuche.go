package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Chuche is a Chuche game of the ledger: a Game, with the typed calls of
// its entries — deals, turns and rounds of won piles.
type Chuche struct {
	ledgerGame[scorer.ChucheMatch]
	rules variants.ChucheRules
}

func newChuche(db gameStore, g GameInfo, rules variants.ChucheRules) *Chuche {
	c := &Chuche{rules: rules}
	c.ledgerGame = ledgerGame[scorer.ChucheMatch]{store: db, info: g, book: chucheBook{g, rules}}
	return c
}

// Rules are the house rules stored with the game (CN-15).
func (c *Chuche) Rules() variants.ChucheRules { return c.rules }

// Deck is the deck in play for the game's seats (CU-5).
func (c *Chuche) Deck() variants.ChucheDeck { return c.rules.DeckFor(len(c.info.Players)) }

// Match is the game's match after its entries, its round in progress
// included; the error names the entry that does not stand, if one does not.
func (c *Chuche) Match() (scorer.ChucheMatch, error) { return c.m, c.broken }

// ProbeDeal judges a deal as the next entry (CU-6, CU-7); an empty dealer
// is the one whose turn it is to deal.
func (c *Chuche) ProbeDeal(d referee.ChucheDeal) (Judgement, error) {
	return c.Probe(scorer.ChucheDeal{ChucheDeal: d})
}

// ProbeTurn judges a turn of the round in progress (CU-8…CU-21): the turn
// as judged is Outcome.Turn, the round it ends Outcome.Round.
func (c *Chuche) ProbeTurn(t referee.ChucheTurn) (Judgement, error) {
	return c.Probe(scorer.ChucheTurn{ChucheTurn: t})
}

// ProbeWonPiles judges a round entered as won piles only (CU-25).
func (c *Chuche) ProbeWonPiles(s scorer.ChucheRoundScore) (Judgement, error) {
	return c.Probe(s)
}

// CheckWonPiles is CU-25's check of won piles as far as they are entered
// (scorer.CheckChucheRoundScore): what the prompts ask after each line.
func (c *Chuche) CheckWonPiles(s scorer.ChucheRoundScore) error {
	return scorer.CheckChucheRoundScore(s, c.info.Players, c.rules)
}

// ProbeAmendWonPiles judges s standing in for the round of won piles
// entered as entry seq; the game after it is replayed.
func (c *Chuche) ProbeAmendWonPiles(ctx context.Context, seq int, s scorer.ChucheRoundScore) (Judgement, error) {
	return c.probeAmend(ctx, seq, s)
}

// DiscardQuery asks, for the player whose turn it is in the round in
// progress, for the captures and the safest discard of hand (solve chuche
// --game): the table and the blocked cards as they lie, every card the
// round has seen leave play (won piles, discards) as Seen, plus extra cards
// known out, and the tracked pile (referee.ChucheRound.DiscardQuery).
func (c *Chuche) DiscardQuery(target int, hand, extraSeen []variants.ChucheCard) (referee.DiscardQuery, string, error) {
	if c.broken != nil {
		return referee.DiscardQuery{}, "", c.broken
	}
	r := c.m.Current
	if r == nil || r.Next == "" {
		return referee.DiscardQuery{}, "", fault.Inputf("game #%#d %q has no round in progress", c.info.ID, c.info.Name).
			WithHint("start one with chuche-ref deal --table …, or give --table without --game")
	}
	q := r.DiscardQuery(r.Next, target, hand, c.rules)
	q.Seen = append(q.Seen, extraSeen...)
	// A card in the hand that the ledger has seen elsewhere, or more copies
	// than the deck holds: a typo in --hand or --seen.
	all := append(append(append([]variants.ChucheCard(nil), hand...), q.Table...), q.Seen...)
	if err := q.Deck.CheckCounts(all); err != nil {
		return referee.DiscardQuery{}, "", err
	}
	return q, r.Next, nil
}

// chucheBook is the Chuche rulebook of one game.
type chucheBook struct {
	info  GameInfo
	rules variants.ChucheRules
}

func (b chucheBook) withInfo(g GameInfo) rulebook[scorer.ChucheMatch] { b.info = g; return b }

func (b chucheBook) codec() scorer.Codec { return scorer.ChucheCodec() }

func (b chucheBook) replay(effective []scorer.Entry, told func(scorer.Entry, scorer.Outcome)) (scorer.ChucheMatch, error) {
	replays.Add(1)
	return scorer.ChucheReplay(b.info.Players, FirstDealer(b.info), b.rules, effective, told)
}

func (b chucheBook) with(m scorer.ChucheMatch, e scorer.Entry) (scorer.ChucheMatch, scorer.Outcome, error) {
	return m.With(e, b.rules)
}

func (b chucheBook) legal(m scorer.ChucheMatch) Legal {
	l := Legal{Over: m.Finished, Deals: m.Dealer}
	switch {
	case m.Finished:
	case m.Current != nil:
		l.Next = m.Current.Next
		l.Kinds = []string{scorer.ChucheKindTurn, scorer.KindEnd}
	default:
		l.Kinds = []string{scorer.ChucheKindDeal, scorer.ChucheKindRound, scorer.KindEnd}
	}
	return l
}

func (b chucheBook) snapshot(scorer.ChucheMatch, int) json.RawMessage { return nil }
