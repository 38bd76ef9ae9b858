package referee

import (
	"math/rand/v2"
	"testing"
)

func BenchmarkOracleTmp(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		rules := cnRandomRules(r)
		j := r.IntN(3)
		rules = cnRulesWithJokers(rules, j)
		cnOracleArrange(cnRandomHand(r, rules, 8, j), rules)
	}
}
