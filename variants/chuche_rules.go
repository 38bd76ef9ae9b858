package variants

import (
	"sort"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// ChucheRules are the Chuche house rules in force (RULES.md part 1).
type ChucheRules struct {
	Composition           [6]int
	Colours               []Colour // nil: by player count (CU-2)
	SoloCapture           bool
	ForcedCapture         bool
	ChucheNeedsEmptyTable bool
	BombHitsBomber        bool
	RotateDealer          bool
	Threshold             map[int]int // players -> points (CU-24)
	Tie                   string      // "play_on" or "share"
}

// DefaultThreshold is CU-24's table.
func DefaultThreshold() map[int]int {
	return map[int]int{2: 140, 3: 120, 4: 100, 5: 80, 6: 60}
}

// DefaultChucheRules are the defaults of RULES.md.
func DefaultChucheRules() ChucheRules {
	return ChucheRules{
		Composition: DefaultComposition, ForcedCapture: true, RotateDealer: true,
		Threshold: DefaultThreshold(), Tie: "play_on",
	}
}

// NewChucheRules applies key=value settings over the defaults.
func NewChucheRules(settings map[string]string) (ChucheRules, error) {
	r := DefaultChucheRules()
	for _, k := range sortedKeys(settings) {
		if err := r.set(k, settings[k]); err != nil {
			return r, err
		}
	}
	return r, nil
}

func (r *ChucheRules) set(key, v string) error {
	g := GameChuche
	var err error
	switch key {
	case "composition":
		parts := splitList(v)
		if len(parts) != 6 {
			return badRuleValue(g, key, v)
		}
		for i, p := range parts {
			if r.Composition[i], err = parseIntIn(g, key, p, 0, 9); err != nil {
				return badRuleValue(g, key, v)
			}
		}
		if r.Composition == ([6]int{}) {
			return fault.Inputf("house rule composition=%s is not valid; a deck of no number cards cannot be dealt (CU-1, CU-7)", Cut(v))
		}
	case "colors", "colours":
		if strings.EqualFold(v, "by player count") || strings.EqualFold(v, "auto") {
			r.Colours = nil
			return nil
		}
		seen := map[Colour]bool{}
		var cols []Colour
		for _, p := range splitList(v) {
			c, err := ParseColour(p)
			if err != nil {
				return badRuleValue(g, "colors", v)
			}
			if !seen[c] {
				seen[c] = true
				cols = append(cols, c)
			}
		}
		if !seen[Red] || len(cols) < 2 {
			return fault.Inputf("house rule colors=%s is not valid; red is always in play, with at least one more colour", Cut(v))
		}
		sort.Slice(cols, func(i, j int) bool { return cols[i] < cols[j] })
		r.Colours = cols
	case "solo_capture":
		r.SoloCapture, err = parseBool(g, key, v)
	case "forced_capture":
		r.ForcedCapture, err = parseBool(g, key, v)
	case "chuche_needs_empty_table":
		r.ChucheNeedsEmptyTable, err = parseBool(g, key, v)
	case "bomb_hits_bomber":
		r.BombHitsBomber, err = parseBool(g, key, v)
	case "rotate_dealer":
		r.RotateDealer, err = parseBool(g, key, v)
	case "threshold":
		r.Threshold, err = parseThreshold(v)
	case "tie":
		v = strings.ToLower(v)
		if v != "play_on" && v != "share" {
			return badRuleValue(g, key, v)
		}
		r.Tie = v
	default:
		return unknownRule(g, key)
	}
	return err
}

// parseThreshold reads "100" (every player count) or "2:140,3:120,…".
func parseThreshold(v string) (map[int]int, error) {
	bad := badRuleValue(GameChuche, "threshold", v)
	if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
		if n < 1 || n > 10000 {
			return nil, bad
		}
		return map[int]int{2: n, 3: n, 4: n, 5: n, 6: n}, nil
	}
	t := DefaultThreshold()
	for _, p := range splitList(v) {
		a, b, ok := strings.Cut(p, ":")
		players, err1 := strconv.Atoi(a)
		points, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || players < 2 || players > 6 || points < 1 || points > 10000 {
			return nil, bad
		}
		t[players] = points
	}
	return t, nil
}

// ColoursFor is the colours in play for a player count (CU-2, house rule colors).
func (r ChucheRules) ColoursFor(players int) []Colour {
	if r.Colours != nil {
		return r.Colours
	}
	return DefaultColours(players)
}

// DeckFor is the deck in play for a player count; 0 players (no game) puts
// all six colours in play (CLI.md).
func (r ChucheRules) DeckFor(players int) ChucheDeck {
	return ChucheDeck{Colours: r.ColoursFor(players), Composition: r.Composition}
}

// ThresholdFor is the points that end the match for a player count (CU-24).
func (r ChucheRules) ThresholdFor(players int) int {
	if t, ok := r.Threshold[players]; ok {
		return t
	}
	return DefaultThreshold()[players]
}

// Values lists every rule in force, typed as in JSON. With a player count the
// colours and threshold are the ones that apply to it.
func (r ChucheRules) Values(players int) []RuleValue {
	comp := make([]string, 6)
	for i, n := range r.Composition {
		comp[i] = strconv.Itoa(n)
	}
	var colours any = "by player count"
	var threshold any = formatThreshold(r.Threshold)
	if players > 0 || r.Colours != nil {
		names := []string{}
		for _, c := range r.ColoursFor(players) {
			names = append(names, c.Name())
		}
		colours = strings.Join(names, ",")
	}
	if players > 0 {
		threshold = r.ThresholdFor(players)
	}
	return []RuleValue{
		{"composition", strings.Join(comp, ",")}, {"colors", colours},
		{"solo_capture", r.SoloCapture}, {"forced_capture", r.ForcedCapture},
		{"chuche_needs_empty_table", r.ChucheNeedsEmptyTable}, {"bomb_hits_bomber", r.BombHitsBomber},
		{"rotate_dealer", r.RotateDealer}, {"threshold", threshold}, {"tie", r.Tie},
	}
}

func formatThreshold(t map[int]int) string {
	parts := []string{}
	for n := 2; n <= 6; n++ {
		parts = append(parts, strconv.Itoa(n)+":"+strconv.Itoa(t[n]))
	}
	return strings.Join(parts, ",")
}
