package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// The crash test's hands: Ana cuts clean (-10) and Ben melds everything (0),
// so a game of any length goes on; Ben's claim carries the writer's tag, so
// each entry tells which run saved it.
const (
	crashAnaHand = "5o 6o 7o 12c 12e 12b 12o"
	crashBenHand = "1c 2c 3c 4c 8e 8b 8o"
)

// crashWriterMain is chuche-ref-writer, a command only the test binary has
// (see TestMain): `chuche-ref-writer LEDGER GAME TAG [ROUNDS]` enters hands
// into GAME until killed (or ROUNDS are in), each through Main exactly as
// `chuche-ref round` runs: open the ledger, read the game, judge, append,
// close. It prints "saved SEQ" once a round is committed.
func crashWriterMain(args []string) int {
	if len(args) < 3 || len(args) > 4 {
		fmt.Fprintln(os.Stderr, "usage: chuche-ref-writer LEDGER GAME TAG [ROUNDS]")
		return exitInput
	}
	ledger, game, tag := args[0], args[1], args[2]
	rounds := -1
	if len(args) == 4 {
		n, err := strconv.Atoi(args[3])
		if err != nil {
			fmt.Fprintln(os.Stderr, "chuche-ref-writer: ROUNDS is not a number")
			return exitInput
		}
		rounds = n
	}
	// A writer whose test died without killing it stops by itself.
	deadline := time.Now().Add(2 * time.Minute)
	for n := 0; n != rounds && time.Now().Before(deadline); n++ {
		var out, errOut bytes.Buffer
		streams := &IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}
		code := Main([]string{"--db", ledger, "--game", game, "--json",
			"round", "--cut", "Ana", "--hand", "Ana=" + crashAnaHand, "--hand", "Ben=" + crashBenHand, "--claim", "Ben=" + tag},
			streams, noEnv)
		if code != exitOK {
			fmt.Fprintf(os.Stderr, "chuche-ref-writer: round exited %d: %s", code, errOut.String())
			return code
		}
		var doc struct {
			Entry int `json:"entry"`
		}
		if err := json.Unmarshal(out.Bytes(), &doc); err != nil || doc.Entry == 0 {
			fmt.Fprintf(os.Stderr, "chuche-ref-writer: no entry number in round's output (%v)\n", err)
			return exitLedger
		}
		fmt.Printf("saved %d\n", doc.Entry)
	}
	return exitOK
}

func noEnv(string) (string, bool) { return "", false }
