package history

import (
	"bytes"
	"encoding/json"
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

// chucheTeller describes each Chuche entry in the table's words: the deal,
// each turn's capture or discard and what it missed, and the scores of each
// round as it ended.
type chucheTeller struct {
	p *i18n.Printer
	g scorekeeper.GameInfo
}

func (t chucheTeller) told(told scorekeeper.Told, _ int) []string {
	p, res := t.p, told.Outcome
	var buf bytes.Buffer
	switch pl := told.Entry.Payload.(type) {
	case scorer.ChucheDeal:
		p.Line(&buf, "%s deals; face up: %s", pl.Dealer, variants.FormatChucheCards(pl.Table))
	case scorer.ChucheTurn:
		fmt.Fprint(&buf, p.Sprintf("target %d:", pl.Target), " ")
		view.In(p).WriteTurnResult(&buf, pl.ChucheTurn, res.Turn)
	}
	if res.Round != nil {
		p.Line(&buf, "round %#d scored:", res.Round.Round)
		view.In(p).WriteChucheRoundLines(&buf, gameview.Of(t.g), *res.Round)
	}
	if res.Finished {
		p.Line(&buf, "the match is over (CU-24)")
	}
	text := strings.TrimRight(buf.String(), "\n")
	if text == "" {
		return nil
	}
	return strings.Split(text, "\n")
}

func (t chucheTeller) broken(err error) (string, bool) {
	return t.p.Sprintf("does not stand: %s", t.p.Error(err)), true
}

func (t chucheTeller) changes(old, cur scorer.Payload) []string {
	o, ok1 := old.(scorer.ChucheRoundScore)
	c, ok2 := cur.(scorer.ChucheRoundScore)
	if !ok1 || !ok2 {
		return nil
	}
	return chucheChanges(t.p, o, c)
}

func (t chucheTeller) asEntered(e scorekeeper.Entry) (string, bool) {
	return t.p.Sprintf("as entered: %s", compactPayload(e.JSON)), true
}

// compactPayload shows an entry as it was stored, for voided and replaced
// ones.
func compactPayload(raw json.RawMessage) string {
	var buf bytes.Buffer
	if err := json.Compact(&buf, raw); err != nil {
		return string(raw)
	}
	return buf.String()
}

// chucheChanges says what a correction of a scoring-only round changed,
// player by player (CN-15's rule applied to Chuche: corrections are entries).
func chucheChanges(p *i18n.Printer, old, cur scorer.ChucheRoundScore) []string {
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
	return playerChanges(p, nil, names, func(n string) (string, string) { return wonText(p, old, n), wonText(p, cur, n) })
}

// playerChanges adds to lines, the changes a correction made so far, what
// it changed of each player named (in name order): text gives the entry's
// text of theirs before and after. A correction that changed nothing at all
// says so (the same entry again).
func playerChanges(p *i18n.Printer, lines []string, names map[string]bool, text func(name string) (was, now string)) []string {
	for _, n := range slices.Sorted(maps.Keys(names)) {
		if was, now := text(n); was != now {
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
