package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
)

// The transcripts' chuche-ref runs in this process with an empty stdin
// (inProcess): testscript keeps what a stdin line names for the next
// exec. So the command after a stdin line must be an exec, or its input
// would be lost without a word.
func TestTranscriptsFeedStdinToAProcess(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	stdin := regexp.MustCompile(`^(\[[^\]]*\]\s*)*stdin\s`)
	command := regexp.MustCompile(`^(\[[^\]]*\]\s*)*(!\s*)?(\S+)`)
	fed := 0
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		waiting := 0 // the line of a stdin not yet read by a command
		for i, line := range strings.Split(string(ar.Comment), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if stdin.MatchString(line) {
				waiting = i + 1
				continue
			}
			if waiting == 0 {
				continue
			}
			if m := command.FindStringSubmatch(line); m[3] != "exec" {
				t.Errorf("%s:%d: stdin is read by %q, which runs in this process and reads none; write exec %s", file, waiting, m[3], m[3])
			}
			waiting, fed = 0, fed+1
		}
	}
	if fed == 0 {
		t.Error("no transcript feeds stdin to a command: this test checks nothing")
	}
}
