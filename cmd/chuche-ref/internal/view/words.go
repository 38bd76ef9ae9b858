package view

import (
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// Words are the views in one language: view.In(p).WriteChucheTable(…).
// Every word they print goes through p; nil speaks English. Tables keep
// the canonical card notation in every language; their headers are
// translated.
type Words struct {
	p *i18n.Printer
}

// In is the views in p's language (nil: English).
func In(p *i18n.Printer) Words { return Words{p: p} }

// Printer is the views' printer (nil: English).
func (vw Words) Printer() *i18n.Printer { return vw.p }

// The views play shows, in English until it passes its printer
// (view.In(p).…).

// DescribeKind names an entry kind for people, in English.
func DescribeKind(kind string) string { return In(nil).DescribeKind(kind) }

// ExplainRefusedCut prints CN-8's answer, in English.
func ExplainRefusedCut(out io.Writer, asJSON bool, h scorer.ChinchonHand, v referee.CutVerdict) {
	In(nil).ExplainRefusedCut(out, asJSON, h, v)
}

// FormatArrangement shows melds and leftover, in English.
func FormatArrangement(a referee.Arrangement) string { return In(nil).FormatArrangement(a) }

// WriteBetterDiscards says which discards would have allowed a cut, in English.
func WriteBetterDiscards(out io.Writer, h scorer.ChinchonHand, v referee.CutVerdict) {
	In(nil).WriteBetterDiscards(out, h, v)
}

// WriteCaptures lists captures best first, in English.
func WriteCaptures(out io.Writer, cs []referee.Capture, total int) {
	In(nil).WriteCaptures(out, cs, total)
}

// WriteChinchonTable is the Chinchón standings, in English.
func WriteChinchonTable(out io.Writer, g Game, m scorer.ChinchonMatch) error {
	return In(nil).WriteChinchonTable(out, g, m)
}

// WriteChucheRoundLines shows each player's won cards and score, in English.
func WriteChucheRoundLines(out io.Writer, g Game, r scorer.ChucheRoundResult) {
	In(nil).WriteChucheRoundLines(out, g, r)
}

// WriteChucheState shows the round in progress, in English.
func WriteChucheState(out io.Writer, r *referee.ChucheRound) { In(nil).WriteChucheState(out, r) }

// WriteChucheTable is the Chuche standings, in English.
func WriteChucheTable(out io.Writer, g Game, m scorer.ChucheMatch) error {
	return In(nil).WriteChucheTable(out, g, m)
}

// WriteHandLines shows each player's cards, melds and score, in English.
func WriteHandLines(out io.Writer, g Game, h scorer.ChinchonHandResult) {
	In(nil).WriteHandLines(out, g, h)
}

// WriteTurnResult says what the turn did and what the player missed, in English.
func WriteTurnResult(out io.Writer, t referee.ChucheTurn, r *referee.ChucheTurnResult) {
	In(nil).WriteTurnResult(out, t, r)
}
