package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"
)

// customCommands are helpers for the transcripts.
func customCommands() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	return map[string]func(ts *testscript.TestScript, neg bool, args []string){
		"chuche-ref": inProcess,
		// sha FILE NAME: remember the file's hash as $NAME, to check later
		// that a refused ledger was left byte-for-byte unchanged.
		"sha": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 2 {
				ts.Fatalf("usage: sha FILE VAR")
			}
			data, err := os.ReadFile(ts.MkAbs(args[0]))
			ts.Check(err)
			sum := sha256.Sum256(data)
			ts.Setenv(args[1], hex.EncodeToString(sum[:]))
		},
		// truncate FILE N: cut a file to N bytes.
		"truncate": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 2 {
				ts.Fatalf("usage: truncate FILE N")
			}
			n, err := strconv.Atoi(args[1])
			ts.Check(err)
			ts.Check(os.Truncate(ts.MkAbs(args[0]), int64(n)))
		},
		// mode FILE PERM: the file's permission bits are PERM (octal).
		"mode": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 2 {
				ts.Fatalf("usage: mode FILE PERM")
			}
			fi, err := os.Stat(ts.MkAbs(args[0]))
			ts.Check(err)
			want, err := strconv.ParseUint(args[1], 8, 32)
			ts.Check(err)
			if got := fi.Mode().Perm(); (uint64(got) == want) == neg {
				ts.Fatalf("%s has mode %o, want %o", args[0], got, want)
			}
		},
		// size FILE: print the file's size to stdout-like log.
		"size": func(ts *testscript.TestScript, neg bool, args []string) {
			fi, err := os.Stat(ts.MkAbs(args[0]))
			ts.Check(err)
			ts.Logf("%s: %d bytes", args[0], fi.Size())
		},
		// halfsize FILE VAR: set VAR to half the file's size.
		"halfsize": func(ts *testscript.TestScript, neg bool, args []string) {
			fi, err := os.Stat(ts.MkAbs(args[0]))
			ts.Check(err)
			ts.Setenv(args[1], strconv.FormatInt(fi.Size()/2, 10))
		},
		// setversion FILE N: write N as the ledger's PRAGMA user_version
		// straight into the SQLite header (offset 60), as a newer chuche-ref would.
		"setversion": func(ts *testscript.TestScript, neg bool, args []string) {
			if len(args) != 2 {
				ts.Fatalf("usage: setversion FILE N")
			}
			n, err := strconv.Atoi(args[1])
			ts.Check(err)
			f, err := os.OpenFile(ts.MkAbs(args[0]), os.O_RDWR, 0)
			ts.Check(err)
			defer f.Close()
			_, err = f.WriteAt([]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}, 60)
			ts.Check(err)
		},
		// contains FILE TEXT: the file holds TEXT.
		"contains": func(ts *testscript.TestScript, neg bool, args []string) {
			data, err := os.ReadFile(ts.MkAbs(args[0]))
			ts.Check(err)
			if bytes.Contains(data, []byte(args[1])) == neg {
				ts.Fatalf("%s: contains %q is %v", args[0], args[1], !neg)
			}
		},
	}
}

// inProcess is the transcripts' chuche-ref: Main run in this process, in
// the script's folder, with the script's environment, an empty stdin and
// no terminal — what exec chuche-ref gives a process of its own, without
// the cost of starting one. A line that needs a process (stdin from a
// file, a signal, running in the background, its exit code read by a
// shell) says exec chuche-ref.
func inProcess(ts *testscript.TestScript, neg bool, args []string) {
	code, stdout, stderr := runInProcess(ts, args)
	fmt.Fprint(ts.Stdout(), stdout)
	fmt.Fprint(ts.Stderr(), stderr)
	switch {
	case code != 0 && !neg:
		ts.Fatalf("chuche-ref: exit status %d", code)
	case code == 0 && neg:
		ts.Fatalf("chuche-ref: unexpected success")
	}
}

// runInProcess runs chuche-ref's Main as inProcess does and returns its
// exit code and what it wrote. testscript says a variable set to "" and
// one not set alike; chuche-ref reads both as unset too.
func runInProcess(ts *testscript.TestScript, args []string) (code int, stdout, stderr string) {
	lookupEnv := func(k string) (string, bool) { v := ts.Getenv(k); return v, v != "" }
	var out, errOut strings.Builder
	streams := &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}
	code = MainIn(ts.MkAbs("."), args, streams, lookupEnv)
	return code, out.String(), errOut.String()
}
