package main

import (
	"io"

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
