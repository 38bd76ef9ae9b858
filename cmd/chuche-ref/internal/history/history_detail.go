package history

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/variants"
)

// entryDetails describes each entry in the game's own words (cards, melds,
// scores), keyed by sequence number.
func entryDetails(lg *scorekeeper.Game) map[int][]string {
	switch lg.Info().Kind {
	case variants.GameChinchon:
		return chinchonDetails(lg)
	case variants.GameChuche:
		return chucheDetails(lg)
	}
	return nil
}
