package main

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
	"github.com/rogpeppe/go-internal/txtar"

	"github.com/chuche-ref/chuche-ref/variants"
)

// The shorthand round-trips: every Chinchón hand the transcripts type —
// round and amend --hand "NAME=cards", check hand's cards — rewritten in
// its shortest shorthand (variants.ShortChinchonCards) makes the same
// ledger, and check hand answers the same.
//
// Each transcript that types a hand runs twice through testscript — the
// real command, as TestScripts runs it: once as written, assertions and
// all (TestScripts' own run of it), and once with its hands rewritten
// (NAME.short), its assertions left out (a rewritten hand may echo its
// cards in another order). Every command line runs through the roundtrip
// command, which notes its exit status (and, for check hand, its output);
// at the end, roundtrip exports every ledger of the script's folder
// (export --all), and the exports are compared with times left out and
// each hand as a multiset of cards.

// A shortener writes a hand's cards for the command line.
type shortener func([]variants.ChinchonCard, variants.ChinchonRules) string

// scriptsWithRoundTrips writes the transcripts of files into a new folder
// for one testscript run: those that type a hand as written, their
// commands run through roundtrip, beside their rewriting by short; the
// others as they are. check compares the two runs' notes once they have
// run: a script filtered out of the run on either side is not compared.
func scriptsWithRoundTrips(t *testing.T, files []string, short shortener) (dir string, cmds map[string]func(*testscript.TestScript, bool, []string), check func() roundTrips) {
	t.Helper()
	dir = t.TempDir()
	var rt roundTrips
	var names []string
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		rw := &rewriter{short: short, games: map[string][]string{}}
		typed, rewritten := rw.scripts(name, string(ar.Comment))
		rt.skipped += rw.skipped
		for _, l := range rw.left {
			rt.left = append(rt.left, name+": "+l)
		}
		sides := map[string]string{name: string(ar.Comment)}
		if rw.hands > 0 {
			rt.scripts, rt.hands = rt.scripts+1, rt.hands+rw.hands
			rt.typedChars, rt.shortChars = rt.typedChars+rw.typedChars, rt.shortChars+rw.shortChars
			sides = map[string]string{name: typed, name + ".short": rewritten}
			names = append(names, name)
		}
		for file, script := range sides {
			out := &txtar.Archive{Comment: []byte(script), Files: ar.Files}
			if err := os.WriteFile(filepath.Join(dir, file+".txtar"), txtar.Format(out), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	notes := &roundTripNotes{by: map[string][]string{}, commands: map[string][]string{}}
	cmds = customCommands()
	cmds["roundtrip"] = notes.command
	check = func() roundTrips {
		for _, name := range names {
			rt.diffs = append(rt.diffs, notes.compare(name)...)
		}
		return rt
	}
	return dir, cmds, check
}

// runRoundTrips runs every transcript of files that types a hand, as
// written and rewritten by short, and compares what each noted.
func runRoundTrips(t *testing.T, files []string, short shortener) roundTrips {
	t.Helper()
	dir, cmds, check := scriptsWithRoundTrips(t, files, short)
	t.Run("scripts", func(t *testing.T) { runScripts(t, dir, cmds) })
	return check()
}

// checkRoundTrips reports what a run of every transcript found.
func checkRoundTrips(t *testing.T, rt roundTrips) {
	for _, d := range rt.diffs {
		t.Error(d.text)
	}
	// The transcripts type over a hundred hands; far fewer rewritten would
	// mean the rewriting lost track of them.
	if rt.hands < 100 || rt.scripts < 20 {
		t.Errorf("rewrote %d hands in %d transcripts; expected at least 100 in 20", rt.hands, rt.scripts)
	}
	t.Logf("%d hands in %d transcripts rewritten in the shorthand (%d card characters as typed, %d short); %d left as typed:\n%s",
		rt.hands, rt.scripts, rt.typedChars, rt.shortChars, rt.skipped, strings.Join(rt.left, "\n"))
}

// The comparison sees a wrong rewriting: one that writes the last card of
// every hand as the next card of its suit tells in the ledger and in check
// hand's answer.
func TestShorthandRoundTripSeesAWrongRewrite(t *testing.T) {
	t.Parallel()
	wrong := func(cards []variants.ChinchonCard, rules variants.ChinchonRules) string {
		cs := slices.Clone(cards)
		last := &cs[len(cs)-1]
		if !last.IsJoker() {
			last.Rank = last.Rank%10 + 1
		}
		return variants.ShortChinchonCards(cs, rules)
	}
	files := []string{filepath.Join("testdata", "round_chinchon_match.txtar"), filepath.Join("testdata", "check_hand.txtar")}
	rt := runRoundTrips(t, files, wrong)
	seen := map[string]string{}
	for _, d := range rt.diffs {
		seen[d.script] = d.label
	}
	if seen["round_chinchon_match"] == "" || !strings.HasPrefix(seen["check_hand"], "check-") {
		t.Errorf("a wrong rewriting went unseen: the first difference of each transcript is %v", seen)
	}
}

// TestShorthandRoundTripSeesALedgerDifference: two runs whose commands
// all answered alike but left different ledgers differ at the end.
func TestShorthandRoundTripSeesALedgerDifference(t *testing.T) {
	t.Parallel()
	script := "chuche-ref new chinchon --players Ana,Ben\n" +
		"chuche-ref round --cut Ana --hand 'Ana=1o 2o 3o 5c 5e 5b 4c' --points Ben=30\n"
	other := strings.Replace(script, "4c'", "4e'", 1)
	dir := t.TempDir()
	newRewriter := func() *rewriter { return &rewriter{short: variants.ShortChinchonCards, games: map[string][]string{}} }
	a, _ := newRewriter().scripts("x", script)
	b, _ := newRewriter().scripts("x", other)
	b = strings.ReplaceAll(b, "roundtrip typed", "roundtrip short")
	for name, s := range map[string]string{"a": a, "b": b} {
		if err := os.WriteFile(filepath.Join(dir, name+".txtar"), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	notes := &roundTripNotes{by: map[string][]string{}, commands: map[string][]string{}}
	cmds := customCommands()
	cmds["roundtrip"] = notes.command
	t.Run("scripts", func(t *testing.T) { runScripts(t, dir, cmds) })
	diffs := notes.compare("x")
	if len(diffs) != 1 || diffs[0].label != "end" || !strings.Contains(diffs[0].text, "4e") && !strings.Contains(diffs[0].text, "4c") {
		t.Errorf("two ledgers differing in one card: %+v; want one difference, at the end, naming the card", diffs)
	}
}

func allTranscripts(t *testing.T) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// roundTrips is what a run found.
type roundTrips struct {
	scripts, hands, skipped int
	left                    []string
	typedChars, shortChars  int
	diffs                   []roundTripDiff
}

// roundTripDiff is where a transcript's two runs first differ: the note's
// label ("ledger-3", "check-7", "step-9", "end") and what differed.
type roundTripDiff struct{ script, label, text string }

// compare finds where the two runs of the transcript name first differ;
// nothing when either did not run.
func (n *roundTripNotes) compare(name string) []roundTripDiff {
	n.mu.Lock()
	defer n.mu.Unlock()
	typed, short := n.by["typed "+name], n.by["short "+name]
	if len(typed) == 0 || len(short) == 0 {
		return nil
	}
	if len(typed) != len(short) {
		return []roundTripDiff{{name, "", fmt.Sprintf("%s: %d notes as typed, %d rewritten", name, len(typed), len(short))}}
	}
	for i := range typed {
		if typed[i] != short[i] {
			cmds, shortCmds := n.commands["typed "+name], n.commands["short "+name]
			label, _, _ := strings.Cut(typed[i], "\n")
			return []roundTripDiff{{name, label, fmt.Sprintf("%s: after\n  %s\nrewritten\n  %s\n%s", name, cmds[i], shortCmds[i], firstDifference(typed[i], short[i]))}}
		}
	}
	return nil
}

// firstDifference names the note and shows its first differing line.
func firstDifference(typed, short string) string {
	a, b := strings.Split(typed, "\n"), strings.Split(short, "\n")
	for i := 0; i < max(len(a), len(b)); i++ {
		var la, lb string
		if i < len(a) {
			la = a[i]
		}
		if i < len(b) {
			lb = b[i]
		}
		if la != lb {
			return fmt.Sprintf("%s\n  as typed:  %s\n  rewritten: %s", a[0], la, lb)
		}
	}
	return a[0]
}

// roundTripNotes collects what the roundtrip command noted, by side and
// transcript, in order.
type roundTripNotes struct {
	mu       sync.Mutex
	by       map[string][]string
	commands map[string][]string // the command lines run, as each side typed them
}

// command is "roundtrip SIDE SCRIPT LABEL [PROGRAM ARGS...]": run the
// program (when given) and note its exit status and check hand's output;
// at the end, note every ledger of the script's folder as exported. The
// typed side is the transcript's own run: the program's output goes to
// the script's stdout and stderr for the assertions that follow, and ! is
// the transcript's as for any command. The rewritten side only notes.
func (n *roundTripNotes) command(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) < 3 {
		ts.Fatalf("usage: roundtrip SIDE SCRIPT LABEL [PROGRAM ARGS...]")
	}
	key, label, run := args[0]+" "+args[1], args[2], args[3:]
	typed := args[0] == "typed"
	var note strings.Builder
	note.WriteString(label + "\n")
	if len(run) > 0 {
		var status error
		var stdout, stderr string
		if run[0] == "chuche-ref" { // as the transcripts run it: in this process
			var code int
			code, stdout, stderr = runInProcess(ts, run[1:])
			if code != 0 {
				status = fmt.Errorf("exit status %d", code)
			}
			if typed {
				fmt.Fprint(ts.Stdout(), stdout)
				fmt.Fprint(ts.Stderr(), stderr)
			}
		} else {
			if run[0] == "exec" {
				run = run[1:]
			}
			status = ts.Exec(run[0], run[1:]...)
			stdout, stderr = ts.ReadFile("stdout"), ts.ReadFile("stderr")
		}
		if typed {
			switch {
			case status != nil && !neg:
				ts.Fatalf("%s: %v", run[0], status)
			case status == nil && neg:
				ts.Fatalf("%s: unexpected success", run[0])
			}
		}
		fmt.Fprintf(&note, "status: %v\n", status)
		if strings.HasPrefix(label, "check") {
			fmt.Fprintf(&note, "output:\n%s\nerrors:\n%s\n", handInOrder(stdout), stderr)
		}
	}
	n.mu.Lock()
	n.commands[key] = append(n.commands[key], strings.Join(run, " "))
	n.mu.Unlock()
	if label != "end" {
		n.note(key, note.String())
		return
	}
	work := ts.Getenv("WORK")
	var ledgers []string
	ts.Check(filepath.WalkDir(work, func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && strings.HasSuffix(path, ".db") {
			ledgers = append(ledgers, path)
		}
		return err
	}))
	for _, path := range ledgers {
		rel, _ := filepath.Rel(work, path)
		code, out, errOut := runInProcess(ts, []string{"--db", path, "export", "--all"})
		if code != 0 {
			fmt.Fprintf(&note, "ledger %s: exit %d: %s", rel, code, strings.ReplaceAll(errOut, work, "$WORK"))
			continue
		}
		fmt.Fprintf(&note, "ledger %s:\n%s\n", rel, normalLedger(ts, out))
	}
	n.note(key, note.String())
}

func (n *roundTripNotes) note(key, note string) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.by[key] = append(n.by[key], note)
}

// normalLedger is an export as the comparison sees it: no times (they
// differ from run to run; whether a game is finished stays), every hand's
// cards sorted (the shorthand may write them in another order), one
// indented line per value.
func normalLedger(ts *testscript.TestScript, export string) string {
	var doc any
	ts.Check(json.Unmarshal([]byte(export), &doc))
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				switch k {
				case "created", "last_played", "finished":
					v[k] = x != nil
				case "hands":
					if hands, ok := x.(map[string]any); ok {
						for _, cards := range hands {
							if cs, ok := cards.([]any); ok {
								sort.Slice(cs, func(i, j int) bool { return fmt.Sprint(cs[i]) < fmt.Sprint(cs[j]) })
							}
						}
					}
				}
				walk(v[k])
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	walk(doc)
	out, err := json.MarshalIndent(doc, "", " ")
	ts.Check(err)
	return string(out)
}

// handLineRE is check hand's echo of the cards as given: "Hand:  5o 6o …
// (spanish-48)", in any language.
var handLineRE = regexp.MustCompile(`^(\S+:\s+)(.+)( \([a-z0-9-]+\))$`)

// handInOrder is check hand's answer with the echo of the cards given in
// one order — the text's first line, --json's "cards" — since the shorthand
// may write them in another; the judgement is compared as it is.
func handInOrder(out string) string {
	var doc map[string]any
	if json.Unmarshal([]byte(out), &doc) == nil {
		if cs, ok := doc["cards"].([]any); ok {
			sort.Slice(cs, func(i, j int) bool { return fmt.Sprint(cs[i]) < fmt.Sprint(cs[j]) })
		}
		data, _ := json.MarshalIndent(doc, "", " ")
		return string(data)
	}
	lines := strings.Split(out, "\n")
	if m := handLineRE.FindStringSubmatch(lines[0]); m != nil {
		cards := strings.Fields(m[2])
		sort.Strings(cards)
		lines[0] = m[1] + strings.Join(cards, " ") + m[3]
	}
	return strings.Join(lines, "\n")
}

// rewriter turns a transcript into its two runs.
type rewriter struct {
	short                  shortener
	games                  map[string][]string // a Chinchón game's name → its new command's flags
	last                   []string            // the flags of the last game made
	hands, skipped         int
	left                   []string // the card lists left as typed
	typedChars, shortChars int
	label                  int
}

// scripts are the transcript's two runs. As typed: every line of it, on
// the line it was on, each command the comparison follows run through
// roundtrip (after its conditions and !). Rewritten: its commands with
// their hands rewritten and without the assertions, each run through
// roundtrip, which notes its status instead of checking it.
func (rw *rewriter) scripts(name, script string) (typed, short string) {
	var a, b strings.Builder
	for _, line := range strings.Split(strings.TrimSuffix(script, "\n"), "\n") {
		toks := splitScriptLine(line)
		i := 0
		for i < len(toks) && (toks[i].value == "!" || strings.HasPrefix(toks[i].raw, "[")) {
			i++
		}
		if i == len(toks) || toks[len(toks)-1].value == "&" {
			a.WriteString(line + "\n") // nothing to run, or a process left running
			if i < len(toks) {
				b.WriteString(line + "\n")
			}
			continue
		}
		switch toks[i].value {
		case "stdout", "stderr", "cmp", "cmpenv", "grep", "exists", "contains", "mode", "size":
			a.WriteString(line + "\n")
			continue // assertions: the two runs are compared instead
		}
		prog := i
		if toks[prog].value == "exec" {
			prog++
		}
		rewritten, kind := rw.line(toks, prog)
		switch {
		case kind == "" && prog < len(toks) && (prog > i || toks[prog].value == "chuche-ref"):
			kind, rewritten = "step", toks[prog:] // its status is noted
		case kind == "":
			a.WriteString(line + "\n")
			b.WriteString(line + "\n")
			continue
		}
		rw.label++
		label := " " + name + " " + kind + "-" + fmt.Sprint(rw.label) + " "
		execs := toks[i:prog] // "exec": the line runs a process of its own
		a.WriteString(rawOf(toks[:i]) + "roundtrip typed" + label + rawOf(toks[i:]) + "\n")
		b.WriteString(rawOf(condsOf(toks[:i])) + "roundtrip short" + label + rawOf(append(slices.Clone(execs), rewritten...)) + "\n")
	}
	a.WriteString("roundtrip typed " + name + " end\n")
	b.WriteString("roundtrip short " + name + " end\n")
	return a.String(), b.String()
}

// line rewrites the hands of a command line from toks[prog] on: the
// program's words rewritten, and what kind of line it is ("" when it
// types no hand).
func (rw *rewriter) line(toks []scriptToken, prog int) ([]scriptToken, string) {
	if prog >= len(toks) {
		return nil, ""
	}
	switch {
	case toks[prog].value == "chuche-ref":
		args, kind := rw.args(toks[prog+1:])
		return append([]scriptToken{toks[prog]}, args...), kind
	case toks[prog].value == "sh" && prog+2 < len(toks) && toks[prog+1].value == "-c":
		inner := splitScriptLine(toks[prog+2].value)
		if len(inner) == 0 || inner[0].value != "chuche-ref" {
			return nil, ""
		}
		args, kind := rw.args(inner[1:])
		if kind == "" {
			return nil, ""
		}
		shell := scriptToken{value: rawOf(append(inner[:1:1], args...))}
		shell.raw = quoted(shell.value)
		return append(slices.Clone(toks[prog:prog+2]), append([]scriptToken{shell}, toks[prog+3:]...)...), kind
	}
	return nil, ""
}

// valueFlags are the flags of new, round, amend and check hand (and the
// global ones) that take a value.
var valueFlags = map[string]bool{
	"--db": true, "--config": true, "--game": true, "--lang": true, "--deck": true, "--jokers": true,
	"--preset": true, "--rule": true, "--chinchon": true, "--chuche": true, "--claim": true, "--cut": true,
	"--cut-discard": true, "--hand": true, "--points": true, "--won": true, "--players": true,
	"--name": true, "--dealer": true,
}

// args rewrites chuche-ref's arguments: round and amend's --hand, check
// hand's cards; new chinchon is noted for the rules of its game.
func (rw *rewriter) args(args []scriptToken) ([]scriptToken, string) {
	var words []int // the positions of the words that are not flags
	flags := map[string][]string{}
	for i := 0; i < len(args); i++ {
		v := args[i].value
		if !strings.HasPrefix(v, "--") {
			words = append(words, i)
			continue
		}
		name, value, inline := strings.Cut(v, "=")
		if !valueFlags[name] {
			continue
		}
		if !inline && i+1 < len(args) {
			i++
			value = args[i].value
		}
		flags[name] = append(flags[name], value)
	}
	command := func(ws ...string) bool {
		for k, w := range ws {
			if k >= len(words) || args[words[k]].value != w {
				return false
			}
		}
		return true
	}
	out := slices.Clone(args)
	switch {
	case command("new", "chinchon"):
		settings := append(prefixed("--preset", flags["--preset"]), prefixed("--rule", flags["--rule"])...)
		rw.last = settings
		for _, n := range flags["--name"] {
			rw.games[n] = settings
		}
		return nil, ""
	case command("new"):
		rw.last = nil
		return nil, ""
	case command("round"), command("amend"):
		rules, ok := rw.rules(flags, true)
		kind := ""
		for i := 0; i < len(out); i++ {
			at, flag := i, ""
			switch v := out[i].value; {
			case v == "--hand" && i+1 < len(out):
				at = i + 1
				i++
			case strings.HasPrefix(v, "--hand="):
				flag = "--hand="
			default:
				continue
			}
			player, cards, found := strings.Cut(strings.TrimPrefix(out[at].value, flag), "=")
			written, rewritten := rw.cards(cards, rules, ok && found)
			if rewritten {
				value := flag + player + "=" + written
				out[at], kind = scriptToken{value: value, raw: quoted(value)}, "ledger"
			}
		}
		return out, kind
	case command("check", "hand"):
		rules, ok := rw.rules(flags, false)
		cardWords := words[2:]
		if len(cardWords) == 0 {
			return nil, ""
		}
		var typed []string
		for _, w := range cardWords {
			typed = append(typed, args[w].value)
		}
		written, rewritten := rw.cards(strings.Join(typed, " "), rules, ok)
		if !rewritten {
			return nil, ""
		}
		var kept []scriptToken
		for i, tok := range out {
			if !slices.Contains(cardWords, i) {
				kept = append(kept, tok)
			}
		}
		return append(kept, scriptToken{value: written, raw: quoted(written)}), "check"
	}
	return nil, ""
}

func prefixed(flag string, values []string) []string {
	var out []string
	for _, v := range values {
		out = append(out, flag+"="+v)
	}
	return out
}

// rules are the house rules a command's cards are read by: its own --deck,
// --jokers, --rule and --preset, over those its game was made with (the
// game named by --game, or for round and amend the last one made). A game
// the transcript did not make is not known: its cards are left as typed.
func (rw *rewriter) rules(flags map[string][]string, entry bool) (variants.ChinchonRules, bool) {
	var made []string
	switch names := flags["--game"]; {
	case len(names) > 0:
		var ok bool
		if made, ok = rw.games[names[len(names)-1]]; !ok {
			return variants.ChinchonRules{}, false
		}
	case entry:
		made = rw.last
	}
	settings := map[string]string{}
	apply := func(flag, value string) bool {
		switch flag {
		case "--preset":
			p, err := variants.FindPreset(variants.BuiltinPresets, variants.GameChinchon, value)
			if err != nil {
				return false
			}
			for k, v := range p.Rules {
				settings[k] = v
			}
		case "--rule":
			k, v, err := variants.ParseRuleAssignment(value)
			if err != nil {
				return false
			}
			settings[k] = v
		}
		return true
	}
	for _, s := range made {
		flag, value, _ := strings.Cut(s, "=")
		if !apply(flag, value) {
			return variants.ChinchonRules{}, false
		}
	}
	for _, flag := range []string{"--preset", "--rule"} {
		for _, v := range flags[flag] {
			if !apply(flag, v) {
				return variants.ChinchonRules{}, false
			}
		}
	}
	for flag, key := range map[string]string{"--deck": "deck", "--jokers": "jokers"} {
		if vs := flags[flag]; len(vs) > 0 {
			settings[key] = vs[len(vs)-1]
		}
	}
	rules, err := variants.NewChinchonRules(settings)
	return rules, err == nil
}

// cards writes a typed card list short; cards that do not read under the
// rules are left as typed.
func (rw *rewriter) cards(typed string, rules variants.ChinchonRules, readable bool) (string, bool) {
	if !readable {
		rw.skipped, rw.left = rw.skipped+1, append(rw.left, typed+" (rules not known)")
		return typed, false
	}
	cards, err := variants.ParseChinchonHandCards(typed, rules)
	if err != nil || len(cards) == 0 {
		rw.skipped, rw.left = rw.skipped+1, append(rw.left, fmt.Sprintf("%s (%v)", typed, err))
		return typed, false
	}
	short := rw.short(cards, rules)
	rw.hands++
	rw.typedChars, rw.shortChars = rw.typedChars+len([]rune(typed)), rw.shortChars+len([]rune(short))
	return short, true
}

// scriptToken is one word of a transcript line: as written, and as
// testscript reads it (quotes taken off; a doubled quote inside quotes
// stands for one).
type scriptToken struct{ raw, value string }

// splitScriptLine splits a line as testscript does, up to a comment; the
// values keep $VARS unexpanded.
func splitScriptLine(line string) []scriptToken {
	var toks []scriptToken
	start, quoted := -1, false
	var value strings.Builder
	for i := 0; ; i++ {
		if !quoted && (i >= len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '#') {
			if start >= 0 {
				toks = append(toks, scriptToken{raw: line[start:i], value: value.String()})
				start = -1
				value.Reset()
			}
			if i >= len(line) || line[i] == '#' {
				return toks
			}
			continue
		}
		if i >= len(line) {
			return toks // an unterminated quote: testscript refuses the line itself
		}
		if start < 0 {
			start = i
		}
		if line[i] == '\'' {
			if quoted && i+1 < len(line) && line[i+1] == '\'' {
				value.WriteByte('\'')
				i++
				continue
			}
			quoted = !quoted
			continue
		}
		value.WriteByte(line[i])
	}
}

func quoted(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func rawOf(toks []scriptToken) string {
	raws := make([]string, len(toks))
	for i, t := range toks {
		raws[i] = t.raw
	}
	if len(raws) == 0 {
		return ""
	}
	return strings.Join(raws, " ") + " "
}

// condsOf are a line's [condition] prefixes, without ! or ?: the roundtrip
// command notes the exit status instead.
func condsOf(prefix []scriptToken) []scriptToken {
	var out []scriptToken
	for _, t := range prefix {
		if strings.HasPrefix(t.raw, "[") {
			out = append(out, t)
		}
	}
	return out
}
