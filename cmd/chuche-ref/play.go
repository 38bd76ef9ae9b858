package main

// `chuche-ref play`: the interactive prompt flow. This file starts a session
// — a terminal is required, a game is resumed or created — and hands it to
// the flow for the game's kind (play_chinchon*.go, play_chuche*.go). A
// flow writes each hand as one ledger transaction only after the table
// confirms it, so stopping at any prompt (Ctrl-C, Ctrl-D) loses nothing
// that was confirmed.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/play"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

type playOptions struct {
	f          *Factory
	accessible bool
}

func newPlayCmd(f *Factory) *cobra.Command {
	opts := &playOptions{f: f}
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Referee a game at the table, prompt by prompt (needs a terminal)",
		Long: `Referee a game at the table, prompt by prompt, and record each round once
you confirm it.

Chinchón: who cut, the cards laid down and everyone else's cards or points;
the referee computes the scores (missed melds shown), then offers buy-backs.
Chuche: the deal, then turn after turn — the target (defaulting to the last
one), the capture or discard checked as typed, Chuche cards when the player
holds them, missed captures (a missed CHUCHE first) — and the round's scores;
a round may also be entered as won piles only.

play resumes the current game (or --game) or starts a new one. Between rounds
it offers undo and quit and shows the standings. Ctrl-C or Ctrl-D at any
prompt stops; everything confirmed is already saved, and
chuche-ref play --game ID goes on from there.

With --accessible (or CHUCHE_REF_ACCESSIBLE=1) every question is one plain
line ending in ": " and answers are read line by line from standard input:
menus are answered by number or by name, no redraws, no colour. It works with
a screen reader, and through a pipe or from a file without a terminal.

Without a terminal use the commands that take a round as flags: round (both
games), deal and turn (Chuche).`,
		Example: `  chuche-ref play
  chuche-ref play --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error { return runPlay(cmd.Context(), opts) },
	}
	cmd.Flags().BoolVar(&opts.accessible, "accessible", false, "plain questions, answers read line by line (env CHUCHE_REF_ACCESSIBLE=1)")
	return cmd
}

// playStart is a play session while the game is chosen or created: the
// flows get the session, the start needs the factory too (config, presets).
type playStart struct {
	*play.Session
	f *Factory
}

func runPlay(ctx context.Context, opts *playOptions) error {
	f := opts.f
	env, _ := f.LookupEnv("CHUCHE_REF_ACCESSIBLE")
	accessible := opts.accessible || env == "1" || strings.EqualFold(env, "true")
	if !f.IO.CanPrompt() && !accessible {
		return &variants.InputError{
			Msg:  "play needs a terminal",
			Hint: `enter rounds with chuche-ref round --cut NAME --hand "NAME=cards" … (Chinchón) or deal/turn (Chuche)`,
		}
	}
	// The prompter first: the terminal's prompter takes its modes at once,
	// so keys typed while the ledger opens are not echoed over the screen.
	var ask Prompter
	if accessible {
		ask = newAccessiblePrompter(ctx, f.IO)
	} else {
		ask = f.Prompter()
	}
	db, err := f.NewLedger(ctx)
	if err != nil {
		return err
	}
	s := &playStart{Session: &play.Session{Ctx: ctx, Out: f.IO.Out, Ask: stopOnCancel{ctx, ask}, DB: db}, f: f}
	err = s.play()
	if errors.Is(err, errQuit) || errors.Is(err, play.ErrQuitMenu) || errors.Is(err, context.Canceled) {
		s.sayStopped()
		return nil
	}
	return err
}

func (s *playStart) play() error {
	g, err := s.chooseGame()
	if err != nil {
		return err
	}
	s.Game = g
	flow, err := play.FlowFor(g.Kind)
	if err != nil {
		return err
	}
	return flow(s.Session)
}

// sayStopped ends a session the table stopped. Nothing unconfirmed was
// ever written, so there is nothing to roll back here.
func (s *playStart) sayStopped() {
	out := s.f.IO.Out
	fmt.Fprintln(out)
	if s.Game.ID == 0 {
		fmt.Fprintln(out, "Stopped. Nothing was recorded.")
		return
	}
	fmt.Fprintf(out, "Stopped. Everything confirmed is saved in %s; resume with: chuche-ref play --game %d\n", s.DB.Path(), s.Game.ID)
}

// stopOnCancel turns a Ctrl-C that arrived between prompts — a signal,
// since the terminal is only raw while a prompt runs — into a stop at the
// next prompt, instead of a question nobody wants answered.
type stopOnCancel struct {
	ctx context.Context
	Prompter
}

func (p stopOnCancel) Input(label, def string, validate func(string) error) (string, error) {
	if p.ctx.Err() != nil {
		return "", errQuit
	}
	return p.Prompter.Input(label, def, validate)
}

func (p stopOnCancel) Select(label string, items []string, cursor int) (int, error) {
	if p.ctx.Err() != nil {
		return 0, errQuit
	}
	return p.Prompter.Select(label, items, cursor)
}

func (p stopOnCancel) Confirm(label string, def bool) (bool, error) {
	if p.ctx.Err() != nil {
		return false, errQuit
	}
	return p.Prompter.Confirm(label, def)
}

// chooseGame resumes --game, or offers to resume the current game, or
// starts a new one.
func (s *playStart) chooseGame() (store.Game, error) {
	cfg, err := s.f.Config()
	if err != nil {
		return store.Game{}, err
	}
	if cfg.Game != "" {
		g, err := s.DB.Game(s.Ctx, cfg.Game)
		if err == nil {
			s.showGame("Resuming", g)
		}
		return g, err
	}
	g, err := s.DB.CurrentGame(s.Ctx)
	switch {
	case store.KindOf(err) == store.KindNotFound:
		// A Chinchón game that ended with players out may still be
		// re-opened by a buy-back before the next hand (CN-14).
		if g, ok := s.reopenable(); ok {
			s.showGame("Finished, but a buy-back can re-open it:", g)
			items := []string{fmt.Sprintf("resume game #%d %q (buy-backs)", g.ID, g.Name), "start a new game"}
			i, err := s.Ask.Select("Resume it or start a new game", items, 0)
			if err != nil || i == 0 {
				return g, err
			}
		}
		return s.newGame()
	case err != nil:
		return g, err
	}
	s.showGame("Unfinished", g)
	items := []string{fmt.Sprintf("resume game #%d %q", g.ID, g.Name), "start a new game"}
	i, err := s.Ask.Select("Resume it or start a new game", items, 0)
	if err != nil || i == 0 {
		return g, err
	}
	return s.newGame()
}

// showGame prints a game's standings from the summary the ledger keeps,
// which every kind of game has.
func (s *playStart) showGame(how string, g store.Game) {
	out := s.f.IO.Out
	fmt.Fprintf(out, "%s %s game #%d %q, %s played:\n", how, view.GameTitle(g.Kind), g.ID, g.Name, view.Plural(g.Summary.Round, roundWord(g.Kind), roundWord(g.Kind)+"s"))
	t := view.NewTable(out, "  PLAYER", "TOTAL", "STATUS")
	for _, p := range g.Summary.Players {
		status := p.Status
		if status == "" {
			status = "in" // nothing played yet: everyone is in
		}
		t.Row("  "+p.Name, fmt.Sprint(p.Total), status)
	}
	t.Flush()
	fmt.Fprintln(out)
}

// newGame asks what `new` takes as flags (game, players, preset) and
// records the game as `new` does.
func (s *playStart) newGame() (store.Game, error) {
	kinds := []string{variants.GameChinchon, variants.GameChuche}
	i, err := s.Ask.Select("New game: which game", []string{view.GameTitle(kinds[0]), view.GameTitle(kinds[1])}, 0)
	if err != nil {
		return store.Game{}, err
	}
	game := kinds[i]
	if _, err := play.FlowFor(game); err != nil {
		return store.Game{}, err
	}
	players, err := s.askPlayers()
	if err != nil {
		return store.Game{}, err
	}
	preset, err := s.askPreset(game)
	if err != nil {
		return store.Game{}, err
	}
	return s.createGame(game, players, preset)
}

func (s *playStart) askPlayers() ([]string, error) {
	cfg, err := s.f.Config()
	if err != nil {
		return nil, err
	}
	valid := func(v string) error {
		_, err := checkSeats(strings.Split(v, ","))
		return err
	}
	v, err := s.Ask.Input("Players in turn order, comma separated", strings.Join(cfg.Players, ","), valid)
	if err != nil {
		return nil, err
	}
	return checkSeats(strings.Split(v, ","))
}

// askPreset offers the presets of the game; the first item keeps the
// club's rules from the config (or the rule book when there are none).
func (s *playStart) askPreset(game string) (string, error) {
	cfg, err := s.f.Config()
	if err != nil {
		return "", err
	}
	first := "no preset: the rules as in the rule book"
	if len(cfg.Rules[game]) > 0 {
		first = "no preset: the club's house rules from " + cfg.File
	}
	items, names := []string{first}, []string{""}
	for _, p := range allPresets(s.f) {
		if p.Game == game || p.Game == "" {
			items = append(items, fmt.Sprintf("%s — %s", p.Name, p.Description))
			names = append(names, p.Name)
		}
	}
	i, err := s.Ask.Select("House rules", items, 0)
	if err != nil {
		return "", err
	}
	return names[i], nil
}

// createGame records the game with the house rules in force stored with it
// (CN-15), as cmd_new.go does.
func (s *playStart) createGame(game string, players []string, preset string) (store.Game, error) {
	settings, err := ruleSettings(s.f, game, preset, nil)
	if err != nil {
		return store.Game{}, err
	}
	values, err := resolveRules(game, settings, len(players))
	if err != nil {
		return store.Game{}, err
	}
	raw, err := json.Marshal(variants.RuleMap(values))
	if err != nil {
		return store.Game{}, fmt.Errorf("encode rules: %w", err)
	}
	g, err := s.DB.CreateGame(s.Ctx, store.NewGame{Kind: game, Players: players, Rules: raw})
	if err != nil {
		return g, err
	}
	out := s.f.IO.Out
	fmt.Fprintf(out, "New %s game #%d %q: %s\n", view.GameTitle(game), g.ID, g.Name, strings.Join(g.Players, ", "))
	fmt.Fprintf(out, "House rules: %s\n\n", ruleSummary(game, values, len(players)))
	return g, nil
}

// roundWord is what a table calls one round of the game.
func roundWord(kind string) string {
	if kind == variants.GameChinchon {
		return "hand"
	}
	return "round"
}

// reopenable finds the last game played when it is a finished Chinchón game
// that a buy-back could still re-open (CN-13, CN-14).
func (s *playStart) reopenable() (store.Game, bool) {
	recent, err := s.DB.Games(s.Ctx, store.GameFilter{Limit: 1, Lines: true})
	if err != nil || len(recent) == 0 || recent[0].Kind != variants.GameChinchon {
		return store.Game{}, false
	}
	g := recent[0]
	lg, err := scorekeeper.Load(s.Ctx, s.DB, g)
	return g, err == nil && lg.Reopenable()
}
