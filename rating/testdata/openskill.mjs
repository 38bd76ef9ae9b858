// Runs the reference implementation, npm openskill, on the games the Go test
// sends, so that the test can compare μ, σ and the odds with its own.
//
//   node openskill.mjs PREFIX < games.json > reference.json
//
// PREFIX is a folder where `npm install --prefix PREFIX openskill@5.0.1` put
// the package. Standard input is
//   {"pool": N, "history": [{"seats": [player…], "places": [place…]}…],
//    "cases": [{"players": [{"mu","sigma"}…], "places": [place…]}…],
//    "lineups": [[{"mu","sigma"}…]…]}
// and standard output
//   {"version", "default": {"mu","sigma"},
//    "history": [[{"mu","sigma"}…]…]  (each game's seats after it, the ratings
//                                      carried from game to game here),
//    "before":  [{"win": […], "draw"}…] (each game's odds before it),
//    "cases":   [[{"mu","sigma"}…]…], "ordinals": [[…]…],
//    "lineups": [{"win": […], "draw"}…]}
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const prefix = process.argv[2]
const require = createRequire(join(prefix, 'package.json'))
const { rating, rate, ordinal, predictWin, predictDraw } = require('openskill')
const { version } = JSON.parse(readFileSync(join(prefix, 'node_modules', 'openskill', 'package.json'), 'utf8'))

const input = JSON.parse(readFileSync(0, 'utf8'))
const plain = ({ mu, sigma }) => ({ mu, sigma })
const odds = (players) => {
  const teams = players.map((p) => [p])
  return { win: predictWin(teams), draw: predictDraw(teams) }
}

const pool = Array.from({ length: input.pool }, () => rating())
const history = []
const before = []
for (const { seats, places } of input.history) {
  const players = seats.map((s) => pool[s])
  before.push(odds(players))
  const after = rate(players.map((p) => [p]), { rank: places })
  seats.forEach((s, i) => {
    pool[s] = plain(after[i][0])
  })
  history.push(seats.map((s) => pool[s]))
}

const cases = input.cases.map(({ players, places }) =>
  rate(players.map((p) => [p]), { rank: places }).map(([p]) => plain(p)),
)
const ordinals = input.cases.map(({ players }) => players.map((p) => ordinal(p)))
const lineups = input.lineups.map(odds)

process.stdout.write(JSON.stringify({ version, default: plain(rating()), history, before, cases, ordinals, lineups }))
