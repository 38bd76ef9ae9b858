// Package play is the interactive prompt flow of `chuche-ref play`: it
// chooses or creates a game, then asks for each hand (Chinchón) or each
// deal, turn and round (Chuche), judges it through the scorekeeper before
// it is confirmed and records it as `round`, `deal` and `turn` do.
package play
