package referee

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The refusals name Chuche cards as cards, in plain English: "the only
// Bomb is already won", not "all 1 bomb cards are" (CU-4); "Y1 G2 still
// lie on the table" (CU-14).
func TestChucheRefusalWords(t *testing.T) {
	for a, want := range map[variants.ChucheAction]string{
		variants.ActionBomb:     "the only Bomb is",
		variants.ActionJoker:    "both Jokers are",
		variants.ActionSteal:    "all 3 Steals are",
		variants.ActionBlockade: "all 3 Blockades are",
		variants.ActionShield:   "all 3 Shields are",
	} {
		if got := chucheAllWon(a).Error(); !strings.HasPrefix(got, want+" already won") {
			t.Errorf("chucheAllWon(%s) = %q, want %q", a, got, want)
		}
	}
}
