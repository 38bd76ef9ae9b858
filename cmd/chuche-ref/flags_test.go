package main

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/entry"
)

// Flag parsing, one table per command (after cli/cli's NewCmdX(f, runF)
// tests): the command is built with a runF that only keeps the options it
// was given, so nothing opens a ledger. A bad flag is a usage error (exit 2).

// parseCmd runs cmd on args under a root with the persistent flags; it
// returns the exit code and stderr.
func parseCmd(t *testing.T, build func(f *Factory) *cobra.Command, args []string) (int, string) {
	t.Helper()
	var stderr bytes.Buffer
	f := &Factory{IO: &IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &stderr}, LookupEnv: func(string) (string, bool) { return "", false }}
	root := newRootCmd(f)
	for _, c := range root.Commands() { // the command under test replaces its namesake
		if c.Name() == strings.Fields(build(f).Use)[0] {
			root.RemoveCommand(c)
		}
	}
	cmd := build(f)
	root.AddCommand(cmd)
	root.SetArgs(append([]string{cmd.Name()}, args...))
	root.SetOut(&bytes.Buffer{})
	root.SetErr(&stderr)
	return exitCode(root.ExecuteContext(context.Background()), &stderr), stderr.String()
}

func TestRoundFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		want    roundOptions
		wantErr string
	}{
		{args: []string{"--cut", "Ana", "--hand", "Ana=1o 2o 3o", "--points", "Ben=5", "--claim", "Ben=4"},
			want: roundOptions{chinchon: entry.ChinchonRoundFlags{Cut: "Ana", Hands: []string{"Ana=1o 2o 3o"}, Points: []string{"Ben=5"}, Claims: []string{"Ben=4"}}}},
		{args: []string{"--chinchon", "Ana", "--hand", "Ana=1c 2c 3c 4c 5c 6c 7c"},
			want: roundOptions{chinchon: entry.ChinchonRoundFlags{Chinchon: "Ana", Hands: []string{"Ana=1c 2c 3c 4c 5c 6c 7c"}}}},
		{args: []string{"--cut", "Ana", "--cut-discard", "7b"}, want: roundOptions{chinchon: entry.ChinchonRoundFlags{Cut: "Ana", Discard: "7b"}}},
		{args: []string{"--cut", "Ana", "--discard", "7b"}, want: roundOptions{chinchon: entry.ChinchonRoundFlags{Cut: "Ana", Discard: "7b"}}}, // old spelling
		{args: []string{"--won", "Ana=R5 R3", "--won", "Ben=Y1", "--chuche", "Ana=2"},
			want: roundOptions{chuche: entry.ChucheRoundFlags{Won: []string{"Ana=R5 R3", "Ben=Y1"}, Chuche: []string{"Ana=2"}}}},
		{args: []string{"--cut"}, wantErr: "flag needs an argument: --cut"},
		{args: []string{"--bogus"}, wantErr: "unknown flag: --bogus"},
		{args: []string{"extra"}, wantErr: "round takes flags only (got 1 arguments)"},
	} {
		var got *roundOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newRoundCmd(f, func(_ *cobra.Command, o *roundOptions) error { got = o; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			return got != nil && reflect.DeepEqual(got.chinchon, c.want.chinchon) && reflect.DeepEqual(got.chuche, c.want.chuche) && got.amend == 0
		}, got)
	}
}

func TestAmendFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		amend   int
		wantErr string
	}{
		{args: []string{"2", "--cut", "Ben", "--points", "Ana=25"}, amend: 2},
		{args: []string{"zero", "--cut", "Ben"}, wantErr: `amend: "zero" is not a round number`},
		{args: []string{"0"}, wantErr: `amend: "0" is not a round number`},
		{args: []string{}, wantErr: "amend takes the ROUND number to replace (got 0 arguments)"},
	} {
		var got *roundOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newAmendCmd(f, func(_ *cobra.Command, o *roundOptions) error { got = o; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool { return got != nil && got.amend == c.amend }, got)
	}
}

func TestTurnFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		want    entry.TurnFlags
		wantErr string
	}{
		{args: []string{"--target", "8", "--play", "R3", "--take", "Y1,B4"}, want: entry.TurnFlags{Target: 8, Play: "R3", Take: "Y1,B4"}},
		{args: []string{"--player", "Ben", "--target", "7", "--play", "G6", "--discard"}, want: entry.TurnFlags{Player: "Ben", Target: 7, Play: "G6", Discard: true}},
		{args: []string{"--target", "9", "--play", "R3", "--take", "Y1", "--joker", "+1", "--chuche-card", "steal"},
			want: entry.TurnFlags{Target: 9, Play: "R3", Take: "Y1", Joker: "+1", Won: "steal"}},
		{args: []string{"--play", "R3", "--take", "Y1", "--won", "bomb"}, want: entry.TurnFlags{Play: "R3", Take: "Y1", Won: "bomb"}}, // old spelling
		{args: []string{"--play", "O2", "--steal", "Cleo=Y1", "--block", "Ana=B4", "--block", "Ben=G2", "--unblock", "R6"},
			want: entry.TurnFlags{Play: "O2", Steal: "Cleo=Y1", Blocks: []string{"Ana=B4", "Ben=G2"}, Unblock: "R6"}},
		{args: []string{"--play", "O2", "--steal", "Cleo", "--shield", "--bomb", "Ben=R3", "--bomb-shield", "Dani"},
			want: entry.TurnFlags{Play: "O2", Steal: "Cleo", Shield: true, Bomb: []string{"Ben=R3"}, BombShields: []string{"Dani"}}},
		{args: []string{"--target", "eight"}, wantErr: `--target "eight" is not a whole number in decimal digits`},
		{args: []string{"--target", "010", "--play", "B6"}, want: entry.TurnFlags{Target: 10, Play: "B6"}}, // decimal, not octal 8
		{args: []string{"R3"}, wantErr: "turn takes flags only (got 1 arguments)"},
	} {
		var got *turnOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newTurnCmd(f, func(_ *cobra.Command, o *turnOptions) error { got = o; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			if got == nil {
				return false
			}
			return reflect.DeepEqual(got.TurnFlags, c.want)
		}, got)
	}
}

func TestDealFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		want    dealOptions
		wantErr string
	}{
		{args: []string{"--table", "Y1 G2 R4"}, want: dealOptions{table: "Y1 G2 R4"}},
		{args: []string{"--dealer", "Ana", "--table", "Y1,G2,R4"}, want: dealOptions{dealer: "Ana", table: "Y1,G2,R4"}},
		{args: []string{"--table"}, wantErr: "flag needs an argument: --table"},
	} {
		var got *dealOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newDealCmd(f, func(_ *cobra.Command, o *dealOptions) error { got = o; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			return got != nil && got.dealer == c.want.dealer && got.table == c.want.table
		}, got)
	}
}

func TestGamesFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		want    gamesOptions
		wantErr string
	}{
		{args: nil, want: gamesOptions{limit: 20}},
		{args: []string{"--all", "--player", "Ana"}, want: gamesOptions{all: true, limit: 20, player: "Ana"}},
		{args: []string{"--limit", "0"}, want: gamesOptions{limit: 0}},
		{args: []string{"--limit", "x"}, wantErr: `--limit "x" is not a whole number in decimal digits`},
		{args: []string{"--limit", "010"}, want: gamesOptions{limit: 10}},
	} {
		var got *gamesOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newGamesCmd(f, func(_ *cobra.Command, o *gamesOptions) error { got = o; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			return got != nil && got.all == c.want.all && got.limit == c.want.limit && got.player == c.want.player
		}, got)
	}
}

func TestStatsFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args      []string
		since, vs string
		players   []string
		wantErr   string
	}{
		{args: nil},
		{args: []string{"Ana", "--since", "2026-01-01"}, since: "2026-01-01", players: []string{"Ana"}},
		{args: []string{"Ana", "--vs", "Ben"}, vs: "Ben", players: []string{"Ana"}},
		{args: []string{"Ana", "Ben"}, wantErr: "stats takes at most"},
	} {
		var got *statsOptions
		var gotArgs []string
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			return newStatsCmd(f, func(_ context.Context, o *statsOptions, args []string) error { got, gotArgs = o, args; return nil })
		}, c.args)
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			return got != nil && got.since == c.since && got.vs == c.vs && len(gotArgs) == len(c.players)
		}, got)
	}
}

func TestSolveChucheFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args    []string
		want    solveChucheOptions
		wantErr string
	}{
		{args: []string{"--target", "8", "--hand", "R3,G6", "--table", "Y1,B4,G2"}, want: solveChucheOptions{target: 8, hand: "R3,G6", table: "Y1,B4,G2", limit: 20}},
		{args: []string{"--target", "8", "--hand", "R3", "--blocked", "Y1", "--joker", "--limit", "0"}, want: solveChucheOptions{target: 8, hand: "R3", blocked: "Y1", joker: true}},
		{args: []string{"--joker", "+1"}, wantErr: "chuche takes flags only (got 1 arguments)"}, // a bare --joker here: "+1" is an argument
	} {
		var got *solveChucheOptions
		code, stderr := parseCmd(t, func(f *Factory) *cobra.Command {
			solve := &cobra.Command{Use: "solve"}
			solve.AddCommand(newSolveChucheCmd(f, func(o *solveChucheOptions) error { got = o; return nil }))
			return solve
		}, append([]string{"chuche"}, c.args...))
		checkParsed(t, c.args, code, stderr, c.wantErr, func() bool {
			return got != nil && got.target == c.want.target && got.hand == c.want.hand && got.table == c.want.table &&
				got.blocked == c.want.blocked && got.joker == c.want.joker && got.limit == c.want.limit
		}, got)
	}
}

// checkParsed: a case either parses to what it wants (exit 0) or is a
// usage error (exit 2) whose message says wantErr.
func checkParsed(t *testing.T, args []string, code int, stderr, wantErr string, ok func() bool, got any) {
	t.Helper()
	switch {
	case wantErr != "":
		if code != exitInput || !strings.Contains(stderr, wantErr) {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 saying %q", args, code, stderr, wantErr)
		}
	case code != exitOK:
		t.Errorf("%q: exit %d, stderr %q", args, code, stderr)
	case !ok():
		t.Errorf("%q: parsed %+v", args, got)
	}
}
