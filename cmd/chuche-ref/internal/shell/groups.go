package shell

import (
	"github.com/spf13/cobra"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
)

// groups of the root's --help, in the order they are shown; every
// top-level command belongs to one (TestEveryCommandHasAGroupAndAnExample).
var groups = []struct {
	id, title string
	commands  []string
}{
	{"play", "Play and record a game:", []string{"new", "play", "round", "deal", "turn", "table", "buyback", "amend", "undo", "end"}},
	{"show", "See how it stands:", []string{"standings", "history", "games", "players", "stats", "league", "season", "serve"}},
	{"settle", "Settle a dispute, get advice (no game needed):", []string{"check", "solve"}},
	{"ledger", "Keep the ledger:", []string{"export", "import", "backup"}},
	{"setup", "House rules and setup:", []string{"rules", "variants", "config", "version", "completion", "help"}},
}

// examples for the commands that have none of their own: cobra's help and
// completion, and the parents of subcommands.
var examples = map[string]string{
	"chuche-ref check": `  chuche-ref check capture --target 8 --play R3 --take Y1,B4 --table Y1,B4,G2
  chuche-ref check hand 5o 6o 7o 12c 12e 12b 8c`,
	"chuche-ref solve": `  chuche-ref solve chuche --target 8 --hand R3,G6 --table Y1,B4,G2
  chuche-ref solve chinchon 5o 6o 7o 12c 12e 12b 8c`,
	"chuche-ref version":               `  chuche-ref version --json`,
	"chuche-ref help":                  `  chuche-ref help round`,
	"chuche-ref completion":            `  chuche-ref completion bash > /etc/bash_completion.d/chuche-ref`,
	"chuche-ref completion bash":       `  source <(chuche-ref completion bash)`,
	"chuche-ref completion zsh":        `  chuche-ref completion zsh > "${fpath[1]}/_chuche-ref"`,
	"chuche-ref completion fish":       `  chuche-ref completion fish > ~/.config/fish/completions/chuche-ref.fish`,
	"chuche-ref completion powershell": `  chuche-ref completion powershell | Out-String | Invoke-Expression`,
}

// Organize puts the root's commands in groups and gives every command its
// help from the catalog and an example. It adds cobra's own help and completion commands first, so
// that they are grouped and explained too.
func Organize(root *cobra.Command) {
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	byName := map[string]string{}
	for _, g := range groups {
		root.AddGroup(&cobra.Group{ID: g.id, Title: g.title})
		for _, c := range g.commands {
			byName[c] = g.id
		}
	}
	for _, c := range root.Commands() {
		c.GroupID = byName[c.Name()]
	}
	walk(root, func(c *cobra.Command) {
		if c.Example == "" {
			c.Example = examples[c.CommandPath()]
		}
		describe(c)
	})
	refuseUnknownSubcommands(root)
}

// describe gives c the help the catalog holds for its path (cobra's own
// help and completion commands included, in chuche-ref's words): a
// command's help is written once, as its catalog entry.
func describe(c *cobra.Command) {
	if short, long, ok := i18n.HelpOf(c.CommandPath()); ok {
		c.Short, c.Long = short, long
	}
}

func walk(c *cobra.Command, fn func(*cobra.Command)) {
	fn(c)
	for _, sub := range c.Commands() {
		walk(sub, fn)
	}
}
