package scorekeeper

import (
	"context"
	"time"
)

// What stats reads: the summaries the ledger keeps, never a replay, so it
// stays quick with thousands of games.

// PlayerGame is one game a player sat in, with that player's summary line.
type PlayerGame struct {
	GameID       int64
	Kind         string
	Name         string // the game's
	Seats        int
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time
	Player       PlayerSummary
}

// PlayerGames lists the games player sat in and was last played at or
// after since (zero: all), oldest first.
func (l *Ledger) PlayerGames(ctx context.Context, player string, since time.Time) ([]PlayerGame, error) {
	games, err := l.db.PlayerGames(ctx, player, since)
	out := make([]PlayerGame, len(games))
	for i, g := range games {
		out[i] = PlayerGame{GameID: g.GameID, Kind: g.Kind, Name: g.Name, Seats: g.Seats, CreatedAt: g.CreatedAt,
			FinishedAt: g.FinishedAt, LastPlayedAt: g.LastPlayedAt, Player: playerSummaryOf(g.Player)}
	}
	return out, err
}

// SharedGame is one game two players both sat in, with each one's line.
type SharedGame struct {
	GameID       int64
	Kind         string
	Name         string
	Seats        int
	CreatedAt    time.Time
	FinishedAt   *time.Time
	LastPlayedAt time.Time
	A, B         PlayerSummary
}

// SharedGames lists the games players a and b both sat in, last played at
// or after since (zero: all), oldest first.
func (l *Ledger) SharedGames(ctx context.Context, a, b string, since time.Time) ([]SharedGame, error) {
	games, err := l.db.SharedGames(ctx, a, b, since)
	out := make([]SharedGame, len(games))
	for i, g := range games {
		out[i] = SharedGame{GameID: g.GameID, Kind: g.Kind, Name: g.Name, Seats: g.Seats, CreatedAt: g.CreatedAt,
			FinishedAt: g.FinishedAt, LastPlayedAt: g.LastPlayedAt, A: playerSummaryOf(g.A), B: playerSummaryOf(g.B)}
	}
	return out, err
}

// PlayerRecord is one player's games, finished games and wins.
type PlayerRecord struct {
	Name     string
	Games    int
	Finished int
	Wins     int
}

// PlayerRecords is every player's record over the games last played at or
// after since (zero: all).
func (l *Ledger) PlayerRecords(ctx context.Context, since time.Time) ([]PlayerRecord, error) {
	records, err := l.db.PlayerRecords(ctx, since)
	out := make([]PlayerRecord, len(records))
	for i, r := range records {
		out[i] = PlayerRecord{Name: r.Name, Games: r.Games, Finished: r.Finished, Wins: r.Wins}
	}
	return out, err
}

// PlayerTotals are a player's games added up by game kind and table size.
type PlayerTotals struct {
	Name   string        // the roster's spelling once the player has a game
	Groups []TotalsGroup // by kind, then table size
}

// TotalsGroup adds up a player's games of one kind at one table size.
type TotalsGroup struct {
	Kind     string
	Seats    int
	Games    int
	Finished int
	Wins     int
	Points   int // the player's totals, added up
	Figures  FigureTotals
}

// FigureTotals add up the counters of the scorer's stats (ChinchonStats,
// ChucheStats) over games. BestHand is the lowest best hand of the games
// that had hands, BestRound the highest best round of those that had
// rounds; nil when there were none.
type FigureTotals struct {
	Hands, Cuts, CleanCuts, Chinchons, BuyBacks, Eliminations, LeftoverSum int
	BestHand                                                               *int
	Rounds, Chuches, ChucheCards, Cards, CardPoints                        int
	BestRound                                                              *int
}

// PlayerTotals adds up the games player sat in and was last played at or
// after since (zero: all), without reading them one by one.
func (l *Ledger) PlayerTotals(ctx context.Context, player string, since time.Time) (PlayerTotals, error) {
	t, err := l.db.PlayerTotals(ctx, player, since)
	out := PlayerTotals{Name: t.Name, Groups: make([]TotalsGroup, len(t.Groups))}
	for i, g := range t.Groups {
		f := g.Figures
		out.Groups[i] = TotalsGroup{Kind: g.Kind, Seats: g.Seats, Games: g.Games, Finished: g.Finished, Wins: g.Wins,
			Points: g.Points, Figures: FigureTotals{Hands: f.Hands, Cuts: f.Cuts, CleanCuts: f.CleanCuts,
				Chinchons: f.Chinchons, BuyBacks: f.BuyBacks, Eliminations: f.Eliminations, LeftoverSum: f.LeftoverSum,
				BestHand: f.BestHand, Rounds: f.Rounds, Chuches: f.Chuches, ChucheCards: f.ChucheCards, Cards: f.Cards,
				CardPoints: f.CardPoints, BestRound: f.BestRound}}
	}
	return out, err
}
