// Package scoreboard is what `serve` reads from the ledger: the CLI's own
// --json documents, built by the functions those commands use, and the
// ledger's change probe. It is serve.Source over the scorekeeper.
package scoreboard

import (
	"context"
	"fmt"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Source is what the scoreboard reads: the CLI's own documents
// (games, standings, history --json and round --json's rounds), built by
// the functions those commands use, and the ledger's change probe.
type Source struct {
	db    *store.DB
	probe *store.ChangeProbe
}

// New opens the change probe of db.
func New(ctx context.Context, db *store.DB) (*Source, error) {
	probe, err := db.NewChangeProbe(ctx)
	if err != nil {
		return nil, err
	}
	return &Source{db: db, probe: probe}, nil
}

func (s *Source) Close() error { return s.probe.Close() }

// Games is `games --json` with the command's defaults (the 20 most recent).
func (s *Source) Games(ctx context.Context) (any, error) {
	games, err := s.db.Games(ctx, store.GameFilter{Limit: 20})
	if err != nil {
		return nil, err
	}
	list := make([]scorekeeper.GameJSON, 0, len(games))
	for _, g := range games {
		list = append(list, scorekeeper.GameDoc(g))
	}
	return list, nil
}

func (s *Source) Standings(ctx context.Context, id int64) (any, error) {
	lg, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	st, err := lg.State()
	if err != nil {
		return nil, err
	}
	return scorekeeper.StandingsDoc(lg.Info(), st), nil
}

func (s *Source) History(ctx context.Context, id int64) (any, error) {
	lg, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	return history.Doc(lg), nil
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
	lg, err := s.game(ctx, id)
	if err != nil {
		return nil, err
	}
	g := lg.Info()
	st, err := lg.State()
	if err != nil {
		return nil, err
	}
	doc := roundsJSON{ID: g.ID, Name: g.Name, Game: g.Kind, Rounds: []any{}}
	switch g.Kind {
	case variants.GameChinchon:
		for _, h := range st.Chinchon.Hands {
			doc.Rounds = append(doc.Rounds, view.ToHandResultJSON(h))
		}
	case variants.GameChuche:
		said := history.Announced(lg)
		for _, r := range st.Chuche.Rounds {
			doc.Rounds = append(doc.Rounds, chucheRoundJSON{view.ToChucheRoundJSON(r), said[r.Round]})
		}
	}
	return doc, nil
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
	if lg.Info().Kind != variants.GameChuche {
		return nil, fmt.Errorf("game %d: %w", id, serve.ErrNoTable)
	}
	return history.TableDoc(lg)
}

func (s *Source) Changes(ctx context.Context, after int64) ([]serve.Change, error) {
	changes, err := s.db.ChangedGames(ctx, after)
	if err != nil {
		return nil, err
	}
	out := make([]serve.Change, len(changes))
	for i, c := range changes {
		out[i] = serve.Change{Game: c.GameID, ID: c.LastEntry}
	}
	return out, nil
}

func (s *Source) Head(ctx context.Context) (serve.Head, error) {
	entry, err := s.db.LastEntryID(ctx)
	if err != nil {
		return serve.Head{}, err
	}
	game, err := s.db.LastGameID(ctx)
	return serve.Head{Entry: entry, Game: game}, err
}

func (s *Source) Version(ctx context.Context) (int64, error) { return s.probe.Version(ctx) }

// game reads a game by id; no such game is serve's unknown game (a 404).
func (s *Source) game(ctx context.Context, id int64) (*scorekeeper.Game, error) {
	g, err := s.db.Game(ctx, strconv.FormatInt(id, 10))
	if store.KindOf(err) == store.KindNotFound {
		return nil, fmt.Errorf("game %d: %w", id, serve.ErrUnknownGame)
	}
	if err != nil {
		return nil, err
	}
	return scorekeeper.Load(ctx, s.db, g)
}
