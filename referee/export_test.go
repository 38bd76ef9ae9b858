package referee

import (
	"maps"
	"slices"

	"github.com/chuche-ref/chuche-ref/variants"
)

// DeepCopy is a copy of r that shares nothing with it, for tests that check
// a round did not change: Apply never changes a round, so nothing else
// needs one.
func (r *ChucheRound) DeepCopy() *ChucheRound {
	c := *r
	c.Seats = slices.Clone(r.Seats)
	c.Table = slices.Clone(r.Table)
	c.Discarded = slices.Clone(r.Discarded)
	c.Hands = maps.Clone(r.Hands)
	c.Chuches = maps.Clone(r.Chuches)
	c.Won = make(map[string][]variants.ChucheCard, len(r.Won))
	for p, w := range r.Won {
		c.Won[p] = slices.Clone(w)
	}
	c.Actions = make(map[string][]ChucheHeld, len(r.Actions))
	for p, a := range r.Actions {
		c.Actions[p] = slices.Clone(a)
	}
	return &c
}
