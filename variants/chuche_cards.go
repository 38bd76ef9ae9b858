package variants

import (
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Colour is the colour of a Chuche number card (CU-1).
type Colour uint8

// The six colours in their canonical order.
const (
	Red Colour = iota
	Orange
	Yellow
	Green
	Blue
	Violet
)

// AllColours lists the six colours in canonical order.
var AllColours = []Colour{Red, Orange, Yellow, Green, Blue, Violet}

var colourLetters = [...]string{"R", "O", "Y", "G", "B", "V"}
var colourNames = [...]string{"red", "orange", "yellow", "green", "blue", "violet"}

// Letter is the canonical colour letter (R O Y G B V).
func (c Colour) Letter() string { return colourLetters[c] }

// Name is the English colour word.
func (c Colour) Name() string { return colourNames[c] }

var colourWords = map[string]Colour{
	"r": Red, "red": Red, "rot": Red, "rojo": Red,
	"o": Orange, "orange": Orange, "naranja": Orange,
	"y": Yellow, "yellow": Yellow, "gelb": Yellow, "amarillo": Yellow,
	"g": Green, "green": Green, "grun": Green, "gruen": Green, "verde": Green,
	"b": Blue, "blue": Blue, "blau": Blue, "azul": Blue,
	"v": Violet, "violet": Violet, "violett": Violet, "lila": Violet, "purple": Violet, "morado": Violet, "violeta": Violet,
}

// ParseColour reads a colour letter or word (English, German, Spanish).
func ParseColour(s string) (Colour, error) {
	if c, ok := colourWords[normalizeToken(s)]; ok {
		return c, nil
	}
	return 0, fault.Inputf("%q is not a colour; colours are R O Y G B V (red orange yellow green blue violet)", s)
}

// ChucheCard is a Chuche number card: a colour and a value 1..6 (CU-1).
type ChucheCard struct {
	Colour Colour
	Value  uint8
}

// String is the canonical notation: colour letter then value, "R5".
func (c ChucheCard) String() string { return c.Colour.Letter() + strconv.Itoa(int(c.Value)) }

// Words spells the card out: "red 5".
func (c ChucheCard) Words() string { return c.Colour.Name() + " " + strconv.Itoa(int(c.Value)) }

// Points is the card's score (CU-22): red 5 = 5, other 5 = 4, other red = 3,
// everything else 1.
func (c ChucheCard) Points() int {
	switch {
	case c.Value == 5 && c.Colour == Red:
		return 5
	case c.Value == 5:
		return 4
	case c.Colour == Red:
		return 3
	}
	return 1
}

// MarshalText writes the canonical notation.
func (c ChucheCard) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads any spelling, without checking a deck.
func (c *ChucheCard) UnmarshalText(b []byte) error {
	card, err := parseChucheCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}

// parseChucheCard reads "R5", "5R", "rot5", "gelb 2", "red 5" with no deck check.
func parseChucheCard(tok string) (ChucheCard, error) {
	t := strings.ReplaceAll(normalizeToken(tok), " ", "")
	i := strings.IndexAny(t, "0123456789")
	var colourText, valueText string
	switch {
	case i < 0:
		return ChucheCard{}, chucheSyntax(tok)
	case i == 0:
		j := strings.IndexFunc(t, func(r rune) bool { return r < '0' || r > '9' })
		if j < 0 {
			return ChucheCard{}, chucheSyntax(tok)
		}
		valueText, colourText = t[:j], t[j:]
	default:
		colourText, valueText = t[:i], t[i:]
	}
	colour, ok := colourWords[colourText]
	if !ok {
		return ChucheCard{}, fault.Inputf("%q is not a Chuche card; colours are R O Y G B V (red orange yellow green blue violet)", strings.TrimSpace(tok)).WithHint("cards look like R5 Y1 G2 (colour letter + value 1..6)")
	}
	v, err := strconv.Atoi(valueText)
	if err != nil || v < 1 || v > 6 {
		return ChucheCard{}, fault.Inputf("%q is not a Chuche card; values are 1..6", strings.TrimSpace(tok)).WithHint("cards look like R5 Y1 G2 (colour letter + value 1..6)")
	}
	return ChucheCard{Colour: colour, Value: uint8(v)}, nil
}

func chucheSyntax(tok string) error {
	return fault.Inputf("%q is not a Chuche card; a card is a colour R O Y G B V and a value 1..6", strings.TrimSpace(tok)).WithHint("cards look like R5 Y1 G2, 5R, rot5, gelb 2")
}

// FormatChucheCards joins cards in canonical notation with spaces.
func FormatChucheCards(cards []ChucheCard) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// String is the English colour word, as Name.
func (c Colour) String() string { return c.Name() }

// ChucheCards are cards shown in a sentence: in notation with spaces
// between them ("R5 Y1"). A catalog printer names each in its language.
type ChucheCards []ChucheCard

func (cs ChucheCards) String() string { return joinCards(cs) }
