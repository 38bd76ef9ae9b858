package main

import (
	"fmt"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/shell"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
)

func newVersionCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version (module version and VCS revision, from the build), Go version and ledger schema",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.JSON() {
				v, rev := shell.Version()
				return view.WriteJSON(f.IO.Out, map[string]any{"version": v, "revision": rev, "go": runtime.Version(), "schema": store.SchemaVersion()})
			}
			_, err := fmt.Fprintln(f.IO.Out, versionLine(f.Printer()))
			return err
		},
	}
}

// versionLine is shell.VersionLine in p's language (the same words in
// English).
func versionLine(p *i18n.Printer) string {
	v, rev := shell.Version()
	head := "chuche-ref " + v
	if rev != "" {
		head += " (" + rev + ")"
	}
	return p.Sprintf("%s %s, ledger schema %#d", head, runtime.Version(), store.SchemaVersion())
}
