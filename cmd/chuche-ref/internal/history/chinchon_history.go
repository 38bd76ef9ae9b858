package history

import (
	"bytes"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonTeller describes each Chinchón entry: a hand's cards, melds and
// scores as they count now (under the amendment that supplies them, if
// any), what an amendment changed, and buy-backs.
type chinchonTeller struct {
	p *i18n.Printer
	g scorekeeper.GameInfo
}

func (t chinchonTeller) told(told scorekeeper.Told, _ int) []string {
	p := t.p
	switch pl := told.Entry.Payload.(type) {
	case scorer.ChinchonBuyBack:
		if r := told.Outcome.Rejoin; r != nil {
			return []string{p.Sprintf("%s buys back in: %d → %d", r.Player, r.From, r.To)}
		}
	case scorer.ChinchonHand:
		h := told.Outcome.Hand
		if h == nil {
			return nil
		}
		var buf bytes.Buffer
		if h.Chinchon {
			p.Fprintf(&buf, "hand %#d: %s laid down a chinchón", h.Round, h.Cutter)
		} else {
			p.Fprintf(&buf, "hand %#d: %s cut", h.Round, h.Cutter)
		}
		if pl.Discard != nil {
			fmt.Fprint(&buf, " ", p.Sprintf("and threw %s", pl.Discard.String()))
		}
		buf.WriteString("\n")
		view.In(p).WriteHandLines(&buf, gameview.Of(t.g), *h)
		var totals []string
		for _, name := range t.g.Players {
			if total, ok := h.TotalsAfter[name]; ok {
				totals = append(totals, fmt.Sprintf("%s %d", name, total))
			}
		}
		p.Item(&buf, "totals: %s", strings.Join(totals, ", "))
		return strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")
	}
	return nil
}

// broken: a Chinchón history lists the entries as they stand; the standings
// say which does not.
func (chinchonTeller) broken(error) (string, bool) { return "", false }

func (t chinchonTeller) changes(old, cur scorer.Payload) []string {
	o, ok1 := old.(scorer.ChinchonHand)
	c, ok2 := cur.(scorer.ChinchonHand)
	if !ok1 || !ok2 {
		return nil
	}
	return chinchonChanges(t.p, o, c)
}

func (t chinchonTeller) asEntered(e scorekeeper.Entry) (string, bool) {
	switch h := e.Payload.(type) {
	case scorer.ChinchonHand:
		return t.p.Sprintf("as entered: %s", formatHand(t.p, h)), true
	case scorer.Unread:
		if e.Kind == scorer.ChinchonKindHand {
			return t.p.Sprintf("as entered: %s", t.p.Sprintf("(unreadable)")), true
		}
	}
	return "", false
}

// formatHand is a hand entry as typed: who cut (and the card they threw,
// when entered) and each player's cards or points.
func formatHand(p *i18n.Printer, h scorer.ChinchonHand) string {
	parts := []string{p.Sprintf("cut %s", h.Cutter)}
	if h.Chinchon {
		parts[0] = p.Sprintf("chinchón %s", h.Cutter)
	}
	if h.Discard != nil {
		parts[0] += " " + p.Sprintf("throwing %s", h.Discard.String())
	}
	for _, name := range slices.Sorted(maps.Keys(h.Hands)) {
		parts = append(parts, name+" "+variants.FormatChinchonCards(h.Hands[name]))
	}
	for _, name := range slices.Sorted(maps.Keys(h.Points)) {
		parts = append(parts, p.Sprintf("%s %d points", name, h.Points[name]))
	}
	return strings.Join(parts, "; ")
}

// chinchonChanges says what a correction changed, player by player.
func chinchonChanges(p *i18n.Printer, old, cur scorer.ChinchonHand) []string {
	var lines []string
	if old.Cutter != cur.Cutter || old.Chinchon != cur.Chinchon {
		lines = append(lines, p.Sprintf("changed: cutter %s → %s", old.Cutter, cur.Cutter))
	}
	if was, now := thrown(p, old), thrown(p, cur); was != now {
		lines = append(lines, p.Sprintf("changed: %s's discard %s → %s", cur.Cutter, was, now))
	}
	names := map[string]bool{}
	for n := range old.Hands {
		names[n] = true
	}
	for n := range old.Points {
		names[n] = true
	}
	for n := range cur.Hands {
		names[n] = true
	}
	for n := range cur.Points {
		names[n] = true
	}
	return playerChanges(p, lines, names, func(n string) (string, string) { return entered(p, old, n), entered(p, cur, n) })
}

func entered(p *i18n.Printer, h scorer.ChinchonHand, name string) string {
	if cards, ok := h.Hands[name]; ok {
		return variants.FormatChinchonCards(cards)
	}
	if n, ok := h.Points[name]; ok {
		return p.Sprintf("%d points", n)
	}
	return p.Sprintf("nothing")
}

// thrown is the cutter's eighth card as entered, "none" when not.
func thrown(p *i18n.Printer, h scorer.ChinchonHand) string {
	if h.Discard == nil {
		return p.Sprintf("none")
	}
	return h.Discard.String()
}
