package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/variants"
)

func newBuyBackCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "buyback PLAYER",
		Short: "Chinchón: an eliminated player rejoins at the highest total still in",
		Long: `An eliminated player rejoins before the next deal with a total equal to the
highest total among the players still in (CN-13; house rules buyback and
buybacks). Refused (exit 1, nothing recorded) when the rules do not allow it.`,
		Example: `  chuche-ref buyback Ben`,
		Args:    exactArgs(1, "one PLAYER"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := loadGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			if lg.game.Kind != variants.GameChinchon {
				return usageError("buy-backs are a Chinchón rule; game #%d is %s", lg.game.ID, gameTitle(lg.game.Kind))
			}
			player, err := seatName(lg.game.Players, args[0])
			if err != nil {
				return err
			}
			rules, err := gameChinchonRules(lg.game)
			if err != nil {
				return err
			}
			before, err := chinchonMatch(lg.game, lg.scorerEntries(nil))
			if err != nil {
				return err
			}
			if err := scorer.CheckChinchonBuyBack(before, player, rules); err != nil {
				return err
			}
			payload, _ := json.Marshal(scorer.ChinchonBuyBack{Player: player})
			a := store.Append{Kind: scorer.ChinchonKindBuyBack, Payload: payload}
			e, r, err := lg.appendChecked(cmd.Context(), a)
			if err != nil {
				return err
			}
			m := r.chinchon
			g := lg.game
			if f.JSON() {
				return writeJSON(f.IO.Out, struct {
					Entry     int                   `json:"entry"`
					Player    string                `json:"player"`
					Standings chinchonStandingsJSON `json:"standings"`
				}{e.Seq, player, chinchonStandingsJSON{g.ID, g.Name, g.Kind, m}})
			}
			total := 0
			for _, p := range m.Players {
				if p.Name == player {
					total = p.Total
				}
			}
			fmt.Fprintf(f.IO.Out, "%s buys back in at %d (entry #%d).\n\n", safetext.Escape(player), total, e.Seq)
			return writeChinchonTable(f.IO.Out, g, m)
		},
	}
}
