package scorekeeper

import (
	"context"
	"database/sql"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/rating/ratingtest"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// club is a ledger of Chinchón evenings: games of 2 to 5 players from a
// roster of six, two tables at once, so that games are decided in another
// order than they were started.
type club struct {
	t     *testing.T
	l     *Ledger
	r     *rand.Rand
	clock time.Time
	deck  variants.ChinchonDeck
}

var roster6 = []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}

func newClub(t *testing.T, seed uint64) *club {
	deck, err := variants.NewChinchonDeck("spanish-48", 0)
	if err != nil {
		t.Fatal(err)
	}
	c := &club{t: t, l: newLedger(t), r: rand.New(rand.NewPCG(seed, 77)), clock: time.Date(2026, 1, 2, 20, 0, 0, 0, time.UTC), deck: deck}
	c.l.SetClock(func() time.Time {
		c.clock = c.clock.Add(7 * time.Minute)
		return c.clock
	})
	return c
}

func (c *club) cards(s string) []variants.ChinchonCard {
	cards, err := c.deck.ParseCards(s)
	if err != nil {
		c.t.Fatal(err)
	}
	return cards
}

// start begins a game of n random players of the roster.
func (c *club) start(n int) Game {
	ctx := context.Background()
	players := slices.Clone(roster6)
	c.r.Shuffle(len(players), func(i, j int) { players[i], players[j] = players[j], players[i] })
	k, err := Create(ctx, c.l, NewGame{Kind: variants.GameChinchon, Players: players[:n]})
	if err != nil {
		c.t.Fatal(err)
	}
	return k
}

// hand plays the next hand of a game: a clean cut by someone still in, the
// others' points in fives (so totals are often level), now and then a
// chinchón; a game of three hands or more is sometimes ended with --rated.
// It reports whether the game is over.
func (c *club) hand(k Game) bool {
	ctx := context.Background()
	m := chinchonOf(c.t, k)
	if m.Finished {
		return true
	}
	if m.Round >= 3 && c.r.IntN(25) == 0 {
		if _, err := EndRated(ctx, k); err != nil {
			c.t.Fatal(err)
		}
		return true
	}
	in := m.In()
	cutter := in[c.r.IntN(len(in))]
	h := scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{cutter: c.cards("1o 2o 3o 5c 5e 5b 5o")}, Points: map[string]int{}}
	if c.r.IntN(30) == 0 {
		h.Chinchon, h.Hands[cutter] = true, c.cards("1o 2o 3o 4o 5o 6o 7o")
	}
	for _, p := range in {
		if p != cutter {
			h.Points[p] = 5 * c.r.IntN(12)
		}
	}
	rec, err := ProbeRecord(ctx, k, h)
	if err != nil {
		c.t.Fatal(err)
	}
	return rec.After.Finished
}

// play plays games until n are decided, two tables at a time.
func (c *club) play(n int) {
	tables := []Game{c.start(3), c.start(4)}
	for decided := 0; decided < n; {
		i := c.r.IntN(len(tables))
		if c.hand(tables[i]) {
			decided++
			tables[i] = c.start(2 + c.r.IntN(4))
		}
	}
}

// fromScratch rates every game of the ledger from its entries: each game
// replayed (not its summary), every game placed as the standings say, in
// the order of their deciding entries' times — what the league must be,
// whatever it cached.
func (c *club) fromScratch() []league.Row {
	ctx := context.Background()
	infos, err := c.l.Games(ctx, GameFilter{All: true, Kind: variants.GameChinchon})
	if err != nil {
		c.t.Fatal(err)
	}
	var games []league.Game
	for _, info := range infos {
		k, err := Load(ctx, c.l, info)
		if err != nil {
			c.t.Fatal(err)
		}
		s, err := k.Standings()
		if err != nil {
			c.t.Fatal(err)
		}
		if !s.Rated {
			continue
		}
		g := league.Game{ID: info.ID, Name: info.Name}
		for _, e := range k.Entries() {
			if e.Seq == s.DecidedBy {
				g.At, g.Seq = e.CreatedAt, e.LedgerSeq
			}
		}
		for _, seat := range s.Seats {
			g.Seats = append(g.Seats, league.Seat{Player: seat.Name, Place: seat.Place, Won: s.Won(seat.Name)})
		}
		games = append(games, g)
	}
	slices.SortFunc(games, func(a, b league.Game) int {
		if a.Before(b) {
			return -1
		}
		return 1
	})
	return league.Rate(games, league.FromDefault)
}

// cached is the league as the ledger's cache holds it; it must be current.
func (c *club) cached() []league.Row {
	c.t.Helper()
	ctx := context.Background()
	rows, state, err := c.l.db.LeagueRows(ctx, variants.GameChinchon, time.Time{}, time.Time{})
	if err != nil {
		c.t.Fatal(err)
	}
	if !state.Current() {
		c.t.Fatalf("the writer left the league's cache stale: %+v", state)
	}
	return rowsOf(rows)
}

// same wants the cache, the league as read, and a rating of every game from
// its entries to agree exactly, bit for bit.
func (c *club) same(when string) []league.Row {
	c.t.Helper()
	want := c.fromScratch()
	if got := c.cached(); !reflect.DeepEqual(got, want) {
		c.t.Fatalf("%s: the cache holds %d rows, a recomputation gives %d; first difference %s", when, len(got), len(want), firstDiff(got, want))
	}
	read, err := c.l.LeagueRows(context.Background(), variants.GameChinchon, time.Time{}, time.Time{})
	if err != nil || !reflect.DeepEqual(read, want) {
		c.t.Fatalf("%s: the league as read differs from a recomputation (%v): %s", when, err, firstDiff(read, want))
	}
	return want
}

func firstDiff(got, want []league.Row) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("row %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	return fmt.Sprintf("lengths %d and %d", len(got), len(want))
}

// gameAt is the rated game the rows put at position i of the order.
func gameAt(rows []league.Row, i int) int64 {
	var ids []int64
	for _, r := range rows {
		if len(ids) == 0 || ids[len(ids)-1] != r.GameID {
			ids = append(ids, r.GameID)
		}
	}
	return ids[i]
}

// correction finds a game from the middle of the order on and a
// correction of one of its hands — two players' points swapped — that
// changes its places but leaves it decided by the same entry.
func (c *club) correction(rows []league.Row) (int, int64, Game, Judgement, Standings) {
	ctx := context.Background()
	games := 0
	for i := range rows {
		if i == 0 || rows[i].GameID != rows[i-1].GameID {
			games++
		}
	}
	for n := games / 2; n < games; n++ {
		id := gameAt(rows, n)
		k, err := Open(ctx, c.l, itoa(id))
		if err != nil {
			c.t.Fatal(err)
		}
		before, _ := k.Standings()
		for _, e := range k.Entries() {
			h, ok := e.Payload.(scorer.ChinchonHand)
			if !ok || h.Chinchon {
				continue
			}
			var names []string
			for p := range h.Points {
				names = append(names, p)
			}
			slices.Sort(names)
			for a := 0; a < len(names); a++ {
				for b := a + 1; b < len(names); b++ {
					swapped := h
					swapped.Points = maps.Clone(h.Points)
					swapped.Points[names[a]], swapped.Points[names[b]] = h.Points[names[b]], h.Points[names[a]]
					j, err := k.(*Chinchon).ProbeAmendHand(ctx, e.Seq, swapped)
					if err != nil || !j.After.Rated || j.After.DecidedBy != before.DecidedBy {
						continue
					}
					for i, seat := range j.After.Seats {
						if seat.Place != before.Seats[i].Place {
							return n, id, k, j, before
						}
					}
				}
			}
		}
	}
	c.t.Fatal("no correction in the second half of the season changes a game's places")
	return 0, 0, nil, Judgement{}, Standings{}
}

// Every deciding hand is cached with its entry, and the cache is exactly
// what rating every game from its entries gives — after a correction of a
// game in the middle of the season, after the undo of its deciding hand,
// and after it is decided again later (LG-7).
func TestLeague_CacheIsTheRecomputation(t *testing.T) {
	ctx := context.Background()
	c := newClub(t, 1)
	before40 := rewrites.Load()
	c.play(40)
	rows := c.same("after 40 games")
	if n := rewrites.Load() - before40; n != 0 {
		t.Errorf("deciding 40 games one after another recomputed the league %d times; each deciding hand should add its own rows", n)
	}

	// A game in the middle of the season: correct one of its hands (two
	// players' points swapped) so that its places change, keeping it
	// decided by the same entry.
	at, id, k, j, before := c.correction(rows)
	rewrote := rewrites.Load()
	if _, err := k.Record(ctx, j); err != nil {
		t.Fatal(err)
	}
	if n := rewrites.Load() - rewrote; n != 1 {
		t.Errorf("the correction recomputed the league %d times, want once", n)
	}
	after, _ := k.Standings()
	if !after.Rated || after.DecidedBy != before.DecidedBy {
		t.Fatalf("the correction un-decided the game: %+v", after)
	}
	rows2 := c.same("after the correction")
	if gameAt(rows2, at) != id {
		t.Errorf("the corrected game moved in the order: it is no longer game %d of the season", at+1)
	}
	if reflect.DeepEqual(rows2, rows) {
		t.Error("the correction changed no rating")
	}

	// Undo the correction, then the deciding hand: unrated until decided
	// again, then rated at the time of the hand that decides it.
	if _, _, err := Undo(ctx, k); err != nil {
		t.Fatal(err)
	}
	if s, _ := k.Standings(); !s.Rated || !reflect.DeepEqual(s.Standing, before.Standing) {
		t.Fatal("the undo of the correction did not restore the game")
	}
	if got := c.same("after the undo of the correction"); !reflect.DeepEqual(got, rows) {
		t.Errorf("undoing the correction did not restore the league: %s", firstDiff(got, rows))
	}
	if _, _, err := Undo(ctx, k); err != nil {
		t.Fatal(err)
	}
	if s, _ := k.Standings(); s.Rated {
		t.Fatal("the undo left the game rated")
	}
	rows3 := c.same("after the undo")
	for _, r := range rows3 {
		if r.GameID == id {
			t.Fatal("an undecided game is still rated")
		}
	}
	for !c.hand(k) {
	}
	rows4 := c.same("after deciding it again")
	if last := rows4[len(rows4)-1]; last.GameID != id {
		t.Errorf("the game decided again is not rated last: the last row is game %d", last.GameID)
	}
	c.play(5)
	c.same("after five more games")
}

// A buy-back that re-opens a game won as the last one in un-decides it;
// the game is rated again when it is decided anew.
func TestLeague_BuyBackReopens(t *testing.T) {
	// In parallel: it mostly waits on its own ledger's disk, and it reads no
	// counter (the tests that count are not parallel: they run first, alone).
	t.Parallel()
	ctx := context.Background()
	c := newClub(t, 2)
	c.play(3)
	k, err := Create(ctx, c.l, NewGame{Kind: variants.GameChinchon, Players: []string{"Ana", "Ben", "Cleo"}})
	if err != nil {
		t.Fatal(err)
	}
	cut := func(cutter string, points map[string]int) {
		h := scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{cutter: c.cards("1o 2o 3o 5c 5e 5b 5o")}, Points: points}
		if _, err := ProbeRecord(ctx, k, h); err != nil {
			t.Fatal(err)
		}
	}
	cut("Ana", map[string]int{"Ben": 60, "Cleo": 60})
	cut("Ana", map[string]int{"Ben": 45, "Cleo": 50})
	if s, _ := k.Standings(); !s.Rated {
		t.Fatal("a game won as the last one in is not rated")
	}
	c.same("after the win")
	if _, err := ProbeRecord(ctx, k, scorer.ChinchonBuyBack{Player: "Ben"}); err != nil {
		t.Fatal(err)
	}
	if s, _ := k.Standings(); s.Rated {
		t.Fatal("the buy-back left the game rated")
	}
	c.same("after the buy-back")
	cut("Ben", map[string]int{"Ana": 70})
	cut("Ben", map[string]int{"Ana": 70})
	c.same("after the game is decided again")
}

// A ledger touched by something else than chuche-ref, or whose cache went
// stale, is read as a recomputation: the cache is never trusted over the
// games.
func TestLeague_StaleCacheIsNotTrusted(t *testing.T) {
	// In parallel: it mostly waits on its own ledger's disk, and it reads no
	// counter (the tests that count are not parallel: they run first, alone).
	t.Parallel()
	ctx := context.Background()
	c := newClub(t, 3)
	c.play(12)
	want := c.same("after 12 games")
	// A write the cache does not follow: the summary of a game decided
	// again, appended beneath the scorekeeper (as an older build might).
	k := c.start(2)
	for !c.hand(k) {
	}
	g := k.Info()
	raw, _ := scorer.Encode(k.Entries()[len(k.Entries())-1].Payload)
	sum := g.Summary.store()
	sum.Players[0].Place, sum.Players[1].Place = sum.Players[1].Place, sum.Players[0].Place
	if _, err := c.l.db.Append(ctx, g.ID, store.Append{ExpectSeq: g.Seq, Kind: scorer.ChinchonKindHand, Payload: raw, Voids: 0, Replaces: g.Seq, Summary: &sum}); err != nil {
		t.Fatal(err)
	}
	read, err := c.l.LeagueRows(ctx, variants.GameChinchon, time.Time{}, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(read[:len(want)], want) && len(read) == len(want)+len(g.Players) {
		last := read[len(read)-len(g.Players):]
		for i, seat := range sum.Players {
			if last[i].Place != seat.Place {
				t.Fatalf("a stale cache was read: %+v, the summary says %+v", last, sum.Players)
			}
		}
	} else {
		t.Fatalf("the league read with a stale cache: %s", firstDiff(read, want))
	}
	// The next writer brings it back.
	c.play(1)
	if s, _ := c.l.db.LeagueState(ctx, variants.GameChinchon); !s.Current() {
		t.Fatalf("the next writer left the cache stale: %+v", s)
	}
}

// The league of a ledger is openskill's: the rated games, in the league's
// order, rated by npm openskill 5.0.1 give every seat the μ and σ the
// ledger's league gives, to 1e-9, and the odds of line-ups of the latest
// ratings are openskill's predictWin and predictDraw (LG-6, LG-8).
func TestLeague_OpenSkillReference(t *testing.T) {
	// In parallel: it mostly waits on its own ledger's disk, and it reads no
	// counter (the tests that count are not parallel: they run first, alone).
	t.Parallel()
	ctx := context.Background()
	c := newClub(t, 4)
	c.play(150)
	rows := c.same("after 150 games")
	pool := map[string]int{}
	for i, p := range roster6 {
		pool[p] = i
	}
	in := ratingtest.Input{Pool: len(roster6)}
	var games [][]league.Row
	for i, r := range rows {
		if i == 0 || r.GameID != rows[i-1].GameID {
			in.History = append(in.History, ratingtest.Game{})
			games = append(games, nil)
		}
		g := &in.History[len(in.History)-1]
		g.Seats, g.Places = append(g.Seats, pool[r.Player]), append(g.Places, r.Place)
		games[len(games)-1] = append(games[len(games)-1], r)
	}
	lineups := [][]string{{"Ana", "Ben"}, {"Ana", "Ben", "Cleo"}, {"Fede", "Eva", "Dani", "Cleo"}, roster6, {"Ben", "Nobody Yet"}}
	for _, names := range lineups {
		ratings, err := c.l.Ratings(ctx, variants.GameChinchon, names)
		if err != nil {
			t.Fatal(err)
		}
		var line []ratingtest.MuSig
		for _, r := range ratings {
			line = append(line, ratingtest.MuSig{Mu: r.Mu, Sigma: r.Sigma})
		}
		in.Lineups = append(in.Lineups, line)
	}
	out := ratingtest.Run(t, in)
	worst := 0.0
	check := func(what string, got, want float64) {
		d := math.Abs(got - want)
		worst = math.Max(worst, d)
		if !(d <= ratingtest.Agreement) {
			t.Errorf("%s: %.17g, openskill says %.17g", what, got, want)
		}
	}
	for g, seats := range games {
		for i, r := range seats {
			check(fmt.Sprintf("game %d seat %d μ", g+1, i+1), r.After.Mu, out.History[g][i].Mu)
			check(fmt.Sprintf("game %d seat %d σ", g+1, i+1), r.After.Sigma, out.History[g][i].Sigma)
		}
	}
	for l, names := range lineups {
		ratings, _ := c.l.Ratings(ctx, variants.GameChinchon, names)
		odds := league.OddsOf(ratings)
		for i := range names {
			check(fmt.Sprintf("%v: %s wins", names, names[i]), odds.Win[i], out.Lineups[l].Win[i])
		}
		check(fmt.Sprintf("%v: a draw", names), odds.Draw, out.Lineups[l].Draw)
	}
	t.Logf("%d rated games, %d line-ups: largest difference from openskill %.3g", len(games), len(lineups), worst)
	if len(games) != 150 {
		t.Errorf("%d games rated, want 150", len(games))
	}
}

// A ledger an older chuche-ref wrote — no places kept, no league cached —
// is replayed once when it is opened to write: each game once, and the
// league is then what rating every game from its entries gives.
func TestLeague_OlderLedgerIsPlacedOnce(t *testing.T) {
	ctx := context.Background()
	c := newClub(t, 5)
	c.play(30)
	want := c.same("as played")
	path := c.l.Path()
	infos, _ := c.l.Games(ctx, GameFilter{All: true})
	games := len(infos)
	if err := c.l.Close(); err != nil {
		t.Fatal(err)
	}
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	// What schema step 5 leaves of a ledger of schema 4.
	for _, stmt := range []string{
		`UPDATE games SET placed = 0, decided_by = 0, decided_at = NULL, decided_seq = 0`,
		`UPDATE player_games SET place = 0, out_after = 0`,
		`DELETE FROM league_ratings`,
		`DELETE FROM league_state`,
		`INSERT INTO league_state (kind, changed, cached) SELECT DISTINCT kind, 1, 0 FROM games`,
	} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}
	if err := raw.Close(); err != nil {
		t.Fatal(err)
	}

	before := Replays()
	l, err := OpenLedger(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if n := Replays() - before; n != int64(games) {
		t.Errorf("opening the older ledger replayed %d games, want each of the %d once", n, games)
	}
	if ids, _ := l.db.UnplacedGames(ctx, 0); len(ids) != 0 {
		t.Fatalf("games left unplaced: %v", ids)
	}
	c.l = l
	if got, _ := l.LeagueRows(ctx, variants.GameChinchon, time.Time{}, time.Time{}); !reflect.DeepEqual(got, want) {
		t.Fatalf("the placed ledger's league: %s", firstDiff(got, want))
	}
	// The next writer caches it; opening again replays nothing.
	c.play(1)
	c.same("after the next game")
	before = Replays()
	again, err := OpenLedger(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	again.Close()
	if n := Replays() - before; n != 0 {
		t.Errorf("a placed ledger replayed %d games when opened", n)
	}
}
