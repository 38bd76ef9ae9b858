package play

// One Chinchón hand at the prompts: who cut, the cutter's cards judged at
// once (a refused cut explained, CN-8), everyone else's cards or points,
// then the whole hand as the referee scores it, recorded once confirmed.
// Every rule is the referee's: the prompts ask whether a line may stand
// (JudgeCutterLine, CheckDealt) and show the judgement they are given; the
// hand is judged once to be shown and recorded from that judgement.

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
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playHand asks the first question and, once it names a cutter, enters
// the hand until the table confirms it and records it. It reports whether
// a hand was recorded (false: a command was done instead). What is typed is
// a draft until then: kept when the table stops half-way (draft.go).
func (c *chinchonPlay) playHand() (bool, error) {
	what := fmt.Sprintf("hand %d", c.m.Round+1) // the draft's words, English in the file
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
	return recorded, c.endDraft(d, what, c.g.LastSeq(), err)
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
		j, ok, err := c.judgeHand(h)
		for err == nil && ok {
			if ok, err = c.confirmHand(j); err != nil || !ok {
				break
			}
			var fresh bool
			if j, fresh, ok, err = c.recordHand(j); err != nil || !fresh {
				return err == nil, err
			}
			// Another terminal recorded first: the hand judged again
			// against the game as it stands now is offered again.
		}
		if err != nil {
			return false, err
		}
		prev = h
		c.P.Fprintf(c.out, "Not recorded. Enter the hand again; what you typed is offered as the default.\n")
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

// askCutterCards asks for the 7 cards laid down, or the 8 held, and has
// the referee judge the line before anyone else is entered. It reports
// false when the table goes back to "who cut" (the refused cutter plays
// on, as at a real table).
func (c *chinchonPlay) askCutterCards(h *scorer.ChinchonHand, prev scorer.ChinchonHand) (bool, error) {
	def := ""
	if prev.Cutter == h.Cutter {
		def = variants.FormatChinchonCards(prev.Hands[h.Cutter])
	}
	name := safetext.Escape(h.Cutter)
	for {
		text, err := c.Ask.Input(c.P.Sprintf("%s's 7 cards, or 8 with the discard", name), def, func(s string) error {
			_, err := c.parseCutterLine(s, *h)
			return err
		})
		if err != nil {
			return false, err
		}
		line, err := c.parseCutterLine(text, *h)
		if err != nil {
			return false, err
		}
		if line.Discard != nil { // 8 typed: the referee threw the best
			c.P.Fprintf(c.out, "  discard: %s, the best of the 8 (CN-8)\n", *line.Discard)
		}
		judged, v, err := c.g.JudgeCutterLine(line, line.Hands[h.Cutter])
		*h = judged
		if err == nil {
			// Seven in one run laid down at a cut is a chinchón whether or
			// not the table said so first: it wins at once and nobody else
			// counts (CN-11), so the others are not asked.
			h.Chinchon = h.Chinchon || v.Chinchon
			c.sayCut(h.Cutter, v)
			return true, nil
		}
		if !fault.Is(err, fault.Refused) {
			return false, err
		}
		next, err := c.refusedCut(h, v, err)
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

// parseCutterLine reads the cutter's line as the referee takes it: cards
// of the deck in play, the 7 laid down or the 8 held (of which it throws
// the best, referee.CutterCards), that could have been dealt (CN-4). The
// hand that comes back holds the cutter's 7 and the discard.
func (c *chinchonPlay) parseCutterLine(text string, h scorer.ChinchonHand) (scorer.ChinchonHand, error) {
	cards, err := variants.ParseChinchonHandCards(text, c.rules)
	if err != nil {
		return h, err
	}
	laid, discard, err := referee.CutterCards(cards, nil, c.rules)
	if err != nil {
		return h, err
	}
	line := scorer.ChinchonHand{Cutter: h.Cutter, Chinchon: h.Chinchon, Discard: discard,
		Hands: map[string][]variants.ChinchonCard{h.Cutter: laid}}
	return line, c.g.CheckDealt(line)
}

func (c *chinchonPlay) sayCut(cutter string, v referee.CutVerdict) {
	if v.Chinchon {
		c.P.Fprintf(c.out, "  CHINCHÓN: %s wins the game at once (CN-11)\n", safetext.Escape(cutter))
		return
	}
	c.P.Fprintf(c.out, "  valid cut: %s; %s scores %+d (CN-7, CN-10)\n", view.In(c.P).FormatArrangement(v.Arrangement), safetext.Escape(cutter), v.Score)
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
	c.P.Fprintf(c.out, "Refused: %s\n", c.P.Error(why))
	c.P.Fprintf(c.out, "  best arrangement: %s\n", view.In(c.P).FormatArrangement(v.Arrangement))
	if !v.Valid {
		if err := c.showBetterDiscards(*h); err != nil {
			return 0, err
		}
	}
	items := []string{
		c.P.Sprintf("enter %s's 7 cards again (a typo)", safetext.Escape(h.Cutter)),
		c.P.Sprintf("back to who cut: the hand goes on"),
	}
	if h.Chinchon && v.Valid { // CN-11 refused, CN-7 met
		items = append(items, c.P.Sprintf("record it as a plain cut by %s (scores %+d)", safetext.Escape(h.Cutter), v.Score))
	}
	i, err := c.Ask.Select(c.P.Sprintf("Nothing was recorded; what now"), items, 0)
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
// and says it, as the referee judges the line with it.
func (c *chinchonPlay) showBetterDiscards(h scorer.ChinchonHand) error {
	h.Discard = nil // asked: the one named
	valid := func(s string) error { _, err := c.parseDiscard(s, h); return err }
	text, err := c.Ask.Input(c.P.Sprintf("Which card did %s discard (Enter to skip)", safetext.Escape(h.Cutter)), "", valid)
	if err != nil {
		return err
	}
	d, err := c.parseDiscard(text, h)
	if err != nil || d == nil {
		return err
	}
	h.Discard = d
	_, v, err := c.g.JudgeCutterLine(h, h.Hands[h.Cutter])
	if err != nil && !fault.Is(err, fault.Refused) {
		return err
	}
	view.In(c.P).WriteBetterDiscards(c.out, h, v)
	return nil
}

// parseDiscard reads the optional discard: nothing, or one card of the deck
// that could have been dealt beside the 7 laid down (CN-4).
func (c *chinchonPlay) parseDiscard(text string, h scorer.ChinchonHand) (*variants.ChinchonCard, error) {
	cards, err := c.rules.DeckInPlay().ParseCards(text)
	switch {
	case err != nil:
		return nil, err
	case len(cards) == 0:
		return nil, nil
	case len(cards) > 1:
		return nil, failure.Inputf("one card: the eighth card, discarded")
	}
	d := cards[0]
	h.Discard = &d
	return &d, c.g.CheckDealt(h)
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
	text, err := c.Ask.Input(c.P.Sprintf("%s's 7 cards or points", safetext.Escape(p)), def, valid)
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
// cards with the points counted optionally after them; the cards as the
// referee takes them with the hand entered so far (CN-4).
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
	if cards, err = variants.ParseChinchonHandCards(strings.Join(f, " "), c.rules); err != nil {
		return nil, n, claimed, err
	}
	so := *h
	so.Hands = map[string][]variants.ChinchonCard{}
	for name, hand := range h.Hands {
		so.Hands[name] = hand
	}
	so.Hands[p] = cards
	return cards, n, claimed, c.g.CheckDealt(so)
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

// judgeHand judges the whole hand once, as `round` judges it: ok false
// when it cannot be recorded, which is said.
func (c *chinchonPlay) judgeHand(h scorer.ChinchonHand) (scorekeeper.Judgement, bool, error) {
	j, err := c.g.ProbeHand(h)
	if err != nil {
		if isEntryProblem(err) {
			c.P.Fprintf(c.out, "This hand cannot be recorded: %s\n", c.P.Error(err))
			return j, false, nil
		}
		return j, false, err
	}
	return j, true, nil
}

// confirmHand shows the hand as the referee scored it — missed melds and
// who goes out included — and asks the table to confirm it.
func (c *chinchonPlay) confirmHand(j scorekeeper.Judgement) (bool, error) {
	r := *j.Outcome.Hand
	c.P.Fprintf(c.out, "\nHand %#d as the referee scores it:\n", r.Round)
	view.In(c.P).WriteHandLines(c.out, gameview.Of(c.Game), r)
	return c.Ask.Confirm(c.P.Sprintf("Record hand %#d", r.Round), true)
}

// recordHand records the confirmed hand from its judgement, through
// `round`'s own code path. When another terminal recorded first nothing is
// recorded: fresh is set, with the hand judged again against the game as
// it stands now (ok: it still stands), for the table to confirm again.
func (c *chinchonPlay) recordHand(j scorekeeper.Judgement) (again scorekeeper.Judgement, fresh, ok bool, err error) {
	rec, err := c.g.Record(c.write(), j)
	var moved *scorekeeper.MovedOn
	if errors.As(err, &moved) {
		if err := c.sync(); err != nil {
			return j, false, false, err
		}
		c.P.Fprintf(c.out, "Not recorded: another terminal wrote to game #%#d first (%d hands now). The hand as typed, judged again:\n", c.Game.ID, c.m.Round)
		if moved.Err != nil {
			if !isEntryProblem(moved.Err) {
				return j, false, false, moved.Err
			}
			c.P.Fprintf(c.out, "This hand cannot be recorded: %s\n", c.P.Error(moved.Err))
			return j, true, false, nil
		}
		return moved.Fresh, true, true, nil
	}
	if err != nil {
		return j, false, false, err
	}
	if err := c.sync(); err != nil {
		return j, false, false, err
	}
	r := *rec.Outcome.Hand
	c.P.Fprintf(c.out, "Hand %#d recorded (entry #%#d).\n", r.Round, rec.Entry.Seq)
	return j, false, true, c.afterHand(r)
}
