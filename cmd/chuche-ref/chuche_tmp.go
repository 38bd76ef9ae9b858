package main

import (
	"errors"

	"github.com/spf13/cobra"
)

// TEMPORARY until the Chuche commands land.
type chucheRoundFlags struct{ won, chuche []string }

func (fl *chucheRoundFlags) used() bool { return len(fl.won) > 0 || len(fl.chuche) > 0 }

func runChucheRound(cmd *cobra.Command, opts *roundOptions, lg *loadedGame, replaces int) error {
	return errors.New("chuche rounds: not yet")
}

func chucheStandings(opts *standingsOptions, lg *loadedGame) error {
	return errors.New("chuche standings: not yet")
}
