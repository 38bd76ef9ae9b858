package main

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

func newVariantsCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "variants",
		Example: `  chuche-ref variants`,
		Args:    exactArgs(0, "no arguments"),
		RunE:    func(cmd *cobra.Command, args []string) error { return runVariants(f) },
	}
}

func runVariants(f *Factory) error {
	return view.In(f.Printer()).WriteVariants(f.IO.Out, f.JSON(), houserules.Presets(f.Config))
}
