package history

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chucheDetails describes each Chuche entry in the table's words: the deal,
// each turn's capture or discard and what it missed, and the scores of each
// round as it ended.
func chucheDetails(p *i18n.Printer, lg *scorekeeper.Game) map[int][]string {
	details := map[int][]string{}
	rules, err := scorekeeper.ChucheRules(lg.Info())
	if err != nil {
		return details
	}
	m, err := scorer.ChucheStandings(lg.Info().Players, rules, nil)
	if err != nil {
		return details
	}
	bySeq := map[int]scorekeeper.Entry{}
	for _, e := range lg.Entries() {
		bySeq[e.Seq] = e
	}
	for _, e := range lg.Effective() {
		next, res, err := m.With(e, rules)
		if err != nil {
			details[e.Seq] = append(details[e.Seq], p.Sprintf("does not stand: %s", p.Error(err)))
			break
		}
		m = next
		key := e.Seq
		if by := bySeq[e.Seq].ReplacedBy; by != 0 {
			key = by
		}
		details[key] = append(details[key], chucheEntryLines(p, lg.Info(), e, res)...)
	}
	for _, e := range lg.Entries() {
		if e.Replaces != 0 && e.Kind == scorer.ChucheKindRound {
			details[e.Seq] = append(chucheChanges(p, bySeq[e.Replaces].Payload, e.Payload), details[e.Seq]...)
		}
		if e.VoidedBy != 0 || e.ReplacedBy != 0 {
			details[e.Seq] = append(details[e.Seq], p.Sprintf("as entered: %s", compactPayload(e.Payload)))
		}
	}
	return details
}

func chucheEntryLines(p *i18n.Printer, g scorekeeper.GameInfo, e scorer.Entry, res scorer.ChucheEntryResult) []string {
	var buf bytes.Buffer
	switch e.Kind {
	case scorer.ChucheKindDeal:
		var d referee.ChucheDeal
		if json.Unmarshal(e.Payload, &d) == nil {
			p.Fprintf(&buf, "%s deals; face up: %s\n", d.Dealer, variants.FormatChucheCards(d.Table))
		}
	case scorer.ChucheKindTurn:
		var t referee.ChucheTurn
		if json.Unmarshal(e.Payload, &t) == nil {
			p.Fprintf(&buf, "target %d: ", t.Target)
			view.In(p).WriteTurnResult(&buf, t, res.Turn)
		}
	}
	if res.Round != nil {
		p.Fprintf(&buf, "round %#d scored:\n", res.Round.Round)
		view.In(p).WriteChucheRoundLines(&buf, scorekeeper.GameView(g), *res.Round)
	}
	if res.Finished {
		p.Fprintf(&buf, "the match is over (CU-24)\n")
	}
	text := strings.TrimRight(buf.String(), "\n")
	if text == "" {
		return nil
	}
	return strings.Split(text, "\n")
}

// compactPayload shows an entry as it was typed, for voided and replaced ones.
func compactPayload(raw json.RawMessage) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return string(raw)
	}
	return buf.String()
}

// chucheChanges says what a correction of a scoring-only round changed,
// player by player (CN-15's rule applied to Chuche: corrections are entries).
func chucheChanges(p *i18n.Printer, oldRaw, newRaw json.RawMessage) []string {
	var old, cur scorer.ChucheRoundScore
	if json.Unmarshal(oldRaw, &old) != nil || json.Unmarshal(newRaw, &cur) != nil {
		return nil
	}
	names := map[string]bool{}
	for _, m := range []map[string][]variants.ChucheCard{old.Won, cur.Won} {
		for n := range m {
			names[n] = true
		}
	}
	for _, m := range []map[string]int{old.Chuche, cur.Chuche} {
		for n := range m {
			names[n] = true
		}
	}
	var lines []string
	for _, n := range slices.Sorted(maps.Keys(names)) {
		was, now := wonText(p, old, n), wonText(p, cur, n)
		if was != now {
			lines = append(lines, p.Sprintf("changed: %s %s → %s", n, was, now))
		}
	}
	if len(lines) == 0 {
		lines = append(lines, p.Sprintf("changed: nothing (same entry again)"))
	}
	return lines
}

func wonText(p *i18n.Printer, s scorer.ChucheRoundScore, name string) string {
	text := p.Sprintf("no cards")
	if cards := s.Won[name]; len(cards) > 0 {
		text = variants.FormatChucheCards(cards)
	}
	if n := s.Chuche[name]; n > 0 {
		text += " + " + p.Sprintf("%d Chuche cards", n)
	}
	return text
}
