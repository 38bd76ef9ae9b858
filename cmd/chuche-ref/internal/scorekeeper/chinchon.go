package scorekeeper

import (
	"context"
	"encoding/json"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Chinchon is a Chinchón game of the ledger: a Game, with the typed calls
// of its entries — hands and buy-backs.
type Chinchon struct {
	ledgerGame[scorer.ChinchonMatch]
	rules variants.ChinchonRules
}

func newChinchon(db gameStore, g GameInfo, rules variants.ChinchonRules) *Chinchon {
	c := &Chinchon{rules: rules}
	c.ledgerGame = ledgerGame[scorer.ChinchonMatch]{store: db, info: g, book: chinchonBook{g, rules}}
	return c
}

// Rules are the house rules stored with the game (CN-15).
func (c *Chinchon) Rules() variants.ChinchonRules { return c.rules }

// Match is the game's match after its entries; the error names the entry
// that does not stand, if one does not.
func (c *Chinchon) Match() (scorer.ChinchonMatch, error) { return c.m, c.broken }

// CutRefused is a Chinchón hand refused because the cutter's cards do not
// make a cut (CN-7): the verdict has CN-8's answer — why, the best
// arrangement, the discards that would have allowed a cut — from the same
// judgement.
type CutRefused struct {
	Hand    scorer.ChinchonHand
	Verdict referee.CutVerdict
	Err     error // the refusal
}

func (e *CutRefused) Error() string { return e.Err.Error() }
func (e *CutRefused) Unwrap() error { return e.Err }

// ProbeHand judges a hand as the next one: the hand as the referee scores
// it (Outcome.Hand), the totals and eliminations after it. A refused cut
// is a *CutRefused.
func (c *Chinchon) ProbeHand(h scorer.ChinchonHand) (Judgement, error) {
	j, err := c.Probe(h)
	return j, cutRefused(h, j, err)
}

// ProbeAmendHand judges h standing in for the hand entry seq (CN-15): the
// game after it is replayed, and a correction that makes a later entry
// impossible is refused.
func (c *Chinchon) ProbeAmendHand(ctx context.Context, seq int, h scorer.ChinchonHand) (Judgement, error) {
	return c.probeAmend(ctx, seq, h)
}

// cutRefused is err, or a *CutRefused when it is a cut's refusal.
func cutRefused(h scorer.ChinchonHand, j Judgement, err error) error {
	if err != nil && j.Outcome.Hand != nil && !j.Outcome.Hand.Cut.Valid && !j.Outcome.Hand.Cut.Why.IsZero() {
		return &CutRefused{Hand: h, Verdict: j.Outcome.Hand.Cut, Err: err}
	}
	return err
}

// JudgeCutterLine is the referee's answer to the cutter's line before
// anyone else is entered (scorer.JudgeCutterLine): the hand with the
// cutter's 7 cards and discard, and the cut's verdict, on a refusal too.
func (c *Chinchon) JudgeCutterLine(h scorer.ChinchonHand, shown []variants.ChinchonCard) (scorer.ChinchonHand, referee.CutVerdict, error) {
	return scorer.JudgeCutterLine(c.m, h, shown, c.rules)
}

// CheckDealt is CN-4 for the hand as far as it is entered: what the
// prompts ask after each line (scorer.CheckChinchonDealt).
func (c *Chinchon) CheckDealt(h scorer.ChinchonHand) error {
	return scorer.CheckChinchonDealt(h, c.info.Players, c.rules)
}

// ProbeBuyBack judges player buying back in (CN-13): the total they would
// rejoin at is in After.
func (c *Chinchon) ProbeBuyBack(player string) (Judgement, error) {
	return c.Probe(scorer.ChinchonBuyBack{Player: player})
}

// Reopenable reports whether the game is finished but a buy-back may still
// re-open it (CN-13, CN-14).
func (c *Chinchon) Reopenable() bool {
	return c.broken == nil && c.m.Finished && len(c.m.Legal(c.rules).BuyBacks) > 0
}

// chinchonBook is the Chinchón rulebook of one game.
type chinchonBook struct {
	info  GameInfo
	rules variants.ChinchonRules
}

func (b chinchonBook) withInfo(g GameInfo) rulebook[scorer.ChinchonMatch] { b.info = g; return b }

func (b chinchonBook) codec() scorer.Codec { return scorer.ChinchonCodec(b.rules.DeckInPlay()) }

func (b chinchonBook) replay(effective []scorer.Entry, told func(scorer.Entry, scorer.Outcome)) (scorer.ChinchonMatch, error) {
	replays.Add(1)
	return scorer.ChinchonReplay(b.info.Players, FirstDealer(b.info), b.rules, effective, told)
}

func (b chinchonBook) with(m scorer.ChinchonMatch, e scorer.Entry) (scorer.ChinchonMatch, scorer.Outcome, error) {
	return m.With(e, b.rules)
}

func (b chinchonBook) legal(m scorer.ChinchonMatch) Legal {
	cl := m.Legal(b.rules)
	l := Legal{Over: m.Finished, Deals: cl.Dealer, Cutters: cl.Cutters, BuyBacks: cl.BuyBacks}
	if !m.Finished {
		l.Kinds = append(l.Kinds, scorer.ChinchonKindHand)
	}
	if len(cl.BuyBacks) > 0 {
		l.Kinds = append(l.Kinds, scorer.ChinchonKindBuyBack)
	}
	if !m.Finished {
		l.Kinds = append(l.Kinds, scorer.KindEnd)
	}
	return l
}

func (b chinchonBook) snapshot(m scorer.ChinchonMatch, seq int) json.RawMessage {
	return chinchonSnapshot(m, seq)
}
