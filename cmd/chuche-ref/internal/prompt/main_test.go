package prompt_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt/internal/promptdemo"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestMain puts this test binary on PATH as promptdemo, so the
// pseudo-terminal tests run the demo as a process of its own without
// building it.
func TestMain(m *testing.M) {
	if filepath.Base(os.Args[0]) != "promptdemo" {
		vtest.WaitingParallel() // the terminal tests wait on keys typed with pauses
	}
	testscript.Main(m, map[string]func(){
		"promptdemo": func() { os.Exit(promptdemo.Main(os.Args[1:])) },
	})
}
