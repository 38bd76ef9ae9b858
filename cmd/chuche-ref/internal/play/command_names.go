package play

import (
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// nameTimeCommands are the commands play takes where it asks for a
// player's name, by their English words, which every language takes: the
// first question's (who cut) and buyback, and back and quit, which every
// line takes. More is taken only on a Chuche turn line, where no name is
// typed.
var nameTimeCommands = append(slices.Clone(cutCommands), "buyback", "back")

// CommandNamed is the command a player's name would be read as where play
// asks for a name, in any of its languages, or "" when it is none: a
// player named Quit could not be named whole where quit stops the entry.
func CommandNamed(name string) string {
	w := strings.ToLower(strings.TrimSpace(name))
	if slices.Contains(nameTimeCommands, w) {
		return w
	}
	for _, words := range commandWords {
		for cmd, ws := range words {
			if slices.Contains(nameTimeCommands, cmd) && slices.Contains(ws, w) {
				return cmd
			}
		}
	}
	if prompt.IsBackWordInAnyLanguage(w) {
		return "back"
	}
	return ""
}

// RefuseCommandNames refuses a seat whose name play would read as a
// command (CommandNamed), naming it and how to seat that player.
func RefuseCommandNames(players []string) error {
	for _, p := range players {
		if cmd := CommandNamed(p); cmd != "" {
			return fault.Inputf("player name %s is a command at play's prompts (%s); name the player another way, say with an initial (%s)",
				variants.QuoteToken(p), cmd, variants.QuoteToken(p+" A."))
		}
	}
	return nil
}
