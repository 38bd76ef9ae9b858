package prompt

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/vtest"
)

// TestTerminalRandom plays long runs of questions on the real terminal with
// keys sent at random moments (0-10 ms apart, keyPause; type-ahead into
// prompts not drawn yet included) and checks the screen as the VT emulator renders it:
// the row being edited after many single keys (text and cursor column, as
// the line model predicts), and after every answer the whole transcript,
// scrolled-off rows included: each answered line exactly once, the reason
// of a refused one under it, nothing drawn twice or left stale.
func TestTerminalRandom(t *testing.T) {
	for _, tc := range []struct {
		name      string
		cols      int
		plain     bool
		seed      uint64
		questions int
	}{
		// Four runs of 23 questions, each long enough to scroll its
		// questions off a 24-row screen, side by side rather than two of
		// 45 one after the other: the same number of keys, half the time.
		{"plain 100 columns", 100, true, 1, 23},
		{"plain 100 columns, another run", 100, true, 3, 23},
		{"colour 40 columns", 40, false, 2, 23},
		{"colour 40 columns, another run", 40, false, 4, 23},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			// A new scenario every run; CHUCHE_REF_VT_SEED replays one.
			seed := tc.seed + uint64(time.Now().UnixNano()%1000)*10
			if env, err := strconv.ParseUint(os.Getenv("CHUCHE_REF_VT_SEED"), 10, 64); err == nil {
				seed = env
			}
			t.Logf("scenario seed %d", seed)
			s := newRandomSession(t, seed, tc.cols, tc.plain, tc.questions)
			s.run()
			t.Logf("%d questions, %d keys, %d rows checked, %d transcripts checked", tc.questions, s.keys, s.rowChecks, s.transcripts)
		})
	}
}

type randomSession struct {
	t                      *testing.T
	rng                    *rand.Rand
	cols                   int
	plain                  bool
	script                 []question
	v                      *vtest.Term
	want                   []string // the transcript so far
	keys                   int
	rowChecks, transcripts int
}

var (
	cardLabels = []string{"Ana's 7 cards, as laid down", "Ben's cards", "Target", "Table cards Bea took"}
	menuLabels = []string{"Hand 2: who cut", "What next", "Ben's turn"}
	menuPools  = [][]string{
		{"Ana", "Ben", "Bea", "Ángel"},
		{"play hand 2", "undo entry #4 (hand 1)", "quit (everything so far is saved)"},
		{"capture", "discard", "use a Chuche card first", "quit"},
	}
	typedRunes = []rune("1o2c3e4b5 ñó♥ 1012")
)

func newRandomSession(t *testing.T, seed uint64, cols int, plain bool, n int) *randomSession {
	s := &randomSession{t: t, rng: rand.New(rand.NewPCG(seed, 99)), cols: cols, plain: plain}
	for range n {
		switch s.rng.IntN(5) {
		case 0, 1:
			q := question{Kind: "input", Label: cardLabels[s.rng.IntN(len(cardLabels))], Cards: s.rng.IntN(3) > 0}
			if s.rng.IntN(2) == 0 {
				q.Def = []string{"O6", "1o 2o 3o", "8", "12c 4b"}[s.rng.IntN(4)]
			}
			s.script = append(s.script, q)
		case 2, 3:
			i := s.rng.IntN(len(menuPools))
			items := menuPools[i]
			s.script = append(s.script, question{Kind: "select", Label: menuLabels[i], Items: items, Cursor: s.rng.IntN(len(items))})
		default:
			s.script = append(s.script, question{Kind: "confirm", Label: "Record hand 3", Yes: s.rng.IntN(2) == 0})
		}
	}
	s.script = append(s.script, question{Kind: "input", Label: "Last"}) // Ctrl-D here ends the run
	flags := []string{}
	if plain {
		flags = append(flags, "-plain")
	}
	s.v = startDemo(t, s.script, vtest.Options{Cols: cols, Rows: 24, Seed: seed}, flags...)
	return s
}

func (s *randomSession) run() {
	for i, q := range s.script[:len(s.script)-1] {
		// Keys typed before the program has set the terminal's modes are
		// echoed by the terminal itself, as for any program: start typing
		// ahead from the second question on.
		if i == 0 || s.rng.IntN(10) < 7 {
			s.awaitPrompt() // else: type ahead of the prompt
		}
		switch q.Kind {
		case "input":
			s.input(q)
		case "select":
			s.selectItem(q)
		case "confirm":
			s.confirm(q)
		}
		if s.rng.IntN(10) < 7 {
			s.checkTranscript()
		}
	}
	s.send(vtest.CtrlD)
	s.want = append(s.want, "? Last:", "=> eof")
	s.checkTranscript()
	if code := s.v.Wait(); code != 0 {
		s.t.Fatalf("promptdemo exit %d", code)
	}
	s.checkEscapes()
}

func (s *randomSession) send(k string) {
	s.v.Send(k)
	s.keys++
}

// awaitPrompt waits until everything expected so far is on the screen and
// the next question is asked.
func (s *randomSession) awaitPrompt() {
	s.checkTranscript()
	if !s.v.Await(func(v *vtest.Term) bool {
		r := v.CursorRow()
		return len(v.Lines()) > len(s.want) && (strings.HasPrefix(r, "? ") || strings.HasPrefix(r, "…"))
	}) {
		s.fail("question %d", len(s.want))
	}
}

// answeredLine is how a line prompt's answered line shows: in full while
// it fits the prompt's columns (one less than the terminal's); else the
// answer broken at its spaces, as many words beside the question as fit
// and the rest on rows of their own, indented four; an answer with no
// space is left to the terminal to wrap.
func (s *randomSession) answeredLine(q, answer string) []string {
	cols := s.cols - 1
	words := strings.Fields(answer)
	if len([]rune(q+answer)) <= cols || !strings.Contains(answer, " ") {
		return s.answered(q + answer)
	}
	rows := []string{q}
	for _, w := range words {
		last := rows[len(rows)-1]
		sep := " "
		if len(rows) == 1 && last == q || len(rows) > 1 && last == "    " {
			sep = ""
		}
		if len([]rune(last+sep+w)) <= cols {
			rows[len(rows)-1] = last + sep + w
			continue
		}
		rows = append(rows, "    "+w)
	}
	for i := range rows {
		rows[i] = strings.TrimRight(rows[i], " ")
	}
	return rows
}

// answered is how an answered line "? q…" shows: wrapped at the width.
func (s *randomSession) answered(line string) []string {
	var rows []string
	cs := []rune(line) // the runes typed here are one column each
	for len(cs) > s.cols {
		rows = append(rows, strings.TrimRight(string(cs[:s.cols]), " "))
		cs = cs[s.cols:]
	}
	return append(rows, strings.TrimRight(string(cs), " "))
}

var inputKeys = []struct {
	bytes string
	kind  keyKind
}{
	{vtest.Backspace, keyBackspace}, {vtest.Delete, keyDelete}, {vtest.Left, keyLeft}, {vtest.Right, keyRight},
	{vtest.Home, keyHome}, {vtest.End, keyEnd}, {vtest.CtrlA, keyHome}, {vtest.CtrlE, keyEnd},
	{vtest.CtrlB, keyLeft}, {vtest.CtrlF, keyRight}, {vtest.CtrlW, keyKillWordBack}, {vtest.CtrlU, keyKillStart},
	{vtest.CtrlK, keyKillEnd}, {vtest.AltB, keyWordLeft}, {vtest.AltF, keyWordRight}, {vtest.AltBack, keyKillWordBack},
	{vtest.CtrlD, keyEOF}, {vtest.Up, keyUp}, {vtest.Down, keyDown},
}

func (s *randomSession) input(q question) {
	m := &lineModel{text: []rune(q.Def), pos: len([]rune(q.Def)), fresh: q.Def != ""}
	qtext := "? " + q.Label + ": "
	s.editKeys(m, qtext, 2+s.rng.IntN(12))
	if s.rng.IntN(20) == 0 {
		s.send(vtest.CtrlC)
		s.want = append(s.want, s.answeredLine(qtext, string(m.text)+"^C")...)
		s.want = append(s.want, "=> interrupted "+strconv.Quote(string(m.text)))
		return
	}
	for {
		s.send(vtest.Enter)
		text := string(m.text)
		s.want = append(s.want, s.answeredLine(qtext, text)...)
		if !q.Cards {
			break
		}
		err := demoCards(text)
		if err == nil {
			break
		}
		s.want = append(s.want, "  ✗ "+err.Error())
		// Offered again as the selected default, the cursor at the end:
		// typed over, it is replaced; Ctrl-U (any editing key) edits it.
		m = &lineModel{text: []rune(text), pos: len([]rune(text)), fresh: text != ""}
		if s.rng.IntN(2) == 0 {
			s.checkRow(m, qtext)
		}
		if s.rng.IntN(2) == 0 {
			s.send(vtest.CtrlU)
			m.apply(key{kind: keyKillStart})
		}
		for _, c := range []string{"1o", "12c", "5b"}[:1+s.rng.IntN(3)] {
			s.typeRunes(m, qtext, c+" ")
		}
	}
	s.want = append(s.want, "=> "+strconv.Quote(string(m.text)))
}

// editKeys sends n random editing keys and printable characters, the
// model following, and checks the row now and then.
func (s *randomSession) editKeys(m *lineModel, qtext string, n int) {
	for range n {
		if s.rng.IntN(2) == 0 {
			s.typeRunes(m, qtext, string(typedRunes[s.rng.IntN(len(typedRunes))]))
			continue
		}
		k := inputKeys[s.rng.IntN(len(inputKeys))]
		if k.kind == keyEOF && len(m.text) == 0 {
			continue // that would end the run
		}
		s.send(k.bytes)
		m.apply(key{kind: k.kind})
		if s.rng.IntN(3) == 0 {
			s.checkRow(m, qtext)
		}
	}
}

func (s *randomSession) typeRunes(m *lineModel, qtext, text string) {
	for _, r := range text {
		s.send(string(r))
		m.apply(key{kind: keyRune, text: string(r)})
		if s.rng.IntN(4) == 0 {
			s.checkRow(m, qtext)
		}
	}
}

// checkRow waits for the row being edited to show the model's line and
// the cursor where the model has it. A line too long for the row must
// show a stretch of it with the cursor at the right place within it.
func (s *randomSession) checkRow(m *lineModel, qtext string) {
	s.rowChecks++
	text := string(m.text)
	full := qtext + text
	if len([]rune(full)) < s.cols-1 {
		want := strings.TrimRight(full, " ")
		col := len([]rune(qtext)) + m.pos
		if !s.v.Await(func(v *vtest.Term) bool {
			r, c := v.Cursor()
			return v.Row(r) == want && c == col
		}) {
			s.fail("the row %q with the cursor at column %d", want, col)
		}
		return
	}
	qtext = shortQuestion(qtext, len(m.text), s.cols-1)
	if !s.v.Await(func(v *vtest.Term) bool {
		r, c := v.Cursor()
		row := []rune(v.Row(r))
		q := []rune(qtext)
		if len(row) < len(q) || string(row[:len(q)]) != qtext || c < len(q) || c >= s.cols {
			return false
		}
		shown, at := string(row[len(q):]), c-len(q)
		if strings.HasPrefix(shown, "…") { // the line goes on to the left
			shown, at = strings.TrimPrefix(shown, "…"), at-1
		}
		shown = strings.TrimSuffix(shown, "…") // and to the right
		for i := 0; i+len([]rune(shown)) <= len(m.text); i++ {
			if strings.HasPrefix(string(m.text[i:]), shown) && i+at == m.pos {
				return true
			}
		}
		return false
	}) {
		s.fail("a stretch of %q with the cursor at character %d, after %q", text, m.pos, qtext)
	}
}

func (s *randomSession) selectItem(q question) {
	m := newMenu(q.Items, q.Cursor)
	head := "? " + q.Label + ": "
	var picked = -1
	for range 1 + s.rng.IntN(5) {
		var k key
		var b string
		switch s.rng.IntN(6) {
		case 0:
			b, k = vtest.Down, key{kind: keyDown}
		case 1:
			b, k = vtest.Up, key{kind: keyUp}
		case 2:
			b, k = vtest.CtrlN, key{kind: keyDown}
		case 3:
			b, k = vtest.Backspace, key{kind: keyBackspace}
		default:
			// the first letters of an item, or of a word in it
			it := q.Items[s.rng.IntN(len(q.Items))]
			words := strings.FieldsFunc(it, func(r rune) bool { return !unicode.IsLetter(r) })
			w := []rune(words[s.rng.IntN(len(words))])
			for _, r := range w[:1+s.rng.IntN(min(len(w), 3))] {
				s.send(string(r))
				m.apply(key{kind: keyRune, text: string(r)})
			}
			s.checkMenu(m, head)
			continue
		}
		s.send(b)
		m.apply(k)
		if s.rng.IntN(2) == 0 {
			s.checkMenu(m, head)
		}
	}
	if m.noMatch() {
		s.send(vtest.CtrlU)
		m.apply(key{kind: keyKillStart})
	}
	if len(m.prefix) == 0 && s.rng.IntN(4) == 0 {
		picked = s.rng.IntN(len(q.Items))
		s.send(strconv.Itoa(picked + 1))
	} else if s.rng.IntN(25) == 0 {
		s.send(vtest.CtrlC)
		s.want = append(s.want, head+m.prefixString()+"^C", `=> interrupted ""`)
		return
	} else {
		s.send(vtest.Enter)
		picked = m.cursor
	}
	s.want = append(s.want, s.answered(head+q.Items[picked])...)
	s.want = append(s.want, "=> "+strconv.Quote(q.Items[picked]))
}

// checkMenu waits for the question row with the prefix typed and the
// marker on the model's item.
func (s *randomSession) checkMenu(m *menu, head string) {
	s.rowChecks++
	want := strings.TrimRight(head+m.prefixString(), " ")
	col := len([]rune(head + m.prefixString())) // the cursor stays after the letters typed
	if m.noMatch() {
		want += " (fits no choice)"
	}
	if len([]rune(want)) > s.cols-1 {
		want = "…" + tailWidth(want, s.cols-2)
		col = len([]rune(want))
	}
	item := fmt.Sprintf("▸ %d) %s", m.cursor+1, m.items[m.cursor])
	if !s.v.Await(func(v *vtest.Term) bool {
		r, c := v.Cursor()
		if v.Row(r) != want || c != col {
			return false
		}
		for i := r + 1; i <= r+len(m.items); i++ {
			if v.Row(i) == item {
				return true
			}
		}
		return false
	}) {
		s.fail("the menu row %q, the cursor at column %d and the item %q marked", want, col, item)
	}
}

func (s *randomSession) confirm(q question) {
	yn := "[y/N] "
	if q.Yes {
		yn = "[Y/n] "
	}
	head := "? " + q.Label + "? " + yn
	for {
		ans := []string{"y", "yes", "YES", "n", "No", "", "maybe", "si"}[s.rng.IntN(8)]
		for _, r := range ans {
			s.send(string(r))
		}
		s.send(vtest.Enter)
		yes, ok := parseYesNo(ans, q.Yes)
		if !ok {
			s.want = append(s.want, head+ans, "  ✗ answer y (yes) or n (no)")
			continue
		}
		s.want = append(s.want, head+yesNo(yes), "=> "+strconv.Quote(strconv.FormatBool(yes)))
		return
	}
}

// checkTranscript waits for the screen, scrolled-off rows included, to
// begin with the transcript expected so far, followed at most by the
// prompt being asked.
func (s *randomSession) checkTranscript() {
	s.transcripts++
	var got []string
	if !s.v.Await(func(v *vtest.Term) bool {
		got = v.Lines()
		if len(got) < len(s.want) || len(got) > len(s.want)+1+maxMenuRows {
			return false
		}
		for i, w := range s.want {
			if got[i] != w {
				return false
			}
		}
		return true
	}) {
		var diff strings.Builder
		for i := 0; i < max(len(got), len(s.want)); i++ {
			g, w := "", ""
			if i < len(got) {
				g = got[i]
			}
			if i < len(s.want) {
				w = s.want[i]
			}
			mark := "  "
			if g != w {
				mark = "≠ "
			}
			fmt.Fprintf(&diff, "%s%-50q %q\n", mark, w, g)
		}
		s.t.Fatalf("the transcript (want, got):\n%s\n%s", diff.String(), s.v.Dump())
	}
}

func (s *randomSession) fail(format string, args ...any) {
	s.t.Helper()
	s.t.Fatalf("after %d keys, waiting for "+format+"\n%s", append([]any{s.keys}, append(args, s.v.Dump())...)...)
}

var (
	plainEscapes  = regexp.MustCompile(`\x1b(\[[0-9]*A|\[J)`)
	colourEscapes = regexp.MustCompile(`\x1b(\[[0-9]*A|\[J|\[[0-9;]*m)`)
)

// checkEscapes: plain mode draws no escape code but a menu's cursor-up and
// erase-below; colour mode adds styles, nothing else.
func (s *randomSession) checkEscapes() {
	re := colourEscapes
	if s.plain {
		re = plainEscapes
	}
	if rest := re.ReplaceAllString(s.v.Raw(), ""); strings.Contains(rest, "\x1b") {
		i := strings.Index(rest, "\x1b")
		s.t.Errorf("an escape code besides cursor-up and erase-below: %q", rest[i:min(len(rest), i+12)])
	}
}

// demoCards is promptdemo's validation, for the expected transcript.
func demoCards(s string) error {
	f := strings.Fields(s)
	if len(f) == 0 {
		return fmt.Errorf("no cards")
	}
	for _, c := range f {
		if !regexp.MustCompile(`^(1[0-2]|[1-9])[oceb]$`).MatchString(c) {
			return fmt.Errorf("%q is not a card", c)
		}
	}
	return nil
}
