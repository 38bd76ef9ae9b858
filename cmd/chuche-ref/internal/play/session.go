package play

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/variants"
)

// playSession is what every game's flow needs: where to ask, where to
// write, and the game being played.
type Session struct {
	Ctx  context.Context
	Out  io.Writer
	Ask  prompter
	DB   *scorekeeper.Ledger
	Game scorekeeper.GameInfo // ID 0 until a game is chosen or created
	// Plain: the accessible prompter asks; a replayed draft's answers are
	// written as it writes an answered question ("label: answer").
	Plain bool
	// Columns is how many columns a line of help may take on the terminal,
	// asked when the help is written (the window may have been resized);
	// nil or 0: the lines are not wrapped (no terminal, --accessible).
	Columns func() int
}

// wrap breaks a line of help at words to fit the terminal (Columns), its
// next lines indented by indent, so the terminal never breaks a word.
func (s *Session) wrap(line, indent string) string {
	if s.Columns == nil {
		return line
	}
	return prompt.Wrap(line, s.Columns(), indent)
}

// prompter is how a flow asks the table: the command's Prompter, or a
// scripted one in tests.
type prompter interface {
	Input(label, def string, validate func(string) error) (string, error)
	Select(label string, items []string, cursor int) (int, error)
	Confirm(label string, def bool) (bool, error)
}

// ErrQuitMenu is "quit" chosen in a flow's menu: stop, keeping what was
// confirmed, as a quit at a prompt does.
var ErrQuitMenu = errors.New("quit from a menu")

// playFlow plays a game at the prompts until it is over or the table stops.
type playFlow func(s *Session) error

// FlowFor dispatches on the game kind. It is asked before a new game is
// created, so choosing a kind without a flow records nothing.
func FlowFor(kind string) (playFlow, error) {
	switch kind {
	case variants.GameChinchon:
		return playChinchon, nil
	case variants.GameChuche:
		return playChuche, nil
	}
	return nil, fmt.Errorf("unknown game kind %q", kind)
}

// reopen opens the session's game the first time, and afterwards picks up
// what another chuche-ref recorded since: the entries are read and
// replayed again only when the ledger has moved on, so play replays at most
// once per entry.
func (s *Session) reopen(lg *scorekeeper.Game) (*scorekeeper.Game, error) {
	if lg == nil {
		return scorekeeper.Load(s.Ctx, s.DB, s.Game)
	}
	if _, err := lg.Refresh(s.Ctx); err != nil {
		return nil, err
	}
	return lg, nil
}
