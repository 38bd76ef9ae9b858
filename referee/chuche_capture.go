package referee

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Capture is one Chuche capture (CU-10): a hand card and the table cards it takes.
type Capture struct {
	Play        variants.ChucheCard
	Take        []variants.ChucheCard // canonical order: colour R<O<Y<G<B<V, then value
	Sum         int                   // values of Play and Take
	Joker       int                   // -1, 0, +1: what the Joker did (CU-11); Sum+Joker is the target
	Points      int                   // CU-22 points of Play and Take, the cards won
	ClearsTable bool                  // the capturer wins a Chuche card (CU-14)
}

// String is "R3 + Y1 + B4".
func (c Capture) String() string {
	s := cuCardText(c.Play)
	for _, t := range c.Take {
		s += " + " + cuCardText(t)
	}
	return s
}

// Cards is the capture in a sentence, "R3 + Y1 + B3", its cards values a
// printer names in its language.
func (c Capture) Cards() fault.Message {
	return cuPlus(append([]variants.ChucheCard{c.Play}, c.Take...))
}

func cuPlus(cards []variants.ChucheCard) fault.Message {
	if len(cards) == 1 {
		return fault.M("%s", cards[0])
	}
	return fault.M("%s + %s", cards[0], cuPlus(cards[1:]))
}

// CaptureQuery asks for every capture a player could make (solve chuche, CU-13).
type CaptureQuery struct {
	Target  int                   // 6..10 (CU-8); outside it there is no capture
	Hand    []variants.ChucheCard // the capturer's hand
	Table   []variants.ChucheCard // every face-up card, blocked ones included
	Blocked []variants.ChucheCard // table cards others have blocked: unusable (CU-17), yet no obstacle to CU-14 unless ChucheNeedsEmptyTable
	Joker   bool                  // the capturer holds a Joker and may use it (CU-11)
	Rules   variants.ChucheRules  // SoloCapture, ChucheNeedsEmptyTable
}

// CaptureCheck is a capture as the players entered it (check capture).
type CaptureCheck struct {
	Target    int
	Play      variants.ChucheCard
	Take      []variants.ChucheCard
	Joker     int                   // -1, 0, +1 as declared (CU-11)
	Table     []variants.ChucheCard // nil: unknown
	Blocked   []variants.ChucheCard // table cards others have blocked (CU-17)
	Unblocked []variants.ChucheCard // blocked cards the capturer unblocks with a Shield (CU-17), one per Shield
	Rules     variants.ChucheRules
	Limit     int // most Better captures listed; 0 means DefaultBetterLimit
}

// DefaultBetterLimit is how many Better captures a verdict lists by default
// (the same as solve's default --limit, CLI.md).
const DefaultBetterLimit = 20

// CaptureVerdict is the referee's answer to a CaptureCheck.
type CaptureVerdict struct {
	Valid   bool
	Capture Capture // as entered, Take in canonical order
	// Taken is Take in the order entered: the order the player counts the
	// sum aloud in ("1 plus 3 ist 4, plus 2 ist 6", chuche-de.txt).
	Taken       []variants.ChucheCard
	ClearsTable *bool // nil when the table is unknown; false for a refused capture
	// Why is why it was refused, or a short confirmation "R3 + Y1 + B4 =
	// 8", its cards values a printer names in its language (JSON: its
	// English, as "reason").
	Why fault.Message
	// Better lists captures with the same played card that clear the table or
	// score more (CLI.md), best first; for a refused capture, every capture with
	// that card. Empty when the table is unknown.
	Better      []Capture
	BetterCount int // how many such captures exist; Better holds at most Limit
}

// ClearsTable reports whether taking take leaves no card the capturer could
// use (CU-14): what stays is empty or, unless rules.ChucheNeedsEmptyTable,
// blocked by others. Taken cards not on the table are ignored. A capture
// that takes no table card (solo_capture) clears nothing, even on a table
// that was already empty: CU-14 speaks of clearing it.
func ClearsTable(table, blocked, take []variants.ChucheCard, rules variants.ChucheRules) bool {
	if len(take) == 0 {
		return false
	}
	left := map[variants.ChucheCard]int{}
	for _, c := range table {
		left[c]++
	}
	for _, c := range take {
		if left[c] > 0 {
			left[c]--
		}
	}
	for _, c := range blocked {
		if !rules.ChucheNeedsEmptyTable && left[c] > 0 {
			left[c]--
		}
	}
	for _, n := range left {
		if n > 0 {
			return false
		}
	}
	return true
}

// Card kinds are indexed colour-major, so index order is the canonical order.
const cuKinds = 36

func cuIndex(c variants.ChucheCard) (int, bool) {
	if c.Colour > variants.Violet || c.Value < 1 || c.Value > 6 {
		return 0, false
	}
	return int(c.Colour)*6 + int(c.Value) - 1, true
}

func cuCardAt(i int) variants.ChucheCard {
	return variants.ChucheCard{Colour: variants.Colour(i / 6), Value: uint8(i%6 + 1)}
}

// cuCardText is String for any card, even one no deck holds: the fuzzer and
// careless callers must not make the referee panic.
func cuCardText(c variants.ChucheCard) string {
	if c.Colour > variants.Violet {
		return "?" + strconv.Itoa(int(c.Value))
	}
	return c.String()
}

func cuCompareCards(a, b variants.ChucheCard) int {
	if a.Colour != b.Colour {
		return cmp.Compare(a.Colour, b.Colour)
	}
	return cmp.Compare(a.Value, b.Value)
}

// cuSorted is a canonically ordered copy.
func cuSorted(cards []variants.ChucheCard) []variants.ChucheCard {
	out := slices.Clone(cards)
	slices.SortFunc(out, cuCompareCards)
	return out
}

// cuPoints is the CU-22 points of cards, 0 for cards that are not number cards.
func cuPoints(cards ...variants.ChucheCard) int {
	p := 0
	for _, c := range cards {
		if _, ok := cuIndex(c); ok {
			p += c.Points()
		}
	}
	return p
}
