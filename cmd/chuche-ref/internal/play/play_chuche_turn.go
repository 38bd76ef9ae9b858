package play

// One Chuche turn at the prompts: the table as it lies, the target, then a
// capture or a discard — with a Chuche card first when the player holds
// one — judged by the referee exactly as `turn` judges it, the missed
// better captures shown (a missed CHUCHE first), and recorded once the
// table confirms it (CU-8…CU-15).

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// turnDraft is a turn as entered so far. It outlives a refusal or a "no"
// at the confirmation, so what was typed is offered again as the default
// and a typo costs one edit.
type turnDraft struct {
	what     What // the turn it is: the round, the turn's number, the player
	t        referee.ChucheTurn
	last     string // the menu item chosen last: "capture" or "discard"
	playText string
	takeText string
	lineText string // the turn line as typed last
	// ahead lists the Chuche cards entered from the turn menu ahead of the
	// turn line (a Steal, a Bomb, a Blockade), in order: back at the turn
	// line takes out the last of them.
	ahead []aheadCard
}

// aheadCard is a Chuche card entered ahead of the turn line, by what it
// added to the turn.
type aheadCard int

const (
	aheadSteal aheadCard = iota + 1
	aheadBomb
	aheadBlockade
)

// addedAhead is the Chuche card a menu choice added to the turn ahead of
// its line, if it added one: after is before with a Steal, a Bomb or one
// more Blockade.
func addedAhead(before, after referee.ChucheTurn) (aheadCard, bool) {
	switch {
	case after.Steal != nil && after.Steal != before.Steal:
		return aheadSteal, true
	case after.Bomb != nil && after.Bomb != before.Bomb:
		return aheadBomb, true
	case len(after.Blockades) > len(before.Blockades):
		return aheadBlockade, true
	}
	return 0, false
}

// withoutLastCard takes the last Chuche card entered ahead of the turn
// line back out of the turn; false when there is none.
func (d *turnDraft) withoutLastCard() bool {
	n := len(d.ahead)
	if n == 0 {
		return false
	}
	switch d.ahead[n-1] {
	case aheadSteal:
		d.t.Steal = nil
	case aheadBomb:
		d.t.Bomb = nil
	case aheadBlockade:
		d.t.Blockades = d.t.Blockades[:len(d.t.Blockades)-1]
	}
	d.ahead = d.ahead[:n-1]
	return true
}

// turnChoice is one item of the turn menu; do reports whether the turn is
// over for this prompt loop (recorded, or undone).
type turnChoice struct {
	key   string
	label string
	do    func(d *turnDraft) (bool, error)
}

// playTurn enters the next turn of the round in progress until it is
// recorded, or the table undoes an entry instead. What is typed is a draft
// until then: kept when the table stops half-way (entry.go), and only ever
// offered back to the same player's same turn.
func (c *ChuchePlay) playTurn() error {
	r := c.M.Current
	what := What{Kind: draftTurn, Round: c.M.Round + 1, Turn: r.Turns + 1, Player: r.Next}
	fmt.Fprintln(c.Out)
	c.P.Line(c.Out, "Round %#d, turn %#d (dealt by %s):", c.M.Round+1, r.Turns+1, safetext.Escape(r.Dealer))
	view.In(c.P).WriteChucheState(c.Out, r)
	_, err := c.enter(what, c.g.LastSeq(), c.staleTurn, func(t *typing) (bool, error) {
		d := &turnDraft{t: referee.ChucheTurn{Player: r.Next}, last: "capture", what: what}
		if err := c.askTarget(d); err != nil {
			return false, err
		}
		for {
			ok, err := c.turnLine(d)
			if errors.Is(err, errBack) { // back at the turn line: one step back
				switch {
				case d.withoutLastCard():
					// The last Chuche card entered is taken out and the
					// turn menu asked again on it, each of its answers
					// offered as typed.
					t.back(askTurnMenu, d.t.Player)
					ok, err = c.turnMenu(d)
				case c.M.Current.NextTarget() == 0:
					t.back(askTarget, d.t.Player)
					d.t = referee.ChucheTurn{Player: d.t.Player}
					err = c.askTarget(d)
				default:
					err = nil
				}
			}
			if err != nil || ok {
				return ok, err
			}
		}
	})
	return err
}

// staleTurn judges a turn's draft typed before the game moved on: a turn
// that is no longer that player's is shown as text and dropped — never
// offered to the next player.
func (c *ChuchePlay) staleTurn(d Draft) bool {
	r := c.M.Current
	if r != nil && d.What == (What{Kind: draftTurn, Round: c.M.Round + 1, Turn: r.Turns + 1, Player: r.Next}) {
		return false
	}
	fmt.Fprintln(c.Out, c.P.Sprintf("That was %s; another terminal recorded it meanwhile. The draft is dropped, offered to nobody else.", c.whatWords(d.What)))
	return true
}

// askTarget asks for the number on the back of the top pile card, with no
// default: it changes with every draw, and Enter must not record a stale
// one — only the same turn's draft, with nothing recorded since, offers
// the target typed for it. With the pile empty it is 7 and not asked
// (CU-8).
func (c *ChuchePlay) askTarget(d *turnDraft) error {
	r := c.M.Current
	if t := r.NextTarget(); t != 0 {
		d.t.Target = t
		return nil
	}
	valid := func(s string) error {
		if c.isGrid(s) {
			return nil
		}
		_, err := parseTarget(s)
		return err
	}
	for {
		text, err := c.line(askTarget, d.t.Player, c.P.Sprintf("Target on the top pile card (6..10)"), "", false, valid)
		if err != nil {
			return err
		}
		if c.isGrid(text) { // the score sheet, then the target again
			c.unnote(askTarget, d.t.Player)
			if err := c.showGrid(c.g); err != nil {
				return err
			}
			continue
		}
		d.t.Target, err = parseTarget(text)
		return err
	}
}

// isQuit: s is the word quit, in English or the table's language.
func (s *Session) isQuit(text string) bool { return s.command(text) == lineQuit }

func parseTarget(s string) (int, error) {
	s = strings.TrimSpace(s)
	n, err := strconv.Atoi(s)
	if err != nil || !referee.ChucheTarget(n) {
		return 0, fault.Inputf("%q is not a target; a target is 6..10, the number on the back of the top pile card (CU-8)", safetext.Escape(s))
	}
	return n, nil
}

// A turn line is one card (a discard, CU-13), or the card played then the
// table cards taken (a capture, CU-10), or one of these words.
const (
	lineAdvice = "?"    // the safest discard (referee.SafestDiscards)
	lineMore   = "+"    // the turn menu: Chuche cards, a Blockade, start over
	lineUndo   = "undo" // undo the last entry
	lineQuit   = "quit"
)

// turnLineAnswer is a turn line read: a command, or a discard or capture.
type turnLineAnswer struct {
	command string
	play    variants.ChucheCard
	take    []variants.ChucheCard
	discard bool
}

// parseTurnLine reads a turn line against the table as the play will find
// it; whether the capture is right is the referee's to judge.
func (c *ChuchePlay) parseTurnLine(s string, t referee.ChucheTurn) (turnLineAnswer, error) {
	f := strings.Fields(s)
	if len(f) == 1 {
		switch w := c.command(f[0]); w {
		case lineAdvice, lineMore, "more", lineUndo, lineQuit:
			if w == "more" {
				w = lineMore
			}
			if w == lineUndo {
				if _, ok := c.g.LastLive(); !ok {
					return turnLineAnswer{}, fault.Inputf("nothing to undo")
				}
			}
			return turnLineAnswer{command: w}, nil
		}
	}
	if len(f) == 0 {
		return turnLineAnswer{}, fault.Inputf("type the card discarded, or the card played and the table cards taken (e.g. R3 Y1 B4); ? the safest discard, + Chuche cards and more")
	}
	play, err := c.parseOneCard(f[0])
	if err == nil {
		err = c.M.Current.CheckHidden(play)
	}
	if err != nil {
		return turnLineAnswer{}, err
	}
	if len(f) == 1 {
		return turnLineAnswer{play: play, discard: true}, nil
	}
	take, err := c.parseTake(strings.Join(f[1:], " "), t)
	return turnLineAnswer{play: play, take: take}, err
}

// turnLine asks the turn on one line and does what it says.
func (c *ChuchePlay) turnLine(d *turnDraft) (bool, error) {
	p := d.t.Player
	if so := c.pendingText(d.t); so != "" {
		c.P.Line(c.Out, "This turn so far: %s", so)
	}
	if !c.hinted {
		fmt.Fprintln(c.Out, c.wrap("  "+c.P.Sprintf("(one card: a discard; the card played then the cards taken: a capture; ? the safest discard; + Chuche cards, start over; undo; quit)"), "   "))
		c.hinted = true
	}
	valid := func(s string) error { _, err := c.parseTurnLine(s, d.t); return err }
	text, err := c.line(askTurn, p, c.P.Sprintf("%s's turn at %d", safetext.Escape(p), d.t.Target), d.lineText, true, valid)
	if err != nil {
		return false, err
	}
	a, err := c.parseTurnLine(text, d.t)
	if err != nil {
		return false, err
	}
	switch a.command {
	case lineAdvice:
		c.unnote(askTurn, p)
		return false, c.advise(d.t)
	case lineMore:
		return c.turnMenu(d)
	case lineUndo:
		c.unnote(askTurn, p)
		return c.undoInTurn(d)
	case lineQuit:
		return false, ErrQuitMenu
	}
	d.lineText = text
	d.t.Play, d.t.Take, d.t.Discard = a.play, a.take, a.discard
	ok, err := c.finishTurn(d)
	if errors.Is(err, errBack) { // back at the CHUCHE's card: this line again, as typed
		c.typing.back(askTurn, p)
		return false, nil
	}
	return ok, err
}

// advise is `?` at the card prompt: the player's hand, typed, and the
// referee's safest-discard ranking in words (CLI.md, Advice).
func (c *ChuchePlay) advise(t referee.ChucheTurn) error {
	valid := func(s string) error { _, err := c.parseAdviceHand(s); return err }
	text, err := c.Ask.Input(c.P.Sprintf("%s's hand, for the safest discard", safetext.Escape(t.Player)), "", valid)
	if err != nil {
		return err
	}
	hand, err := c.parseAdviceHand(text)
	if err != nil {
		return err
	}
	q := c.M.Current.DiscardQuery(t.Player, t.Target, hand, c.Rules)
	c.P.Line(c.Out, "Safest discard first:")
	for _, a := range referee.SafestDiscards(q) {
		fmt.Fprintln(c.Out, "  "+c.P.Said(a.Message())) // the referee's words
	}
	return nil
}

func (c *ChuchePlay) parseAdviceHand(s string) ([]variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(s)
	if err != nil {
		return nil, err
	}
	if len(cards) == 0 || len(cards) > 3 {
		return nil, fault.Inputf("%d cards; a hand holds 1 to 3 (CU-15)", len(cards))
	}
	for _, card := range cards {
		if err := c.M.Current.CheckHidden(card); err != nil {
			return nil, err
		}
	}
	return cards, nil
}

// turnMenu is + at the turn line: the rest of what a turn may hold.
func (c *ChuchePlay) turnMenu(d *turnDraft) (bool, error) {
	p := safetext.Escape(d.t.Player)
	choices := []turnChoice{
		{"capture", c.P.Sprintf("capture, asked card by card (target %d)", d.t.Target), c.capture},
		{"discard", c.P.Sprintf("discard: %s lays a card face up on the table (CU-13)", p), c.discard},
	}
	if c.mayHelp(d) { // one Chuche card per turn: none once it has one (CU-12)
		choices = append(choices, turnChoice{"chuche", c.P.Sprintf("use a Chuche card first (%s holds %s)", p, c.heldText(d.t.Player)), c.useChucheCard})
	}
	if len(c.otherBlockers(d.t)) > 0 {
		choices = append(choices, turnChoice{"blockade", c.P.Sprintf("a Blockade by another player (CU-17)"), c.otherBlockade})
	}
	over := c.P.Sprintf("start the turn over")
	if c.M.Current.NextTarget() == 0 {
		over = c.P.Sprintf("start the turn over (the target was %d)", d.t.Target)
	}
	choices = append(choices, turnChoice{"over", over, c.startOver})
	if last, ok := c.g.LastLive(); ok {
		choices = append(choices, turnChoice{"undo", c.P.Sprintf("undo the last entry (%s)", c.describeEntry(last)), c.undoInTurn})
	}
	choices = append(choices,
		turnChoice{"back", c.P.Sprintf("back to the turn line"), func(*turnDraft) (bool, error) { return false, nil }},
		turnChoice{"quit", c.P.Sprintf("quit (everything confirmed is saved)"), func(*turnDraft) (bool, error) { return false, ErrQuitMenu }})

	labels := make([]string, len(choices))
	names := make([]string, len(choices))
	cursor := 0
	for i, ch := range choices {
		labels[i] = ch.label
		switch ch.key {
		case "capture", "discard", "chuche", "blockade": // part of the turn, kept in its draft
			names[i] = ch.key
		}
		if ch.key == "chuche" {
			cursor = i
		}
	}
	for {
		i, err := c.choose(askTurnMenu, d.t.Player, c.P.Sprintf("%s's turn", p), labels, names, cursor, true)
		if errors.Is(err, errBack) {
			return false, nil // back to the turn line
		}
		if err != nil {
			return false, err
		}
		before := d.t
		ok, err := choices[i].do(d)
		if added, yes := addedAhead(before, d.t); err == nil && !ok && yes {
			d.ahead = append(d.ahead, added)
		}
		if !errors.Is(err, errBack) {
			return ok, err
		}
		// Back from the first prompt of what was chosen: this menu again.
		c.typing.back(askTurnMenu, d.t.Player)
		cursor = i
	}
}

// capture asks for the card played and the table cards taken (CU-10);
// back at the cards taken asks the card played again.
func (c *ChuchePlay) capture(d *turnDraft) (bool, error) {
	d.last = "capture"
	p := safetext.Escape(d.t.Player)
	var play variants.ChucheCard
	var take []variants.ChucheCard
	steps := []step{
		{ask: askPlayed, player: d.t.Player, run: func() (err error) {
			play, err = c.askCard(askPlayed, d.t.Player, c.P.Sprintf("Card %s played", p), &d.playText)
			return err
		}},
		{ask: askTaken, player: d.t.Player, run: func() error {
			valid := func(s string) error { _, err := c.parseTake(s, d.t); return err }
			text, err := c.line(askTaken, d.t.Player, c.P.Sprintf("Table cards %s took", p), d.takeText, true, valid)
			if err != nil {
				return err
			}
			d.takeText = text
			take, err = c.parseTake(text, d.t)
			return err
		}},
	}
	for {
		if err := c.runSteps(steps); err != nil {
			return false, err
		}
		d.t.Play, d.t.Take, d.t.Discard = play, take, false
		ok, err := c.finishTurn(d)
		if !errors.Is(err, errBack) {
			return ok, err
		}
		// Back at the CHUCHE's card: the capture again, as typed.
		c.typing.back(askPlayed, d.t.Player)
	}
}

// discard asks for the card laid face up (CU-13); the referee refuses it
// under forced_capture while the card has a capture.
func (c *ChuchePlay) discard(d *turnDraft) (bool, error) {
	d.last = "discard"
	play, err := c.askCard(askPlayed, d.t.Player, c.P.Sprintf("Card %s discarded", safetext.Escape(d.t.Player)), &d.playText)
	if err != nil {
		return false, err
	}
	d.t.Play, d.t.Take, d.t.Discard = play, nil, true
	return c.finishTurn(d)
}

// startOver forgets the Chuche cards entered for this turn and asks the
// target again.
func (c *ChuchePlay) startOver(d *turnDraft) (bool, error) {
	d.t = referee.ChucheTurn{Player: d.t.Player, Target: d.t.Target}
	d.ahead = nil
	return false, c.askTarget(d)
}

// undoInTurn is undo from the turn menu: the turn being entered is dropped
// once an entry is undone, as the round it belongs to is derived again.
func (c *ChuchePlay) undoInTurn(*turnDraft) (bool, error) {
	before := c.g.LastSeq()
	if err := c.undo(); err != nil {
		return false, err
	}
	return c.g.LastSeq() != before, nil
}

// askCard asks for one card that comes out of a hand (played, discarded,
// stolen, put down to a Bomb), validated as it is typed: a card of the deck
// in play that could still be in a hand (CU-5); text holds what was typed,
// offered as the default next time.
func (c *ChuchePlay) askCard(ask, player, label string, text *string) (variants.ChucheCard, error) {
	valid := func(s string) error {
		card, err := c.parseOneCard(s)
		if err == nil && c.M.Current != nil {
			err = c.M.Current.CheckHidden(card)
		}
		return err
	}
	s, err := c.line(ask, player, label, *text, true, valid)
	if err != nil {
		return variants.ChucheCard{}, err
	}
	*text = s
	return c.parseOneCard(s)
}

func (c *ChuchePlay) parseOneCard(s string) (variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(s)
	switch {
	case err != nil:
		return variants.ChucheCard{}, err
	case len(cards) != 1:
		return variants.ChucheCard{}, fault.Inputf("%d cards; type one card, e.g. R3", len(cards))
	}
	return cards[0], nil
}

// parseTake reads the table cards taken: cards of the deck in play that
// lie on the table as it is at the play (after a Steal or Bomb of this
// turn), one copy each. Whether they may be used and sum right is the
// referee's to judge.
func (c *ChuchePlay) parseTake(s string, t referee.ChucheTurn) ([]variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(s)
	if err != nil {
		return nil, err
	}
	if len(cards) == 0 && !c.Rules.SoloCapture {
		return nil, fault.Inputf("name the table cards taken: a hand card alone captures nothing (CU-10, house rule solo_capture)")
	}
	onTable := map[variants.ChucheCard]int{}
	table := c.tableFor(t)
	for _, tc := range table {
		onTable[tc.Card]++
	}
	taken := map[variants.ChucheCard]int{}
	for _, card := range cards {
		taken[card]++
		switch n := onTable[card]; {
		case n == 0:
			return nil, fault.Inputf("%s is not on the table (%s)", card, tableText(table))
		case taken[card] > n:
			return nil, fault.Inputf("%s", fault.Plural(3, "%[1]s taken %[2]d times; there is only one %[1]s on the table",
				"%[1]s taken %[2]d times; there are only %[3]d %[1]s on the table", card, taken[card], n))
		}
	}
	return cards, nil
}

// finishTurn judges the turn, shows what the referee says about it, asks
// for the confirmation and records the turn from that judgement.
func (c *ChuchePlay) finishTurn(d *turnDraft) (bool, error) {
	j, ok, err := c.judgeTurn(&d.t)
	if err != nil || !ok {
		return false, err
	}
	return c.confirmTurn(d, j)
}

// confirmTurn shows a judged turn, asks for the confirmation and records it.
func (c *ChuchePlay) confirmTurn(d *turnDraft, j scorekeeper.Judgement) (bool, error) {
	fmt.Fprintln(c.Out)
	view.In(c.P).WriteTurnResult(c.Out, d.t, j.Outcome.Turn)
	view.WriteAnnouncement(c.Out, c.P, d.t, j.Outcome.Turn) // the capture's sum said aloud, to check it before it counts
	yes, err := c.confirmEntry(c.P.Sprintf("Record %s's turn", safetext.Escape(d.t.Player)))
	if err != nil {
		return false, err
	}
	if !yes {
		c.P.Line(c.Out, "Not recorded. Enter the turn again; what you typed is offered as the default.")
		c.retype(d)
		return false, nil
	}
	at := c.g.LastSeq()
	rec, err := c.record(j)
	var moved *scorekeeper.MovedOn
	if errors.As(err, &moved) {
		return c.movedOn(d, at, moved)
	}
	if err != nil {
		return false, err
	}
	c.P.Line(c.Out, "Turn recorded (entry #%#d).", rec.entry.Seq)
	return true, c.showRecorded(rec)
}

// retype offers a declined turn back whole: every answer from its last
// turn line on — the line, the menu item, a Joker's ±1, a Shield's card,
// the cards played and taken, the Chuche card a CHUCHE drew — comes back as
// the default of its prompt, asked again in the same order. A Joker or a
// Shield entered from the menu leads straight into its capture, so it is
// taken out of the turn and asked again with it; a Steal, a Bomb or a
// Blockade was entered before the turn line and stays ("This turn so
// far").
func (c *ChuchePlay) retype(d *turnDraft) {
	c.typing.back(askTurn, d.t.Player)
	d.t.Joker, d.t.Unblock, d.t.Won = 0, nil, 0
}

// movedOn follows a turn another terminal beat to the ledger: nothing was
// recorded. When the turn is no longer this player's (the other terminal
// recorded it), that is said, the typed turn shown as text, and the table
// goes on to the next turn with an empty line: a typed line is never
// offered to another player. Still this player's same turn, the turn is
// judged again against the game as it is now — its target asked again
// (CU-8) — and offered with No as the default.
func (c *ChuchePlay) movedOn(d *turnDraft, at int, moved *scorekeeper.MovedOn) (bool, error) {
	if err := c.sync(); err != nil {
		return false, err
	}
	if err := c.respellTurn(d, moved); err != nil {
		return false, err
	}
	fmt.Fprintln(c.Out, c.P.Sprintf("Not recorded: another terminal wrote to game #%#d first.", c.Game.ID))
	r := c.M.Current
	if r == nil || c.M.Round+1 != d.what.Round || r.Turns+1 != d.what.Turn || r.Next != d.t.Player {
		c.sayRecordedTurn(d, at)
		fmt.Fprintln(c.Out, c.P.Sprintf("What was typed for %s, not offered to anyone else:", c.whatWords(d.what)))
		c.printLines(c.typing.draft(c.Game.ID))
		return true, nil
	}
	c.typing.moved = true
	c.Session.sayWrittenSince(c.undoer(), at)
	c.showTableNow(d.t)
	// An entry written since moved the pile: its top card is asked again. A
	// rename alone moved no card, and the target typed stands.
	if c.M.Current.NextTarget() == 0 && c.g.LastSeq() != at {
		c.typing.back(askTarget, d.t.Player)
		c.typing.forget(askTarget)
		if err := c.askTarget(d); err != nil {
			return false, err
		}
		return c.finishTurn(d)
	}
	if moved.Err != nil {
		return false, c.refused(d.t, moved.Err)
	}
	fmt.Fprintln(c.Out, c.P.Sprintf("The turn as typed, judged again against the game as it is now:"))
	return c.confirmTurn(d, moved.Fresh)
}

// respellTurn follows the turn being typed to the seats' names now, when
// a rename moved it on: the player, a Steal's victim, a Bomb's cards, a
// Blockade's player are the same seats under their new names. The
// scorekeeper respells it, as it respelled the entry it judged again.
func (c *ChuchePlay) respellTurn(d *turnDraft, moved *scorekeeper.MovedOn) error {
	names := scorekeeper.Respelling(moved.Renamed)
	if len(names) == 0 {
		return nil
	}
	respell := func(t referee.ChucheTurn) (referee.ChucheTurn, error) {
		p, err := c.g.Respell(scorer.ChucheTurn{ChucheTurn: t}, names)
		if err != nil {
			return t, err
		}
		return p.(scorer.ChucheTurn).ChucheTurn, nil
	}
	var err error
	if d.t, err = respell(d.t); err != nil {
		return err
	}
	d.what.Player = respellName(d.what.Player, names)
	return nil
}

// sayRecordedTurn names what the other terminal recorded for this player
// after seq at: this very turn ("already recorded"), or another play.
func (c *ChuchePlay) sayRecordedTurn(d *turnDraft, at int) {
	for _, e := range c.g.Entries() {
		p, ok := e.Payload.(scorer.ChucheTurn)
		if e.Seq <= at || !e.Live() || !ok || p.Player != d.t.Player {
			continue
		}
		if p.Play == d.t.Play && p.Discard == d.t.Discard && sameChucheCards(p.Take, d.t.Take) {
			fmt.Fprintln(c.Out, c.P.Sprintf("This turn of %s is already recorded (entry #%#d).", safetext.Escape(p.Player), e.Seq))
		} else {
			fmt.Fprintln(c.Out, c.P.Sprintf("Another terminal recorded %s (entry #%#d).", c.describeEntry(e), e.Seq))
		}
		return
	}
	fmt.Fprintln(c.Out, c.P.Sprintf("It is not %s's turn any more.", safetext.Escape(d.t.Player)))
}

func sameChucheCards(a, b []variants.ChucheCard) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	less := func(p, q variants.ChucheCard) int { return strings.Compare(p.String(), q.String()) }
	slices.SortFunc(x, less)
	slices.SortFunc(y, less)
	return slices.Equal(x, y)
}

// judgeTurn runs the turn through the referee as `turn` would. A refusal
// is explained and reported as not ok: the table enters the turn again. On
// a CHUCHE it asks which Chuche card was drawn (CU-14) and judges the turn
// with it.
func (c *ChuchePlay) judgeTurn(t *referee.ChucheTurn) (scorekeeper.Judgement, bool, error) {
	t.Won = 0
	j, ok, err := c.judge(*t)
	if err != nil || !ok || !j.Outcome.Turn.Chuche || c.M.Current.ActionsLeft == 0 {
		return j, ok, err
	}
	for {
		won, err := c.askWon(t.Player)
		if err != nil {
			return j, false, err
		}
		t.Won = won
		if won == 0 {
			return j, true, nil
		}
		named, ok, err := c.judge(*t)
		if err != nil || ok {
			return named, ok, err
		}
	}
}

// judge probes the turn; a refusal (the rules) or an input error (cards
// the deck cannot hold, CU-5) is shown with its reason.
func (c *ChuchePlay) judge(t referee.ChucheTurn) (scorekeeper.Judgement, bool, error) {
	j, err := c.g.ProbeTurn(t)
	if err == nil {
		return j, true, nil
	}
	return j, false, c.refused(t, err)
}

// refused shows why a turn was refused, and the captures the played card
// has; an error that is not about the entry is returned.
func (c *ChuchePlay) refused(t referee.ChucheTurn, err error) error {
	if !isEntryProblem(err) {
		return err
	}
	c.P.Line(c.Out, "Refused: %s", c.refusal(err))
	c.showCapturesFor(t)
	c.P.Line(c.Out, "Nothing was recorded; enter the turn again (what you typed is the default).")
	return nil
}

// showCapturesFor lists, after a refused capture, the captures the played
// card does have on the table, as `check capture` does.
func (c *ChuchePlay) showCapturesFor(t referee.ChucheTurn) {
	if t.Discard {
		return // the refusal names the capture that was missed
	}
	l := c.legal(t)
	v := referee.CheckCapture(referee.CaptureCheck{
		Target: t.Target, Play: t.Play, Take: t.Take, Joker: t.Joker,
		Table: tableCardsOf(l.Table), Blocked: l.Blocked, Unblocked: t.Unblock,
		Rules: c.Rules, Limit: referee.ChucheMissedLimit,
	})
	if v.Valid {
		return
	}
	if len(v.Better) == 0 {
		c.P.Line(c.Out, "%s captures nothing at %d here.", t.Play, t.Target)
		return
	}
	c.P.Line(c.Out, "With %s the captures are:", t.Play)
	view.In(c.P).WriteCaptures(c.Out, v.Better, v.BetterCount)
}

// askWon asks which Chuche card a CHUCHE won, the five always in the same
// order (a kind all known to be won already, CU-4, shown as such and
// refused), or none named.
func (c *ChuchePlay) askWon(player string) (variants.ChucheAction, error) {
	known := map[variants.ChucheAction]int{}
	for _, held := range c.M.Current.Actions {
		for _, h := range held {
			known[h.Action]++
		}
	}
	var items, names []string
	for _, a := range chucheCardKinds {
		item := c.chucheCardTitle(a)
		if known[a] >= variants.ChucheActionCopies[a] {
			item = c.P.Sprintf("%s — all won already (CU-4)", item)
		}
		items = append(items, item)
		names = append(names, chucheCardName(a))
	}
	items = append(items, c.P.Sprintf("none left / not known (named when it is first used)"))
	names = append(names, "none")
	cursor := 0
	for {
		// Back (Esc) is the capture that made the CHUCHE, asked again.
		i, err := c.choose(askWon, player, c.P.Sprintf("CHUCHE! Which Chuche card did %s draw (CU-14)", safetext.Escape(player)), items, names, cursor, true)
		if err != nil || i == len(chucheCardKinds) {
			return 0, err
		}
		a := chucheCardKinds[i]
		if known[a] < variants.ChucheActionCopies[a] {
			return a, nil
		}
		c.unnote(askWon, player)
		fmt.Fprintln(c.Out, c.P.Sprintf("Refused: every %s is known to be won already (CU-4).", c.chucheCardTitle(a)))
		cursor = i
	}
}

// showRecorded follows a recorded entry: the round it closed, if any.
func (c *ChuchePlay) showRecorded(rec recorded) error {
	if rec.round == nil {
		return nil
	}
	return c.afterRound(rec)
}

// refusal is why an entry was refused, in the table's language: the
// message Classify gives it, worded.
func (c *ChuchePlay) refusal(err error) string {
	cl := failure.Classify(err)
	if c.P == nil || c.P.Lang == i18n.En || cl.Err == nil {
		return cl.Msg
	}
	return c.P.Error(cl.Err)
}
