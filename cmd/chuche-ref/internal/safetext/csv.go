package safetext

// CSVCell makes a text cell of a CSV export inert in a spreadsheet
// (OWASP's advice on CSV injection): a cell starting with = + - @,
// TAB or CR would be read as a formula, so it gets a leading apostrophe,
// which spreadsheets show as nothing and read as "this is text". The cell
// is escaped too, as everything from the ledger is: a CSV on stdout is read
// on a terminal. Number cells must not pass here: "-56" is a score.
func CSVCell(s string) string {
	if s == "" {
		return s
	}
	switch s[0] {
	case '=', '+', '-', '@', '\t', '\r':
		return "'" + Escape(s)
	}
	return Escape(s)
}
