package main

import (
	"io"
	"strings"
	"sync"
)

// Where the process itself is not what a test looks at — setting a table
// up, another terminal's command, reading the ledger back — chuche-ref's
// Main runs in this process: the same commands, without the cost of
// starting one (a test here may start hundreds).

// mainIn runs Main with the environment env (NAME=value lines, the last of
// a name winning, as exec.Cmd.Env reads them), an empty stdin and no
// terminal, writing to stdout and stderr.
func mainIn(env []string, stdout, stderr io.Writer, args ...string) int {
	vars := map[string]string{}
	for _, kv := range env {
		if k, v, ok := strings.Cut(kv, "="); ok {
			vars[k] = v
		}
	}
	lookupEnv := func(k string) (string, bool) { v, ok := vars[k]; return v, ok }
	return Main(args, &IOStreams{In: strings.NewReader(""), Out: stdout, ErrOut: stderr}, lookupEnv)
}

// runIn is mainIn's exit code and its output, stdout and stderr together
// as a terminal shows them.
func runIn(env []string, args ...string) (code int, output string) {
	var out lockedBuilder
	code = mainIn(env, &out, &out, args...)
	return code, out.String()
}

// lockedBuilder is a strings.Builder two streams may share.
type lockedBuilder struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuilder) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuilder) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// runIn is b.run in this process (mainIn): for a command whose exit code
// and output are what a test looks at, not its process.
func (b *chucheRefBinary) runIn(args ...string) runResult {
	var stdout, stderr strings.Builder
	code := mainIn(b.env, &stdout, &stderr, args...)
	return runResult{stdout: stdout.String(), stderr: stderr.String(), code: code}
}
