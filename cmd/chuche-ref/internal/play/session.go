package play

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/draftstore"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playSession is what every game's flow needs: where to ask, where to
// write, and the game being played.
type Session struct {
	Ctx  context.Context
	Out  io.Writer
	Ask  Asker
	DB   *scorekeeper.Ledger
	Game scorekeeper.GameInfo // ID 0 until a game is chosen or created
	// Plain: the accessible prompter asks.
	Plain bool
	// P words the questions and answers in the table's language; nil
	// speaks English.
	P *i18n.Printer
	// Columns is how many columns a line of help may take on the terminal,
	// asked when the help is written (the window may have been resized);
	// nil or 0: the lines are not wrapped (no terminal, --accessible).
	Columns func() int
	// Drafts is the folder of the ledger's drafts; nil, or an error, and
	// the session keeps none (it says so, and prints what was typed, when
	// one is to be kept).
	Drafts func() (draftstore.Dir, error)
	// Now is the clock for the draft lock's "since"; nil: time.Now.
	Now func() time.Time

	start    *Start                               // what a new game is made of
	raw      io.Writer                            // Out before its lines were broken at words
	next     func() (scorekeeper.GameInfo, error) // the game chosen at the end of this one: a rematch, a new game
	lock     *draftstore.Lock                     // the game's draft, held by this session
	draftErr error                                // why the session holds no draft lock
	// endedUnder: the game's draft was kept by this session when the game
	// ended under the entry being typed (errEndedUnder).
	endedUnder bool
	typing     *typing // the entry being typed; nil between entries
}

// commandWords are the words a table may type for a command in its
// language, besides the English word, which every language takes.
var commandWords = map[i18n.Lang]map[string][]string{
	i18n.De: {
		"undo": {"rückgängig"}, "standings": {"stand", "spielstand"}, "quit": {"ende"},
		"buyback": {"rückkauf"}, "more": {"mehr"}, "back": {"zurück"}, "grid": {"blatt"},
	},
	i18n.Es: {
		"undo": {"deshacer"}, "standings": {"tanteo", "clasificación", "clasificacion"}, "quit": {"salir"},
		"buyback": {"reenganche", "reenganchar"}, "more": {"más", "mas"}, "back": {"atrás", "atras", "volver"},
		"grid": {"hoja", "planilla"},
	},
}

// command is the English command a typed word means (any case), or the
// word in lower case when it is none of the language's.
func (s *Session) command(word string) string {
	w := strings.ToLower(strings.TrimSpace(word))
	if s.P == nil {
		return w
	}
	for cmd, words := range commandWords[s.P.Lang] {
		if slices.Contains(words, w) {
			return cmd
		}
	}
	return w
}

// wrap breaks a line of help at words to fit the terminal (Columns), its
// next lines indented by indent, so the terminal never breaks a word.
func (s *Session) wrap(line, indent string) string {
	if s.Columns == nil {
		return line
	}
	return prompt.Wrap(line, s.Columns(), indent)
}

// Asker is how a flow asks the table: the command's Prompter, or a
// scripted one in tests.
type Asker interface {
	Input(label, def string, validate func(string) error) (string, error)
	Select(label string, items []string, cursor int) (int, error)
	Confirm(label string, def bool) (bool, error)
}

// ErrQuitMenu is "quit" chosen in a flow's menu: stop, keeping what was
// confirmed, as a quit at a prompt does.
var ErrQuitMenu error = fault.New(fault.Interrupted, "quit from a menu")

// FlowFor is the prompt flow of a game kind, asked before a new game is
// created, so choosing a kind without a flow records nothing.
func FlowFor(kind string) (func(s *Session, g scorekeeper.Game) error, error) {
	switch kind {
	case variants.GameChinchon:
		return func(s *Session, g scorekeeper.Game) error { return playChinchon(s, g.(*scorekeeper.Chinchon)) }, nil
	case variants.GameChuche:
		return func(s *Session, g scorekeeper.Game) error { return playChuche(s, g.(*scorekeeper.Chuche)) }, nil
	}
	return nil, fault.Internalf("unknown game kind %q", kind)
}

// reopen picks up what another chuche-ref recorded in the game since it
// was read: the entries are read and replayed again only when the ledger
// has moved on, so play replays at most once per entry.
func (s *Session) reopen(g scorekeeper.Game) error {
	_, err := g.Refresh(s.Ctx)
	return err
}

// followSeats follows the session to the game's seats as they are called
// now: a player another terminal renamed is the same seat under a new
// label. The rename is said, the session's game takes the new names, and
// the entry being typed follows its seats (typing.respell), so that a
// line typed for Ben is Bob's default once Ben is called Bob. The flows
// call it whenever they take the match from the game (sync), which is
// after every record, refused or not, and every reading of the game.
func (s *Session) followSeats(g scorekeeper.Game) {
	now := g.Info()
	renamed := scorekeeper.SeatRenames(s.Game.Players, now.Players)
	if len(renamed) == 0 {
		return
	}
	for _, r := range renamed {
		fmt.Fprintln(s.Out, s.P.Sprintf("%s is now called %s (renamed by another terminal).", safetext.Escape(r.Old), safetext.Escape(r.New)))
	}
	s.Game = now
	s.typing.respell(scorekeeper.Respelling(renamed), now.Players)
}

// nowCalled is name as a rename that moved an entry on spells it now.
func nowCalled(moved *scorekeeper.MovedOn, name string) string {
	return respellName(name, scorekeeper.Respelling(moved.Renamed))
}

// write is the context for a confirmed write: a Ctrl-C that arrives while
// it runs must not undo what the table just confirmed, so the write ignores
// the cancellation and the next prompt stops instead.
func (s *Session) write() context.Context {
	return context.WithoutCancel(s.Ctx)
}

// SayStopped ends a session the table stopped. Nothing unconfirmed was
// ever written, so there is nothing to roll back here.
//
// The line names the ledger's path and the command to resume: it is
// written unbroken, as the terminal breaks it, so that it copies whole.
func (s *Session) SayStopped() {
	out := s.Out
	if s.raw != nil {
		out = s.raw
	}
	fmt.Fprintln(out)
	if s.Game.ID == 0 {
		s.P.Line(out, "Stopped. Nothing was recorded.")
		return
	}
	s.P.Line(out, "Stopped. Everything confirmed is saved in %s; resume with: chuche-ref play --game %#d", s.DB.Path(), s.Game.ID)
}

// StopWhenDone is ask that, once ctx is done, answers the next question
// with stop instead of asking it: a Ctrl-C that arrived between prompts — a
// signal, since the terminal is raw only while a prompt runs — stops at the
// next prompt rather than put a question nobody wants answered.
func StopWhenDone(ctx context.Context, ask Asker, stop error) Asker {
	return stopWhenDone{ctx: ctx, Asker: ask, stop: stop}
}

type stopWhenDone struct {
	ctx context.Context
	Asker
	stop error
}

func (p stopWhenDone) Input(label, def string, validate func(string) error) (string, error) {
	if p.ctx.Err() != nil {
		return "", p.stop
	}
	return p.Asker.Input(label, def, validate)
}

// DropTypedAhead is the prompter's (prompt.TypeAheadDropper).
func (p stopWhenDone) DropTypedAhead() bool { return prompt.DropTypedAhead(p.Asker) }

// InputShown is the prompter's InputShown when it has one, else Input.
func (p stopWhenDone) InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error) {
	if p.ctx.Err() != nil {
		return "", p.stop
	}
	return inputShown(p.Asker, label, def, validate, shown)
}

// shownAsker is a prompter whose finished line can show what an answer
// means ("Ana" for "a"): the terminal's and the accessible prompter.
type shownAsker interface {
	InputShown(label, def string, validate func(string) error, shown func(string) string) (string, error)
}

// inputShown asks ask for a line whose finished line shows shown(answer),
// where ask can; else as Input.
func inputShown(ask Asker, label, def string, validate func(string) error, shown func(string) string) (string, error) {
	if sa, ok := ask.(shownAsker); ok && shown != nil {
		return sa.InputShown(label, def, validate, shown)
	}
	return ask.Input(label, def, validate)
}

func (p stopWhenDone) Select(label string, items []string, cursor int) (int, error) {
	if p.ctx.Err() != nil {
		return 0, p.stop
	}
	return p.Asker.Select(label, items, cursor)
}

func (p stopWhenDone) Confirm(label string, def bool) (bool, error) {
	if p.ctx.Err() != nil {
		return false, p.stop
	}
	return p.Asker.Confirm(label, def)
}
