package play

// One Chinchón hand at the prompts: who cut, the cutter's cards judged at
// once (a refused cut explained, CN-8), everyone else's cards or points,
// then the whole hand as the referee scores it, recorded once confirmed.

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playHand enters one hand until the table confirms it, records it, and
// runs the after-hand steps. A hand entered again starts from what was
// typed the last time, so a typo costs one edit.
func (c *chinchonPlay) playHand() error {
	var prev scorer.ChinchonHand
	for {
		h, err := c.enterHand(prev)
		if err != nil {
			return err
		}
		ok, err := c.confirmHand(h)
		if err != nil {
			return err
		}
		if ok {
			return c.recordHand(h)
		}
		prev = h
		fmt.Fprintln(c.out, "Not recorded. Enter the hand again; what you typed is offered as the default.")
	}
}

// enterHand asks for everything a hand entry holds; nothing is written.
func (c *chinchonPlay) enterHand(prev scorer.ChinchonHand) (scorer.ChinchonHand, error) {
	for {
		h := scorer.ChinchonHand{Hands: map[string][]variants.ChinchonCard{}}
		var err error
		if h.Cutter, h.Chinchon, err = c.askCutter(prev); err != nil {
			return h, err
		}
		entered, err := c.askCutterCards(&h, prev)
		if err != nil {
			return h, err
		}
		if !entered { // the refused cutter goes back to the game
			prev = h
			continue
		}
		for _, p := range c.m.In() {
			if p == h.Cutter {
				continue
			}
			if err := c.askOther(&h, p, prev); err != nil {
				return h, err
			}
		}
		return h, nil
	}
}

// askCutter asks who cut among the players still in, or who made a
// chinchón (CN-7, CN-11).
func (c *chinchonPlay) askCutter(prev scorer.ChinchonHand) (string, bool, error) {
	in := c.m.In()
	items := append(slices.Clone(in), "someone made chinchón (seven in one run)")
	cursor := max(0, slices.Index(in, prev.Cutter))
	if prev.Chinchon {
		cursor = len(in)
	}
	i, err := c.Ask.Select(fmt.Sprintf("Hand %d: who cut", c.m.Round+1), items, cursor)
	if err != nil || i < len(in) {
		return in[min(i, len(in)-1)], false, err
	}
	j, err := c.Ask.Select("Who made chinchón", in, max(0, slices.Index(in, prev.Cutter)))
	if err != nil {
		return "", false, err
	}
	return in[j], true, nil
}

// askCutterCards asks for the 7 cards laid down and judges them before
// anyone else is entered. It reports false when the table goes back to
// "who cut" (the refused cutter plays on, as at a real table).
func (c *chinchonPlay) askCutterCards(h *scorer.ChinchonHand, prev scorer.ChinchonHand) (bool, error) {
	def := ""
	if prev.Cutter == h.Cutter {
		def = variants.FormatChinchonCards(prev.Hands[h.Cutter])
	}
	for {
		cards, err := c.askCards(h.Cutter+"'s 7 cards, as laid down", def, h, h.Cutter)
		if err != nil {
			return false, err
		}
		h.Hands[h.Cutter] = cards
		res, err := c.probeCut(*h)
		if err == nil {
			c.sayCut(h.Cutter, res.Cut)
			return true, nil
		}
		var re *scorer.RefusedError
		if !errors.As(err, &re) {
			return false, err
		}
		next, err := c.refusedCut(h, res.Cut, err)
		switch {
		case err != nil:
			return false, err
		case next == cutAccepted:
			return true, nil
		case next == cutBack:
			return false, nil
		}
		def = variants.FormatChinchonCards(cards)
	}
}

// probeCut judges the cutter's cards exactly as the whole hand will be
// judged (scorer.CheckChinchonHand, the code path of `round`), before the
// others are entered: they stand in as zero points, which touch nothing
// but their own scores.
func (c *chinchonPlay) probeCut(h scorer.ChinchonHand) (scorer.ChinchonHandResult, error) {
	probe := scorer.ChinchonHand{
		Cutter: h.Cutter, Chinchon: h.Chinchon, Discard: h.Discard,
		Hands:  map[string][]variants.ChinchonCard{h.Cutter: h.Hands[h.Cutter]},
		Points: map[string]int{},
	}
	for _, p := range c.m.In() {
		if p != h.Cutter {
			probe.Points[p] = 0
		}
	}
	return scorer.CheckChinchonHand(c.m, probe, c.rules)
}

func (c *chinchonPlay) sayCut(cutter string, v referee.CutVerdict) {
	if v.Chinchon {
		fmt.Fprintf(c.out, "  CHINCHÓN: %s wins the game at once (CN-11)\n", cutter)
		return
	}
	fmt.Fprintf(c.out, "  valid cut: %s; %s scores %+d (CN-7, CN-10)\n", view.FormatArrangement(v.Arrangement), cutter, v.Score)
}

// What the table does after a refused cut.
const (
	cutReenter  = iota // a typo: enter the cutter's cards again
	cutBack            // the refused cutter plays on; ask who cut again
	cutAccepted        // a refused chinchón that is a valid cut: record the cut
)

// refusedCut explains a refusal as CN-8 asks — the reason, the best
// arrangement, and whether another discard would have allowed the cut —
// and asks what the table does next.
func (c *chinchonPlay) refusedCut(h *scorer.ChinchonHand, v referee.CutVerdict, why error) (int, error) {
	fmt.Fprintf(c.out, "Refused: %v\n", why)
	fmt.Fprintf(c.out, "  best arrangement: %s\n", view.FormatArrangement(v.Arrangement))
	if !v.Valid {
		if err := c.showBetterDiscards(*h); err != nil {
			return 0, err
		}
	}
	items := []string{
		"enter " + h.Cutter + "'s 7 cards again (a typo)",
		"back to who cut: the hand goes on",
	}
	if h.Chinchon && v.Valid { // CN-11 refused, CN-7 met
		items = append(items, fmt.Sprintf("record it as a plain cut by %s (scores %+d)", h.Cutter, v.Score))
	}
	i, err := c.Ask.Select("Nothing was recorded; what now", items, 0)
	if err != nil {
		return 0, err
	}
	switch i {
	case 1:
		return cutBack, nil
	case 2:
		h.Chinchon = false
		return cutAccepted, nil
	}
	return cutReenter, nil
}

// showBetterDiscards asks for the discarded eighth card, which is only
// needed to say whether another discard would have allowed a cut (CN-8),
// and says it.
func (c *chinchonPlay) showBetterDiscards(h scorer.ChinchonHand) error {
	kept := h.Hands[h.Cutter]
	valid := func(s string) error { _, err := c.parseDiscard(s, kept); return err }
	text, err := c.Ask.Input("Which card did "+h.Cutter+" discard (Enter to skip)", "", valid)
	if err != nil {
		return err
	}
	d, err := c.parseDiscard(text, kept)
	if err != nil || d == nil {
		return err
	}
	h.Discard = d
	res, err := c.probeCut(h)
	var re *scorer.RefusedError
	if err != nil && !errors.As(err, &re) {
		return err
	}
	view.WriteBetterDiscards(c.out, h, res.Cut)
	return nil
}

// parseDiscard reads the optional discard: nothing, or one card of the deck
// that is not among the 7 laid down (CN-4).
func (c *chinchonPlay) parseDiscard(text string, kept []variants.ChinchonCard) (*variants.ChinchonCard, error) {
	deck := c.rules.DeckInPlay()
	cards, err := deck.ParseCards(text)
	switch {
	case err != nil:
		return nil, err
	case len(cards) == 0:
		return nil, nil
	case len(cards) > 1:
		return nil, failure.Inputf("one card: the eighth card, discarded")
	}
	d := cards[0]
	if !d.IsJoker() && slices.Contains(kept, d) {
		return nil, failure.Inputf("%s is among the 7 laid down (CN-4)", d)
	}
	if err := deck.CheckCounts(append(slices.Clone(kept), d)); err != nil {
		return nil, err
	}
	return &d, nil
}

// askOther enters a player who did not cut: by cards, which the referee
// scores whatever the player claims (CN-9), optionally with the claim to
// show what they missed, or by points, taken as entered and unchecked.
func (c *chinchonPlay) askOther(h *scorer.ChinchonHand, p string, prev scorer.ChinchonHand) error {
	items := []string{
		"enter " + p + "'s 7 cards",
		"enter " + p + "'s 7 cards and the points " + p + " counted",
		"enter " + p + "'s points only (unchecked)",
	}
	cursor := 0
	if _, ok := prev.Claimed[p]; ok {
		cursor = 1
	}
	if _, ok := prev.Points[p]; ok {
		cursor = 2
	}
	i, err := c.Ask.Select(p+": cards or points", items, cursor)
	if err != nil {
		return err
	}
	if i == 2 {
		n, err := c.askPoints(p+"'s points", pointsText(prev.Points, p))
		return setPoints(&h.Points, p, n, err)
	}
	cards, err := c.askCards(p+"'s 7 cards", variants.FormatChinchonCards(prev.Hands[p]), h, p)
	if err != nil {
		return err
	}
	h.Hands[p] = cards
	if i == 1 {
		n, err := c.askPoints("Points "+p+" counted", pointsText(prev.Claimed, p))
		return setPoints(&h.Claimed, p, n, err)
	}
	return nil
}

func setPoints(m *map[string]int, p string, n int, err error) error {
	if err != nil {
		return err
	}
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[p] = n
	return nil
}

func pointsText(m map[string]int, p string) string {
	if n, ok := m[p]; ok {
		return fmt.Sprint(n)
	}
	return ""
}

// askCards asks for a player's 7 cards, validated as they are typed.
func (c *chinchonPlay) askCards(label, def string, h *scorer.ChinchonHand, self string) ([]variants.ChinchonCard, error) {
	valid := func(s string) error { _, err := c.parseHand(s, h, self); return err }
	text, err := c.Ask.Input(label, def, valid)
	if err != nil {
		return nil, err
	}
	return c.parseHand(text, h, self)
}

// parseHand reads 7 typed cards: each token a card of the deck in play
// (the error names the token), seven of them, and none already entered in
// this hand by self or another player (CN-4).
func (c *chinchonPlay) parseHand(text string, h *scorer.ChinchonHand, self string) ([]variants.ChinchonCard, error) {
	deck := c.rules.DeckInPlay()
	cards, err := deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	if len(cards) != 7 {
		return nil, failure.Inputf("%s; a hand has 7 (CN-4)", view.Plural(len(cards), "card", "cards"))
	}
	owner := map[variants.ChinchonCard]string{}
	all := slices.Clone(cards)
	for name, other := range h.Hands {
		if name == self {
			continue
		}
		for _, oc := range other {
			owner[oc] = name
		}
		all = append(all, other...)
	}
	seen := map[variants.ChinchonCard]bool{}
	for _, card := range cards {
		if card.IsJoker() {
			continue // how many jokers: CheckCounts below
		}
		if seen[card] {
			return nil, failure.Inputf("%s is entered twice (CN-4)", card)
		}
		if name, ok := owner[card]; ok {
			return nil, failure.Inputf("%s is already in %s's hand (CN-4)", card, name)
		}
		seen[card] = true
	}
	if err := deck.CheckCounts(all); err != nil {
		return nil, err
	}
	return cards, nil
}

func (c *chinchonPlay) askPoints(label, def string) (int, error) {
	text, err := c.Ask.Input(label, def, func(s string) error { _, err := parsePoints(s); return err })
	if err != nil {
		return 0, err
	}
	return parsePoints(text)
}

// parsePoints reads a leftover as counted at the table: a whole number, never
// negative (only a cut scores below zero, CN-10).
func parsePoints(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, failure.Inputf("%q is not a whole number of points", strings.TrimSpace(s))
	}
	if n < 0 {
		return 0, failure.Inputf("%d: a leftover is never negative", n)
	}
	return n, nil
}

// confirmHand judges the whole hand as `round` would and shows it as the
// referee scores it — missed melds and who goes out included — then asks
// the table to confirm.
func (c *chinchonPlay) confirmHand(h scorer.ChinchonHand) (bool, error) {
	if _, err := scorer.CheckChinchonHand(c.m, h, c.rules); err != nil {
		if isEntryProblem(err) {
			fmt.Fprintf(c.out, "This hand cannot be recorded: %v\n", err)
			return false, nil
		}
		return false, err
	}
	r, err := c.prospectiveHand(h)
	if err != nil {
		return false, err
	}
	fmt.Fprintf(c.out, "\nHand %d as the referee scores it:\n", r.Round)
	view.WriteHandLines(c.out, scorekeeper.GameView(c.Game), r)
	return c.Ask.Confirm(fmt.Sprintf("Record hand %d", r.Round), true)
}

// prospectiveHand probes the hand as the next one, for the totals and
// eliminations it would bring (CN-12, CN-15).
func (c *chinchonPlay) prospectiveHand(h scorer.ChinchonHand) (scorer.ChinchonHandResult, error) {
	_, out, err := c.lg.ProbeEntry(scorer.ChinchonKindHand, h)
	if err != nil {
		return scorer.ChinchonHandResult{}, err
	}
	return *out.Chinchon.Hand, nil
}

// recordHand appends the confirmed hand through `round`'s own code path.
func (c *chinchonPlay) recordHand(h scorer.ChinchonHand) error {
	e, _, _, err := c.lg.RecordHand(c.write(), h, 0)
	var cr *scorekeeper.CutRefused
	if errors.As(err, &cr) {
		view.ExplainRefusedCut(c.out, false, cr.Hand, cr.Verdict)
		return failure.Explained(err)
	}
	if err != nil {
		return err
	}
	if err := c.sync(); err != nil {
		return err
	}
	r, _ := view.HandBySeq(c.m, e.Seq)
	fmt.Fprintf(c.out, "Hand %d recorded (entry #%d).\n", r.Round, e.Seq)
	return c.afterHand(r)
}
