// Package rating is the league's skill arithmetic: Weng and Lin's Bayesian
// approximation for online ranking (Ruby C. Weng and Chih-Jen Lin, "A
// Bayesian Approximation Method for Online Ranking", Journal of Machine
// Learning Research 12, 2011), with the Plackett–Luce model of that paper,
// computed as the npm package openskill 5.0.1 computes it.
// It does no I/O and keeps no state: a game's new ratings are a pure function
// of the ratings its players brought to the table and the places they took.
//
// A player's skill is a normal belief, mean μ and deviation σ; the rating
// shown to people is the ordinal μ − 3σ, a value the player is very likely to
// be above. Every seat is a team of one (Chuche and Chinchón have no
// partnerships), so the team sums of the paper are the player's own μ and σ².
//
// What follows openskill 5.0.1, so that the reference gives the same μ and σ:
//   - The defaults of its option builder: μ 25, σ 25/3, β 25/6, κ 0.0001,
//     τ 25/300 (OpenSkill).
//   - τ is added before the update, to every player of the game:
//     σ ← √(σ² + τ²), so a rating never freezes; the update then works on
//     that widened σ. openskill's limitSigma (which would keep σ from ending
//     a game above where it began) is off by default in 5.0.1, so a game
//     that tells the model little may leave σ a little higher; this package
//     does the same and has no such option.
//   - Places are openskill's rank option: lower is better, equal is a shared
//     place (a tie), and only their order counts (1,2,2,4 and 1,2,2,3 rate
//     alike). Seats are sorted by place with a stable sort, as openskill does,
//     and a tie group's rank is the sorted position of its first seat. A tie
//     group counts as one step of the Plackett–Luce ordering: each seat's
//     sums run over the groups placed at or above its own, every term divided
//     by the size of the group it comes from (openskill's A_q), and the
//     likelihood's denominators hold every seat placed at or below the group.
//   - γ is openskill's default, σ_i/c, where c² = Σ(σ_q² + β²) over the game.
//   - κ floors the factor that shrinks σ: σ ← σ·√max(1 − δ, κ).
//   - The odds are openskill's predictWin (the mean over every pair of seats
//     of Φ((μ_a − μ_b)/√(nβ² + σ_a² + σ_b²))) and predictDraw (a draw
//     margin √n·β·Φ⁻¹((1 + 1/n)/2), averaged over pairs likewise).
//
// Where openskill answers NaN, for the odds of a lone seat, this package
// says 1: the seat wins, and no one can differ from it.
//
// One deliberate difference, of rounding only: the exponentials e^(μ/c) of
// the Plackett–Luce likelihood are taken relative to the largest one of the
// sum they are divided by, so ratings far apart never overflow to NaN; the
// quotients are the same numbers to within an ulp or two.
package rating
