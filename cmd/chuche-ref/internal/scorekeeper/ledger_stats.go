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
