package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/scorer"
)

func newUndoCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "undo",
		Short: "Void the game's last entry (it stays visible in history)",
		Long: `Void the last entry of the game. Nothing is deleted: undo appends an entry
that voids the last one, so history still shows what was entered and undone.
Run it again to step back further.`,
		Example: `  chuche-ref undo
  chuche-ref undo --game "Friday league"`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			lg, err := loadGame(cmd.Context(), f)
			if err != nil {
				return err
			}
			last, e, err := lg.undoLast(cmd.Context())
			if err != nil {
				return err
			}
			if f.JSON() {
				return writeJSON(f.IO.Out, map[string]any{"game": lg.game.ID, "seq": e.Seq, "voided": last.Seq, "kind": last.Kind})
			}
			fmt.Fprintf(f.IO.Out, "Undone: entry #%d (%s) of game #%d is void; it stays in history\n", last.Seq, describeKind(last.Kind), lg.game.ID)
			return nil
		},
	}
}

func describeKind(kind string) string {
	switch kind {
	case "hand":
		return "a Chinchón hand"
	case "buyback":
		return "a buy-back"
	case "round":
		return "a round"
	case "deal":
		return "a deal"
	case "turn":
		return "a turn"
	case entryKindUndo:
		return "an undo"
	case scorer.KindEnd:
		return "the early end"
	}
	return kind
}
