// Package export is the ledger's interchange format: the lossless JSON
// export that import reads back (games, entries, roster), the CSV rows for
// spreadsheets, and the report of an import.
package export
