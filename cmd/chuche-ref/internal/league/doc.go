// Package league is the league of docs/rules.md part 3 (LG-…) as pure
// arithmetic over rated games: it rates them one after another (Rate), in
// the order they were decided (LG-7), builds a season's table from the
// ratings each game gave (Build: LG-10, LG-11, LG-12), tells the odds of a
// line-up (Odds, LG-8) and knows what a season is (Season, LG-9). It does
// no I/O: the scorekeeper reads the rated games and any ratings the
// writers cached from the ledger, and the views show what it computes.
package league
