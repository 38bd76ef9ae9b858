package main

import (
	"io"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/pager"
)

// pageOutput writes what render produces to stdout: through the pager when
// stdout is a terminal and the text is taller than it, plainly otherwise
// (--json output, pipes and files are never paged).
func pageOutput(f *Factory, render func(io.Writer) error) error {
	if f.JSON() || !f.IO.IsStdoutTTY() {
		return render(f.IO.Out)
	}
	return pager.SystemPager(f.IO.Out, f.IO.ErrOut, true, f.LookupEnv).Page(render)
}

// pagedRun pages what run writes to stdout (pageOutput): games, players, stats.
func pagedRun(f *Factory, run func(*cobra.Command, []string) error) func(*cobra.Command, []string) error {
	return func(cmd *cobra.Command, args []string) error {
		defer func(out io.Writer) { f.IO.Out = out }(f.IO.Out)
		return pageOutput(f, func(w io.Writer) error { f.IO.Out = w; return run(cmd, args) })
	}
}
