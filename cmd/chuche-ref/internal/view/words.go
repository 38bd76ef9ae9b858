package view

import "github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

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
