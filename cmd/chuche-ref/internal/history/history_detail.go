package history

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/variants"
)

// entryDetails describes each entry in the game's own words (cards, melds,
// scores), keyed by sequence number.
func entryDetails(p *i18n.Printer, lg *scorekeeper.Game) map[int][]string {
	switch lg.Info().Kind {
	case variants.GameChinchon:
		return chinchonDetails(p, lg)
	case variants.GameChuche:
		return chucheDetails(p, lg)
	}
	return nil
}
