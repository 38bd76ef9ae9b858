package i18n

// The words of the views: check, solve, turn, standings, history, stats,
// chart, export and import reports (cmd/chuche-ref/internal/view and the
// packages around it).

// A capture's sum said aloud (chuche-de.txt: „1 plus 3 ist 4, plus 2 ist 6…“).
var _ = Add(
	T("plus %d is %d", "plus %d ist %d", "más %d son %d"),
	T("plus Joker 1 is %d", "plus Joker 1 ist %d", "más comodín 1 son %d"),
	T("minus Joker 1 is %d", "minus Joker 1 ist %d", "menos comodín 1 son %d"),
	T("Announce: %s\n", "Ansage: %s\n", "Se canta: %s\n"),
)
