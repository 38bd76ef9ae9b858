// Package stats adds up players' records over the ledger's game summaries:
// a player's figures, head to head, the roster.
package stats
