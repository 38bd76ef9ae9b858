package view

// Game is what a view shows of the game it is about: renderers take it, not
// the ledger's record.
type Game struct {
	ID         int64
	Kind       string
	Name       string
	Players    []string
	OutAtReach bool // Chinchón: out at the limit, not only above it (house rule out_at, CN-12)
}

// LedgerEntry is the ledger entry a view reports as recorded.
type LedgerEntry struct {
	Seq      int
	Replaces int // the entry it corrects, 0 for a new one
}
