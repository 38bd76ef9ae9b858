package shell

import (
	"strings"
	"text/template"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/fault"
)

// Speaker words the command tree in the table's language when help is
// shown: the language is known only once cobra has parsed the flags, so
// the help and usage functions ask for it then. Err is the language's
// error (an unknown --lang) when help was asked with one.
type Speaker struct {
	root *cobra.Command
	lang func() (*i18n.Printer, error)
	p    *i18n.Printer
	done bool
	Err  error
}

// Speak makes root's help and usage speak the language lang returns. The
// English tree is left as it is, word for word.
func Speak(root *cobra.Command, lang func() (*i18n.Printer, error)) *Speaker {
	s := &Speaker{root: root, lang: lang}
	help, usage := root.HelpFunc(), root.UsageFunc()
	root.SetHelpFunc(func(c *cobra.Command, args []string) {
		if s.prepare() {
			help(c, args)
		}
	})
	root.SetUsageFunc(func(c *cobra.Command) error {
		if !s.prepare() {
			return s.Err
		}
		return usage(c)
	})
	root.InitDefaultHelpCmd()
	for _, c := range root.Commands() {
		if run := c.Run; c.Name() == "help" && run != nil {
			c.Run = func(c *cobra.Command, args []string) { s.help(c, args, run) }
		}
	}
	return s
}

// help is cobra's help command, with its "Unknown help topic" worded.
func (s *Speaker) help(c *cobra.Command, args []string, run func(*cobra.Command, []string)) {
	if cmd, _, err := c.Root().Find(args); (cmd == nil || err != nil) && s.prepare() && !english(s.p) {
		s.p.Line(c.OutOrStderr(), "Unknown help topic %#q", args)
		cobra.CheckErr(c.Root().Usage())
		return
	}
	run(c, args)
}

// prepare words the tree once; false when the language is unknown (Err).
func (s *Speaker) prepare() bool {
	if s.done {
		return s.Err == nil
	}
	s.done = true
	p, err := s.lang()
	if err != nil {
		s.Err = err
		return false
	}
	s.p = p
	Localize(s.root, p)
	return true
}

// UsageTemplate is cobra's usage template in p's language, with the exit
// codes and the environment after it. English is cobra's own, unchanged.
func UsageTemplate(p *i18n.Printer) string {
	t := defaultUsage
	if !english(p) {
		for _, w := range []struct {
			en  string
			key fault.Key
		}{
			{"Usage:", "Usage:"},
			{"\n\nAliases:\n", "Aliases:"},
			{"\n\nExamples:\n", "Examples:"},
			{"\n\nAvailable Commands:", "Available Commands:"},
			{"\n\nAdditional Commands:", "Additional Commands:"},
			{"\n\nFlags:\n", "Flags:"},
			{"\n\nGlobal Flags:\n", "Global Flags:"},
			{"\n\nAdditional help topics:", "Additional help topics:"},
		} {
			t = strings.Replace(t, w.en, strings.Replace(w.en, string(w.key), p.Sprintf(w.key), 1), 1)
		}
		t = strings.Replace(t, `Use "{{.CommandPath}} [command] --help" for more information about a command.`,
			p.Sprintf(`Use "%s [command] --help" for more information about a command.`, "{{.CommandPath}}"), 1)
		lang := `"` + string(p.Lang) + `"`
		t = strings.ReplaceAll(t, ".LocalFlags.FlagUsages", "flagUsagesIn .LocalFlags "+lang)
		t = strings.ReplaceAll(t, ".InheritedFlags.FlagUsages", "flagUsagesIn .InheritedFlags "+lang)
	}
	return t + "\n" + ExitCodes(p) + "\n" + EnvironmentIn(p)
}

// defaultUsage is cobra's, but a command that only groups others (check,
// solve) shows no usage line of its own, though it runs to refuse an
// unknown subcommand (refuseUnknownSubcommands).
var defaultUsage = strings.Replace((&cobra.Command{}).UsageTemplate(), "{{if .Runnable}}", `{{if and .Runnable (not (index .Annotations "group"))}}`, 1)

func init() {
	cobra.AddTemplateFuncs(template.FuncMap{"flagUsagesIn": flagUsagesIn})
}

var defaultRE = lazyRE(`(?m) \(default (.*)\)$`)

// flagUsagesIn is pflag's list of flags with its "(default …)" worded in
// the language.
func flagUsagesIn(fs *pflag.FlagSet, lang string) string {
	p := i18n.New(i18n.Lang(lang))
	return defaultRE().ReplaceAllStringFunc(fs.FlagUsages(), func(m string) string {
		return " " + p.Sprintf("(default %s)", defaultRE().FindStringSubmatch(m)[1])
	})
}

func english(p *i18n.Printer) bool { return p == nil || p.Lang == i18n.En || p.Lang == "" }

// Localize words root's tree in p's language: every command's Short,
// Long and the comments of its Example, every flag's usage, cobra's own
// "help for …", the group titles and the usage template. The English
// texts are the catalog's keys; a text the catalog does not know stays
// as it is.
func Localize(root *cobra.Command, p *i18n.Printer) {
	if english(p) {
		return
	}
	root.InitDefaultHelpCmd()
	root.InitDefaultCompletionCmd()
	root.InitDefaultVersionFlag()
	for _, g := range root.Groups() {
		g.Title = p.Text(g.Title)
	}
	seen := map[*pflag.Flag]bool{}
	walk(root, func(c *cobra.Command) {
		c.InitDefaultHelpFlag()
		c.Short, c.Long, c.Example = p.Text(c.Short), p.Text(c.Long), comments(p, c.Example)
		for _, fs := range []*pflag.FlagSet{c.Flags(), c.PersistentFlags()} {
			fs.VisitAll(func(fl *pflag.Flag) {
				if !seen[fl] {
					seen[fl] = true
					fl.Usage = flagUsage(p, fl.Usage)
				}
			})
		}
	})
	root.SetUsageTemplate(UsageTemplate(p))
}

func flagUsage(p *i18n.Printer, u string) string {
	if name, ok := strings.CutPrefix(u, "help for "); ok {
		return p.Sprintf("help for %s", name)
	}
	if name, ok := strings.CutPrefix(u, "version for "); ok {
		return p.Sprintf("version for %s", name)
	}
	return p.Text(u)
}

// comments words the "# …" comments of an example's lines.
func comments(p *i18n.Printer, example string) string {
	lines := strings.Split(example, "\n")
	for i, l := range lines {
		if code, comment, ok := strings.Cut(l, "# "); ok && strings.HasSuffix(code, " ") {
			lines[i] = code + "# " + p.Text(comment)
		}
	}
	return strings.Join(lines, "\n")
}

// Completing reports a shell asking for completions (cobra's __complete):
// their descriptions are the commands' Short and the flags' usage, so the
// tree is worded before cobra runs, in CompletionPrinter's language.
func Completing(args []string) bool {
	return len(args) > 0 && strings.HasPrefix(args[0], cobra.ShellCompRequestCmd)
}

// CompletionPrinter is the language of a completion request: its --lang,
// else CHUCHE_REF_LANG, else the locale (the config is not read for it).
func CompletionPrinter(args []string, lookupEnv func(string) (string, bool)) *i18n.Printer {
	named, ok := LangArg(args)
	if !ok {
		named, _ = lookupEnv("CHUCHE_REF_LANG")
	}
	l, err := i18n.Resolve(named, lookupEnv)
	if err != nil {
		return i18n.English
	}
	return i18n.New(l)
}

// LangArg is the last --lang among args (before "--"), as cobra parses it.
func LangArg(args []string) (string, bool) {
	val, found := "", false
	for i, a := range args {
		switch {
		case a == "--":
			return val, found
		case a == "--lang" && i+1 < len(args):
			val, found = args[i+1], true
		case strings.HasPrefix(a, "--lang="):
			val, found = strings.TrimPrefix(a, "--lang="), true
		}
	}
	return val, found
}

// ParseLang sets the --lang of args on fs when cobra stopped before it
// parsed the flags (an unknown command or flag), so that its error is
// worded in the language asked for.
func ParseLang(fs *pflag.FlagSet, args []string) {
	if fl := fs.Lookup("lang"); fl != nil && !fl.Changed {
		if v, ok := LangArg(args); ok {
			_ = fs.Set("lang", v)
		}
	}
}

// CheckLang is the root's PersistentPreRunE: an unknown --lang,
// CHUCHE_REF_LANG or lang: is refused before any command runs. A
// completion request is let through: it parses its flags only later, and
// its answers are never refused.
func CheckLang(lang func() (*i18n.Printer, error)) func(*cobra.Command, []string) error {
	return func(c *cobra.Command, _ []string) error {
		if Completing([]string{c.Name()}) {
			return nil
		}
		_, err := lang()
		return err
	}
}
