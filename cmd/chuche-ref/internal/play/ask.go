package play

// Asking inside an entry. Every prompt of a hand or a turn has a name (its
// ask, in English, and the player it is about), so that what is typed can
// be kept as a draft and offered again as the prompt's default — after a
// refusal, a "no" at the confirmation, a step back, or in the next play.
// Every such prompt takes quit (stop, keeping a draft) and back (and Esc
// at a terminal: one step back, where there is a step to go back to).

import (
	"errors"
	"fmt"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
)

// errBack is back (or Esc) at a prompt that has a step to go back to.
var errBack = errors.New("back")

// The names of the prompts of an entry, as a draft keeps them.
const (
	askCut        = "who cut"
	askCards      = "cards" // a Chinchón player's line
	askTarget     = "target"
	askTurn       = "turn"
	askTurnMenu   = "turn menu"
	askChucheCard = "Chuche card"
	askJoker      = "Joker"
	askVictim     = "victim"
	askShield     = "Shield"
	askGiven      = "card given" // a stolen card, a card put down to a Bomb
	askPlayed     = "card played"
	askTaken      = "cards taken"
	askBlocker    = "blocker"
	askBlocked    = "card blocked"
	askUnblocked  = "card unblocked"
	askWon        = "Chuche card won"
	askDealer     = "dealer"
	askFaceUp     = "face up"
	askWonCards   = "won cards"
	askWonChuche  = "Chuche cards"
)

// askWords is a prompt's name in the table's language, for a draft shown
// as text.
func (s *Session) askWords(ask string) string {
	switch ask {
	case askCut:
		return s.P.Sprintf("who cut")
	case askCards:
		return s.P.Sprintf("cards")
	case askTarget:
		return s.P.Sprintf("target")
	case askTurn:
		return s.P.Sprintf("turn line")
	case askTurnMenu:
		return s.P.Sprintf("turn menu")
	case askChucheCard:
		return s.P.Sprintf("Chuche card")
	case askJoker:
		return s.P.Sprintf("Joker")
	case askVictim:
		return s.P.Sprintf("victim")
	case askShield:
		return s.P.Sprintf("Shield")
	case askGiven:
		return s.P.Sprintf("card given")
	case askPlayed:
		return s.P.Sprintf("card played")
	case askTaken:
		return s.P.Sprintf("cards taken")
	case askBlocker:
		return s.P.Sprintf("blocker")
	case askBlocked:
		return s.P.Sprintf("card blocked")
	case askUnblocked:
		return s.P.Sprintf("card unblocked")
	case askWon:
		return s.P.Sprintf("Chuche card won")
	case askDealer:
		return s.P.Sprintf("dealer")
	case askFaceUp:
		return s.P.Sprintf("face up")
	case askWonCards:
		return s.P.Sprintf("won cards")
	case askWonChuche:
		return s.P.Sprintf("Chuche cards")
	}
	return ask
}

// isBack: text is the word back, in English or the table's language.
func (s *Session) isBack(text string) bool { return prompt.IsBackWord(s.P, text) }

// line asks one line of the entry being typed. Its default is the line
// offered under its name (typed before), else def. quit stops (a draft is
// kept); back and Esc are errBack when canBack, else the line is asked
// again. What is answered is noted for the draft unless note is false (a
// command typed where a line is asked).
func (s *Session) line(ask, player, label, def string, canBack bool, validate func(string) error) (string, error) {
	return s.lineShown(ask, player, label, def, canBack, validate, nil)
}

// lineShown is line whose finished line shows what the answer means,
// shown(answer): the name a first letter resolved to.
func (s *Session) lineShown(ask, player, label, def string, canBack bool, validate func(string) error, shown func(string) string) (string, error) {
	t := s.typing
	def = t.def(ask, player, def)
	valid := func(text string) error {
		if s.isQuit(text) || (canBack && s.isBack(text)) {
			return nil
		}
		if validate == nil {
			return nil
		}
		return validate(text)
	}
	for {
		var say func(string) string
		if shown != nil {
			say = func(text string) string {
				if s.isQuit(text) || (canBack && s.isBack(text)) {
					return text
				}
				return shown(text)
			}
		}
		text, err := inputShown(s.Ask, label, def, valid, say)
		if errors.Is(err, prompt.ErrBack) {
			if canBack {
				return "", errBack
			}
			def = text
			continue
		}
		if err != nil {
			t.stopped(ask, player, text)
			return text, err
		}
		switch {
		case s.isQuit(text):
			return "", ErrQuitMenu
		case canBack && s.isBack(text):
			return "", errBack
		}
		t.answer(ask, player, text)
		return text, nil
	}
}

// unnote takes back the line just noted under ask: it was a command (undo,
// ?, standings), not part of the entry.
func (s *Session) unnote(ask, player string) {
	t := s.typing
	if t == nil {
		return
	}
	if n := len(t.lines); n > 0 && t.same(t.lines[n-1], ask, player) {
		t.lines = t.lines[:n-1]
	}
}

// choose asks a menu of the entry being typed; names are what each item
// is called in a draft (a player's name, a Chuche card's), "" for an item
// that is not part of the entry (back, undo, quit). The cursor starts on
// the item offered under ask's name, else on cursor. Esc (back) is
// errBack when canBack, else the menu is asked again.
func (s *Session) choose(ask, player, label string, items, names []string, cursor int, canBack bool) (int, error) {
	t := s.typing
	if want := t.def(ask, player, ""); want != "" {
		for i, n := range names {
			if n == want {
				cursor = i
			}
		}
	}
	for {
		i, err := s.Ask.Select(label, items, cursor)
		if errors.Is(err, prompt.ErrBack) {
			if canBack {
				return 0, errBack
			}
			continue
		}
		if err != nil {
			return i, err
		}
		if i < len(names) && names[i] != "" {
			t.answer(ask, player, names[i])
		}
		return i, nil
	}
}

// confirmEntry asks the entry's own confirmation: Yes by default, No when
// what is offered was typed before the game moved on.
func (s *Session) confirmEntry(label string) (bool, error) {
	if s.typing != nil && s.typing.moved {
		return s.confirmMoved(label)
	}
	return s.Ask.Confirm(label, true)
}

// confirmMoved asks the confirmation of an entry judged again after another
// terminal wrote to the game: No by default, and answered only by a key
// pressed once it is shown — keys typed ahead were meant for the question
// before it (a double-tapped y must not say yes to this one).
func (s *Session) confirmMoved(label string) (bool, error) {
	if prompt.DropTypedAhead(s.Ask) {
		fmt.Fprintln(s.Out, s.P.Sprintf("The keys typed ahead are dropped: the game changed under them."))
	}
	return s.Ask.Confirm(label, false)
}
