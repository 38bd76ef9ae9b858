package view

import (
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The --json contract lives here, in view types with their own snake_case
// tags: CLI.md's `standings --json` fields first, then the extras the
// contract allows. The scorer's types carry no promise about JSON.

// ChinchonStandings is `standings --json` for a Chinchón game.
type ChinchonStandings struct {
	ID       int64    `json:"id"`
	Name     string   `json:"name"`
	Game     string   `json:"game"`
	Round    int      `json:"round"` // hands played
	Finished bool     `json:"finished"`
	Winners  []string `json:"winners"` // never null; seat order
	EndedBy  string   `json:"ended_by,omitempty"`
	// EndedEarly: an "end" entry closed the game without a winner.
	EndedEarly bool               `json:"ended_early,omitempty"`
	EndedRated bool               `json:"ended_rated,omitempty"` // end --rated: the league places it by the totals then (LG-5)
	Players    []ChinchonStanding `json:"players"`               // seat order
	Limit      int                `json:"limit"`
	Dealer     string             `json:"dealer"` // who deals the next hand (CN-4)
	Rejoins    []ChinchonRejoin   `json:"rejoins,omitempty"`
	Events     []fault.Message    `json:"events,omitempty"`
}

// ChinchonStanding is one player's line of the Chinchón standings.
type ChinchonStanding struct {
	Name     string        `json:"name"`
	Total    int           `json:"total"`
	Status   string        `json:"status"` // "in" or "out"
	BuyBacks int           `json:"buybacks"`
	OutAfter int           `json:"out_after,omitempty"`
	Stats    ChinchonStats `json:"stats"`
	// MixedScript: the name mixes writing systems (variants.MixedScripts),
	// so it may look like another's; the scoreboard marks it.
	MixedScript bool `json:"mixed_script,omitempty"`
}

// ChinchonStats are a player's running figures over the match.
type ChinchonStats struct {
	Hands        int `json:"hands"`
	Cuts         int `json:"cuts"`
	CleanCuts    int `json:"clean_cuts"`
	Chinchons    int `json:"chinchons"`
	BuyBacks     int `json:"buybacks"`
	Eliminations int `json:"eliminations"`
	LeftoverSum  int `json:"leftover_sum"`
	BestHand     int `json:"best_hand"`
}

// ChinchonRejoin is a buy-back: the player's total went From → To.
type ChinchonRejoin struct {
	Seq    int    `json:"seq"`
	After  int    `json:"after"`
	Player string `json:"player"`
	From   int    `json:"from"`
	To     int    `json:"to"`
}

// ChinchonStandingsOf is the standings document of a Chinchón match.
func ChinchonStandingsOf(g Game, m scorer.ChinchonMatch) ChinchonStandings {
	doc := ChinchonStandings{ID: g.ID, Name: g.Name, Game: g.Kind, Round: m.Round, Finished: m.Finished,
		Winners: OrEmpty(m.Winners), EndedBy: m.EndedBy, EndedEarly: m.EndedEarly, EndedRated: m.EndedRated, Players: []ChinchonStanding{}, Limit: m.Limit, Dealer: m.Dealer, Events: m.Events}
	for _, p := range m.Players {
		s := p.Stats
		doc.Players = append(doc.Players, ChinchonStanding{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks, OutAfter: p.OutAfter,
			Stats:       ChinchonStats{s.Hands, s.Cuts, s.CleanCuts, s.Chinchons, s.BuyBacks, s.Eliminations, s.LeftoverSum, s.BestHand},
			MixedScript: variants.MixedScripts(p.Name)})
	}
	for _, r := range m.Rejoins {
		doc.Rejoins = append(doc.Rejoins, ChinchonRejoin{r.Seq, r.After, r.Player, r.From, r.To})
	}
	return doc
}

// ChucheStandings is `standings --json` for a Chuche game.
type ChucheStandings struct {
	ID        int64            `json:"id"`
	Name      string           `json:"name"`
	Game      string           `json:"game"`
	Round     int              `json:"round"` // rounds completed
	Finished  bool             `json:"finished"`
	Winners   []string         `json:"winners"` // never null; seat order
	Players   []ChucheStanding `json:"players"` // seat order
	Threshold int              `json:"threshold"`
	Dealer    string           `json:"dealer"` // who deals next, by default (CU-6)
	// EndedEarly: an "end" entry closed the game without a winner.
	EndedEarly bool            `json:"ended_early,omitempty"`
	EndedRated bool            `json:"ended_rated,omitempty"` // end --rated (LG-5)
	Events     []fault.Message `json:"events,omitempty"`
}

// ChucheStanding is one player's line of the Chuche standings.
type ChucheStanding struct {
	Name     string      `json:"name"`
	Total    int         `json:"total"`
	Status   string      `json:"status"`   // always "in" (CU-24)
	BuyBacks int         `json:"buybacks"` // always 0: Chuche has no buy-back
	Stats    ChucheStats `json:"stats"`
	// MixedScript: as ChinchonStanding's.
	MixedScript bool `json:"mixed_script,omitempty"`
}

// ChucheStats are a player's running figures over the match.
type ChucheStats struct {
	Rounds      int   `json:"rounds"`
	Chuches     int   `json:"chuches"`
	ChucheCards int   `json:"chuche_cards"`
	Cards       int   `json:"cards"`
	CardPoints  int   `json:"card_points"`
	RoundPoints []int `json:"round_points"` // never null
	BestRound   int   `json:"best_round"`
}

// ChucheStandingsOf is the standings document of a Chuche match.
func ChucheStandingsOf(g Game, m scorer.ChucheMatch) ChucheStandings {
	doc := ChucheStandings{ID: g.ID, Name: g.Name, Game: g.Kind, Round: m.Round, Finished: m.Finished,
		Winners: OrEmpty(m.Winners), Players: []ChucheStanding{}, Threshold: m.Threshold, Dealer: m.Dealer, EndedEarly: m.EndedEarly, EndedRated: m.EndedRated, Events: m.Events}
	for _, p := range m.Players {
		s := p.Stats
		doc.Players = append(doc.Players, ChucheStanding{Name: p.Name, Total: p.Total, Status: p.Status, BuyBacks: p.BuyBacks,
			Stats:       ChucheStats{s.Rounds, s.Chuches, s.ChucheCards, s.Cards, s.CardPoints, OrEmpty(s.RoundPoints), s.BestRound},
			MixedScript: variants.MixedScripts(p.Name)})
	}
	return doc
}
