package shell

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

func tree() *cobra.Command {
	root := &cobra.Command{Use: "chuche-ref", SilenceErrors: true, SilenceUsage: true}
	root.PersistentFlags().String("lang", "", "the table's language: en, de or es (default: the locale's, else en)")
	sub := &cobra.Command{Use: "games", Short: "List games, most recently played first", Args: cobra.MaximumNArgs(1), RunE: func(*cobra.Command, []string) error { return nil }}
	sub.Flags().Int("limit", 20, "list at most this many recent games (0: none)")
	sub.Flags().BoolP("all", "a", false, "list every game, not just the most recent")
	root.AddCommand(sub, &cobra.Command{Use: "standings", Short: "Totals of the game, who is in or out, and the winner", RunE: func(*cobra.Command, []string) error { return nil }})
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return CobraError(err) })
	return root
}

// cobra's and pflag's errors keep their English words exactly, and are
// worded in the other languages.
func TestCobraErrorKeepsEnglish(t *testing.T) {
	for _, c := range []struct {
		args []string
		de   string
	}{
		{[]string{"standngs"}, `unbekannter Befehl "standngs" für "chuche-ref"`},
		{[]string{"games", "--bogus"}, "unbekanntes Flag: --bogus"},
		{[]string{"games", "-x"}, "unbekanntes Kurz-Flag: 'x' in -x"},
		{[]string{"games", "--limit"}, "Flag braucht ein Argument: --limit"},
		{[]string{"games", "--limit", "x"}, `ungültiges Argument "x" für Flag "--limit": keine Zahl`},
		{[]string{"games", "a", "b"}, "nimmt höchstens 1 Argument(e), erhielt 2"},
	} {
		root := tree()
		root.SetArgs(c.args)
		root.SetOut(&bytes.Buffer{})
		err := root.Execute()
		if err == nil {
			t.Fatalf("%v: no error", c.args)
		}
		fe := CobraError(err)
		first, _, _ := strings.Cut(err.Error(), "\n")
		if fe.Error() != first {
			t.Errorf("%v: English %q, cobra said %q", c.args, fe.Error(), first)
		}
		if got := i18n.New(i18n.De).Error(fe); got != c.de {
			t.Errorf("%v: German %q, want %q", c.args, got, c.de)
		}
	}
	root := tree()
	root.SetArgs([]string{"standngs"})
	fe := CobraError(root.Execute())
	if got := i18n.New(i18n.Es).Message(fe.Hint); got != "¿Quisiste decir esto? standings" {
		t.Errorf("hint %q", got)
	}
}

// English help is cobra's own; German words the template and the texts.
func TestLocalizedHelp(t *testing.T) {
	var en bytes.Buffer
	root := tree()
	root.SetOut(&en)
	root.SetArgs([]string{"games", "--help"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(en.String(), "Usage:\n") || !strings.Contains(en.String(), "(default 20)") {
		t.Errorf("English help:\n%s", en.String())
	}
	var de bytes.Buffer
	root = tree()
	Speak(root, func() (*i18n.Printer, error) { return i18n.New(i18n.De), nil })
	root.SetOut(&de)
	root.SetArgs([]string{"games", "--help"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Die Spiele, zuletzt gespielte zuerst", "Aufruf:\n", "Globale Flags:\n", "(Standard: 20)", "Hilfe zu games", "Exit-Codes:", "Umgebung:"} {
		if !strings.Contains(de.String(), want) {
			t.Errorf("German help lacks %q:\n%s", want, de.String())
		}
	}
}

func TestLangArg(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
		ok   bool
	}{
		{[]string{"games", "--lang", "de"}, "de", true},
		{[]string{"--lang=es", "games"}, "es", true},
		{[]string{"games", "--", "--lang", "de"}, "", false},
		{[]string{"games"}, "", false},
	} {
		if got, ok := LangArg(c.args); got != c.want || ok != c.ok {
			t.Errorf("%v: %q %v", c.args, got, ok)
		}
	}
}
