package main

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/store"
)

// version is set at release time with -ldflags "-X main.version=v1.2.3".
var version = "v0.1.0-dev"

func newVersionCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version, Go version and ledger schema",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, args []string) error {
			rev := ""
			if info, ok := debug.ReadBuildInfo(); ok {
				for _, s := range info.Settings {
					if s.Key == "vcs.revision" && len(s.Value) >= 12 {
						rev = s.Value[:12]
					}
				}
			}
			if f.JSON() {
				return view.WriteJSON(f.IO.Out, map[string]any{"version": version, "revision": rev, "go": runtime.Version(), "schema": store.SchemaVersion()})
			}
			fmt.Fprintf(f.IO.Out, "chuche-ref %s", version)
			if rev != "" {
				fmt.Fprintf(f.IO.Out, " (%s)", rev)
			}
			fmt.Fprintf(f.IO.Out, " %s, ledger schema %d\n", runtime.Version(), store.SchemaVersion())
			return nil
		},
	}
}
