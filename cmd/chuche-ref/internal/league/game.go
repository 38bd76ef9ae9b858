package league

import (
	"time"

	"github.com/chuche-ref/chuche-ref/rating"
)

// Game is a rated game: where it stands in the league's order and each
// seat's place (LG-1 … LG-5).
type Game struct {
	ID    int64
	Name  string
	At    time.Time // the time of the entry that decided it
	Seq   int64     // that entry's position in the ledger: equal times in ledger order
	Seats []Seat    // seat order
}

// Seat is one seat of a rated game.
type Seat struct {
	Player string
	Place  int  // 1 for the best; shared places alike (1, 2, 2, 4)
	Won    bool // the game was won by this player (a first place of an early end is not, LG-5)
}

// Before reports whether g is rated before h (LG-7): decided earlier, or at
// the same instant and earlier in the ledger.
func (g Game) Before(h Game) bool {
	if !g.At.Equal(h.At) {
		return g.At.Before(h.At)
	}
	return g.Seq < h.Seq
}

// Row is one seat of one rated game: the rating the player brought to it
// and the one they took away.
type Row struct {
	GameID int64
	At     time.Time
	Seq    int64
	Seat   int // 1 for the game's first seat
	Player string
	Place  int
	Won    bool
	Before rating.Rating
	After  rating.Rating
}

// Rate rates games one after another, in the order given (the league's
// order, LG-7): each player starts from start(player) — the rating they
// had before the first of these games, rating.Default() for a player with
// none — and carries each game's rating to their next one (LG-6). It
// returns one row per seat, game after game, seats in seat order.
func Rate(games []Game, start func(player string) rating.Rating) []Row {
	now := map[string]rating.Rating{}
	current := func(player string) rating.Rating {
		if r, ok := now[player]; ok {
			return r
		}
		r := start(player)
		now[player] = r
		return r
	}
	var rows []Row
	for _, g := range games {
		players := make([]rating.Rating, len(g.Seats))
		places := make([]int, len(g.Seats))
		for i, s := range g.Seats {
			players[i], places[i] = current(s.Player), s.Place
		}
		after := rating.Rate(players, places)
		for i, s := range g.Seats {
			now[s.Player] = after[i]
			rows = append(rows, Row{GameID: g.ID, At: g.At, Seq: g.Seq, Seat: i + 1, Player: s.Player, Place: s.Place, Won: s.Won,
				Before: players[i], After: after[i]})
		}
	}
	return rows
}

// FromDefault is a start for Rate from nothing: every player new.
func FromDefault(string) rating.Rating { return rating.Default() }
