package shell

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/houserules"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/config"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Source is what completion reads: the config, and the ledger opened to
// read. Completion never creates a ledger and never writes one; when the
// ledger is missing or cannot be read it offers no names.
type Source struct {
	Config  func() (*config.Config, error)
	Ledger  func(context.Context) (*scorekeeper.Ledger, error)
	Printer func() *i18n.Printer // the descriptions' language
}

type completer func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective)

const noFiles = cobra.ShellCompDirectiveNoFileComp

// Complete registers dynamic completion on every command of the tree by
// what its flags and arguments take: --game the games, --players the
// roster, --cut/--dealer/--player the seats of the game, --hand NAME= and
// --points NAME= the seats then the cards, --rule the house rules' keys
// and values, --preset, --deck, --format, and card flags the cards of the
// deck in play; stats, buyback and players rename take names.
//
// The registrations are made when a completion is asked for (cobra's
// hidden __complete command runs the root's PersistentPreRunE before its
// own Run, which is the first to read them), not when the tree is made:
// every other process would pay the walk, and cobra keeps what is
// registered in a map of its own for the life of the process. Call it
// after the root's PersistentPreRunE is set.
func Complete(root *cobra.Command, src Source) {
	pre := root.PersistentPreRunE
	registered := false
	root.PersistentPreRunE = func(cmd *cobra.Command, args []string) error {
		if cmd.Name() == cobra.ShellCompRequestCmd && !registered {
			registered = true
			register(root, src)
		}
		if pre != nil {
			return pre(cmd, args)
		}
		return nil
	}
}

// register is Complete's work, on every command of the tree.
func register(root *cobra.Command, src Source) {
	s := &sources{Source: src}
	_ = root.RegisterFlagCompletionFunc("game", s.games)
	_ = root.RegisterFlagCompletionFunc("lang", fixed("en", "de", "es"))
	byFlag := map[string]completer{
		"players": s.list(s.roster), "cut": s.seats, "dealer": s.dealers, "player": s.seats, "chinchon": s.seats,
		"hand": s.hands, "points": s.assign, "claim": s.assign, "won": s.assignCards, "chuche": s.assign,
		"rule": s.rules, "preset": s.presets, "deck": fixed(variants.ChinchonDeckNames...), "format": fixed("json", "csv"),
		"table": s.cards, "take": s.cards, "play": s.cards, "blocked": s.cards, "unblock": s.cards,
		"seen": s.cards, "discard": s.cards, "top": s.cards,
	}
	walk(root, func(c *cobra.Command) {
		// LocalNonPersistentFlags makes a new flag set: once a command,
		// every process pays this walk.
		c.LocalNonPersistentFlags().VisitAll(func(f *pflag.Flag) {
			if fn, ok := byFlag[f.Name]; ok {
				_ = c.RegisterFlagCompletionFunc(f.Name, fn)
			}
		})
		switch c.CommandPath() {
		case "chuche-ref stats", "chuche-ref players rename":
			c.ValidArgsFunction = s.roster
		case "chuche-ref buyback":
			c.ValidArgsFunction = s.seats
		case "chuche-ref check hand", "chuche-ref check meld", "chuche-ref solve chinchon":
			c.ValidArgsFunction = func(cmd *cobra.Command, _ []string, toComplete string) ([]string, cobra.ShellCompDirective) {
				return s.cards(cmd, nil, toComplete)
			}
		}
	})
}

type sources struct{ Source }

func (s *sources) printer() *i18n.Printer {
	if s.Printer == nil {
		return nil
	}
	return s.Printer()
}

func fixed(values ...string) completer {
	return func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) { return values, noFiles }
}

// ledger is the ledger, if there is one to read.
func (s *sources) ledger(ctx context.Context) *scorekeeper.Ledger {
	cfg, err := s.Config()
	if err != nil {
		return nil
	}
	if _, err := os.Stat(cfg.DB); !scorekeeper.IsURL(cfg.DB) && (errors.Is(err, fs.ErrNotExist) || err != nil) {
		return nil
	}
	db, err := s.Ledger(ctx)
	if err != nil {
		return nil
	}
	return db
}

// game is --game, or the current game; ok false when there is none.
func (s *sources) game(ctx context.Context) (scorekeeper.GameInfo, bool) {
	db := s.ledger(ctx)
	cfg, err := s.Config()
	if db == nil || err != nil {
		return scorekeeper.GameInfo{}, false
	}
	g, err := scorekeeper.Resolve(ctx, db, cfg.Game)
	return g, err == nil
}

func (s *sources) games(cmd *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
	db := s.ledger(cmd.Context())
	if db == nil {
		return nil, noFiles
	}
	games, err := db.Games(cmd.Context(), scorekeeper.GameFilter{All: true})
	if err != nil {
		return nil, noFiles
	}
	var out []string
	for _, g := range games {
		desc := fmt.Sprintf("%s, %s", g.Kind, strings.Join(g.Players, " "))
		out = append(out, fmt.Sprintf("%d\t%s %s", g.ID, g.Name, desc), g.Name+"\t#"+fmt.Sprint(g.ID)+" "+desc)
	}
	return out, noFiles
}

func (s *sources) roster(cmd *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
	db := s.ledger(cmd.Context())
	if db == nil {
		return nil, noFiles
	}
	players, err := db.Players(cmd.Context())
	if err != nil {
		return nil, noFiles
	}
	var out []string
	for _, p := range players {
		out = append(out, p.Name)
	}
	return out, noFiles
}

func (s *sources) seats(cmd *cobra.Command, _ []string, _ string) ([]string, cobra.ShellCompDirective) {
	g, ok := s.game(cmd.Context())
	if !ok {
		return nil, noFiles
	}
	return g.Players, noFiles
}

// dealers: new --dealer names one of the --players given, else the seats.
func (s *sources) dealers(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if f := cmd.Flags().Lookup("players"); f != nil {
		if l, ok := f.Value.(*NameList); ok && len(*l.names) > 0 {
			return *l.names, noFiles
		}
	}
	return s.roster(cmd, args, toComplete)
}

// list completes the last item of a comma-separated list.
func (s *sources) list(items completer) completer {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		head := ""
		if i := strings.LastIndex(toComplete, ","); i >= 0 {
			head = toComplete[:i+1]
		}
		names, dir := items(cmd, args, toComplete)
		var out []string
		for _, n := range names {
			if !slices.Contains(strings.Split(head, ","), n) {
				out = append(out, head+n)
			}
		}
		return out, dir | cobra.ShellCompDirectiveNoSpace
	}
}

// assign completes NAME= with the seats; after the '=' nothing more.
func (s *sources) assign(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if strings.Contains(toComplete, "=") {
		return nil, noFiles
	}
	seats, _ := s.seats(cmd, args, toComplete)
	var out []string
	for _, n := range seats {
		out = append(out, n+"=")
	}
	return out, noFiles | cobra.ShellCompDirectiveNoSpace
}

// assignCards completes NAME= with the seats, then the cards after it.
func (s *sources) assignCards(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if !strings.Contains(toComplete, "=") {
		return s.assign(cmd, args, toComplete)
	}
	return s.cards(cmd, args, toComplete)
}

// hands: solve and check take cards with --hand; round and amend NAME=cards.
func (s *sources) hands(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	if p := cmd.CommandPath(); strings.HasPrefix(p, "chuche-ref solve") || strings.HasPrefix(p, "chuche-ref check") {
		return s.cards(cmd, args, toComplete)
	}
	return s.assignCards(cmd, args, toComplete)
}

// kind is the game a command's rules or cards are of: its argument (new
// chinchon, rules chuche), its name (solve chinchon, check capture), else
// the current game's.
func (s *sources) kind(cmd *cobra.Command, args []string) (string, *scorekeeper.GameInfo) {
	switch p := cmd.CommandPath(); {
	case strings.HasSuffix(p, " chinchon"), p == "chuche-ref check hand", p == "chuche-ref check meld":
		return variants.GameChinchon, nil
	case strings.HasSuffix(p, " chuche"), p == "chuche-ref check capture":
		return variants.GameChuche, nil
	case p == "chuche-ref new" || p == "chuche-ref rules":
		if len(args) > 0 {
			if g, err := variants.ParseGame(args[0]); err == nil {
				return g, nil
			}
		}
		if p == "chuche-ref new" {
			return "", nil
		}
	}
	if g, ok := s.game(cmd.Context()); ok {
		return g.Kind, &g
	}
	return "", nil
}

// cards completes the last card of a list (commas or spaces, after any
// NAME=) with every card of the deck in play: the game's when the command
// acts on one, the full deck of the stateless checks otherwise.
func (s *sources) cards(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	head := toComplete[:strings.LastIndexAny(toComplete, "=, ")+1]
	var names []string
	switch kind, g := s.kind(cmd, args); kind {
	case variants.GameChuche:
		deck := variants.DefaultChucheRules().DeckFor(0)
		if g != nil {
			if r, err := scorekeeper.ChucheRules(*g); err == nil {
				deck = r.DeckFor(len(g.Players))
			}
		}
		for _, c := range deck.Cards() {
			names = append(names, c.String())
		}
	case variants.GameChinchon:
		deck := variants.DefaultChinchonRules().DeckInPlay()
		if g != nil {
			if r, err := scorekeeper.ChinchonRules(*g); err == nil {
				deck = r.DeckInPlay()
			}
		}
		for _, c := range deck.Cards() {
			names = append(names, c.String())
		}
	}
	var out []string
	for _, n := range slices.Compact(names) {
		out = append(out, head+n)
	}
	return out, noFiles | cobra.ShellCompDirectiveNoSpace
}

// rules completes key= with the house rules of the game, then the key's
// values: those its definition names, else its default.
func (s *sources) rules(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
	kind, _ := s.kind(cmd, args)
	defs := variants.RuleDefs
	if kind != "" {
		defs = variants.RuleDefsFor(kind)
	}
	key, _, hasValue := strings.Cut(toComplete, "=")
	var out []string
	for _, d := range defs {
		switch {
		case !hasValue:
			if !slices.Contains(out, d.Key+"=") {
				out = append(out, d.Key+"=\t"+s.printer().Text(string(d.Meaning)))
			}
		case d.Key == key:
			for _, v := range ruleValues(d) {
				out = append(out, key+"="+v)
			}
		}
	}
	if !hasValue {
		return out, noFiles | cobra.ShellCompDirectiveNoSpace
	}
	return out, noFiles
}

// ruleValues are the values a rule's Accepts names one by one ("true or
// false", "exceed or reach", "spanish-40, spanish-48 or french-52"), else
// its default.
func ruleValues(d variants.RuleDef) []string {
	var vals []string
	for _, part := range strings.FieldsFunc(strings.ReplaceAll(string(d.Accepts), " or ", ","), func(r rune) bool { return r == ',' }) {
		part = strings.TrimSpace(part)
		if part == "" || strings.ContainsAny(part, " .") {
			return []string{d.Default}
		}
		vals = append(vals, part)
	}
	if len(vals) == 0 {
		return []string{d.Default}
	}
	return vals
}

func (s *sources) presets(cmd *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
	kind, _ := s.kind(cmd, args)
	var out []string
	for _, p := range houserules.Presets(s.Config) {
		if kind == "" || p.Game == kind {
			out = append(out, p.Name+"\t"+p.Game+": "+view.In(s.printer()).PresetDescription(p))
		}
	}
	return out, noFiles
}
