package boardtest

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"testing"
)

// serve --pace, which the browser tests run at a tenth, takes a number
// above 0: anything else is refused before the ledger is opened, in one
// line naming what was given, exit 2.
func TestServe_PaceAboveZero(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := filepath.Join(t.TempDir(), "ledger.db")
	for _, pace := range []string{"0", "-1", "NaN", "+Inf"} {
		cmd := exec.Command(b.path, "serve", "--db", ledger, "--addr", "127.0.0.1:0", "--pace", pace)
		cmd.Env = append(append([]string{}, b.env...), "CHUCHE_REF_SERVE_KEY=pace-key-2026")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != 2 || stdout.Len() != 0 ||
			stderr.String() != "chuche-ref: --pace "+pace+": give a number above 0 (1 is real time)\n" {
			t.Errorf("serve --pace %s: %v, stdout %q, stderr %q; want exit 2 and the one line", pace, err, stdout.String(), stderr.String())
		}
	}
}
