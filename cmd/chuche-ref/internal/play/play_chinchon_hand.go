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
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playHand asks the first question and, once it names a cutter, enters
// the hand until the table confirms it and records it. It reports whether
// a hand was recorded (false: a command was done instead). What is typed is
// a draft until then: kept when the table stops half-way (draft.go).
func (c *chinchonPlay) playHand() (bool, error) {
	what := fmt.Sprintf("hand %d", c.m.Round+1)
	d, err := c.beginDraft(what)
	if err != nil {
		return false, err
	}
	ask := c.Ask
	c.Ask = d
	defer func() { c.Ask = ask }()
	recorded, err := c.playHandDrafted(d)
	if err == nil && recorded {
		c.dropDraft()
	}
	c.Ask = ask
	return recorded, c.endDraft(d, what, c.lg.LastSeq(), err)
}

func (c *chinchonPlay) playHandDrafted(d *drafting) (bool, error) {
	var prev scorer.ChinchonHand
	for {
		first, command, err := c.askFirst()
		if err != nil || command {
			d.forget()
			return false, err
		}
		h, back, err := c.enterHand(first, prev)
		if err != nil {
			return false, err
		}
		if back { // the refused cutter plays on: who cut, again
			prev = h
			continue
		}
		for {
			ok, err := c.confirmHand(h)
			if err != nil {
				return false, err
			}
			if !ok {
				break
			}
			again, err := c.recordHand(h)
			if err != nil || !again {
				return err == nil, err
			}
			// Another terminal recorded first: the hand is judged again
			// against the game as it stands now and offered again.
		}
		prev = h
		fmt.Fprintln(c.out, "Not recorded. Enter the hand again; what you typed is offered as the default.")
	}
}

// enterHand asks for everything a hand entry holds once the cutter is
// known; nothing is written. back: the cutter was refused and plays on,
// the table goes back to who cut.
func (c *chinchonPlay) enterHand(first firstAnswer, prev scorer.ChinchonHand) (h scorer.ChinchonHand, back bool, err error) {
	h = scorer.ChinchonHand{Cutter: first.cutter, Chinchon: first.chinchon, Hands: map[string][]variants.ChinchonCard{}}
	entered, err := c.askCutterCards(&h, prev)
	if err != nil || !entered {
		return h, !entered, err
	}
	if h.Chinchon { // a chinchón wins at once: nobody else's cards (CN-11)
		return h, false, nil
	}
	for _, p := range c.m.In() {
		if p == h.Cutter {
			continue
		}
		if err := c.askOther(&h, p, prev); err != nil {
			return h, false, err
		}
	}
	return h, false, nil
}

// askCutterCards asks for the 7 cards laid down and judges them before
// anyone else is entered. It reports false when the table goes back to
// "who cut" (the refused cutter plays on, as at a real table).
func (c *chinchonPlay) askCutterCards(h *scorer.ChinchonHand, prev scorer.ChinchonHand) (bool, error) {
	def := ""
	if prev.Cutter == h.Cutter {
		def = variants.FormatChinchonCards(prev.Hands[h.Cutter])
	}
	name := safetext.Escape(h.Cutter)
	for {
		text, err := c.Ask.Input(name+"'s 7 cards, or 8 with the discard", def, func(s string) error {
			_, _, err := c.parseCutterCards(s, h)
			return err
		})
		if err != nil {
			return false, err
		}
		cards, discard, err := c.parseCutterCards(text, h)
		if err != nil {
			return false, err
		}
		h.Hands[h.Cutter], h.Discard = cards, discard
		if discard != nil {
			fmt.Fprintf(c.out, "  discard: %s, the best of the 8 (CN-8)\n", discard)
		}
		res, err := c.probeCut(*h)
		if err == nil {
			// Seven in one run laid down at a cut is a chinchón whether or
			// not the table said so first: it wins at once and nobody else
			// counts (CN-11), so the others are not asked.
			h.Chinchon = h.Chinchon || res.Cut.Chinchon
			c.sayCut(h.Cutter, res.Cut)
			return true, nil
		}
		if !fault.Is(err, fault.Refused) {
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
		def = text
	}
}

// parseCutterCards reads the cutter's line: the 7 cards laid down, or the
// 8 held before the discard, from which the referee picks the best discard
// (RankDiscards: a chinchón, then a cut, then the least leftover).
func (c *chinchonPlay) parseCutterCards(text string, h *scorer.ChinchonHand) ([]variants.ChinchonCard, *variants.ChinchonCard, error) {
	cards, err := c.parseCards(text, h, h.Cutter, 7, 8)
	if err != nil || len(cards) == 7 {
		return cards, nil, err
	}
	best := referee.RankDiscards(cards, c.rules)[0]
	kept := make([]variants.ChinchonCard, 0, 7)
	dropped := false
	for _, card := range cards {
		if !dropped && card == best.Discard {
			dropped = true
			continue
		}
		kept = append(kept, card)
	}
	d := best.Discard
	return kept, &d, nil
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
		fmt.Fprintf(c.out, "  CHINCHÓN: %s wins the game at once (CN-11)\n", safetext.Escape(cutter))
		return
	}
	fmt.Fprintf(c.out, "  valid cut: %s; %s scores %+d (CN-7, CN-10)\n", view.FormatArrangement(v.Arrangement), safetext.Escape(cutter), v.Score)
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
		"enter " + safetext.Escape(h.Cutter) + "'s 7 cards again (a typo)",
		"back to who cut: the hand goes on",
	}
	if h.Chinchon && v.Valid { // CN-11 refused, CN-7 met
		items = append(items, fmt.Sprintf("record it as a plain cut by %s (scores %+d)", safetext.Escape(h.Cutter), v.Score))
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
	text, err := c.Ask.Input("Which card did "+safetext.Escape(h.Cutter)+" discard (Enter to skip)", "", valid)
	if err != nil {
		return err
	}
	d, err := c.parseDiscard(text, kept)
	if err != nil || d == nil {
		return err
	}
	h.Discard = d
	res, err := c.probeCut(h)
	if err != nil && !fault.Is(err, fault.Refused) {
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

// askOther enters a player who did not cut on one line: 7 cards, which
// the referee scores whatever the player claims (CN-9) — optionally
// followed by the points they counted, to show what they missed — or a
// number of points alone, taken as entered and unchecked.
func (c *chinchonPlay) askOther(h *scorer.ChinchonHand, p string, prev scorer.ChinchonHand) error {
	def := pointsText(prev.Points, p)
	if cards, ok := prev.Hands[p]; ok && p != prev.Cutter { // a refused cutter's cards are not this line's
		def = variants.FormatChinchonCards(cards)
		if n, ok := prev.Claimed[p]; ok {
			def += " " + strconv.Itoa(n)
		}
	}
	valid := func(s string) error { _, _, _, err := c.parseOther(s, h, p); return err }
	text, err := c.Ask.Input(safetext.Escape(p)+"'s 7 cards or points", def, valid)
	if err != nil {
		return err
	}
	cards, n, claimed, err := c.parseOther(text, h, p)
	switch {
	case err != nil:
		return err
	case cards == nil:
		return setPoints(&h.Points, p, n, nil)
	}
	h.Hands[p] = cards
	if claimed {
		return setPoints(&h.Claimed, p, n, nil)
	}
	return nil
}

// parseOther reads a non-cutter's line: a number of points alone, or 7
// cards with the points counted optionally after them.
func (c *chinchonPlay) parseOther(text string, h *scorer.ChinchonHand, p string) (cards []variants.ChinchonCard, n int, claimed bool, err error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, 0, false, failure.Inputf("type %s's 7 cards, or the points they counted", safetext.Escape(p))
	}
	last := f[len(f)-1]
	if _, aerr := strconv.Atoi(last); aerr == nil || strings.HasPrefix(last, "-") {
		n, err = parsePoints(last)
		if err != nil || len(f) == 1 {
			return nil, n, false, err
		}
		f, claimed = f[:len(f)-1], true
	}
	cards, err = c.parseCards(strings.Join(f, " "), h, p, 7)
	return cards, n, claimed, err
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

// parseCards reads typed cards (as many as counts allows): each token a card of the deck in play
// (the error names the token), seven of them, and none already entered in
// this hand by self or another player (CN-4).
func (c *chinchonPlay) parseCards(text string, h *scorer.ChinchonHand, self string, counts ...int) ([]variants.ChinchonCard, error) {
	deck := c.rules.DeckInPlay()
	cards, err := deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	if !slices.Contains(counts, len(cards)) {
		if len(counts) > 1 {
			return nil, failure.Inputf("%s; type the 7 laid down, or the 8 held with the discard (CN-4)", view.Plural(len(cards), "card", "cards"))
		}
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
			return nil, failure.Inputf("%s is already in %s's hand (CN-4)", card, safetext.Escape(name))
		}
		seen[card] = true
	}
	if err := deck.CheckCounts(all); err != nil {
		return nil, err
	}
	return cards, nil
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
// When another terminal recorded first it reads the game again and reports
// again: the caller judges the hand against the new state and asks again.
func (c *chinchonPlay) recordHand(h scorer.ChinchonHand) (again bool, err error) {
	e, _, _, err := c.lg.RecordHand(c.write(), h, 0)
	var cr *scorekeeper.CutRefused
	if errors.As(err, &cr) {
		view.ExplainRefusedCut(c.out, false, cr.Hand, cr.Verdict)
		return false, failure.Explained(err)
	}
	if scorekeeper.IsConflict(err) {
		if err := c.reload(); err != nil {
			return false, err
		}
		fmt.Fprintf(c.out, "Not recorded: another terminal wrote to game #%d first (%s now). The hand as typed, judged again:\n", c.Game.ID, view.Plural(c.m.Round, "hand", "hands"))
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if err := c.sync(); err != nil {
		return false, err
	}
	r, _ := view.HandBySeq(c.m, e.Seq)
	fmt.Fprintf(c.out, "Hand %d recorded (entry #%d).\n", r.Round, e.Seq)
	return false, c.afterHand(r)
}
