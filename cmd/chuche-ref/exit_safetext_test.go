package main

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

// No error message reaches stderr with a raw control,
// whatever a name from the ledger or a file holds.
func TestExitMessagesAreEscaped(t *testing.T) {
	t.Parallel()
	hostile := "Zed\x1b]0;pwned\x07\x1b[2J\u202e\u009b"
	for _, err := range []error{
		fault.Inputf("%s is entered both by cards and by points", hostile),
		fault.Refusedf("%s is out of the game", hostile).AtEntry(3),
		errors.New("wrapped: " + hostile),
		fault.Ledgerf("%s", hostile).WithHint("rename %s", hostile),
	} {
		var stderr bytes.Buffer
		exitCode(err, &stderr)
		out := stderr.String()
		if strings.ContainsAny(out, "\x1b\x07\u202e\u009b") {
			t.Errorf("raw control on stderr: %q", out)
		}
		if !strings.Contains(out, `Zed\x1b]0;pwned\x07\x1b[2J<U+202E><U+009B>`) {
			t.Errorf("the name is not shown escaped: %q", out)
		}
	}
}

// A flag value of 130 KB is quoted as 60 characters and "…".
func TestUsageErrorCutsLongTokens(t *testing.T) {
	t.Parallel()
	var stderr bytes.Buffer
	exitCode(fault.Inputf("--format %q: choose json or csv", strings.Repeat("x", 130_000)), &stderr)
	if want := "chuche-ref: --format \"" + strings.Repeat("x", 60) + "…\": choose json or csv\n"; stderr.String() != want {
		t.Errorf("stderr of %d bytes: %.120q", stderr.Len(), stderr.String())
	}
}

// Every table cell is escaped: players, games, standings, stats.
func TestTableCellsAreEscaped(t *testing.T) {
	t.Parallel()
	var out bytes.Buffer
	tb := view.NewTable(&out, "PLAYER", "TOTAL")
	tb.Row("Zed\x1b]0;pwned\x07\tX", "3")
	tb.Row("Ana", "4")
	if err := tb.Flush(); err != nil {
		t.Fatal(err)
	}
	want := "PLAYER                    TOTAL\n" +
		`Zed\x1b]0;pwned\x07\x09X` + "  3\n" +
		"Ana                       4\n"
	if out.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", out.String(), want)
	}
}
