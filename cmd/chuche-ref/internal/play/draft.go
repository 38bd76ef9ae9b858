package play

// Drafts: a hand, turn, deal or round of won piles half typed when the
// table stopped (Ctrl-C, the end of the input, "quit", SIGTERM, SIGHUP),
// kept so that the next `play` of the game offers it again. A draft is not
// a ledger entry — the ledger holds only what was confirmed — and holds
// only what the table typed for one entry, as it spoke: names and cards,
// never a menu's index, a confirmation or a command. Resumed, its lines
// come back as the defaults of their prompts, one prompt at a time, and
// the entry's own confirmation is asked afresh: nothing is replayed.
//
// The files are user state, kept by draftstore under the user's state
// folder and keyed by the ledger's identity; the session holds the game's
// draft lock while it plays the game (draft_store.go).

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
)

// draftFormat is the version of the draft document written.
const draftFormat = 2

// What is the entry a draft was typed for.
type What struct {
	Kind   string `json:"kind"` // draftHand, draftTurn, draftDeal, draftWonPiles
	Round  int    `json:"round"`
	Turn   int    `json:"turn,omitempty"`   // a Chuche turn's number in its round
	Player string `json:"player,omitempty"` // the player whose turn it is
}

// The kinds of entry a draft can be of.
const (
	draftHand     = "hand"
	draftTurn     = "turn"
	draftDeal     = "deal"
	draftWonPiles = "won piles"
)

// Line is one answer typed for an entry: what was asked (a name of the
// prompt, in English, never its worded label), for which player, and the
// text — typed, or the name of the item chosen.
type Line struct {
	Ask    string `json:"ask"`
	Player string `json:"player,omitempty"`
	Text   string `json:"text"`
}

// Draft is a draft document.
type Draft struct {
	Format  int    `json:"format"`
	Game    int64  `json:"game"`
	Seq     int    `json:"seq"` // the game's last entry when it was typed
	What    What   `json:"what"`
	Lines   []Line `json:"lines"`
	Partial *Line  `json:"partial,omitempty"` // the line being typed when the table stopped
	// Moved: the lines were typed before another terminal wrote to the
	// game, and Seq and What were moved on to the game as it then was; such
	// a draft is offered with No as the default, as its confirmation was.
	Moved bool `json:"moved,omitempty"`
	// Seats are the game's seats' names, in seat order, when the lines were
	// typed: what each line's Player, and a name typed as an answer, meant.
	// A player renamed since is the same seat under a new label, and the
	// lines follow the seat, not the spelling. A draft written without it
	// matches its lines by name as they stand.
	Seats []string `json:"seats,omitempty"`
}

func (d Draft) empty() bool {
	return len(d.Lines) == 0 && (d.Partial == nil || strings.TrimSpace(d.Partial.Text) == "")
}

// decodeDraft reads a draft document; every text in it is neutralised as
// it is read, so nothing from the file can drive the terminal, whether it
// is shown or offered as a default.
func decodeDraft(b []byte) (Draft, error) {
	var d Draft
	if err := json.Unmarshal(b, &d); err != nil {
		return Draft{}, err
	}
	if d.Format != draftFormat {
		return Draft{}, fmt.Errorf("format %d", d.Format)
	}
	clean := func(l *Line) {
		l.Ask, l.Player, l.Text = safetext.Escape(l.Ask), safetext.Escape(l.Player), safetext.Escape(l.Text)
	}
	for i := range d.Lines {
		clean(&d.Lines[i])
	}
	if d.Partial != nil {
		clean(d.Partial)
	}
	d.What.Kind, d.What.Player = safetext.Escape(d.What.Kind), safetext.Escape(d.What.Player)
	for i := range d.Seats {
		d.Seats[i] = safetext.Escape(d.Seats[i])
	}
	return d, nil
}

// typing is the entry being typed: the lines answered so far, and those
// offered as defaults (a resumed draft's, or the entry's own before a
// refusal or a "no"), each taken by the first prompt of its name.
type typing struct {
	what    What
	seq     int
	lines   []Line
	offered []Line
	partial *Line
	// moved: what is offered was typed before the game moved on; the
	// entry's confirmation defaults to No.
	moved bool
	// resumed: what is offered came from a kept draft.
	resumed bool
	// seats: the seats' names the lines are spelled with (Draft.Seats).
	seats []string
	// noted, when set, keeps the lines as the game's draft after each
	// answer, so that a killed session loses nothing typed.
	noted func()
}

func (t *typing) same(l Line, ask, player string) bool { return l.Ask == ask && l.Player == player }

// def takes the default a prompt named ask (for player) is offered: the
// first offered line of that name, else fallback.
func (t *typing) def(ask, player, fallback string) string {
	if t == nil {
		return fallback
	}
	for _, l := range t.offered {
		if t.same(l, ask, player) {
			return l.Text
		}
	}
	return fallback
}

// answer notes a line answered: it takes the place of the offered line of
// that name, and of the last line answered when that was the same prompt
// asked again (after a refusal).
func (t *typing) answer(ask, player, text string) {
	if t == nil {
		return
	}
	t.partial = nil
	if i := slices.IndexFunc(t.offered, func(l Line) bool { return t.same(l, ask, player) }); i >= 0 {
		t.offered = slices.Delete(t.offered, i, i+1)
	}
	l := Line{Ask: ask, Player: player, Text: text}
	if n := len(t.lines); n > 0 && t.same(t.lines[n-1], ask, player) {
		t.lines[n-1] = l
	} else {
		t.lines = append(t.lines, l)
	}
	if t.noted != nil {
		t.noted()
	}
}

// set replaces the text of an answered line (a who-cut answer that the
// table turned into a plain cut).
func (t *typing) set(ask, player, text string) {
	if t == nil {
		return
	}
	for i := range t.lines {
		if t.same(t.lines[i], ask, player) {
			t.lines[i].Text = text
		}
	}
}

// back goes back to the prompt ask (for player): it and every line
// answered after it are offered again, as they were typed.
func (t *typing) back(ask, player string) {
	if t == nil {
		return
	}
	for i := len(t.lines) - 1; i >= 0; i-- {
		if t.same(t.lines[i], ask, player) {
			t.offered = append(slices.Clone(t.lines[i:]), t.offered...)
			t.lines = t.lines[:i]
			return
		}
	}
}

// again starts the entry over with everything typed offered as the
// defaults: a declined or refused entry comes back whole.
func (t *typing) again() {
	if t == nil {
		return
	}
	t.offered = append(t.lines, t.offered...)
	t.lines, t.partial = nil, nil
}

// forget drops an offered line that must not be carried (a target, after
// the game moved on: CU-8).
func (t *typing) forget(ask string) {
	if t == nil {
		return
	}
	t.offered = slices.DeleteFunc(t.offered, func(l Line) bool { return l.Ask == ask })
}

// respell follows the entry being typed to its seats' new names (old
// spelling to new; seats, the names now): every line stays its seat's.
func (t *typing) respell(names map[string]string, seats []string) {
	if t == nil {
		return
	}
	t.seats = seats
	if len(names) == 0 {
		return
	}
	respellLines(t.lines, names)
	respellLines(t.offered, names)
	t.partial = respelledLine(t.partial, names)
	t.what.Player = respellName(t.what.Player, names)
}

// respell is the draft with its lines' players, and the names typed as
// answers, spelled as the seats are called now.
func (d Draft) respell(names map[string]string, seats []string) Draft {
	d.Lines = slices.Clone(d.Lines)
	respellLines(d.Lines, names)
	d.Partial = respelledLine(d.Partial, names)
	d.What.Player = respellName(d.What.Player, names)
	d.Seats = seats
	return d
}

func respellLines(lines []Line, names map[string]string) {
	for i := range lines {
		respellLine(&lines[i], names)
	}
}

// respelledLine is a copy of l respelled (respellLine); nil stays nil.
func respelledLine(l *Line, names map[string]string) *Line {
	if l == nil {
		return nil
	}
	c := *l
	respellLine(&c, names)
	return &c
}

// respellLine respells a line's player and, where the answer is a player
// (who cut, a Steal's victim, a Blockade's player, the dealer), the name
// typed: the draft keeps the name an answer resolved to, never its first
// letters, so the whole name is what is matched.
func respellLine(l *Line, names map[string]string) {
	l.Player = respellName(l.Player, names)
	switch l.Ask {
	case askCut:
		if rest, ok := strings.CutPrefix(l.Text, "ch "); ok {
			l.Text = "ch " + respellName(rest, names)
			return
		}
		l.Text = respellName(l.Text, names)
	case askVictim, askBlocker, askDealer:
		l.Text = respellName(l.Text, names)
	}
}

func respellName(name string, names map[string]string) string {
	if to, ok := names[name]; ok {
		return to
	}
	return name
}

// stopped notes the line being typed when a prompt stopped.
func (t *typing) stopped(ask, player, text string) {
	if t == nil || strings.TrimSpace(text) == "" {
		return
	}
	t.partial = &Line{Ask: ask, Player: player, Text: text}
}

// draft is what was typed so far: the lines answered, then those offered
// and not asked again yet (a resumed draft stopped early loses nothing).
func (t *typing) draft(game int64) Draft {
	d := Draft{Format: draftFormat, Game: game, Seq: t.seq, What: t.what, Lines: slices.Clone(t.lines), Partial: t.partial, Moved: t.moved,
		Seats: t.seats}
	for _, l := range t.offered {
		if t.partial != nil && t.same(l, t.partial.Ask, t.partial.Player) {
			continue
		}
		d.Lines = append(d.Lines, l)
	}
	return d
}

// draftText is a draft's lines as the table typed them, one a line:
// "who cut: Ana", "cards (Ben): 7o 7c …".
func (s *Session) draftText(d Draft) []string {
	var out []string
	line := func(l Line, more string) string {
		ask := s.askWords(l.Ask)
		if l.Player != "" {
			ask += " (" + l.Player + ")"
		}
		return "  " + ask + ": " + s.shortText(l.Text) + more
	}
	for _, l := range d.Lines {
		out = append(out, line(l, ""))
	}
	if d.Partial != nil {
		out = append(out, line(*d.Partial, "…"))
	}
	return out
}

// shownDraftText is how much of a draft's line is shown: an answer is a
// few words, and a line pasted by mistake must not flood the screen. The
// draft keeps the whole line, to be offered as it was typed.
const shownDraftText = 120

// shortText is a draft line's text as shown: its first shownDraftText
// characters, and how many more there are.
func (s *Session) shortText(text string) string {
	r := []rune(text)
	if len(r) <= shownDraftText {
		return text
	}
	return string(r[:shownDraftText]) + s.P.Sprintf("… (%d more characters)", len(r)-shownDraftText)
}

// whatWords names an entry for the table: "hand 3", "round 2, turn 5
// (Ben)", "round 2's deal", "round 2's won piles".
func (s *Session) whatWords(w What) string {
	switch w.Kind {
	case draftHand:
		return s.P.Sprintf("hand %#d", w.Round)
	case draftTurn:
		return s.P.Sprintf("round %#d, turn %#d (%s)", w.Round, w.Turn, safetext.Escape(w.Player))
	case draftDeal:
		return s.P.Sprintf("round %#d's deal", w.Round)
	case draftWonPiles:
		return s.P.Sprintf("round %#d's won piles", w.Round)
	}
	return safetext.Escape(w.Kind)
}
