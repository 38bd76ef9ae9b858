package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// What the terminal tests of play share: a table (a ledger and an
// environment of its own), play started on a pseudo-terminal or fed from a
// pipe, and the evenings entered with the plain commands that the games
// played through play must give the same ledger as.

// ptyTable is a ledger and an environment of its own for the binary.
type ptyTable struct {
	t   *testing.T
	bin string
	env []string
}

func newPTYTable(t *testing.T, bin string) *ptyTable {
	dir := t.TempDir()
	env := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + dir,
		"XDG_DATA_HOME=" + filepath.Join(dir, "data"),
		"XDG_CONFIG_HOME=" + filepath.Join(dir, "config"),
		"CHUCHE_REF_DB=" + filepath.Join(dir, "ledger.db"),
		"TERM=xterm",
		"NO_COLOR=1",
	}
	return &ptyTable{t: t, bin: bin, env: env}
}

// tableWith is a new table on which the commands have been run.
func tableWith(t *testing.T, bin string, commands ...[]string) *ptyTable {
	t.Helper()
	tbl := newPTYTable(t, bin)
	for _, c := range commands {
		tbl.cli(c...)
	}
	return tbl
}

// cli runs a command at the table without a terminal, in this process
// (runIn): the table's setup, another terminal's command, the ledger read
// back. It must succeed.
func (tb *ptyTable) cli(args ...string) string {
	tb.t.Helper()
	code, out := runIn(tb.env, args...)
	if code != 0 {
		tb.t.Fatalf("chuche-ref %s: exit %d\n%s", strings.Join(args, " "), code, out)
	}
	return out
}

func (tb *ptyTable) checkTotals(round int, want map[string]int) {
	tb.t.Helper()
	var s view.ChinchonStandings
	if err := json.Unmarshal([]byte(tb.cli("standings", "--json", "--game", "1")), &s); err != nil {
		tb.t.Fatal(err)
	}
	if got := totals(s); s.Round != round || !mapsEqual(got, want) {
		tb.t.Errorf("round %d totals %v, want round %d totals %v", s.Round, got, round, want)
	}
}

// playVT starts `chuche-ref play ARGS` on a pseudo-terminal of the size
// opt gives, its screen rendered by the VT emulator.
func (tb *ptyTable) playVT(t *testing.T, opt vtest.Options, args ...string) *vtest.Term {
	t.Helper()
	cmd := exec.Command(tb.bin, append([]string{"play"}, args...)...)
	cmd.Env = tb.env
	return vtest.Start(t, cmd, opt)
}

// playAccessible runs `chuche-ref play --accessible --game 1 ARGS` with
// lines as its input, as a file or a screen reader's user gives them; it
// must exit 0. It returns what play wrote, stdout and stderr together.
func (tb *ptyTable) playAccessible(t *testing.T, args []string, lines ...string) string {
	t.Helper()
	cmd := exec.Command(tb.bin, append([]string{"play", "--accessible", "--game", "1"}, args...)...)
	cmd.Env = tb.env
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("play --accessible %s: %v\n%s", strings.Join(args, " "), err, out.String())
	}
	return out.String()
}

// exitsOK waits for the program on v to end and fails the test with the
// screen unless it exited 0.
func exitsOK(t *testing.T, v *vtest.Term) {
	t.Helper()
	if code := v.Wait(); code != 0 {
		t.Fatalf("exit %d\n%s", code, v.Dump())
	}
}

// newChinchonEvening starts the Chinchón evening for three that the play
// tests enter through play; chinchonEvening is all of it entered with the
// commands: a hand by everyone's cards; Ben's cut from 8 cards by points,
// which puts Cleo out (fifty); her buy-back; Ana's cut by points (after a
// refused cut, which leaves no entry); that hand undone.
var (
	newChinchonEvening = []string{"new", "chinchon", "--players", "Ana,Ben,Cleo", "--preset", "fifty"}
	chinchonEvening    = [][]string{
		newChinchonEvening,
		{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--hand", "Ben=" + handBen, "--hand", "Cleo=" + handCleo},
		{"round", "--cut", "Ben", "--hand", "Ben=" + handBenCut, "--cut-discard", "9c", "--points", "Ana=30", "--points", "Cleo=12"},
		{"buyback", "Cleo"},
		{"round", "--cut", "Ana", "--hand", "Ana=" + handCut, "--points", "Ben=5", "--points", "Cleo=7"},
		{"undo"},
	}
)

// chucheShortRound is the whole first round of the short match entered
// with the commands: shortMatch and Ana's last card, which ends the match.
var chucheShortRound = append(append([][]string(nil), shortMatch...), []string{"turn", "--play", "G5", "--discard"})
