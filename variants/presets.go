package variants

import (
	"fmt"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Preset is a named set of house rules for one game.
type Preset struct {
	Name        string
	Game        string
	Description string
	Rules       map[string]string
}

// BuiltinPresets are the common table variants named in the rule texts.
var BuiltinPresets = []Preset{
	{"classic", GameChinchon, "the rules as written: spanish-48, out above 100, one buy-back", map[string]string{}},
	{"seventy", GameChinchon, "out above 70, as many tables play", map[string]string{"limit": "70"}},
	{"fifty", GameChinchon, "a short game: out above 50", map[string]string{"limit": "50"}},
	{"no-buyback", GameChinchon, "out is out: no buy-backs", map[string]string{"buyback": "false"}},
	{"french", GameChinchon, "52 French cards with two jokers", map[string]string{"deck": French52, "jokers": "2"}},
	{"spanish-40", GameChinchon, "the 40-card Spanish deck (7 and sota adjacent)", map[string]string{"deck": Spanish40}},
	{"classic", GameChuche, "the rules as written (composition 2,2,2,1,1,1)", map[string]string{}},
	{"literal", GameChuche, "the seed's per-colour list: three 1s, 2s and 3s", map[string]string{"composition": "3,3,3,1,1,1"}},
	{"strict", GameChuche, "CHUCHE only when the table is literally empty", map[string]string{"chuche_needs_empty_table": "true"}},
	{"relaxed", GameChuche, "a hand card alone may capture; discards never refused", map[string]string{"solo_capture": "true", "forced_capture": "false"}},
}

// FindPreset looks a preset up by game and name among the given presets.
func FindPreset(presets []Preset, game, name string) (Preset, error) {
	var names []string
	for _, p := range presets {
		if p.Game != game && p.Game != "" {
			continue
		}
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
		names = append(names, p.Name)
	}
	return Preset{}, fault.Inputf("unknown %s preset %q; presets are %s", game, name, strings.Join(names, ", ")).WithHint("chuche-ref variants lists the presets; a config file may define more")
}

// CheckRules reports the first invalid key or value of settings for a game.
func CheckRules(game string, settings map[string]string) error {
	var err error
	if game == GameChuche {
		_, err = NewChucheRules(settings)
	} else {
		_, err = NewChinchonRules(settings)
	}
	return err
}

// RuleMap turns rule values into the JSON object of CLI.md's "rules".
func RuleMap(values []RuleValue) map[string]any {
	m := make(map[string]any, len(values))
	for _, v := range values {
		m[v.Key] = v.Value
	}
	return m
}

// RuleSettings turns a stored rules object back into settings for NewChinchonRules
// or NewChucheRules.
func RuleSettings(m map[string]any) map[string]string {
	s := make(map[string]string, len(m))
	for k, v := range m {
		switch x := v.(type) {
		case float64:
			s[k] = fmt.Sprintf("%d", int(x))
		default:
			s[k] = fmt.Sprint(x)
		}
	}
	return s
}
