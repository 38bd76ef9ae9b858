package play

// A Chinchón hand typed here and one another terminal recorded meanwhile:
// the same hand (the same cutter, the same cards or points for everyone)
// is named as recorded and never offered again, so one Enter cannot
// record it twice.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// recordedSince finds, among the hands in force recorded after seq at, one
// equal to h.
func (c *chinchonPlay) recordedSince(at int, h scorer.ChinchonHand) (scorer.ChinchonHandResult, bool) {
	seq, ok := liveSince(c.g, at, func(p scorer.Payload) bool {
		got, ok := p.(scorer.ChinchonHand)
		return ok && sameHand(got, h)
	})
	if !ok {
		return scorer.ChinchonHandResult{}, false
	}
	return c.handBySeq(seq)
}

func (c *chinchonPlay) handBySeq(seq int) (scorer.ChinchonHandResult, bool) {
	for _, r := range c.m.Hands {
		if r.Seq == seq {
			return r, true
		}
	}
	return scorer.ChinchonHandResult{}, false
}

// sameHand: a and b are one hand as the table laid it down — the cutter,
// a chinchón or not, each player's cards (in any order) or points. What
// a player claimed and which card the cutter threw do not make another
// hand.
func sameHand(a, b scorer.ChinchonHand) bool {
	if a.Cutter != b.Cutter || a.Chinchon != b.Chinchon || len(a.Hands) != len(b.Hands) || len(a.Points) != len(b.Points) {
		return false
	}
	for p, cards := range a.Hands {
		if !sameCards(cards, b.Hands[p]) {
			return false
		}
	}
	for p, n := range a.Points {
		if m, ok := b.Points[p]; !ok || m != n {
			return false
		}
	}
	return true
}

func sameCards(a, b []variants.ChinchonCard) bool {
	if len(a) != len(b) {
		return false
	}
	key := func(cs []variants.ChinchonCard) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.String()
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(key(a), key(b))
}

// staleHand judges a hand's draft typed before the game moved on: when it
// holds a whole hand equal to one recorded since, it says so and the
// draft is not offered.
func (c *chinchonPlay) staleHand(d Draft) bool {
	h, ok := c.handOfDraft(d)
	if !ok {
		return false
	}
	if r, ok := c.recordedSince(d.Seq, h); ok {
		fmt.Fprintln(c.out, c.P.Sprintf("This hand is already recorded as hand %#d (entry #%#d); the draft is dropped.", r.Round, r.Seq))
		return true
	}
	return false
}

// handOfDraft reads a whole hand out of a draft's lines, the cutter named
// among every seat; ok is false when the draft holds less than a hand.
func (c *chinchonPlay) handOfDraft(d Draft) (scorer.ChinchonHand, bool) {
	text := map[string]string{}
	cut := ""
	for _, l := range d.Lines {
		switch l.Ask {
		case askCut:
			cut = l.Text
		case askCards:
			text[l.Player] = l.Text
		}
	}
	f := strings.Fields(cut)
	h := scorer.ChinchonHand{Hands: map[string][]variants.ChinchonCard{}}
	if len(f) > 1 && containsFold(chinchonWords, f[0]) {
		h.Chinchon, f = true, f[1:]
	}
	name, err := c.pickName(strings.Join(f, " "), c.Game.Players, false)
	if err != nil {
		return h, false
	}
	h.Cutter = name
	cards, err := variants.ParseChinchonHandCards(text[name], c.rules)
	if err != nil {
		return h, false
	}
	laid, _, err := referee.CutterCards(cards, nil, c.rules)
	if err != nil {
		return h, false
	}
	h.Hands[name] = laid
	if h.Chinchon {
		return h, true
	}
	for _, p := range c.Game.Players {
		if p == name {
			continue
		}
		t, ok := text[p]
		if !ok {
			continue // out of the game, or not typed: compared as it is
		}
		cards, n, _, err := c.parseOther(t, &scorer.ChinchonHand{Cutter: name, Hands: map[string][]variants.ChinchonCard{}}, p)
		if cards == nil && err != nil {
			return h, false
		}
		if cards == nil {
			_ = setPoints(&h.Points, p, n, nil)
			continue
		}
		h.Hands[p] = cards
	}
	return h, len(text) > 1
}
