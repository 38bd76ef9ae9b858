package prompt

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// demoBinary is promptdemo as TestMain put it on PATH: this test binary.
func demoBinary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("runs promptdemo on a pseudo-terminal")
	}
	bin, err := exec.LookPath("promptdemo")
	if err != nil {
		t.Fatalf("promptdemo is not on PATH (TestMain puts it there): %v", err)
	}
	return bin
}

// keyPause is the longest random pause before a key sent to promptdemo:
// it answers a key within a millisecond, so keys 0-10 ms apart land
// before, during and after its redraws as keys 0-40 ms apart (vtest's
// default) do, in a quarter of the time.
const keyPause = 10 * time.Millisecond

// startDemo runs promptdemo on a script in a pseudo-terminal.
func startDemo(t *testing.T, script []question, opt vtest.Options, flags ...string) *vtest.Term {
	t.Helper()
	if opt.MaxDelay == 0 {
		opt.MaxDelay = keyPause
	}
	bin := demoBinary(t)
	b, err := json.Marshal(script)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "script.json")
	if err := os.WriteFile(file, b, 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, append(flags, file)...)
	cmd.Env = []string{"TERM=xterm", "PATH=" + os.Getenv("PATH")}
	return vtest.Start(t, cmd, opt)
}

// question is one of promptdemo's.
type question struct {
	Kind   string   `json:"kind"`
	Label  string   `json:"label"`
	Def    string   `json:"def,omitempty"`
	Cards  bool     `json:"cards,omitempty"`
	Items  []string `json:"items,omitempty"`
	Cursor int      `json:"cursor,omitempty"`
	Yes    bool     `json:"yes,omitempty"`
}

// The reported failures of the table, one by one, on the real terminal.
func TestTerminalBasics(t *testing.T) {
	t.Parallel()
	script := []question{
		{Kind: "input", Label: "Ana's cards", Def: "O6", Cards: true},
		{Kind: "select", Label: "What next", Items: []string{"play hand 2", "undo entry #4", "quit (everything so far is saved)"}},
		{Kind: "input", Label: "Ben's cards", Cards: true},
		{Kind: "confirm", Label: "Record hand 1", Yes: true},
		{Kind: "select", Label: "Who cut", Items: []string{"Ana", "Ben", "Bea"}},
		{Kind: "input", Label: "Target", Def: "8"},
	}
	v := startDemo(t, script, vtest.Options{Cols: 60, Rows: 20}, "-plain")
	v.WaitCursorRow("? Ana's cards: O6")
	v.Type("1o 8x")                                // replaces the default
	v.Send(vtest.Left, vtest.Delete, vtest.Delete) // Delete deletes, never quits
	v.WaitCursorRow("? Ana's cards: 1o 8")
	v.Send(vtest.CtrlD) // on a typed line: nothing
	v.Type("x")
	v.Send(vtest.Home, vtest.Delete, vtest.End, vtest.Enter) // "o 8x": refused
	v.WaitText(`  ✗ "o" is not a card`)
	v.WaitCursorRow("? Ana's cards: o 8x")
	if _, col := v.Cursor(); col != len("? Ana's cards: o 8x") {
		t.Errorf("the refused line is offered with the cursor at column %d, want its end", col)
	}
	v.Type("9z") // typing replaces the refused line, as it replaces a default
	v.WaitCursorRow("? Ana's cards: 9z")
	v.Send(vtest.Enter)
	v.WaitText(`  ✗ "9z" is not a card`)
	v.WaitCursorRow("? Ana's cards: 9z")
	v.Send(vtest.CtrlU)
	v.Type("o 8x")
	v.Send(vtest.CtrlA)
	v.Type("1")
	v.Send(vtest.CtrlE, vtest.Backspace)
	v.Type("c")
	v.Send(vtest.Enter)
	v.WaitText(`=> "1o 8c"`)
	v.Type("clear") // fits no choice: nothing picked, Enter does nothing
	v.Send(vtest.Enter)
	v.WaitCursorRow("? What next: clear (fits no choice)")
	v.Send(vtest.CtrlU)
	v.Type("u")
	v.Send(vtest.Enter)
	v.WaitText(`=> "undo entry #4"`)
	v.Paste("1o 2o 3o\r\r2x\x04") // type-ahead: the next four prompts at once; 2 picks Ben
	v.WaitText(`=> "Ben"`)
	v.WaitCursorRow("? Target: x") // typing replaced the default
	v.Send(vtest.CtrlU, vtest.CtrlD)
	v.WaitText("=> eof")
	if code := v.Wait(); code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := []string{
		"? Ana's cards: o 8x",
		`  ✗ "o" is not a card`,
		"? Ana's cards: 9z",
		`  ✗ "9z" is not a card`,
		"? Ana's cards: 1o 8c",
		`=> "1o 8c"`,
		"? What next: undo entry #4",
		`=> "undo entry #4"`,
		"? Ben's cards: 1o 2o 3o",
		`=> "1o 2o 3o"`,
		"? Record hand 1? [Y/n] yes",
		`=> "true"`,
		"? Who cut: Ben",
		`=> "Ben"`,
		"? Target:",
		"=> eof",
	}
	if got := v.Lines(); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the terminal shows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// After the session the terminal is as it was: echo, lines and signals on.
func TestTerminalRestoresModes(t *testing.T) {
	t.Parallel()
	bin := demoBinary(t)
	stty, err := exec.LookPath("stty")
	if err != nil {
		t.Skip("no stty")
	}
	file := filepath.Join(t.TempDir(), "script.json")
	if err := os.WriteFile(file, []byte(`[{"kind":"input","label":"Cards"}]`), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("sh", "-c", `"$0" "$1"; "$2" -a | tr ' ;' '\n\n' | grep -x -e echo -e -echo -e icanon -e -icanon -e isig -e -isig | tr '\n' ' '; echo`, bin, file, stty)
	cmd.Env = []string{"TERM=xterm", "PATH=" + os.Getenv("PATH")}
	v := vtest.Start(t, cmd, vtest.Options{Cols: 80, Rows: 10})
	v.WaitCursorRow("? Cards:")
	v.Type("1o")
	v.Send(vtest.Enter)
	v.WaitText("=> done")
	v.Wait()
	if !strings.Contains(v.Text(), "isig icanon echo") {
		t.Errorf("the terminal's modes after the session:\n%s", v.Dump())
	}
}
