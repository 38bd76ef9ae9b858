// Package scorekeeper is "a game in the ledger": the one place that joins
// the ledger (store) to the scoring (scorer), and the only way to the
// ledger for every package but the store itself, ledgerfile (which finds
// and opens the file) and the ledger-benchmark builder.
//
// # The ledger
//
// A Ledger is the opened ledger file. Everything the commands, the flows,
// stats, export, completion and the scoreboard read or write goes through
// its methods, in this package's own types (GameInfo, Entry, Summary,
// Archive, …): no store type is seen outside, so the store may change what
// is behind it (another engine) without a caller noticing. The games use a
// narrow part of the store (gameStore): read a game, its entries, append one.
//
// # One game interface
//
// Both games are a Game: open it (Open, Latest, Load, NewGame), ask what the
// rules allow now (Legal), judge a typed entry without recording it
// (Probe, ProbeUndo, ProbeEnd), record what was judged (Record), read the
// standings in the shape every game shares (Standings: totals, status and,
// once decided, each seat's place, for a league to rate) and the history
// (History: each entry as stored and what it did, from the one replay). A
// third game is a new Game implementation beside Chinchon and Chuche; play,
// history, the scoreboard, export and the commands use the interface, and
// only the views that show a game's own detail look at its match.
//
// *Chinchon and *Chuche add the typed calls of their game: ProbeHand,
// ProbeBuyBack, ProbeAmendHand, and the questions the prompts ask while a
// hand is typed (JudgeCutterLine, CheckDealt); ProbeDeal, ProbeTurn,
// ProbeWonPiles, ProbeAmendWonPiles and CheckWonPiles. Each takes the game's own typed
// entry (scorer.ChinchonHand, referee.ChucheTurn, …) and returns a
// Judgement. Undo, End and ProbeRecord are probe-and-record in one, for
// the commands that show what was recorded rather than ask first.
//
// A decided game's Standings place every seat (scorer.Standing: the
// winners first; Chinchón by the last elimination, Chuche by the totals; a
// game ended early places nobody), which is what a league rates.
//
// # Judged once
//
// A Probe returns a Judgement: the entry, typed, with what the referee says
// it does (scorer.Outcome) and the game it would make. Record records a
// Judgement as it was judged — the entry is not judged again — with the
// ledger's same-game conflict check. So a hand typed at the prompts is
// judged once to be shown, and recorded from that judgement. If the game
// moved on since the judgement (another process recorded first, or this one
// did), Record records nothing and returns a *MovedOn error holding the
// entry judged afresh against the game as it now stands: the caller shows
// that judgement and asks again, instead of recording what nobody saw.
//
// Entries are decoded once, where they leave the store (scorer.Codec): a
// game keeps them typed, a replay judges each once, and a record encodes its
// entry once. Replays and Decodes count both, for the tests of "one replay
// per open" and "one decode per entry".
//
// # The league
//
// A decided game's summary keeps every seat's place and the entry that
// decided it (Summary.DecidedBy), so that the league (docs/rules.md part 3)
// places no game by replaying it. LeagueRows, Ratings and RatingHistory are
// the ratings derived from them, in the league's order (league.Rate); the
// writers keep them cached in the ledger (league_cache.go): the deciding
// entry is recorded with its game's rows, anything else that changes a
// rated game leaves the cache stale from that game on and the writer rates
// every later game again. Readers use the cache only while the ledger says
// it is current and nothing else wrote the ledger; otherwise they rate
// every game themselves. A ledger an older chuche-ref wrote is placed by
// one replay of each game when it is opened (league_upgrade.go).
//
// # Cost
//
// A game opened with Open reads its entries once and replays them once. A
// Chinchón game's summary carries a snapshot of its match, so Latest (for
// commands that only add) opens it without replaying, and recording the
// 301st hand costs what the 2nd does.
package scorekeeper
