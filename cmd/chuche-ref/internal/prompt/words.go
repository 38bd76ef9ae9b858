package prompt

import (
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// Speaker is a prompter that asks in the table's language: its own words
// (a confirmation's [Y/n], a refusal, a menu's notes) and the answers it
// takes (ja, sí).
type Speaker interface {
	SetPrinter(p *i18n.Printer)
}

// SetPrinter makes p's prompter speak pr's language, when it can; a nil
// printer speaks English.
func SetPrinter(p Prompter, pr *i18n.Printer) {
	if s, ok := p.(Speaker); ok {
		s.SetPrinter(pr)
	}
}

// SetPrinter: see Speaker.
func (t *Terminal) SetPrinter(p *i18n.Printer) { t.p = p }

// SetPrinter: see Speaker.
func (a *Accessible) SetPrinter(p *i18n.Printer) { a.p = p }

// SetPrinter: see Speaker.
func (q Quitting) SetPrinter(p *i18n.Printer) { SetPrinter(q.P, p) }

// yesWords and noWords answer a confirmation in each language, besides
// English's y, yes, n and no, which every language takes.
var (
	yesWords = map[i18n.Lang][]string{i18n.De: {"j", "ja"}, i18n.Es: {"s", "sí", "si"}}
	noWords  = map[i18n.Lang][]string{i18n.De: {"n", "nein"}, i18n.Es: {"n", "no"}}
)

func lang(p *i18n.Printer) i18n.Lang {
	if p == nil {
		return i18n.En
	}
	return p.Lang
}

// parseYesNo reads a Confirm answer: y, yes, n, no, and the language's
// own words; empty takes def.
func parseYesNoIn(p *i18n.Printer, s string, def bool) (yes, ok bool) {
	w := strings.ToLower(strings.TrimSpace(s))
	switch w {
	case "":
		return def, true
	case "y", "yes":
		return true, true
	case "n", "no":
		return false, true
	}
	for _, y := range yesWords[lang(p)] {
		if w == y {
			return true, true
		}
	}
	for _, n := range noWords[lang(p)] {
		if w == n {
			return false, true
		}
	}
	return false, false
}

// parseYesNo reads an English Confirm answer.
func parseYesNo(s string, def bool) (yes, ok bool) { return parseYesNoIn(nil, s, def) }

// yesNo is how an answered confirmation is shown in English.
func yesNo(b bool) string { return yesNoIn(nil, b) }

// yesNoIn is how an answered confirmation is shown.
func yesNoIn(p *i18n.Printer, b bool) string {
	if b {
		return p.Sprintf("yes")
	}
	return p.Sprintf("no")
}

// ConfirmQuestion is a confirmation's question, "label?" ("¿label?" in
// Spanish), and the answers it takes, "[Y/n]" (the default in capitals).
func ConfirmQuestion(p *i18n.Printer, label string, def bool) (question, answers string) {
	question = p.Sprintf("%s?", label)
	if def {
		return question, p.Sprintf("[Y/n]")
	}
	return question, p.Sprintf("[y/N]")
}
