// Package scoreboard is what `serve` reads from the ledger: the CLI's own
// --json documents, built by the functions those commands use, and the
// ledger's change probe. It is serve.Source over the scorekeeper.
package scoreboard

import (
	"context"
	"strconv"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Source is what the scoreboard reads: the CLI's own documents
// (games, standings, history --json and round --json's rounds), built by
// the functions those commands use, and the ledger's change probe.
type Source struct {
	ledger *scorekeeper.Ledger
	probe  *scorekeeper.ChangeProbe
	// LeaguePoints are the league's placement points (config
	// league_points, LG-11); nil: the default, 3,2,1. Now is the clock the
	// league's default season is read by (nil: time.Now).
	LeaguePoints []int
	Now          func() time.Time
}

// New opens the change probe of the ledger.
func New(ctx context.Context, l *scorekeeper.Ledger) (*Source, error) {
	probe, err := l.NewChangeProbe(ctx)
	if err != nil {
		return nil, err
	}
	return &Source{ledger: l, probe: probe}, nil
}

func (s *Source) Close() error { return s.probe.Close() }

// Games is `games --json` with the command's defaults (the 20 most recent).
func (s *Source) Games(ctx context.Context) (any, error) {
	games, err := s.ledger.Games(ctx, scorekeeper.GameFilter{Limit: 20})
	if err != nil {
		return nil, err
	}
	return gameview.Docs(games), nil
}

func (s *Source) Standings(ctx context.Context, id int64) (any, error) {
	g, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	st, err := g.Standings()
	if err != nil {
		return nil, err
	}
	return gameview.Standings(g.Info(), st), nil
}

func (s *Source) History(ctx context.Context, id int64) (any, error) {
	g, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	return history.Doc(g), nil
}

// roundsJSON is every round (Chinchón: hand) played, each as `round
// --json` shows it.
type roundsJSON struct {
	ID     int64  `json:"id"`
	Name   string `json:"name"`
	Game   string `json:"game"`
	Rounds []any  `json:"rounds"`
}

func (s *Source) Rounds(ctx context.Context, id int64) (any, error) {
	g, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	info := g.Info()
	st, err := g.Standings()
	if err != nil {
		return nil, err
	}
	var said map[int][]history.CaptureSaid
	rounds := view.RoundsDoc(st.Match, func(r view.ChucheRoundJSON) any {
		if said == nil {
			said = history.Announced(g)
		}
		return chucheRoundJSON{r, said[r.Round]}
	})
	return roundsJSON{ID: info.ID, Name: info.Name, Game: info.Kind, Rounds: rounds}, nil
}

// chucheRoundJSON is a Chuche round as `round --json` shows it, and, for a
// round entered turn by turn, its captures as the players said them aloud
// (an extension of the scoreboard's rounds, docs/cli.md).
type chucheRoundJSON struct {
	view.ChucheRoundJSON
	Captures []history.CaptureSaid `json:"captures,omitempty"`
}

// Table is `table --json` for a Chuche game; serve's ErrNoTable for any
// other.
func (s *Source) Table(ctx context.Context, id int64) (any, error) {
	lg, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	c, ok := lg.(*scorekeeper.Chuche)
	if !ok {
		return nil, fault.Wrapf(serve.ErrNoTable, "game %d", id)
	}
	return history.TableDoc(c)
}

func (s *Source) Changes(ctx context.Context, after int64, limit int) ([]serve.Change, error) {
	changes, err := s.ledger.ChangedGames(ctx, after, limit)
	if err != nil {
		return nil, err
	}
	out := make([]serve.Change, len(changes))
	for i, c := range changes {
		out[i] = serve.Change{Game: c.GameID, Created: c.CreatedSeq, ID: c.LedgerSeq}
	}
	return out, nil
}

func (s *Source) Head(ctx context.Context) (int64, error) { return s.ledger.LastEventID(ctx) }

func (s *Source) Version(ctx context.Context) (int64, error) { return s.probe.Version(ctx) }

// Wake is the probe's: on PostgreSQL the watcher wakes as a write commits.
func (s *Source) Wake() <-chan struct{} { return s.probe.Wake() }

// game reads a game by id; no such game is serve's unknown game (a 404).
func (s *Source) game(ctx context.Context, id int64) (scorekeeper.Game, error) {
	g, err := s.ledger.Game(ctx, strconv.FormatInt(id, 10))
	if scorekeeper.IsNotFound(err) {
		return nil, fault.Wrapf(serve.ErrUnknownGame, "game %d", id)
	}
	if err != nil {
		return nil, err
	}
	return scorekeeper.Load(ctx, s.ledger, g)
}
