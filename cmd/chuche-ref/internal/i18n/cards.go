package i18n

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/variants"
)

// Cards in sentences are named the language's way: "5 de oros", "sota de
// copas", "Oros 5", "Rot 5", "5 rojo". English keeps the canonical
// notation (5o, R5), which is how English tables write them. Tables and
// JSON always show the notation.

var suitWords = map[Lang]map[variants.Suit]string{
	De: {variants.Oros: "Oros", variants.Copas: "Copas", variants.Espadas: "Espadas", variants.Bastos: "Bastos",
		variants.Hearts: "Herz", variants.Diamonds: "Karo", variants.Clubs: "Kreuz", variants.Spades: "Pik"},
	Es: {variants.Oros: "oros", variants.Copas: "copas", variants.Espadas: "espadas", variants.Bastos: "bastos",
		variants.Hearts: "corazones", variants.Diamonds: "diamantes", variants.Clubs: "tréboles", variants.Spades: "picas"},
}

var spanishRankWords = map[Lang]map[uint8]string{
	De: {1: "Ass", 10: "Sota", 11: "Caballo", 12: "Rey"},
	Es: {1: "as", 10: "sota", 11: "caballo", 12: "rey"},
}

var frenchRankWords = map[Lang]map[uint8]string{
	De: {1: "Ass", 11: "Bube", 12: "Dame", 13: "König"},
	Es: {1: "as", 11: "jota", 12: "reina", 13: "rey"},
}

var jokerWord = map[Lang]string{De: "Joker", Es: "comodín"}

var colourWords = map[Lang]map[variants.Colour]string{
	De: {variants.Red: "Rot", variants.Orange: "Orange", variants.Yellow: "Gelb", variants.Green: "Grün", variants.Blue: "Blau", variants.Violet: "Violett"},
	Es: {variants.Red: "rojo", variants.Orange: "naranja", variants.Yellow: "amarillo", variants.Green: "verde", variants.Blue: "azul", variants.Violet: "violeta"},
}

// The Chuche cards as the German rule text and a Spanish table say them.
var actionWords = map[Lang]map[variants.ChucheAction]string{
	De: {variants.ActionJoker: "Joker", variants.ActionSteal: "Stehlen", variants.ActionBomb: "Bombe", variants.ActionBlockade: "Blockade", variants.ActionShield: "Schild"},
	Es: {variants.ActionJoker: "comodín", variants.ActionSteal: "ladrón", variants.ActionBomb: "bomba", variants.ActionBlockade: "bloqueo", variants.ActionShield: "escudo"},
}

// ChinchonCard names a Chinchón card in a sentence.
func (p *Printer) ChinchonCard(c variants.ChinchonCard) string {
	l := p.get().Lang
	if l != De && l != Es {
		return c.String()
	}
	if c.IsJoker() {
		return jokerWord[l]
	}
	rank := strconv.Itoa(int(c.Rank))
	words := spanishRankWords
	if c.IsFrench() {
		words = frenchRankWords
	}
	if w, ok := words[l][c.Rank]; ok {
		rank = w
	}
	suit := suitWords[l][c.Suit]
	if l == De {
		return suit + " " + rank // "Oros 5", "Herz Dame"
	}
	return rank + " de " + suit // "5 de oros", "reina de corazones"
}

// ChucheCard names a number card of Chuche in a sentence.
func (p *Printer) ChucheCard(c variants.ChucheCard) string {
	l := p.get().Lang
	if l != De && l != Es {
		return c.String()
	}
	v := strconv.Itoa(int(c.Value))
	if l == De {
		return colourWords[l][c.Colour] + " " + v // "Rot 5", as the rule text writes it
	}
	return v + " " + colourWords[l][c.Colour] // "5 rojo"
}

// ChucheAction names a Chuche card in a sentence.
func (p *Printer) ChucheAction(a variants.ChucheAction) string {
	if w, ok := actionWords[p.get().Lang][a]; ok {
		return w
	}
	return a.String()
}

// Colour names a Chuche colour in a sentence.
func (p *Printer) Colour(c variants.Colour) string {
	if w, ok := colourWords[p.get().Lang][c]; ok {
		return w
	}
	return c.Name()
}

func (p *Printer) cardWords(a any) (string, bool) {
	switch v := a.(type) {
	case variants.ChinchonCard:
		return p.ChinchonCard(v), true
	case []variants.ChinchonCard:
		return joinWords(v, p.ChinchonCard), true
	case variants.ChucheCard:
		return p.ChucheCard(v), true
	case []variants.ChucheCard:
		return joinWords(v, p.ChucheCard), true
	case variants.ChinchonCards:
		return joinWords(v, p.ChinchonCard), true
	case variants.ChucheCards:
		return joinWords(v, p.ChucheCard), true
	case variants.ChucheCardTitle:
		if l := p.get().Lang; l != De && l != Es {
			return v.String(), true // "Steal"
		}
		if v == 0 {
			return p.Sprintf("Chuche card"), true
		}
		return p.ChucheAction(variants.ChucheAction(v)), true
	case variants.SpelledCard:
		if l := p.get().Lang; l != De && l != Es {
			return v.String(), true // "rey of oros"
		}
		return p.ChinchonCard(variants.ChinchonCard(v)), true
	case variants.ChucheAction:
		return p.ChucheAction(v), true
	case variants.Colour:
		return p.Colour(v), true
	}
	return "", false
}

// joinWords lists cards with spaces in notation (English), with commas
// when they are named in words.
func joinWords[C any](cards []C, name func(C) string) string {
	parts := make([]string, len(cards))
	words := false
	for i, c := range cards {
		parts[i] = name(c)
		words = words || strings.Contains(parts[i], " ")
	}
	if words {
		return strings.Join(parts, ", ")
	}
	return strings.Join(parts, " ")
}
