package play

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Starting a session: resume --game, or offer the unfinished game (or a
// finished one a buy-back can re-open), or create a new one as `new` does,
// then hand it to the flow for the game's kind.

// Start is what choosing or creating a game needs from the command: the
// config's defaults and the house rules in force.
type Start struct {
	GameRef    string          // --game: resume this one
	Players    []string        // the config's players, offered for a new game
	ClubRules  map[string]bool // games the config file sets house rules for
	ConfigFile string
	Presets    []variants.Preset
	// Rules are the house rules in force for a new game: the config's,
	// then the preset's (CN-15 stores them with the game).
	Rules       func(game, preset string, players int) ([]variants.RuleValue, error)
	RuleSummary func(game string, values []variants.RuleValue, players int) string
	CheckSeats  func(players []string) ([]string, error)
}

// starter is a session while its game is chosen or created.
type starter struct {
	*Session
	start Start
}

// Run chooses the game and plays it until the table stops; once a game is
// over the table may go on with a rematch or a new game (play_end.go).
func Run(s *Session, start Start) error {
	st := &starter{Session: s, start: start}
	s.start = &start
	if s.Columns != nil { // at a terminal: lines broken at words
		out := &wordWrap{w: s.Out, cols: s.Columns}
		s.raw, s.Out, s.Ask = s.Out, out, flushingAsker{Asker: s.Ask, out: out}
		defer out.Flush()
	}
	g, err := st.chooseGame()
	for err == nil {
		s.Game = g
		if err = s.playGame(); err != nil || s.next == nil {
			break
		}
		next := s.next
		s.next = nil
		g, err = next()
	}
	return err
}

// playGame plays the session's game with the flow of its kind, holding the
// game's draft while it does.
func (s *Session) playGame() error {
	flow, err := FlowFor(s.Game.Kind)
	if err != nil {
		return err
	}
	game, err := scorekeeper.Load(s.Ctx, s.DB, s.Game)
	if err != nil {
		return err
	}
	defer s.releaseDrafts()
	if err := s.holdDrafts(); err != nil {
		return err
	}
	return flow(s, game)
}

// chooseGame resumes --game, or offers to resume the current game, or
// starts a new one.
func (s *starter) chooseGame() (scorekeeper.GameInfo, error) {
	if s.start.GameRef != "" {
		g, err := s.DB.Game(s.Ctx, s.start.GameRef)
		// A game that is over shows its standings once, from its flow,
		// the winner said.
		if err == nil && !g.Summary.Finished {
			s.showGame(s.P.Sprintf("Resuming %s game #%#d %q, %s:", view.GameTitle(g.Kind), g.ID, g.Name, s.roundsPlayed(g)), g)
		}
		return g, err
	}
	s.sayDraftsOfFinishedGames()
	g, found, err := scorekeeper.Current(s.Ctx, s.DB)
	switch {
	case err == nil && !found:
		// A Chinchón game that ended with players out may still be
		// re-opened by a buy-back before the next hand (CN-14).
		if g, ok := s.reopenable(); ok {
			s.showGame(s.P.Sprintf("Finished, but a buy-back can re-open it: %s game #%#d %q, %s:", view.GameTitle(g.Kind), g.ID, g.Name, s.roundsPlayed(g)), g)
			items := []string{s.P.Sprintf("resume game #%#d %q (buy-backs)", g.ID, g.Name), s.P.Sprintf("start a new game")}
			i, err := s.Ask.Select(s.P.Sprintf("Resume it or start a new game"), items, 0)
			if err != nil || i == 0 {
				return g, err
			}
		}
		return s.newGame()
	case err != nil:
		return g, err
	}
	s.showGame(s.P.Sprintf("Unfinished %s game #%#d %q, %s:", view.GameTitle(g.Kind), g.ID, g.Name, s.roundsPlayed(g)), g)
	items := []string{s.P.Sprintf("resume game #%#d %q", g.ID, g.Name), s.P.Sprintf("start a new game")}
	i, err := s.Ask.Select(s.P.Sprintf("Resume it or start a new game"), items, 0)
	if err != nil || i == 0 {
		return g, err
	}
	return s.newGame()
}

// sayDraftsOfFinishedGames names each game over whose draft is kept (its
// game ended from another terminal while the draft waited): play without
// --game offers no such game, and the draft is not to be left unsaid.
func (s *starter) sayDraftsOfFinishedGames() {
	if s.Drafts == nil {
		return
	}
	dir, err := s.Drafts()
	if err != nil {
		return
	}
	games, err := dir.Games()
	if err != nil {
		return
	}
	for _, id := range games {
		g, err := s.DB.Game(s.Ctx, strconv.FormatInt(id, 10))
		if err != nil || !g.Summary.Finished {
			continue
		}
		s.P.Line(s.Out, "A draft of game #%#d %q is kept, but the game is over: chuche-ref play --game %#d shows it.", g.ID, g.Name, g.ID)
	}
}

// showGame prints a game's standings from the summary the ledger keeps,
// which every kind of game has, under the title line.
func (s *starter) showGame(title string, g scorekeeper.GameInfo) {
	out := s.Out
	fmt.Fprintln(out, title)
	t := view.NewTable(out, "  "+s.P.Sprintf("PLAYER"), s.P.Sprintf("TOTAL"), s.P.Sprintf("STATUS"))
	for _, p := range g.Summary.Players {
		t.Row("  "+safetext.Escape(p.Name), fmt.Sprint(p.Total), s.statusWord(p.Status))
	}
	t.Flush()
	fmt.Fprintln(out)
}

// newGame asks what `new` takes as flags (game, players, preset, the
// first dealer) and records the game as `new` does.
func (s *starter) newGame() (scorekeeper.GameInfo, error) {
	kinds := []string{variants.GameChinchon, variants.GameChuche}
	i, err := s.Ask.Select(s.P.Sprintf("New game: which game"), []string{view.GameTitle(kinds[0]), view.GameTitle(kinds[1])}, 0)
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	game := kinds[i]
	if _, err := FlowFor(game); err != nil {
		return scorekeeper.GameInfo{}, err
	}
	players, err := s.askPlayers()
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	preset, err := s.askPreset(game)
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	values, err := s.start.Rules(game, preset, len(players))
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	dealer, err := s.askFirstDealer(game, players)
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	return s.createGame(game, players, values, dealer)
}

// askFirstDealer asks who deals first (CN-4, CU-6): the table chooses;
// Enter takes the last seat, so the first seat plays first, as `new`
// without --dealer.
func (s *starter) askFirstDealer(game string, players []string) (string, error) {
	label := s.P.Sprintf("Who deals the first hand")
	if game == variants.GameChuche {
		label = s.P.Sprintf("Who deals the first round")
	}
	items := escapeAll(players)
	last := len(items) - 1
	items[last] = s.P.Sprintf("%s (the first seat plays first)", items[last])
	i, err := s.Ask.Select(label, items, last)
	if err != nil {
		return "", err
	}
	return players[i], nil
}

func (s *starter) askPlayers() ([]string, error) {
	valid := func(v string) error {
		_, err := s.start.CheckSeats(strings.Split(v, ","))
		return err
	}
	v, err := s.Ask.Input(s.P.Sprintf("Players in turn order, comma separated"), strings.Join(s.start.Players, ","), valid)
	if err != nil {
		return nil, err
	}
	return s.start.CheckSeats(strings.Split(v, ","))
}

// askPreset offers the presets of the game; the first item keeps the
// club's rules from the config (or the rule book when there are none).
func (s *starter) askPreset(game string) (string, error) {
	first := s.P.Sprintf("no preset: the rules as in the rule book")
	if s.start.ClubRules[game] {
		first = s.P.Sprintf("no preset: the club's house rules from %s", s.start.ConfigFile)
	}
	items, names := []string{first}, []string{""}
	for _, p := range s.start.Presets {
		if p.Game == game || p.Game == "" {
			items = append(items, fmt.Sprintf("%s — %s", p.Name, view.In(s.P).PresetDescription(p)))
			names = append(names, p.Name)
		}
	}
	i, err := s.Ask.Select(s.P.Sprintf("House rules"), items, 0)
	if err != nil {
		return "", err
	}
	return names[i], nil
}

// createGame records the game with the house rules in force and the first
// dealer stored with it (CN-15, CN-4, CU-6), as cmd_new.go does.
func (s *starter) createGame(game string, players []string, values []variants.RuleValue, dealer string) (scorekeeper.GameInfo, error) {
	raw, err := scorekeeper.GameRules(game, variants.RuleMap(values), players, dealer)
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	k, err := scorekeeper.Create(s.Ctx, s.DB, scorekeeper.NewGame{Kind: game, Players: players, Rules: raw})
	if err != nil {
		return scorekeeper.GameInfo{}, err
	}
	g := k.Info()
	out := s.Out
	s.P.Line(out, "New %s game #%#d %q: %s", view.GameTitle(game), g.ID, g.Name, strings.Join(escapeAll(g.Players), ", "))
	s.sayOdds(g)
	s.P.Line(out, "House rules: %s", s.start.RuleSummary(game, values, len(players)))
	if game == variants.GameChuche {
		s.P.Line(out, "%s deals the first round.", safetext.Escape(k.Legal().Deals))
	} else {
		s.P.Line(out, "%s deals the first hand.", safetext.Escape(k.Legal().Deals))
	}
	fmt.Fprintln(out)
	return g, nil
}

// roundsPlayed is how many rounds of the game were played, as a table
// says it: "3 hands played", "1 round played" — one message, so that the
// words agree with the number in every language ("1 ronda jugada").
func (s *Session) roundsPlayed(g scorekeeper.GameInfo) string {
	if g.Kind == variants.GameChinchon {
		return s.P.Sprintf("%d hands played", g.Summary.Round)
	}
	return s.P.Sprintf("%d rounds played", g.Summary.Round)
}

// statusWord is a player's status in the table's language; none yet
// (nothing played) is "in".
func (s *Session) statusWord(status string) string {
	switch status {
	case "", scorer.ChinchonIn:
		return s.P.Sprintf("in")
	case scorer.ChinchonOut:
		return s.P.Sprintf("out")
	}
	return status
}

// reopenable finds the last game played when it is a finished Chinchón game
// that a buy-back could still re-open (CN-13, CN-14).
func (s *starter) reopenable() (scorekeeper.GameInfo, bool) {
	g, found, err := scorekeeper.LastPlayed(s.Ctx, s.DB)
	if err != nil || !found || g.Kind != variants.GameChinchon {
		return scorekeeper.GameInfo{}, false
	}
	lg, err := scorekeeper.Load(s.Ctx, s.DB, g)
	if err != nil {
		return g, false
	}
	c, ok := lg.(*scorekeeper.Chinchon)
	return g, ok && c.Reopenable()
}
