package play

// The first question of a Chinchón hand: "Hand N — who cut?". It takes the
// cutter by name or its first letters, "ch NAME" for a chinchón (CN-11),
// and the commands that used to sit in a menu between hands: undo,
// buyback NAME, standings, quit, and ? for a menu of them.

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
)

// firstAnswer is an answer to the first question: a cutter, or a command.
type firstAnswer struct {
	cutter   string
	chinchon bool
	command  string // "undo", "buyback", "standings", "grid", "quit", "?"
	player   string // buyback's
}

// cutCommands are the commands the first question takes as a word of
// their own (besides ?, the menu of them); buyback takes a name after it.
var cutCommands = []string{"undo", "standings", lineGrid, "quit"}

// chinchonWords start a chinchón answer: "ch Ana", "chinchón A".
var chinchonWords = []string{"ch", "chinchon", "chinchón"}

// parseFirst reads an answer to the first question against the game as it
// stands: names among the players still in (a unique prefix, any case).
func (c *chinchonPlay) parseFirst(text string) (firstAnswer, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return firstAnswer{}, fault.Inputf("type who cut (a name or its first letters), ch NAME for a chinchón, or ? for undo, buy-back, standings, quit")
	}
	word := c.command(f[0])
	switch {
	case len(f) == 1 && (word == "?" || slices.Contains(cutCommands, word)):
		if word == "undo" {
			if _, ok := c.g.LastLive(); !ok {
				return firstAnswer{}, fault.Inputf("nothing to undo: no entry yet")
			}
		}
		return firstAnswer{command: word}, nil
	case word == "buyback" || (word == "buy" && len(f) > 1 && strings.EqualFold(f[1], "back")):
		rest := f[1:]
		if word == "buy" {
			rest = f[2:]
		}
		typed := strings.Join(rest, " ")
		name, err := c.pickName(typed, c.buyBackers(), true)
		if err != nil {
			err = c.whyNoBuyBack(typed, err)
		}
		return firstAnswer{command: "buyback", player: name}, err
	}
	if c.m.Finished {
		return firstAnswer{}, fault.Inputf("the game is over: buyback NAME re-opens it (CN-13, CN-14), or undo, quit")
	}
	if len(f) > 1 && containsFold(chinchonWords, word) {
		name, err := c.pickName(strings.Join(f[1:], " "), c.g.Legal().Cutters, false)
		return firstAnswer{cutter: name, chinchon: true}, err
	}
	name, err := c.pickName(strings.Join(f, " "), c.g.Legal().Cutters, false)
	return firstAnswer{cutter: name}, err
}

// pickName finds the player a typed name means: the name itself, or the
// only one it is the beginning of (any case), among the players in the
// game or, for a buy-back, those who may buy back now.
func (s *Session) pickName(typed string, names []string, buyBack bool) (string, error) {
	typed = strings.TrimSpace(typed)
	if typed == "" {
		return "", fault.Inputf("name the player: %s", strings.Join(escapeAll(names), ", "))
	}
	var hits []string
	for _, n := range names {
		if strings.EqualFold(n, typed) {
			return n, nil
		}
		if strings.HasPrefix(strings.ToLower(n), strings.ToLower(typed)) {
			hits = append(hits, n)
		}
	}
	switch len(hits) {
	case 1:
		return hits[0], nil
	case 0:
		switch {
		case len(names) == 0 && buyBack:
			return "", fault.Inputf("%q: no player may buy back now (CN-13)", safetext.Escape(typed))
		case len(names) == 0:
			return "", fault.Inputf("%q: no player is in the game", safetext.Escape(typed))
		case buyBack:
			return "", fault.Inputf("%q is no player who may buy back now (CN-13): %s", safetext.Escape(typed), strings.Join(escapeAll(names), ", "))
		}
		return "", fault.Inputf("%q is no player who is in the game: %s", safetext.Escape(typed), strings.Join(escapeAll(names), ", "))
	}
	return "", fault.Inputf("%q could be %s: type more of the name", safetext.Escape(typed), orList(escapeAll(hits)))
}

// whyNoBuyBack is why a player named at buyback NAME may not buy back,
// as the referee says it (a late one names the hand that ended the chance,
// CN-13); err, when the name is no player of the game.
func (c *chinchonPlay) whyNoBuyBack(typed string, err error) error {
	who, perr := c.pickName(typed, c.Game.Players, false)
	if perr != nil {
		return err
	}
	if _, why := c.g.ProbeBuyBack(who); why != nil && isEntryProblem(why) {
		return fault.Inputf("no buy-back for %s: %s", safetext.Escape(who), why)
	}
	return err
}

// orList joins names with "or": "Ana or Andrés". The words are joined
// when the error is worded (Localize), in the language of the table.
type orList []string

func (l orList) Localize(p *i18n.Printer) string { return strings.Join(l, " "+p.Sprintf("or")+" ") }

func (l orList) String() string { return strings.Join(l, " or ") }

func containsFold(words []string, w string) bool {
	for _, x := range words {
		if strings.EqualFold(x, w) {
			return true
		}
	}
	return false
}

func escapeAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = safetext.Escape(n)
	}
	return out
}

// askFirst asks the first question until it names a cutter; a command is
// done and reported as done (the game may have changed: the caller reads it
// again).
func (c *chinchonPlay) askFirst() (firstAnswer, bool, error) {
	label := c.P.Sprintf("Hand %#d — who cut", c.m.Round+1)
	if c.m.Finished {
		label = c.P.Sprintf("The game is over — buyback NAME, undo or quit")
	}
	asked := c.g.LastSeq()
	valid := func(s string) error {
		// Judged against the game as it is now: another terminal may have
		// written while the question waited (a buy-back, an undo).
		if err := c.reload(); err != nil {
			return err
		}
		if c.g.LastSeq() != asked {
			return nil // the question itself is stale: asked again below
		}
		_, err := c.parseFirst(s)
		return err
	}
	text, err := c.lineShown(askCut, "", label, "", false, valid, c.firstShown)
	if err != nil {
		return firstAnswer{}, false, err
	}
	if c.g.LastSeq() != asked {
		// The hand number, the players in and whether the game is over may
		// all have changed: say what was written and ask afresh, the
		// answer typed offered again.
		c.sayWrittenSince(c.undoer(), asked)
		c.typing.back(askCut, "")
		return firstAnswer{}, true, nil
	}
	a, err := c.parseFirst(text)
	if err != nil {
		return a, false, err
	}
	if a.command == "" {
		// The draft keeps the name it resolved to: "Ana", not "a".
		resolved := a.cutter
		if a.chinchon {
			resolved = "ch " + a.cutter
		}
		c.typing.set(askCut, "", resolved)
		return a, false, nil
	}
	c.unnote(askCut, "") // a command is no part of the hand
	if a.command == "?" {
		// What the question takes typed, besides the menu's commands.
		fmt.Fprintln(c.out, c.wrap("  "+c.P.Sprintf("(who cut: a name or its first letters; ch NAME: a chinchón (CN-11); buyback NAME: a buy-back (CN-13); undo; standings; grid: the score sheet; quit)"), "   "))
		if a, err = c.commandMenu(); err != nil || a.command == "" {
			return a, false, err
		}
	}
	return a, true, c.doCommand(a)
}

// firstShown is an answer to the first question as its finished line
// shows it: the name it resolved to ("Ana" for "a", "ch Ben", "buyback
// Cleo"), a command as typed.
func (c *chinchonPlay) firstShown(text string) string {
	a, err := c.parseFirst(text)
	switch {
	case err != nil:
		return text
	case a.command == "buyback":
		f := strings.Fields(text)
		word := f[0]
		if strings.EqualFold(word, "buy") { // "buy back Cleo"
			word += " " + f[1]
		}
		return word + " " + safetext.Escape(a.player)
	case a.command != "":
		return text
	case a.chinchon:
		return strings.Fields(text)[0] + " " + safetext.Escape(a.cutter)
	}
	return safetext.Escape(a.cutter)
}

// commandMenu is `?` at the first question: what may be done instead of a
// hand; "back" returns to the question.
func (c *chinchonPlay) commandMenu() (firstAnswer, error) {
	var items []string
	var answers []firstAnswer
	for _, name := range c.buyBackers() {
		_, to, err := c.probeBuyBack(name)
		if err != nil {
			return firstAnswer{}, err
		}
		items = append(items, c.P.Sprintf("buy back %s (rejoins at %d)", safetext.Escape(name), to))
		answers = append(answers, firstAnswer{command: "buyback", player: name})
	}
	if last, ok := c.g.LastLive(); ok {
		items = append(items, c.P.Sprintf("undo the last entry (%s)", c.describeEntry(last)))
		answers = append(answers, firstAnswer{command: "undo"})
	}
	items = append(items, c.P.Sprintf("standings"), c.P.Sprintf("the score sheet (grid)"), c.P.Sprintf("quit (everything so far is saved)"), c.P.Sprintf("back to the hand"))
	answers = append(answers, firstAnswer{command: "standings"}, firstAnswer{command: lineGrid}, firstAnswer{command: "quit"}, firstAnswer{command: "back"})
	i, err := c.Ask.Select(c.P.Sprintf("Instead of a hand"), items, len(items)-1)
	if err != nil {
		return firstAnswer{}, err
	}
	return answers[i], nil
}

func (c *chinchonPlay) doCommand(a firstAnswer) error {
	if err := c.reload(); err != nil { // a menu's answer, too, is done to the game as it is now
		return err
	}
	switch a.command {
	case "undo":
		return c.undo()
	case "buyback":
		_, err := c.confirmBuyBack(a.player)
		return err
	case "standings":
		fmt.Fprintln(c.out)
		if err := view.In(c.P).WriteChinchonTable(c.out, gameview.Of(c.Game), c.m); err != nil {
			return err
		}
		fmt.Fprintln(c.out)
		return nil
	case lineGrid:
		return c.showGrid(c.g)
	case "quit":
		return ErrQuitMenu
	}
	return nil // back
}

// confirmBuyBack is a buy-back the table asked for (buyback NAME, or the
// menu's): the price shown, confirmed, recorded. It reports whether it was
// recorded.
func (c *chinchonPlay) confirmBuyBack(name string) (bool, error) {
	j, to, err := c.probeBuyBack(name)
	if err != nil {
		return false, err
	}
	yes, err := c.Ask.Confirm(c.P.Sprintf("%s buys back in at %d", safetext.Escape(name), to), true)
	if err != nil || !yes {
		return false, err
	}
	return c.buyBack(j)
}
