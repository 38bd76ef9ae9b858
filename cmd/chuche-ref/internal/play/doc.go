// Package play is the interactive prompt flow of `chuche-ref play`: it
// chooses or creates a game, then asks for each hand (Chinchón) or each
// deal, turn and round (Chuche). What is legal and whether a typed line
// may stand are the referee's to say (the scorekeeper's typed calls); an
// entry is judged once to be shown, and recorded from that judgement as
// `round`, `deal` and `turn` record it — judged again only when another
// terminal wrote first, and then shown again before it is recorded.
package play
