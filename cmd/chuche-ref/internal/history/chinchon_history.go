package history

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonDetails describes each Chinchón entry: a hand's cards, melds and
// scores as they count now (under the amendment that supplies them, if
// any), what an amendment changed, and buy-backs.
func chinchonDetails(p *i18n.Printer, lg *scorekeeper.Game) map[int][]string {
	details := map[int][]string{}
	m, err := lg.Chinchon()
	if err != nil {
		return details
	}
	bySeq := map[int]scorekeeper.Entry{}
	for _, e := range lg.Entries() {
		bySeq[e.Seq] = e
	}
	for _, h := range m.Hands {
		key := h.Seq
		if by := bySeq[h.Seq].ReplacedBy; by != 0 {
			key = by
		}
		var buf bytes.Buffer
		if h.Chinchon {
			p.Fprintf(&buf, "hand %#d: %s laid down a chinchón", h.Round, h.Cutter)
		} else {
			p.Fprintf(&buf, "hand %#d: %s cut", h.Round, h.Cutter)
		}
		if d := discardOf(bySeq[key].Payload); d != nil {
			p.Fprintf(&buf, " and threw %s", d.String())
		}
		buf.WriteString("\n")
		view.In(p).WriteHandLines(&buf, scorekeeper.GameView(lg.Info()), h)
		var totals []string
		for _, name := range lg.Info().Players {
			if t, ok := h.TotalsAfter[name]; ok {
				totals = append(totals, fmt.Sprintf("%s %d", name, t))
			}
		}
		p.Fprintf(&buf, "  totals: %s\n", strings.Join(totals, ", "))
		details[key] = append(details[key], strings.Split(strings.TrimRight(buf.String(), "\n"), "\n")...)
	}
	for _, e := range lg.Entries() {
		if e.Kind != scorer.ChinchonKindHand {
			continue
		}
		if e.Replaces != 0 {
			details[e.Seq] = append(chinchonChanges(p, bySeq[e.Replaces].Payload, e.Payload), details[e.Seq]...)
		}
		if e.ReplacedBy != 0 || e.VoidedBy != 0 {
			details[e.Seq] = append(details[e.Seq], p.Sprintf("as entered: %s", formatHandPayload(p, e.Payload)))
		}
	}
	for _, r := range m.Rejoins {
		details[r.Seq] = append(details[r.Seq], p.Sprintf("%s buys back in: %d → %d", r.Player, r.From, r.To))
	}
	return details
}

// discardOf is the cutter's thrown eighth card of a hand entry, when it
// was entered (round --cut-discard); nil when not.
func discardOf(raw json.RawMessage) *variants.ChinchonCard {
	var h scorer.ChinchonHand
	if json.Unmarshal(raw, &h) != nil {
		return nil
	}
	return h.Discard
}

// formatHandPayload is a hand entry as typed: who cut (and the card they
// threw, when entered) and each player's cards or points.
func formatHandPayload(p *i18n.Printer, raw json.RawMessage) string {
	var h scorer.ChinchonHand
	if err := json.Unmarshal(raw, &h); err != nil {
		return p.Sprintf("(unreadable)")
	}
	parts := []string{p.Sprintf("cut %s", h.Cutter)}
	if h.Chinchon {
		parts[0] = p.Sprintf("chinchón %s", h.Cutter)
	}
	if h.Discard != nil {
		parts[0] += p.Sprintf(" throwing %s", h.Discard.String())
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
func chinchonChanges(p *i18n.Printer, oldRaw, newRaw json.RawMessage) []string {
	var old, cur scorer.ChinchonHand
	if json.Unmarshal(oldRaw, &old) != nil || json.Unmarshal(newRaw, &cur) != nil {
		return nil
	}
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
	for _, n := range slices.Sorted(maps.Keys(names)) {
		was, now := entered(p, old, n), entered(p, cur, n)
		if was != now {
			lines = append(lines, p.Sprintf("changed: %s %s → %s", n, was, now))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, p.Sprintf("changed: nothing (same entry again)"))
	}
	return lines
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
