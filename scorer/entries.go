// Package scorer turns a game's ledger entries into standings. It is pure:
// no I/O, no clock, no store. Entries are typed (Payload): the scorer judges
// hands, buy-backs, deals, turns and rounds, and reads or writes the
// ledger's JSON only in its codec. The standings at any point are a function of
// the entries (CN-15), so every correction — undo or amendment — is applied
// by recomputing from the entries that remain in force.
package scorer

import (
	"slices"

	"github.com/chuche-ref/chuche-ref/fault"
)

// Effective applies undos and amendments and returns the entries in force,
// in ledger order with their original Seq and Kind.
//
//   - An entry is in force unless an entry in force voids it. Undos are
//     weighed from the newest back, so voiding an undo restores what it
//     voided, and voiding an amendment restores the previous version.
//   - An amendment in force puts its payload at the position of the entry it
//     replaces (following amendments of amendments back to the original);
//     of several, the latest wins. (An amendment's payload is read as the
//     kind of the entry it amends: the codec's caller sees to it.)
//   - An amendment whose original is voided or unknown has nothing to
//     replace and is dropped.
func Effective(entries []Entry) []Entry {
	sorted := slices.Clone(entries)
	slices.SortStableFunc(sorted, func(a, b Entry) int { return a.Seq - b.Seq })

	voided := map[int]bool{}
	for i := len(sorted) - 1; i >= 0; i-- {
		if e := sorted[i]; !voided[e.Seq] && e.Voids > 0 {
			voided[e.Voids] = true
		}
	}

	bySeq := make(map[int]Entry, len(sorted))
	for _, e := range sorted {
		bySeq[e.Seq] = e
	}
	latest := map[int]Entry{} // original seq -> latest amendment in force
	for _, e := range sorted {
		if voided[e.Seq] || e.Voids > 0 || e.Replaces == 0 {
			continue
		}
		if root, ok := originalOf(e, bySeq); ok {
			latest[root] = e // sorted by seq: later amendments overwrite
		}
	}

	var live []Entry
	for _, e := range sorted {
		if voided[e.Seq] || e.Voids > 0 || e.Replaces > 0 {
			continue
		}
		if a, ok := latest[e.Seq]; ok {
			e.Payload, e.AmendedBy = a.Payload, a.Seq
		}
		live = append(live, e)
	}
	return live
}

// originalOf follows an amendment's Replaces back to the entry it finally
// amends. A chain that points forward, at itself or at an unknown seq is not
// followed (the store never writes one; a hand-edited ledger might).
func originalOf(e Entry, bySeq map[int]Entry) (int, bool) {
	for e.Replaces > 0 {
		prev, ok := bySeq[e.Replaces]
		if !ok || prev.Seq >= e.Seq || prev.Voids > 0 {
			return 0, false
		}
		e = prev
	}
	return e.Seq, true
}

// Unreadable is the Code of an entry the scorer cannot read at all —
// valid JSON perhaps, but not an entry of this game (a missing card, a
// field of the wrong type, an unknown kind) — rather than one it judged
// impossible. Such an error is of kind Input, so a file being imported is
// still the user's input; in a ledger it is damage (the scorekeeper says
// so, exit 3). Its Seq names the entry (0 until known).
const Unreadable fault.Code = "payload"

// unreadable marks err as an unreadable entry, keeping its words.
func unreadable(err *fault.Error) *fault.Error {
	c := *err
	c.Code = Unreadable
	return &c
}

// atEntry names the entry an error belongs to: a fault (input, refusal,
// unreadable entry) gets its Seq, which its text then begins with
// ("entry 5: …"); its message stays as it was, for callers that say it
// their way (a correction that a later entry cannot survive, CN-15).
func atEntry(seq int, err error) error {
	if fe, ok := fault.As(err); ok {
		return fe.AtEntry(seq)
	}
	return fault.Wrapf(err, "entry %d", seq)
}
