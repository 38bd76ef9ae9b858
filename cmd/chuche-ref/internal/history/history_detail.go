package history

import (
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// entryDetails describes each entry in the game's own words (cards, melds,
// scores), keyed by sequence number, from what the game's one replay told
// of each entry in force: nothing is judged again here.
func entryDetails(p *i18n.Printer, g scorekeeper.Game) map[int][]string {
	h := g.History()
	t := tellerFor(p, g.Info(), h.Match)
	details := map[int][]string{}
	rounds := 0 // rounds completed before the entry told
	for _, told := range h.Told {
		key := told.Entry.Seq // an amended entry is told at its amendment
		if told.Entry.AmendedBy != 0 {
			key = told.Entry.AmendedBy
		}
		details[key] = append(details[key], t.told(told, rounds)...)
		if told.Outcome.Round != nil {
			rounds++
		}
	}
	if fe, ok := fault.As(h.Broken); ok && fe.Seq != 0 {
		if line, ok := t.broken(h.Broken); ok {
			details[fe.Seq] = append(details[fe.Seq], line)
		}
	}
	bySeq := map[int]scorekeeper.Entry{}
	for _, e := range h.Entries {
		bySeq[e.Seq] = e
	}
	for _, e := range h.Entries {
		if e.Replaces != 0 {
			details[e.Seq] = append(t.changes(bySeq[e.Replaces].Payload, e.Payload), details[e.Seq]...)
		}
		if e.VoidedBy != 0 || e.ReplacedBy != 0 {
			if line, ok := t.asEntered(e); ok {
				details[e.Seq] = append(details[e.Seq], line)
			}
		}
	}
	return details
}

// teller words one game's entries for the history.
type teller interface {
	// told are an entry's lines as the replay told it; rounds is how many
	// rounds were complete before it.
	told(t scorekeeper.Told, rounds int) []string
	// broken is the line at the entry that does not stand, if the game
	// says one.
	broken(err error) (string, bool)
	// changes say what a correction changed.
	changes(old, cur scorer.Payload) []string
	// asEntered is a voided or replaced entry as it was typed.
	asEntered(e scorekeeper.Entry) (string, bool)
}

// tellerFor is the teller of the game whose match m is.
func tellerFor(p *i18n.Printer, g scorekeeper.GameInfo, m scorer.Match) teller {
	if _, ok := m.(scorer.ChucheMatch); ok {
		return chucheTeller{p, g}
	}
	return chinchonTeller{p, g}
}
