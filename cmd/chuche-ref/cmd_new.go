package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

type newOptions struct {
	f       *Factory
	game    string
	players []string
	name    string
	preset  string
	rules   []string
}

func newNewCmd(f *Factory) *cobra.Command {
	opts := &newOptions{f: f}
	cmd := &cobra.Command{
		Use:   "new chuche|chinchon --players Ana,Ben[,...]",
		Short: "Start a new game (2 to 6 players; new names join the roster)",
		Example: `  chuche-ref new chinchon --players Ana,Ben,Cleo
  chuche-ref new chinchon --players Ana,Ben --preset seventy --rule buyback=false
  chuche-ref new chuche --players Ana,Ben,Cleo,Dani --name "Friday league"`,
		Args:      exactArgs(1, "one game: chuche or chinchon"),
		ValidArgs: []string{variants.GameChuche, variants.GameChinchon},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.game = args[0]
			return runNew(cmd, opts)
		},
	}
	cmd.Flags().StringSliceVar(&opts.players, "players", nil, "players in turn order, comma separated (default: players from the config)")
	cmd.Flags().StringVar(&opts.name, "name", "", "a name for the game (default: GAME-ID)")
	cmd.Flags().StringVar(&opts.preset, "preset", "", "a named set of house rules (see chuche-ref variants)")
	cmd.Flags().StringArrayVar(&opts.rules, "rule", nil, "a house rule key=value (repeatable; see chuche-ref variants)")
	return cmd
}

// newGameJSON is CLI.md's `new --json`.
type newGameJSON struct {
	ID      int64          `json:"id"`
	Name    string         `json:"name"`
	Game    string         `json:"game"`
	Players []string       `json:"players"`
	Rules   map[string]any `json:"rules"`
}

func runNew(cmd *cobra.Command, opts *newOptions) error {
	game, err := variants.ParseGame(opts.game)
	if err != nil {
		return err
	}
	cfg, err := opts.f.Config()
	if err != nil {
		return err
	}
	players := opts.players
	if len(players) == 0 {
		players = cfg.Players
	}
	players, err = checkSeats(players)
	if err != nil {
		return err
	}
	settings, err := houserules.Settings(opts.f.Config, game, opts.preset, opts.rules)
	if err != nil {
		return err
	}
	values, err := houserules.Resolve(game, settings, len(players))
	if err != nil {
		return err
	}
	rules := variants.RuleMap(values)
	raw, err := json.Marshal(rules)
	if err != nil {
		return fmt.Errorf("encode rules: %w", err)
	}
	db, err := opts.f.NewLedger(cmd.Context())
	if err != nil {
		return err
	}
	k, err := scorekeeper.NewGame(cmd.Context(), db, store.NewGame{Kind: game, Name: opts.name, Players: players, Rules: raw})
	if err != nil {
		return err
	}
	g := k.Info()
	out := opts.f.IO.Out
	if opts.f.JSON() {
		return view.WriteJSON(out, newGameJSON{ID: g.ID, Name: g.Name, Game: g.Kind, Players: g.Players, Rules: rules})
	}
	fmt.Fprintf(out, "New %s game #%d %q: %s\n", view.GameTitle(game), g.ID, g.Name, strings.Join(g.Players, ", "))
	fmt.Fprintf(out, "House rules: %s\n", houserules.Summary(game, values, len(players)))
	if game == variants.GameChinchon {
		fmt.Fprintln(out, "Next: chuche-ref play, or chuche-ref round --cut NAME --hand \"NAME=cards\" …")
	} else {
		fmt.Fprintln(out, "Next: chuche-ref play, or chuche-ref deal / turn / round …")
	}
	return nil
}

// checkSeats enforces 2..6 distinct players (CU-6, CN-4).
func checkSeats(players []string) ([]string, error) {
	var seats []string
	seen := map[string]bool{}
	for _, p := range players {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if strings.ContainsAny(p, "=,") {
			return nil, usageError("player name %q may not contain '=' or ','", p)
		}
		key := strings.ToLower(p)
		if seen[key] {
			return nil, usageError("player %q is named twice; each player takes one seat", p)
		}
		seen[key] = true
		seats = append(seats, p)
	}
	if len(seats) < 2 || len(seats) > 6 {
		return nil, failure.Inputf("a game needs 2 to 6 players, got %d", len(seats)).WithHint("name them in turn order: --players Ana,Ben,Cleo")
	}
	return seats, nil
}
