package shell

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/fault"
)

// A command that only groups others refuses an unknown subcommand (exit 2)
// and still prints its help alone, with no usage line of its own; the
// argument count hint of a subcommand names its parent too.
func TestGroupRefusesUnknownSubcommand(t *testing.T) {
	build := func() *cobra.Command {
		root := &cobra.Command{Use: "chuche-ref", SilenceErrors: true, SilenceUsage: true}
		check := &cobra.Command{Use: "check", Short: "checks"}
		check.AddCommand(&cobra.Command{Use: "capture", Args: ExactArgs(0, "flags only"), RunE: func(*cobra.Command, []string) error { return nil }})
		root.AddCommand(check)
		root.SetUsageTemplate(UsageTemplate(nil))
		Organize(root)
		return root
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "captur"}, `unknown command "captur" for "chuche-ref check"`},
		{[]string{"check", "capture", "R3"}, "capture takes flags only (got 1 arguments); see chuche-ref check capture --help"},
	} {
		root := build()
		root.SetArgs(c.args)
		err := root.Execute()
		if fault.KindOf(err) != fault.Input || err.Error() != c.want {
			t.Errorf("%q: %v (%v), want an input error %q", c.args, err, fault.KindOf(err), c.want)
		}
	}
	root := build()
	var out bytes.Buffer
	root.SetOut(&out)
	root.SetArgs([]string{"check"})
	if err := root.Execute(); err != nil || !strings.Contains(out.String(), "Usage:\n  chuche-ref check [command]\n") {
		t.Errorf("check alone: %v\n%s", err, out.String())
	}
}
