package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newVersionCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:  "version",
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.JSON() {
				v, rev := shell.Version()
				return view.WriteJSON(f.IO.Out, map[string]any{"version": v, "revision": rev, "go": runtime.Version(), "schema": scorekeeper.SchemaVersion()})
			}
			_, err := fmt.Fprintln(f.IO.Out, shell.VersionLine(f.Printer(), runtime.Version(), scorekeeper.SchemaVersion()))
			return err
		},
	}
}
