package variants

import (
	"sort"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Game kinds.
const (
	GameChuche   = "chuche"
	GameChinchon = "chinchon"
)

// ParseGame reads a game kind, accepting "chinchón".
func ParseGame(s string) (string, error) {
	switch normalizeToken(s) {
	case GameChuche:
		return GameChuche, nil
	case GameChinchon:
		return GameChinchon, nil
	}
	return "", fault.Inputf("unknown game %q; games are chuche, chinchon", s)
}

// RuleDef describes one house rule of RULES.md: its key, default and the
// values it accepts.
type RuleDef struct {
	Game    string
	Key     string
	Default string    // as written in RULES.md; "by player count" is a catalog key
	Accepts fault.Key // the values accepted, for help and errors
	Meaning fault.Key
	Rule    string // the rule id it modifies
}

// RuleDefs lists every house rule of RULES.md in its tables' order.
var RuleDefs = []RuleDef{
	{GameChuche, "composition", "2,2,2,1,1,1", "six counts 0..9, copies of values 1..6 per colour", "copies of values 1..6 per colour", "CU-1"},
	{GameChuche, "colors", "by player count", "colours from red orange yellow green blue violet (letters R O Y G B V), red included", "colours in play", "CU-2"},
	{GameChuche, "solo_capture", "false", "true or false", "hand card alone may equal the target", "CU-10"},
	{GameChuche, "forced_capture", "true", "true or false", "a discard is refused while a capture exists for that card", "CU-13"},
	{GameChuche, "chuche_needs_empty_table", "false", "true or false", "Chuche only when the table is literally empty", "CU-14"},
	{GameChuche, "bomb_hits_bomber", "false", "true or false", "the bomber also puts down a card", "CU-18"},
	{GameChuche, "rotate_dealer", "true", "true or false", "dealer moves each round", "CU-6"},
	{GameChuche, "threshold", "2:140,3:120,4:100,5:80,6:60", "points (e.g. 100) or players:points pairs (e.g. 2:150,3:120)", "points that end the match", "CU-24"},
	{GameChuche, "tie", "play_on", "play_on or share", "an exact tie for highest plays another round, or shares the win", "CU-24"},
	{GameChinchon, "deck", "spanish-48", "spanish-40, spanish-48, french-52", "the deck in play", "CN-1"},
	{GameChinchon, "jokers", "0 (2 for french-52)", "0, 1 or 2", "jokers in the deck", "CN-1"},
	{GameChinchon, "limit", "100", "a number of points 1..1000", "elimination above this total", "CN-12"},
	{GameChinchon, "out_at", "exceed", "exceed or reach", "out over the limit, or at the limit itself", "CN-12"},
	{GameChinchon, "buyback", "true", "true or false", "eliminated players may rejoin", "CN-13"},
	{GameChinchon, "buybacks", "1", "0..10", "buy-backs allowed per player", "CN-13"},
	{GameChinchon, "clean_cut_bonus", "-10", "a number -100..0", "score for a cut with no leftover", "CN-10"},
	{GameChinchon, "cut_max", "5", "0..25", "most leftover points that allow a cut", "CN-7"},
	{GameChinchon, "face_values", "ten", "ten or rank", "face cards count 10, or their rank (10/11/12, J 11 Q 12 K 13)", "CN-3"},
	{GameChinchon, "joker_penalty", "25", "0..100", "points of an unmelded joker", "CN-3"},
	{GameChinchon, "joker_chinchon", "false", "true or false", "a joker may stand in a chinchón", "CN-11"},
	{GameChinchon, "ace_high", "false", "true or false", "the ace may close a run above the king", "CN-2"},
	{GameChinchon, "lay_off", "false", "true or false", "others may add to the cutter's melds", "CN-9"},
}

// RuleDefsFor lists the house rules of one game.
func RuleDefsFor(game string) []RuleDef {
	var defs []RuleDef
	for _, d := range RuleDefs {
		if d.Game == game {
			defs = append(defs, d)
		}
	}
	return defs
}

// LookupRule finds a house rule by key.
func LookupRule(game, key string) (RuleDef, bool) {
	for _, d := range RuleDefs {
		if d.Game == game && d.Key == key {
			return d, true
		}
	}
	return RuleDef{}, false
}

func ruleKeys(game string) string {
	var keys []string
	for _, d := range RuleDefsFor(game) {
		keys = append(keys, d.Key)
	}
	return strings.Join(keys, ", ")
}

func unknownRule(game, key string) error {
	return fault.Inputf("unknown %s house rule %q; keys are %s", game, key, ruleKeys(game)).WithHint("chuche-ref variants lists every key with its default")
}

func badRuleValue(game, key, value string) error {
	d, _ := LookupRule(game, key)
	return fault.Inputf("house rule %s=%s is not valid; %s accepts %s", key, Cut(value), key, fault.M(d.Accepts))
}

// ParseRuleAssignment splits "key=value" as given to --rule.
func ParseRuleAssignment(s string) (key, value string, err error) {
	k, v, ok := strings.Cut(s, "=")
	k = strings.TrimSpace(strings.ToLower(k))
	if !ok || k == "" {
		return "", "", fault.Inputf("--rule %q is not key=value (e.g. --rule limit=70)", s)
	}
	return strings.ReplaceAll(k, "-", "_"), strings.TrimSpace(v), nil
}

func parseBool(game, key, v string) (bool, error) {
	switch strings.ToLower(v) {
	case "true", "on", "yes", "1":
		return true, nil
	case "false", "off", "no", "0":
		return false, nil
	}
	return false, badRuleValue(game, key, v)
}

func parseIntIn(game, key, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || n > hi {
		return 0, badRuleValue(game, key, v)
	}
	return n, nil
}

// sortedKeys returns a map's keys sorted, for stable output.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// RuleValue is one house rule in force, for display.
type RuleValue struct {
	Key   string
	Value any // bool, int or string, as it appears in JSON
}
