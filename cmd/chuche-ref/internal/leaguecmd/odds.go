package leaguecmd

import (
	"context"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/rating"
	"github.com/chuche-ref/chuche-ref/variants"
)

func odds(d Deps) *cobra.Command {
	return &cobra.Command{
		Use: "odds chuche|chinchon PLAYERS",
		Example: `  chuche-ref league odds chinchon Ana,Ben,Cleo
  chuche-ref league odds chuche Ana Ben --json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) < 2 {
				return fault.Inputf("league odds takes a game and the players: chuche-ref league odds chinchon Ana,Ben,Cleo")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error { return runOdds(cmd.Context(), d, args) },
	}
}

func runOdds(ctx context.Context, d Deps, args []string) error {
	kind, err := GameKind(args[0])
	if err != nil {
		return err
	}
	players, err := lineUp(strings.Join(args[1:], ","))
	if err != nil {
		return err
	}
	l, err := d.ReadLedger(ctx)
	if err != nil {
		return err
	}
	if players, err = rosterSpelling(ctx, l, players); err != nil {
		return err
	}
	ratings, o, err := Odds(ctx, l, kind, players)
	if err != nil {
		return err
	}
	if d.JSON() {
		return view.WriteJSON(d.Out(), view.OddsDoc(kind, players, ratings, o))
	}
	return view.In(d.Printer()).WriteOdds(d.Out(), kind, players, ratings, o)
}

// Odds are a line-up's chances from the players' latest ratings of kind
// (LG-8), with those ratings.
func Odds(ctx context.Context, l *scorekeeper.Ledger, kind string, players []string) ([]rating.Rating, league.Odds, error) {
	ratings, err := l.Ratings(ctx, kind, players)
	if err != nil {
		return nil, league.Odds{}, err
	}
	return ratings, league.OddsOf(ratings), nil
}

// rosterSpelling is the players as the roster spells them, when they are
// on it ("ana" is Ana); a name new to the ledger stays as typed.
func rosterSpelling(ctx context.Context, l *scorekeeper.Ledger, players []string) ([]string, error) {
	roster, err := l.Players(ctx)
	if err != nil {
		return nil, err
	}
	spelt := map[string]string{}
	for _, p := range roster {
		spelt[variants.FoldName(p.Name)] = p.Name
	}
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p
		if name, ok := spelt[variants.FoldName(p)]; ok {
			out[i] = name
		}
	}
	return out, nil
}

// lineUp reads the players of `league odds`: 2 to 6 names, commas or
// spaces between them, no one twice (a table's seats as
// variants.CleanSeats reads them).
func lineUp(list string) ([]string, error) {
	var named []string
	for _, field := range strings.Split(list, ",") {
		if strings.TrimSpace(field) != "" {
			named = append(named, field)
		}
	}
	players, err := variants.CleanSeats(named)
	if err != nil {
		return nil, err
	}
	if len(players) < 2 || len(players) > 6 {
		return nil, fault.Inputf("the odds are of 2 to 6 players, got %d: name them like Ana,Ben,Cleo", len(players))
	}
	return players, nil
}
