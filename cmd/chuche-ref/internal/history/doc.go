// Package history lists a game's ledger entries, voided and amended ones
// included, with what each did as the table would say it.
package history
