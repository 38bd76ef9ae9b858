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

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playHand types the next hand under a draft until the table confirms
// it and it is recorded (or another terminal recorded the very same hand),
// doing the commands typed at its first question meanwhile. It reports
// whether a hand was recorded.
func (c *chinchonPlay) playHand() (bool, error) {
	what := What{Kind: draftHand, Round: c.m.Round + 1}
	var rec *scorer.ChinchonHandResult
	recorded, err := c.enter(what, c.g.LastSeq(), c.staleHand, func(t *typing) (bool, error) {
		r, ok, err := c.typeHand(t)
		rec = r
		return ok, err
	})
	if err != nil || !recorded || rec == nil {
		return recorded, err
	}
	return true, c.afterHand(*rec)
}

// typeHand asks the first question and, once it names a cutter, the hand,
// until the table confirms it. rec is nil when the hand was found already
// recorded by another terminal (said, not offered).
func (c *chinchonPlay) typeHand(t *typing) (rec *scorer.ChinchonHandResult, recorded bool, err error) {
	for {
		if c.over() {
			if len(t.lines) > 0 || len(t.offered) > 0 {
				return nil, false, errEndedUnder
			}
			return nil, false, nil
		}
		first, command, err := c.askFirst()
		if err != nil {
			return nil, false, err
		}
		c.at(t)      // the answer was judged against the game as it is now
		if command { // done; the game may have changed under what is offered
			continue
		}
		h, back, err := c.enterHand(first)
		switch {
		case errors.Is(err, errBack):
			t.back(askCut, "")
			continue
		case err != nil:
			return nil, false, err
		case back: // the refused cutter plays on: who cut, again, afresh
			t.lines = nil
			continue
		}
		j, ok, err := c.judgeHand(h)
		for err == nil && ok {
			var yes bool
			if yes, err = c.confirmHand(j); err != nil || !yes {
				break
			}
			var next handNext
			rec, next, j, err = c.recordHand(j, h, t)
			switch {
			case err != nil:
				return nil, false, err
			case next == handDone:
				return rec, true, nil
			case next == handRetype:
				ok = false
			}
			// handOffer: judged again against the game as it is now,
			// shown and offered with No as the default.
		}
		if err != nil {
			return nil, false, err
		}
		t.again()
		if !c.over() {
			c.P.Line(c.out, "Not recorded. Enter the hand again; what you typed is offered as the default.")
		}
	}
}

// at follows the entry being typed to the game as it is now, after a
// command at the first question or another terminal's write: what is
// offered was typed before, so its confirmation defaults to No.
func (c *chinchonPlay) at(t *typing) {
	if seq := c.g.LastSeq(); seq != t.seq {
		t.seq, t.what.Round = seq, c.m.Round+1
		t.moved = t.moved || len(t.offered) > 0 || len(t.lines) > 0
	}
}

// enterHand asks for everything a hand entry holds once the cutter is
// known; nothing is written. back: the cutter was refused and plays on,
// the table goes back to who cut. errBack: back typed at the cutter's line.
// back at another player's line goes to the line before it.
func (c *chinchonPlay) enterHand(first firstAnswer) (h scorer.ChinchonHand, back bool, err error) {
	h = scorer.ChinchonHand{Cutter: first.cutter, Chinchon: first.chinchon, Hands: map[string][]variants.ChinchonCard{}}
	var others []string
	for _, p := range c.m.In() {
		if p != h.Cutter {
			others = append(others, p)
		}
	}
	for i := 0; i <= len(others); {
		if i == 0 {
			entered, err := c.askCutterCards(&h)
			if err != nil || !entered {
				return h, !entered && err == nil, err
			}
			if h.Chinchon { // a chinchón wins at once: nobody else's cards (CN-11)
				return h, false, nil
			}
			i++
			continue
		}
		if i > len(others) {
			break
		}
		p := others[i-1]
		err := c.askOther(&h, p)
		if errors.Is(err, errBack) {
			prev := h.Cutter
			if i > 1 {
				prev = others[i-2]
			}
			c.typing.back(askCards, prev)
			i--
			continue
		}
		if err != nil {
			return h, false, err
		}
		i++
	}
	return h, false, nil
}

// askCutterCards asks for the 7 cards laid down, or the 8 held, and has
// the referee judge the line before anyone else is entered. It reports
// false when the table goes back to "who cut" (the refused cutter plays
// on, as at a real table).
func (c *chinchonPlay) askCutterCards(h *scorer.ChinchonHand) (bool, error) {
	def := ""
	name := safetext.Escape(h.Cutter)
	for {
		delete(h.Hands, h.Cutter)
		text, err := c.line(askCards, h.Cutter, c.P.Sprintf("%s's 7 cards, or 8 with the discard", name), def, true, func(s string) error {
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
			c.P.Item(c.out, "discard: %s, the best of the 8 (CN-8)", *line.Discard)
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
			c.typing.set(askCut, "", h.Cutter) // a plain cut, as it is recorded
			return true, nil
		case next == cutBack:
			return false, nil
		}
		def = text // the line as typed, 8 cards and all
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
		c.P.Item(c.out, "CHINCHÓN: %s wins the game at once (CN-11)", safetext.Escape(cutter))
		return
	}
	c.P.Item(c.out, "valid cut: %s; %s scores %+d (CN-7, CN-10)", view.In(c.P).FormatArrangement(v.Arrangement), safetext.Escape(cutter), v.Score)
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
	c.P.Line(c.out, "Refused: %s", c.P.Error(why))
	c.P.Item(c.out, "best arrangement: %s", view.In(c.P).FormatArrangement(v.Arrangement))
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
	i, err := c.choose("", "", c.P.Sprintf("Nothing was recorded; what now"), items, nil, 0, true)
	switch {
	case errors.Is(err, errBack):
		return cutReenter, nil
	case err != nil:
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

// showBetterDiscards says whether another discard would have allowed a
// cut (CN-8), as the referee judges the line with its discard: the one the
// referee threw from the 8 typed, or — when 7 were typed — the one the
// table names now (Enter skips).
func (c *chinchonPlay) showBetterDiscards(h scorer.ChinchonHand) error {
	if h.Discard == nil {
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
	}
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
		return nil, fault.Inputf("one card: the eighth card, discarded")
	}
	d := cards[0]
	h.Discard = &d
	return &d, c.g.CheckDealt(h)
}

// askOther enters a player who did not cut on one line: 7 cards, which
// the referee scores whatever the player claims (CN-9) — optionally
// followed by the points they counted, to show what they missed — or a
// number of points alone, taken as entered and unchecked.
func (c *chinchonPlay) askOther(h *scorer.ChinchonHand, p string) error {
	delete(h.Hands, p)
	delete(h.Points, p)
	delete(h.Claimed, p)
	valid := func(s string) error { _, _, _, err := c.parseOther(s, h, p); return err }
	text, err := c.line(askCards, p, c.P.Sprintf("%s's 7 cards or points", safetext.Escape(p)), "", true, valid)
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
		return nil, 0, false, fault.Inputf("type %s's 7 cards, or the points they counted", safetext.Escape(p))
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
		return 0, fault.Inputf("%q is not a whole number of points", strings.TrimSpace(s))
	}
	if n < 0 {
		return 0, fault.Inputf("%d: a leftover is never negative", n)
	}
	return n, nil
}

// judgeHand judges the whole hand once, as `round` judges it: ok false
// when it cannot be recorded, which is said.
func (c *chinchonPlay) judgeHand(h scorer.ChinchonHand) (scorekeeper.Judgement, bool, error) {
	j, err := c.g.ProbeHand(h)
	if err != nil {
		if isEntryProblem(err) {
			c.P.Line(c.out, "This hand cannot be recorded: %s", c.P.Error(err))
			return j, false, nil
		}
		return j, false, err
	}
	return j, true, nil
}

// confirmHand shows the hand as the referee scored it — missed melds and
// who goes out included — and asks the table to confirm it: Yes by
// default, No when it was typed before the game moved on.
func (c *chinchonPlay) confirmHand(j scorekeeper.Judgement) (bool, error) {
	r := *j.Outcome.Hand
	fmt.Fprintln(c.out)
	c.P.Line(c.out, "Hand %#d as the referee scores it:", r.Round)
	view.In(c.P).WriteHandLines(c.out, gameview.Of(c.Game), r)
	return c.confirmEntry(c.P.Sprintf("Record hand %#d", r.Round))
}

// What follows a confirmed hand that went to the ledger.
type handNext int

const (
	handDone   handNext = iota // recorded, or found recorded already
	handOffer                  // judged again: show and offer it again
	handRetype                 // refused now: type it again
)

// recordHand records the confirmed hand from its judgement, through
// `round`'s own code path. When another terminal wrote first nothing is
// recorded: a hand equal to one it recorded is named as such and not
// offered (handDone, rec nil); any other is judged again against the game
// as it is now and offered again with No as the default (handOffer, the
// fresh judgement), or, refused now, typed again (handRetype).
func (c *chinchonPlay) recordHand(j scorekeeper.Judgement, h scorer.ChinchonHand, t *typing) (*scorer.ChinchonHandResult, handNext, scorekeeper.Judgement, error) {
	at := c.g.LastSeq()
	rec, err := c.g.Record(c.write(), j)
	var moved *scorekeeper.MovedOn
	if errors.As(err, &moved) {
		if err := c.sync(); err != nil {
			return nil, handDone, j, err
		}
		fmt.Fprintln(c.out, c.P.Sprintf("Not recorded: another terminal wrote to game #%#d first (%s now).", c.Game.ID, c.P.Sprintf("%d hands", c.m.Round)))
		if r, ok := c.recordedSince(at, h); ok {
			fmt.Fprintln(c.out, c.P.Sprintf("This hand is already recorded as hand %#d (entry #%#d); it is not offered again.", r.Round, r.Seq))
			return nil, handDone, j, nil
		}
		c.at(t)
		t.moved = true
		if moved.Err != nil {
			if !isEntryProblem(moved.Err) {
				return nil, handDone, j, moved.Err
			}
			fmt.Fprintln(c.out, c.P.Sprintf("This hand cannot be recorded now: %s", c.P.Error(moved.Err)))
			return nil, handRetype, j, nil
		}
		fmt.Fprintln(c.out, c.P.Sprintf("The hand as typed, judged again against the game as it is now:"))
		return nil, handOffer, moved.Fresh, nil
	}
	if err != nil {
		return nil, handDone, j, err
	}
	if err := c.sync(); err != nil {
		return nil, handDone, j, err
	}
	r := *rec.Outcome.Hand
	c.P.Line(c.out, "Hand %#d recorded (entry #%#d).", r.Round, rec.Entry.Seq)
	return &r, handDone, j, nil
}
