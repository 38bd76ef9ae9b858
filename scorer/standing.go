package scorer

import "slices"

// Standing is a game's standing in one shape for every game: what the
// ledger's summary keeps, lists and stats read, and a league rates. Each
// game's match gives its own (ChinchonMatch.Standing, ChucheMatch.Standing).
type Standing struct {
	Round      int      // rounds (Chinchón: hands) played
	Finished   bool     // the game is decided, or ended early
	EndedEarly bool     // an "end" entry closed it without a winner
	Winners    []string // seat order; never nil
	Seats      []Seat   // seat order
	// Rated: the game is decided and a league rates it — won, or ended
	// with `end --rated` (LG-1); every seat then has its Place.
	Rated bool
	// DecidedBy is the seq of the entry that decided the game (finished
	// it, the last time it was finished), 0 while it is open (LG-7).
	DecidedBy int
}

// Seat is one player's line of a Standing.
type Seat struct {
	Name     string
	Total    int
	Status   string // ChinchonIn, ChinchonOut; ChucheIn
	BuyBacks int
	// OutAfter is the hand a Chinchón player last went out in (0 while
	// in); Chuche has no elimination.
	OutAfter int
	// Stats are the game's own running figures (ChinchonStats,
	// ChucheStats), kept with the summary for stats.
	Stats any
	// Place is where the seat finished, 1 for the winners, places shared
	// on a tie and the next skipped (1, 2, 2, 4): LG-2 … LG-5. 0 for every
	// seat until the game is decided, and for a game ended early without
	// --rated, which nobody placed in (LG-1).
	Place int
}

// decidedBy is a match's DecidedBy after entry seq was played: the entry
// that finished an open game decides it; a game open again (a buy-back
// re-opening it, CN-14) is decided by nothing; otherwise it stays as it was.
func decidedBy(wasOpen, finished bool, was, seq int) int {
	switch {
	case !finished:
		return 0
	case wasOpen:
		return seq
	}
	return was
}

// Won reports whether the seat won a finished game.
func (s Standing) Won(name string) bool { return s.Finished && slices.Contains(s.Winners, name) }

// Standing is the match's standing: its totals and, once decided, each
// seat's place. A chinchón puts its player first and everyone else second
// (LG-3, CN-11); otherwise the winners are first (CN-14) and the others
// follow in reverse order of their last elimination (out later is better,
// CN-12), those out in the same hand by their totals then, lower is better,
// equal totals sharing a place (LG-2). A player's total stays what it was
// when they went out (a buy-back starts a new total and a new elimination),
// so the totals now are the totals at that hand. A game ended with
// `end --rated` is placed by the totals at that moment, lower is better
// (LG-5); a plain `end` places nobody (LG-1).
func (m ChinchonMatch) Standing() Standing {
	s := Standing{Round: m.Round, Finished: m.Finished, EndedEarly: m.EndedEarly, Winners: m.Winners, DecidedBy: m.DecidedBy}
	for _, p := range m.Players {
		s.Seats = append(s.Seats, Seat{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks, OutAfter: p.OutAfter, Stats: p.Stats})
	}
	switch {
	case !m.Finished || (m.EndedEarly && !m.EndedRated):
		return s
	case m.EndedEarly:
		s.Rated = true
		s.place(func(a, b Seat) int { return a.Total - b.Total })
		return s
	}
	s.Rated = true
	if m.EndedBy == ChinchonEndedByChinchon {
		for i := range s.Seats {
			s.Seats[i].Place = 2
			if s.Won(s.Seats[i].Name) {
				s.Seats[i].Place = 1
			}
		}
		return s
	}
	s.place(func(a, b Seat) int {
		if a.OutAfter != b.OutAfter {
			return b.OutAfter - a.OutAfter // out later is better
		}
		return a.Total - b.Total // lower is better
	})
	return s
}

// Standing is the match's standing: its totals and, once decided, each
// seat's place: the winners first (CU-24, a shared win under tie=share),
// then the others by their totals, higher is better, equal totals sharing
// a place (LG-4). A match ended with `end --rated` is placed by the totals
// of the rounds scored (LG-5); a plain `end` places nobody (LG-1).
func (m ChucheMatch) Standing() Standing {
	s := Standing{Round: m.Round, Finished: m.Finished, EndedEarly: m.EndedEarly, Winners: m.Winners, DecidedBy: m.DecidedBy}
	for _, p := range m.Players {
		s.Seats = append(s.Seats, Seat{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks, Stats: p.Stats})
	}
	if m.Finished && (!m.EndedEarly || m.EndedRated) {
		s.Rated = true
		s.place(func(a, b Seat) int { return b.Total - a.Total })
	}
	return s
}

// place sets the places of a decided game: the winners share the first,
// the others follow, better by cmp (negative: a is better), equal sharing
// a place and the next places skipped (1, 2, 2, 4). A game with no winner
// (ended with --rated) is placed by cmp alone.
func (s *Standing) place(cmp func(a, b Seat) int) {
	var rest []Seat
	for _, seat := range s.Seats {
		if !s.Won(seat.Name) {
			rest = append(rest, seat)
		}
	}
	for i := range s.Seats {
		seat := &s.Seats[i]
		if s.Won(seat.Name) {
			seat.Place = 1
			continue
		}
		better := 0
		for _, other := range rest {
			if cmp(other, *seat) < 0 {
				better++
			}
		}
		seat.Place = len(s.Winners) + 1 + better
	}
}

// Match is a game's match after its entries — ChinchonMatch, ChucheMatch —
// seen in the shape every game shares.
type Match interface {
	Standing() Standing
}
