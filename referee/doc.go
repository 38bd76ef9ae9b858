// Package referee judges what players enter at the table: Chuche captures
// and the capture solver, Chuche turn-by-turn round state (CU-…), and
// Chinchón melds, best arrangements, cuts, discard and draw analysis (CN-…).
// It does no I/O; every answer is a pure function of the cards and the house
// rules in force.
package referee
