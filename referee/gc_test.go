package referee

import (
	"os"
	"runtime/debug"
)

// The random cases allocate gigabytes of short-lived tables, hands and
// captures over a live heap of a few megabytes: at the default GOGC the
// collector runs about two thousand times in one run of the package, a
// quarter of its CPU. Collecting at five times the live heap instead costs
// tens of megabytes. A GOGC set by whoever runs the tests is left alone.
func init() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
