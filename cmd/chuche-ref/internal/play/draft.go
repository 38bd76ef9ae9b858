package play

// Drafts: a hand, turn, deal or round of won piles half typed when the
// table stopped (Ctrl-C, the end of the input, "quit"), kept so the next
// `play` of the game offers it again. A draft is not a ledger entry — the ledger holds only what was
// confirmed — so it lives in a small JSON file beside the ledger,
// <ledger>.drafts/<game-id>.json, written atomically (temp file + rename).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/draftstore"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
)

// Draft is what was answered so far in one hand or turn, in order, and the
// line being typed when the table stopped.
type Draft struct {
	Game    int64    `json:"game"`
	What    string   `json:"what"`    // "hand 3", "round 2, turn 5", "round 2's deal", "round 2's won piles"
	Seq     int      `json:"seq"`     // the game's last entry when it was typed
	Answers []string `json:"answers"` // Input text; "#i" a menu item; "y"/"n"
	Partial string   `json:"partial,omitempty"`
}

func (d Draft) empty() bool { return len(d.Answers) == 0 && strings.TrimSpace(d.Partial) == "" }

// draftPath is where game id's draft lives beside the ledger.
func (s *Session) draftPath() string {
	name := strconv.FormatInt(s.Game.ID, 10) + ".json"
	if s.DB.OnServer() {
		// A ledger on a server has no folder beside it: its drafts are the
		// user's, in the state folder, keyed by the ledger's identity.
		if home, err := draftstore.StateHome(os.LookupEnv); err == nil {
			if id, err := s.DB.Identity(context.Background()); err == nil {
				if d, err := draftstore.For(home, id); err == nil {
					return filepath.Join(d.Path(), name)
				}
			}
		}
	}
	return filepath.Join(s.DB.Path()+".drafts", name)
}

// loadDraft reads the game's draft; none (or an unreadable one) is !ok.
func (s *Session) loadDraft() (Draft, bool) {
	b, err := os.ReadFile(s.draftPath())
	if err != nil {
		return Draft{}, false
	}
	var d Draft
	if json.Unmarshal(b, &d) != nil || d.Game != s.Game.ID || d.empty() {
		return Draft{}, false
	}
	return d, true
}

// saveDraft writes the draft atomically: a reader sees the old file or the
// new one, never half of it.
func (s *Session) saveDraft(d Draft) error {
	path := s.draftPath()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("keep the draft: %w", err)
	}
	b, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return fmt.Errorf("keep the draft: %w", err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".draft-*")
	if err != nil {
		return fmt.Errorf("keep the draft: %w", err)
	}
	_, werr := f.Write(b)
	cerr := f.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("keep the draft: %w", err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		os.Remove(f.Name())
		return fmt.Errorf("keep the draft: %w", err)
	}
	return nil
}

// dropDraft forgets the game's draft (recorded, or declined).
func (s *Session) dropDraft() { os.Remove(s.draftPath()) }

// drafting is the prompter while a hand or turn is entered: it notes every
// answer, replays a resumed draft's answers (each one checked by the
// prompt's own validation, so a draft typed before another terminal wrote
// is judged again), and remembers the half-typed line when a prompt stops.
type drafting struct {
	prompter
	p       *i18n.Printer
	out     io.Writer
	plain   bool // "label: answer", as the accessible prompter writes it
	replay  []string
	partial string // a resumed draft's half-typed line: the next line's default
	log     []string
	typing  string // the line being typed when a prompt stopped
	stopped error
	resumed bool // the table took up a kept draft
}

// say writes a replayed answer as the prompter shows an answered question.
// The question is in the table's language already, and so is the answer
// when it is a word of the prompter's (yes, no).
func (d *drafting) say(question, answer string) {
	if d.plain {
		fmt.Fprintf(d.out, "%s %s\n", question, answer)
		return
	}
	fmt.Fprintf(d.out, "? %s %s\n", question, answer)
}

func (d *drafting) next() (string, bool) {
	if len(d.replay) == 0 {
		return "", false
	}
	a := d.replay[0]
	d.replay = d.replay[1:]
	return a, true
}

func (d *drafting) Input(label, def string, validate func(string) error) (string, error) {
	if a, ok := d.next(); ok {
		if validate == nil || validate(a) == nil {
			d.say(label+":", safetext.Escape(a))
			d.log = append(d.log, a)
			return a, nil
		}
		def, d.replay, d.partial = a, nil, "" // judged differently now: typed again from here
	} else if d.partial != "" {
		// The half-typed line goes on where it stopped: text to edit, not a
		// default that the first key would replace.
		partial := d.partial
		d.partial = ""
		return d.ask(func() (string, error) { return prompt.Resume(d.prompter, label, partial, validate) })
	}
	return d.ask(func() (string, error) { return d.prompter.Input(label, def, validate) })
}

// ask runs one question and keeps what it answered, or what was typed
// when it stopped, for the draft.
func (d *drafting) ask(question func() (string, error)) (string, error) {
	s, err := question()
	if err != nil {
		d.typing, d.stopped = s, err
		return s, err
	}
	d.log = append(d.log, s)
	return s, nil
}

func (d *drafting) Select(label string, items []string, cursor int) (int, error) {
	if a, ok := d.next(); ok {
		if i, err := strconv.Atoi(strings.TrimPrefix(a, "#")); err == nil && strings.HasPrefix(a, "#") && i >= 0 && i < len(items) {
			d.say(label+":", items[i])
			d.log = append(d.log, a)
			return i, nil
		}
		d.replay = nil
	}
	i, err := d.prompter.Select(label, items, cursor)
	if err != nil {
		d.stopped = err
		return i, err
	}
	d.log = append(d.log, "#"+strconv.Itoa(i))
	return i, nil
}

func (d *drafting) Confirm(label string, def bool) (bool, error) {
	if a, ok := d.next(); ok && (a == "y" || a == "n") {
		q, _ := prompt.ConfirmQuestion(d.p, label, true)
		answer := d.p.Sprintf("no")
		if a == "y" {
			answer = d.p.Sprintf("yes")
		}
		d.say(q, answer)
		d.log = append(d.log, a)
		return a == "y", nil
	}
	d.replay = nil
	y, err := d.prompter.Confirm(label, def)
	if err != nil {
		d.stopped = err
		return y, err
	}
	d.log = append(d.log, map[bool]string{true: "y", false: "n"}[y])
	return y, nil
}

// forget starts the log again: what came before was a command (undo, a
// buy-back), not part of the entry being typed.
func (d *drafting) forget() { d.log, d.typing = nil, "" }

// draft is what was typed so far.
func (d *drafting) draft() Draft {
	return Draft{Answers: append([]string(nil), d.log...), Partial: d.typing}
}

// beginDraft wraps the session's prompter for one hand or turn, offering
// the game's kept draft first when it is one of what's kind (a draft of a
// deal is not offered as a turn: it waits for the next deal).
func (s *Session) beginDraft(what string) (*drafting, error) {
	d := &drafting{prompter: s.Ask, p: s.P, out: s.Out, plain: s.Plain}
	kept, ok := s.loadDraft()
	if !ok || draftKind(kept.What) != draftKind(what) {
		return d, nil
	}
	question := s.P.Sprintf("Resume it")
	s.P.Fprintf(s.Out, "A draft of %s was kept when play stopped:\n  %s\n", s.whatWords(kept.What), draftText(kept))
	if kept.What != what { // the game moved on meanwhile: judged again as this one
		s.P.Fprintf(s.Out, "The game is at %s now (another terminal wrote to it).\n", s.whatWords(what))
		question = s.P.Sprintf("Resume it as %s", s.whatWords(what))
	}
	yes, err := s.Ask.Confirm(question, true)
	if err != nil {
		return d, err
	}
	s.dropDraft()
	if yes {
		d.replay, d.partial, d.resumed = kept.Answers, kept.Partial, true
	}
	return d, nil
}

// The kinds of entry a draft can be of, from its What.
const (
	draftHand     = "hand"
	draftTurn     = "turn"
	draftDeal     = "deal"
	draftWonPiles = "won piles"
)

// draftKind is the kind of entry a draft's What names.
func draftKind(what string) string {
	switch {
	case strings.HasSuffix(what, "'s deal"):
		return draftDeal
	case strings.HasSuffix(what, "'s won piles"):
		return draftWonPiles
	case strings.Contains(what, "turn"):
		return draftTurn
	}
	return draftHand
}

// drafted enters one entry under a draft: what is typed is kept when the
// table stops half-way, and offered by the next play. entry says whether
// the entry was recorded. offered: the entry was chosen because a draft of
// it was kept, not by the table; when the table declines the draft,
// nothing is asked (the caller offers its menu again).
func (s *Session) drafted(what string, offered bool, seq func() int, entry func() (bool, error)) error {
	dr, err := s.beginDraft(what)
	if err != nil || (offered && !dr.resumed) {
		return err
	}
	ask := s.Ask
	s.Ask = dr
	done, err := entry()
	s.Ask = ask
	if err == nil && done {
		s.dropDraft()
	}
	return s.endDraft(dr, what, seq(), err)
}

func draftText(d Draft) string {
	parts := make([]string, 0, len(d.Answers)+1)
	for _, a := range d.Answers {
		parts = append(parts, safetext.Escape(a))
	}
	if d.Partial != "" {
		parts = append(parts, safetext.Escape(d.Partial)+"…")
	}
	return strings.Join(parts, " / ")
}

// endDraft follows a hand or turn that stopped with err: when something
// was typed and a prompt stopped (or the table chose quit), it asks whether
// to keep it and keeps it — also when that question cannot be asked (the
// input is gone), so nothing typed is lost.
func (s *Session) endDraft(d *drafting, what string, seq int, err error) error {
	if err == nil || (d.stopped == nil && !errors.Is(err, ErrQuitMenu)) {
		return err
	}
	kept := d.draft()
	if n := len(kept.Answers); n > 0 && errors.Is(err, ErrQuitMenu) && s.isQuit(kept.Answers[n-1]) {
		kept.Answers = kept.Answers[:n-1] // the word that stopped is no answer to keep
	}
	if kept.empty() {
		return err
	}
	kept.Game, kept.What, kept.Seq = s.Game.ID, what, seq
	fmt.Fprintln(s.Out)
	yes, aerr := s.Ask.Confirm(s.P.Sprintf("Keep what you typed as a draft"), true)
	if aerr == nil && !yes {
		return err
	}
	if serr := s.saveDraft(kept); serr != nil {
		return errors.Join(err, serr)
	}
	s.P.Fprintf(s.Out, "Draft of %s kept; the next chuche-ref play --game %#d offers it.\n", s.whatWords(what), s.Game.ID)
	return err
}

// whatWords names what a draft was typed for ("hand 3", "round 2, turn
// 5", as the draft file keeps it) in the table's language.
func (s *Session) whatWords(what string) string {
	var round, turn int
	if n, _ := fmt.Sscanf(what, "round %d, turn %d", &round, &turn); n == 2 {
		return s.P.Sprintf("round %#d, turn %#d", round, turn)
	}
	if n, _ := fmt.Sscanf(what, "hand %d", &round); n == 1 {
		return s.P.Sprintf("hand %#d", round)
	}
	var kind string
	if n, _ := fmt.Sscanf(what, "round %d's %s", &round, &kind); n == 2 {
		switch strings.TrimPrefix(what, fmt.Sprintf("round %d's ", round)) {
		case "deal":
			return s.P.Sprintf("round %#d's deal", round)
		case "won piles":
			return s.P.Sprintf("round %#d's won piles", round)
		}
	}
	return what
}
