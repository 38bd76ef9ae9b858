package play

import (
	"slices"
	"strings"
	"testing"
)

// Every word play takes for a command where it asks for a name, in every
// language and case, is refused as a player's name, naming its command;
// more, taken only on a Chuche turn line, and ordinary names are not.
func TestCommandNamed(t *testing.T) {
	for _, cmd := range nameTimeCommands {
		for _, w := range []string{cmd, strings.ToUpper(cmd), " " + cmd + " "} {
			if got := CommandNamed(w); got != cmd {
				t.Errorf("CommandNamed(%q) = %q, want %q", w, got, cmd)
			}
		}
	}
	for lang, words := range commandWords {
		for cmd, ws := range words {
			want := cmd
			if !slices.Contains(nameTimeCommands, cmd) {
				want = ""
			}
			for _, w := range ws {
				if got := CommandNamed(strings.ToUpper(w)); got != want {
					t.Errorf("%s: CommandNamed(%q) = %q, want %q", lang, strings.ToUpper(w), got, want)
				}
			}
		}
	}
	for _, w := range []string{"zurück", "Atrás", "VOLVER"} {
		if got := CommandNamed(w); got != "back" {
			t.Errorf("CommandNamed(%q) = %q, want back", w, got)
		}
	}
	for _, name := range []string{"Ana", "Mas", "More", "Quique", "Ende A.", "Stander"} {
		if got := CommandNamed(name); got != "" {
			t.Errorf("CommandNamed(%q) = %q, want none", name, got)
		}
	}
	if err := RefuseCommandNames([]string{"Ana", "Salir"}); err == nil || !strings.Contains(err.Error(), `"Salir"`) {
		t.Errorf("RefuseCommandNames(Ana, Salir) = %v, want Salir named", err)
	}
}
