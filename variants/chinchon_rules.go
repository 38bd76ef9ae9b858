package variants

import "strings"

// ChinchonRules are the Chinchón house rules in force (RULES.md part 2).
type ChinchonRules struct {
	Deck          string
	Jokers        int
	Limit         int
	OutAt         string // "exceed" or "reach"
	Buyback       bool
	Buybacks      int
	CleanCutBonus int
	CutMax        int
	FaceValues    string // "ten" or "rank"
	JokerPenalty  int
	JokerChinchon bool
	AceHigh       bool
	LayOff        bool
}

// DefaultChinchonRules are the defaults of RULES.md.
func DefaultChinchonRules() ChinchonRules {
	return ChinchonRules{
		Deck: Spanish48, Jokers: 0, Limit: 100, OutAt: "exceed", Buyback: true, Buybacks: 1,
		CleanCutBonus: -10, CutMax: 5, FaceValues: "ten", JokerPenalty: 25,
	}
}

// NewChinchonRules applies key=value settings over the defaults. The joker
// count follows the deck unless it is set (CN-1).
func NewChinchonRules(settings map[string]string) (ChinchonRules, error) {
	r := DefaultChinchonRules()
	for _, k := range sortedKeys(settings) {
		if err := r.set(k, settings[k]); err != nil {
			return r, err
		}
	}
	if _, ok := settings["jokers"]; !ok {
		r.Jokers = DefaultJokers(r.Deck)
	}
	return r, nil
}

func (r *ChinchonRules) set(key, v string) error {
	g := GameChinchon
	var err error
	switch key {
	case "deck":
		v = strings.ToLower(v)
		if _, err := NewChinchonDeck(v, 0); err != nil {
			return badRuleValue(g, key, v)
		}
		r.Deck = v
	case "jokers":
		r.Jokers, err = parseIntIn(g, key, v, 0, 2)
	case "limit":
		r.Limit, err = parseIntIn(g, key, v, 1, 1000)
	case "out_at":
		v = strings.ToLower(v)
		if v != "exceed" && v != "reach" {
			return badRuleValue(g, key, v)
		}
		r.OutAt = v
	case "buyback":
		r.Buyback, err = parseBool(g, key, v)
	case "buybacks":
		r.Buybacks, err = parseIntIn(g, key, v, 0, 10)
	case "clean_cut_bonus":
		r.CleanCutBonus, err = parseIntIn(g, key, v, -100, 0)
	case "cut_max":
		r.CutMax, err = parseIntIn(g, key, v, 0, 25)
	case "face_values":
		v = strings.ToLower(v)
		if v != "ten" && v != "rank" {
			return badRuleValue(g, key, v)
		}
		r.FaceValues = v
	case "joker_penalty":
		r.JokerPenalty, err = parseIntIn(g, key, v, 0, 100)
	case "joker_chinchon":
		r.JokerChinchon, err = parseBool(g, key, v)
	case "ace_high":
		r.AceHigh, err = parseBool(g, key, v)
	case "lay_off":
		r.LayOff, err = parseBool(g, key, v)
	default:
		return unknownRule(g, key)
	}
	return err
}

// DeckInPlay is the deck these rules name.
func (r ChinchonRules) DeckInPlay() ChinchonDeck {
	return ChinchonDeck{Name: r.Deck, Jokers: r.Jokers}
}

// Points is a card's value when left unmelded (CN-3).
func (r ChinchonRules) Points(c ChinchonCard) int {
	switch {
	case c.IsJoker():
		return r.JokerPenalty
	case r.FaceValues == "rank":
		return int(c.Rank)
	case c.IsFrench() && c.Rank >= 11:
		return 10
	case !c.IsFrench() && c.Rank >= 10:
		return 10
	}
	return int(c.Rank)
}

// Values lists every rule in force in RULES.md order, typed as in JSON.
func (r ChinchonRules) Values() []RuleValue {
	return []RuleValue{
		{"deck", r.Deck}, {"jokers", r.Jokers}, {"limit", r.Limit}, {"out_at", r.OutAt},
		{"buyback", r.Buyback}, {"buybacks", r.Buybacks}, {"clean_cut_bonus", r.CleanCutBonus},
		{"cut_max", r.CutMax}, {"face_values", r.FaceValues}, {"joker_penalty", r.JokerPenalty},
		{"joker_chinchon", r.JokerChinchon}, {"ace_high", r.AceHigh}, {"lay_off", r.LayOff},
	}
}
