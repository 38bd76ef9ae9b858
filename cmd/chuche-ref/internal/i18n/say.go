package i18n

import (
	"sync"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Said is the core's words for people: in English exactly as the core
// wrote them (as err.Error() and JSON carry them), in another language
// worded by the catalog. Words read back from JSON say their English in
// every language.
func (p *Printer) Said(m fault.Message) string {
	if p == nil || p.Lang == En || p.Lang == "" {
		return m.String()
	}
	return p.Message(m)
}

// SaidAll is Said for each of a list.
func (p *Printer) SaidAll(ms []fault.Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.Said(m)
	}
	return out
}

// Text is s worded in the printer's language when s is a catalog key (a
// house rule's meaning, a built-in preset's description), else s as it is
// (a preset of the user's config file keeps its own words).
func (p *Printer) Text(s string) string {
	if s == "" || p == nil || p.Lang == En || p.Lang == "" || !known(s) {
		return s
	}
	return p.Sprintf(fault.Key(s))
}

var (
	knownOnce sync.Once
	knownKeys map[fault.Key]bool
)

func known(s string) bool {
	knownOnce.Do(func() {
		knownKeys = map[fault.Key]bool{}
		for _, e := range Entries() {
			knownKeys[e.Key] = true
		}
	})
	return knownKeys[fault.Key(s)]
}
