package scorekeeper

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// StoredRules decodes the house rules stored with a game (CN-15: the rules
// in force are stored with the game, so later defaults never change it).
func StoredRules(g GameInfo) map[string]any {
	m := map[string]any{}
	if len(g.Rules) > 0 {
		_ = json.Unmarshal(g.Rules, &m)
	}
	delete(m, FirstDealerKey) // a setting of the game, not a house rule
	return m
}

// MissingRules names the house rules of the game's kind that its stored
// rules leave out ("limit, cut_max"), "" when none: a game stores every
// rule it is played by, so that a default changed later never changes it.
func MissingRules(g GameInfo) string {
	stored := StoredRules(g)
	var missing []string
	for _, d := range variants.RuleDefsFor(g.Kind) {
		if _, ok := stored[d.Key]; !ok {
			missing = append(missing, d.Key)
		}
	}
	return strings.Join(missing, ", ")
}

// FirstDealerKey is where a game stores, beside its house rules, the first
// dealer the table chose (CN-4, CU-6): the ledger is append-only, so the
// standings are a pure function of the entries and what the game stored
// when it began.
const FirstDealerKey = "first_dealer"

// FirstDealer is the first dealer stored with the game; "" for the
// default, the last seat.
func FirstDealer(g GameInfo) string {
	var m map[string]any
	if len(g.Rules) == 0 || json.Unmarshal(g.Rules, &m) != nil {
		return ""
	}
	s, _ := m[FirstDealerKey].(string)
	return s
}

// ChinchonRules are a Chinchón game's stored house rules.
func ChinchonRules(g GameInfo) (variants.ChinchonRules, error) {
	r, err := variants.NewChinchonRules(variants.RuleSettings(StoredRules(g)))
	if err != nil {
		return r, unreadableRules(g, err)
	}
	return r, nil
}

// ChucheRules are a Chuche game's stored house rules.
func ChucheRules(g GameInfo) (variants.ChucheRules, error) {
	r, err := variants.NewChucheRules(variants.RuleSettings(StoredRules(g)))
	if err != nil {
		return r, unreadableRules(g, err)
	}
	return r, nil
}

// unreadableRules is a ledger whose stored rules this build cannot read: a
// ledger problem (exit 3), not the user's input.
func unreadableRules(g GameInfo, err error) error {
	return fault.Ledgerf("game #%#d has house rules this chuche-ref cannot read", g.ID).Because(err)
}

// GameRules is what a new game stores as its rules: the house rules and
// the first dealer the table chose (CN-4, CU-6; "" for the default, the
// last seat), named as a seat, ignoring case.
func GameRules(kind string, rules map[string]any, seats []string, dealer string) (json.RawMessage, error) {
	stored := maps.Clone(rules)
	if dealer = strings.TrimSpace(dealer); dealer != "" {
		i := slices.IndexFunc(seats, func(s string) bool { return strings.EqualFold(s, dealer) })
		if i < 0 {
			return nil, fault.Inputf("--dealer %q is not a player of this game; players are %s", dealer, strings.Join(seats, ", "))
		}
		stored[FirstDealerKey] = seats[i]
	}
	raw, err := json.Marshal(stored)
	if err != nil {
		return nil, fault.Wrapf(err, "encode rules")
	}
	return raw, nil
}
