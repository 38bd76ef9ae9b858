// Command chuche-ref referees and keeps score for Chuche and Chinchón played
// with real cards at a real table.
//
// Output rules (after age's cmd/age/tui.go): results go to stdout, human
// tables or one JSON document with --json; diagnostics go to stderr as
// "chuche-ref: …", lower case, no final period, optionally followed by
// "chuche-ref: hint: …"; prompts go to the terminal.
package main

import (
	"os"
)

func main() {
	os.Exit(Main(os.Args[1:], SystemStreams(), os.LookupEnv))
}
