package play

// The Chuche prompt flow: the loop over rounds and what happens between
// them (deal, a round entered as won piles, undo, quit). One turn is
// play_chuche_turn.go, the Chuche cards in a turn play_chuche_cards.go, a
// scoring-only round play_chuche_score.go.
//
// The round in progress is never held here: it is derived from the ledger
// after every write, so a resumed game goes on with the round where it
// stopped, and each confirmed deal, turn or round is one ledger entry
// written through the same path as `deal`, `turn` and `round`.

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChuchePlay is one Chuche game at the prompts. g and M are re-read after
// every write, so they are always the ledger as it stands.
type ChuchePlay struct {
	*Session
	Out    io.Writer
	Rules  variants.ChucheRules
	Deck   variants.ChucheDeck
	g      *scorekeeper.Chuche
	M      scorer.ChucheMatch
	hinted bool // the turn line's help was shown once
}

// NewChuchePlay is the flow of an open Chuche game.
func NewChuchePlay(s *Session, g *scorekeeper.Chuche) *ChuchePlay {
	return &ChuchePlay{Session: s, Out: s.Out, Rules: g.Rules(), Deck: g.Deck(), g: g}
}

func playChuche(s *Session, g *scorekeeper.Chuche) error {
	c := NewChuchePlay(s, g)
	if err := c.sync(); err != nil {
		return err
	}
	var err error
	if c.M.Finished { // resumed a match that is already decided: its standings, once
		if err := view.In(c.P).WriteChucheTable(c.Out, gameview.Of(c.Game), c.M); err != nil {
			return err
		}
		fmt.Fprintln(c.Out)
	}
	for {
		// Another chuche-ref may have written (undo, a turn) while the
		// table sat at a prompt; play on from the ledger as it stands.
		if err := c.Reload(); err != nil {
			return err
		}
		switch {
		case c.M.Finished:
			var goOn bool
			if goOn, err = c.atEnd(); err == nil && !goOn {
				return nil
			}
		case c.M.Current != nil:
			err = c.playTurn()
		default:
			err = c.betweenRounds()
		}
		if err != nil {
			return err
		}
	}
}

// atEnd is the finished match's menu (Session.gameOver).
func (c *ChuchePlay) atEnd() (bool, error) {
	return c.gameOver(ended{undoer: c.undoer(),
		undo: c.undo, reload: c.Reload, over: func() bool { return c.M.Finished }, dealer: c.M.NextGameDealer(),
		standings: func() error { return view.In(c.P).WriteChucheTable(c.Out, gameview.Of(c.Game), c.M) }})
}

// Reload picks up what another chuche-ref recorded since
// (Session.reopen).
func (c *ChuchePlay) Reload() error {
	if err := c.reopen(c.g); err != nil {
		return err
	}
	return c.sync()
}

// sync takes the match from the open game, as its last entry left it.
func (c *ChuchePlay) sync() error {
	var err error
	c.M, err = c.g.Match()
	c.followSeats(c.g)
	return err
}

// betweenRounds offers the next round, turn by turn or as won piles only
// (CU-25), undo and quit.
func (c *ChuchePlay) betweenRounds() error {
	n := c.M.Round + 1
	// A deal or won piles half typed when play last stopped: offered first.
	if kept, ok := c.loadDraft(); ok {
		switch kept.What.Kind {
		case draftDeal:
			return c.draftedDeal(true)
		case draftWonPiles:
			return c.draftedScoringOnly(true)
		}
	}
	type choice struct {
		label string
		do    func() error
	}
	choices := []choice{
		{c.P.Sprintf("deal round %#d and play it turn by turn", n), func() error { return c.draftedDeal(false) }},
		{c.P.Sprintf("enter round %#d's won piles (scoring only, CU-25)", n), func() error { return c.draftedScoringOnly(false) }},
	}
	if last, ok := c.g.LastLive(); ok {
		choices = append(choices, choice{c.P.Sprintf("undo the last entry (%s)", c.describeEntry(last)), c.undo})
	}
	if c.M.Round > 0 { // a sheet with a round on it
		choices = append(choices, choice{c.P.Sprintf("the score sheet (grid)"), func() error {
			if err := c.Reload(); err != nil { // nothing is being typed: the game as it is now
				return err
			}
			return c.showGrid(c.g)
		}})
	}
	choices = append(choices, choice{c.P.Sprintf("quit (everything so far is saved)"), func() error { return ErrQuitMenu }})
	labels := make([]string, len(choices))
	for i, ch := range choices {
		labels[i] = ch.label
	}
	i, err := c.choose("", "", c.P.Sprintf("What next"), labels, nil, 0, false)
	if err != nil {
		return err
	}
	return choices[i].do()
}

// draftedDeal is the deal under a draft (entry.go): a deal half typed when
// the table stops is kept and offered by the next play. offered: chosen
// because such a draft was kept; declined, the menu is asked.
func (c *ChuchePlay) draftedDeal(offered bool) error {
	what := What{Kind: draftDeal, Round: c.M.Round + 1}
	_, err := c.enterOffered(what, c.g.LastSeq(), offered, nil, func(t *typing) (bool, error) { return c.deal(t) })
	return err
}

// draftedScoringOnly is a round of won piles under a draft, as draftedDeal.
func (c *ChuchePlay) draftedScoringOnly(offered bool) error {
	what := What{Kind: draftWonPiles, Round: c.M.Round + 1}
	_, err := c.enterOffered(what, c.g.LastSeq(), offered, nil, func(t *typing) (bool, error) { return c.scoringOnlyRound(t) })
	return err
}

// deal asks who dealt and the 3 cards dealt face up, and records the deal
// as `deal` does (CU-6, CU-7). Nothing about it needs judging beyond what
// the input checks as it is typed, so it is recorded at once — unless its
// lines come from a kept draft or were typed before the game moved on:
// then the table confirms it first.
func (c *ChuchePlay) deal(t *typing) (bool, error) {
	for {
		n := c.M.Round + 1
		seats := c.Game.Players
		items := escapeAll(seats)
		cursor := max(0, slices.Index(seats, c.M.Dealer))
		items[cursor] = c.P.Sprintf("%s (deals next, CU-6)", items[cursor])
		i, err := c.choose(askDealer, "", c.P.Sprintf("Round %#d: who deals", n), items, seats, cursor, false)
		if err != nil {
			return false, err
		}
		text, err := c.line(askFaceUp, "", c.P.Sprintf("The 3 cards dealt face up"), "", true, func(s string) error {
			_, err := c.parseDeal(s)
			return err
		})
		if errors.Is(err, errBack) {
			t.back(askDealer, "")
			continue
		}
		if err != nil {
			return false, err
		}
		table, err := c.parseDeal(text)
		if err != nil {
			return false, err
		}
		dealer := seats[i]
		j, err := c.g.ProbeDeal(referee.ChucheDeal{Dealer: dealer, Table: table})
		if err != nil {
			if !isEntryProblem(err) {
				return false, err
			}
			// A deck too small to deal from (house rule composition, CU-7).
			c.P.Line(c.Out, "This deal cannot be recorded: %s", c.P.Error(err))
			return false, nil
		}
		for {
			if t.resumed || t.moved {
				yes, err := c.confirmEntry(c.P.Sprintf("Record round %#d's deal by %s (%s)", n, safetext.Escape(dealer), variants.FormatChucheCards(table)))
				if err != nil {
					return false, err
				}
				if !yes {
					t.again()
					fmt.Fprintln(c.Out, c.P.Sprintf("Not recorded. Enter the deal again; what you typed is offered as the default."))
					break
				}
			}
			at := c.g.LastSeq()
			rec, err := c.record(j)
			var moved *scorekeeper.MovedOn
			if errors.As(err, &moved) {
				if err := c.otherWrote(c.undoer(), at); err != nil {
					return false, err
				}
				dealer = nowCalled(moved, dealer) // the same seat, under the name it has now
				deal := scorer.ChucheDeal{ChucheDeal: referee.ChucheDeal{Dealer: dealer, Table: table}}
				if seq, ok := liveSince(c.g, at, func(p scorer.Payload) bool { return sameDeal(p, deal) }); ok {
					fmt.Fprintln(c.Out, c.P.Sprintf("This deal is already recorded (entry #%#d); it is not offered again.", seq))
					return true, nil
				}
				if moved.Err != nil {
					fmt.Fprintln(c.Out, c.P.Sprintf("This deal cannot be recorded now: %s", c.P.Error(moved.Err)))
					fmt.Fprintln(c.Out, c.P.Sprintf("What you typed for %s, not offered again:", c.whatWords(t.what)))
					c.printLines(t.draft(c.Game.ID))
					return true, nil // the game is elsewhere now: nothing to carry
				}
				n = c.M.Round + 1 // offered as the deal of the round it now is
				j, t.moved = moved.Fresh, true
				continue
			}
			if err != nil {
				return false, err
			}
			c.P.Line(c.Out, "Round %#d dealt by %s (entry #%#d).", n, safetext.Escape(dealer), rec.entry.Seq)
			return true, nil
		}
	}
}

// sameDeal: p is the deal d, the same dealer and face-up cards (CU-6, CU-7).
func sameDeal(p scorer.Payload, d scorer.ChucheDeal) bool {
	q, ok := p.(scorer.ChucheDeal)
	return ok && q.Dealer == d.Dealer && sameChucheCards(q.Table, d.Table)
}

// sameWonPiles: p is a round of won piles (CU-25) with every player's
// pile (in any order) and Chuche cards as in s.
func sameWonPiles(p scorer.Payload, s scorer.ChucheRoundScore) bool {
	q, ok := p.(scorer.ChucheRoundScore)
	if !ok || len(q.Won) != len(s.Won) {
		return false
	}
	for name, cards := range s.Won {
		if !sameChucheCards(q.Won[name], cards) || q.Chuche[name] != s.Chuche[name] {
			return false
		}
	}
	for name, n := range q.Chuche {
		if s.Chuche[name] != n {
			return false
		}
	}
	return true
}

// parseDeal reads the 3 face-up cards of a deal as the referee takes them
// (referee.CheckDealTable: CU-5, CU-7).
func (c *ChuchePlay) parseDeal(text string) ([]variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	return cards, referee.CheckDealTable(cards, c.Deck)
}

// ProbeTurn judges a turn exactly as `turn` does — the scorekeeper's
// ProbeTurn — so nothing here changes.
func (c *ChuchePlay) ProbeTurn(t referee.ChucheTurn) (scorer.Outcome, error) {
	j, err := c.g.ProbeTurn(t)
	return j.Outcome, err
}

// recorded is what a confirmed entry did once written.
type recorded struct {
	entry  scorekeeper.Entry
	round  *scorer.ChucheRoundResult // the round the entry closed, if any
	events []string                  // the match events it brought (a tie for the lead, the winner), worded
}

// record appends a confirmed entry as it was judged, through the path
// `deal`, `turn` and `round` use — the scorekeeper's Record — and carries
// the match on from it.
func (c *ChuchePlay) record(j scorekeeper.Judgement) (recorded, error) {
	rec, err := c.g.Record(c.write(), j)
	if err != nil {
		return recorded{}, err
	}
	if err := c.sync(); err != nil {
		return recorded{}, err
	}
	return recorded{entry: rec.Entry, round: rec.Outcome.Round, events: eventLines(c.P, rec.Outcome.Events)}, nil
}

// afterRound shows the round an entry closed, the standings and, when the
// match is over, the winner (CU-21…CU-24).
func (c *ChuchePlay) afterRound(rec recorded) error {
	r := *rec.round
	if r.ByTurns {
		fmt.Fprintln(c.Out)
		c.P.Line(c.Out, "Round %#d is over (CU-21):", r.Round)
		view.In(c.P).WriteChucheRoundLines(c.Out, gameview.Of(c.Game), r)
	} else { // its lines were shown before the confirmation
		c.P.Line(c.Out, "Round %#d recorded (entry #%#d).", r.Round, rec.entry.Seq)
	}
	fmt.Fprintln(c.Out)
	if !c.M.Finished {
		for _, ev := range rec.events { // a tie for the lead plays on (CU-24)
			fmt.Fprintln(c.Out, upperFirst(ev)+".")
		}
	}
	if err := view.In(c.P).WriteChucheTable(c.Out, gameview.Of(c.Game), c.M); err != nil {
		return err
	}
	fmt.Fprintln(c.Out)
	return nil
}

// undoer is the game as undo and the reports of other terminals' writes
// need it.
func (c *ChuchePlay) undoer() undoer { return undoer{g: c.g, sync: c.sync, describe: c.describeEntry} }

// undo voids the last live entry once confirmed (Session.undoLast): the
// entry stays in history, and the round in progress is derived again
// without it.
func (c *ChuchePlay) undo() error {
	_, ok, err := c.undoLast(c.undoer())
	if err != nil || !ok {
		return err
	}
	if c.M.Current == nil {
		fmt.Fprintln(c.Out)
		if err := view.In(c.P).WriteChucheTable(c.Out, gameview.Of(c.Game), c.M); err != nil {
			return err
		}
		fmt.Fprintln(c.Out)
	}
	return nil
}

// describeEntry names a live entry for people: "Ana's turn: R3 + R1 + G4".
func (c *ChuchePlay) describeEntry(e scorekeeper.Entry) string {
	switch p := e.Payload.(type) {
	case scorer.ChucheDeal:
		return c.P.Sprintf("%s's deal: %s", safetext.Escape(p.Dealer), p.Table)
	case scorer.ChucheTurn:
		if p.Discard {
			return c.P.Sprintf("%s's turn: %s discarded", safetext.Escape(p.Player), p.Play)
		}
		return c.P.Sprintf("%s's turn: %s", safetext.Escape(p.Player), captureWords{p.Play, p.Take})
	case scorer.ChucheRoundScore:
		seq := e.Seq
		if e.Replaces != 0 {
			seq = e.Replaces
		}
		for _, r := range c.M.Rounds {
			if r.Seq == seq {
				return c.P.Sprintf("round %#d's won piles", r.Round)
			}
		}
	}
	return view.In(c.P).DescribeKind(e.Kind)
}

// captureWords is a capture in a sentence: "R3 + R1 + G4", the cards
// named the table's way ("Rot 3 + Rot 1 + Grün 4").
type captureWords struct {
	play variants.ChucheCard
	take []variants.ChucheCard
}

func (w captureWords) Localize(p *i18n.Printer) string {
	if p == nil || p.Lang == i18n.En || p.Lang == "" {
		return referee.Capture{Play: w.play, Take: w.take}.String()
	}
	parts := []string{p.ChucheCard(w.play)}
	for _, t := range w.take {
		parts = append(parts, p.ChucheCard(t))
	}
	return strings.Join(parts, " + ")
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// eventLines are an entry's match events in the table's language.
func eventLines(p *i18n.Printer, events []fault.Message) []string {
	return p.SaidAll(events)
}
