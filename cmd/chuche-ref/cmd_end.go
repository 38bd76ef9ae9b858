package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

// newEndCmd is `end`: the evening stops before anyone has won (issue 9
// item 18). The game is closed without a winner by an entry, so undo
// re-opens it where it was.
func newEndCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "end",
		Short: "End the game early, without a winner (undo re-opens it)",
		Long: `End the game before anyone has won: the evening is over. An entry records it,
so history shows it and undo re-opens the game where it was. The game is no
longer the default one; standings say "ended early"; stats count it as
played and won by nobody. A Chuche round in progress is not scored.
Refused (exit 1, nothing recorded) when the game is over already.`,
		Example: `  chuche-ref end
  chuche-ref end --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := loadGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			return runEnd(cmd, f, lg)
		},
	}
}

func runEnd(cmd *cobra.Command, f *Factory, lg *loadedGame) error {
	g := lg.game
	r, err := replayGame(g, lg.scorerEntries(nil))
	if err != nil {
		return err
	}
	if err := checkEnd(g, r); err != nil {
		return err
	}
	e, r, err := lg.appendChecked(cmd.Context(), store.Append{Kind: scorer.KindEnd, Payload: scorer.EndPayload()})
	if err != nil {
		return err
	}
	out := f.IO.Out
	if f.JSON() {
		var standings any = chinchonStandingsJSON{g.ID, g.Name, g.Kind, r.chinchon}
		if g.Kind == variants.GameChuche {
			standings = chucheStandingsJSON{g.ID, g.Name, g.Kind, r.chuche}
		}
		return writeJSON(out, struct {
			Entry     int `json:"entry"`
			Standings any `json:"standings"`
		}{e.Seq, standings})
	}
	fmt.Fprintf(out, "Game #%d %q ended early, without a winner (entry #%d; undo re-opens it).\n\n", g.ID, g.Name, e.Seq)
	if g.Kind == variants.GameChuche {
		return writeChucheTable(out, g, r.chuche)
	}
	return writeChinchonTable(out, g, r.chinchon)
}

// checkEnd refuses to end a game that is over already, in its own words.
func checkEnd(g store.Game, r replayed) error {
	if g.Kind == variants.GameChuche {
		return scorer.CheckChucheEnd(r.chuche)
	}
	rules, err := gameChinchonRules(g)
	if err != nil {
		return err
	}
	return scorer.CheckChinchonEnd(r.chinchon, rules)
}
