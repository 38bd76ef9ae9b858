package shell

import (
	"os"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// ManPages writes a man page per command into dir (section 1), with
// cobra/doc: scripts/man.sh runs it; the pages are not committed.
func ManPages(root *cobra.Command, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fault.Wrapf(err, "man pages")
	}
	root.DisableAutoGenTag = true // the same pages from the same source
	v, _ := Version()
	header := &doc.GenManHeader{Title: "CHUCHE-REF", Section: "1", Source: "chuche-ref " + v, Manual: "chuche-ref manual"}
	if err := doc.GenManTree(root, header, dir); err != nil {
		return fault.Wrapf(err, "man pages")
	}
	return nil
}
