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
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ChuchePlay is one Chuche game at the prompts. lg and m are re-read after
// every write, so they are always the ledger as it stands.
type ChuchePlay struct {
	*Session
	Out   io.Writer
	Rules variants.ChucheRules
	Deck  variants.ChucheDeck
	lg    *scorekeeper.Game
	M     scorer.ChucheMatch
	// carry is a turn line typed before another terminal recorded first
	// and refused against the new state: offered again, never dropped.
	carry  string
	hinted bool // the turn line's help was shown once
}

func playChuche(s *Session) error {
	rules, err := scorekeeper.ChucheRules(s.Game)
	if err != nil {
		return err
	}
	c := &ChuchePlay{Session: s, Out: s.Out, Rules: rules, Deck: rules.DeckFor(len(s.Game.Players))}
	if err := c.Reload(); err != nil {
		return err
	}
	if c.M.Finished { // resumed a match that is already decided
		return view.In(c.P).WriteChucheTable(c.Out, scorekeeper.GameView(c.Game), c.M)
	}
	for !c.M.Finished {
		// Another chuche-ref may have written (undo, a turn) while the
		// table sat at a prompt; play on from the ledger as it stands.
		if err := c.Reload(); err != nil {
			return err
		}
		if c.M.Current != nil {
			err = c.playTurn()
		} else {
			err = c.betweenRounds()
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// Reload opens the game, or picks up what another chuche-ref recorded
// since (Session.reopen).
func (c *ChuchePlay) Reload() error {
	lg, err := c.reopen(c.lg)
	if err != nil {
		return err
	}
	c.lg = lg
	return c.sync()
}

// sync takes the match from the open game, as its last entry left it.
func (c *ChuchePlay) sync() error {
	var err error
	c.M, err = c.lg.Chuche()
	return err
}

// betweenRounds offers the next round, turn by turn or as won piles only
// (CU-25), undo and quit.
func (c *ChuchePlay) betweenRounds() error {
	n := c.M.Round + 1
	// A deal or won piles half typed when play last stopped: offered first.
	if kept, ok := c.loadDraft(); ok {
		switch draftKind(kept.What) {
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
	if last, ok := c.lg.LastLive(); ok {
		choices = append(choices, choice{c.P.Sprintf("undo the last entry (%s)", c.describeEntry(last)), c.undo})
	}
	choices = append(choices, choice{c.P.Sprintf("quit (everything so far is saved)"), func() error { return ErrQuitMenu }})
	labels := make([]string, len(choices))
	for i, ch := range choices {
		labels[i] = ch.label
	}
	i, err := c.Ask.Select(c.P.Sprintf("What next"), labels, 0)
	if err != nil {
		return err
	}
	return choices[i].do()
}

// draftedDeal is the deal under a draft (draft.go): a deal half typed when
// the table stops is kept and offered by the next play. offered: chosen
// because such a draft was kept.
func (c *ChuchePlay) draftedDeal(offered bool) error {
	what := "round " + strconv.Itoa(c.M.Round+1) + "'s deal" // the draft's kind, stored in English (whatWords words it)
	return c.drafted(what, offered, c.lg.LastSeq, func() (bool, error) {
		seq := c.lg.LastSeq()
		err := c.deal()
		return err == nil && c.lg.LastSeq() != seq, err
	})
}

// draftedScoringOnly is a round of won piles under a draft, as draftedDeal.
func (c *ChuchePlay) draftedScoringOnly(offered bool) error {
	what := "round " + strconv.Itoa(c.M.Round+1) + "'s won piles" // the draft's kind, stored in English
	return c.drafted(what, offered, c.lg.LastSeq, func() (bool, error) {
		seq := c.lg.LastSeq()
		err := c.scoringOnlyRound()
		return err == nil && c.lg.LastSeq() != seq, err
	})
}

// deal asks who dealt and the 3 cards dealt face up, and records the deal
// as `deal` does (CU-6, CU-7). Nothing about it needs judging beyond what
// the input checks as it is typed, so it is recorded at once; undo is one
// menu away.
func (c *ChuchePlay) deal() error {
	n := c.M.Round + 1
	seats := c.Game.Players
	items := escapeAll(seats)
	cursor := max(0, slices.Index(seats, c.M.Dealer))
	items[cursor] = c.P.Sprintf("%s (deals next, CU-6)", items[cursor])
	i, err := c.Ask.Select(c.P.Sprintf("Round %#d: who deals", n), items, cursor)
	if err != nil {
		return err
	}
	text, err := c.Ask.Input(c.P.Sprintf("The 3 cards dealt face up"), "", func(s string) error {
		if c.isQuit(s) {
			return nil
		}
		_, err := c.parseDeal(s)
		return err
	})
	if err != nil {
		return err
	}
	if c.isQuit(text) { // as at the turn line: the table may stop here too
		return ErrQuitMenu
	}
	table, err := c.parseDeal(text)
	if err != nil {
		return err
	}
	d := referee.ChucheDeal{Dealer: seats[i], Table: table}
	if _, err := c.Probe(scorer.ChucheKindDeal, d); err != nil {
		if !isEntryProblem(err) {
			return err
		}
		// A deck too small to deal from (house rule composition, CU-7).
		c.P.Fprintf(c.Out, "This deal cannot be recorded: %s\n", c.P.Error(err))
		return nil
	}
	rec, err := c.record(scorer.ChucheKindDeal, d)
	if err != nil {
		return err
	}
	c.P.Fprintf(c.Out, "Round %#d dealt by %s (entry #%#d).\n", n, safetext.Escape(seats[i]), rec.entry.Seq)
	return nil
}

// parseDeal reads the 3 face-up cards of a deal: cards of the deck in play,
// no more copies than it holds (CU-5, CU-7).
func (c *ChuchePlay) parseDeal(text string) ([]variants.ChucheCard, error) {
	cards, err := c.Deck.ParseCards(text)
	if err != nil {
		return nil, err
	}
	if len(cards) != 3 {
		return nil, failure.Inputf("%d cards; the deal puts 3 face up (CU-7)", len(cards))
	}
	return cards, c.Deck.CheckCounts(cards)
}

// Probe judges an entry exactly as `turn` and `round` do — the
// scorekeeper's Probe — so nothing here changes.
func (c *ChuchePlay) Probe(kind string, payload any) (scorer.ChucheEntryResult, error) {
	_, out, err := c.lg.ProbeEntry(kind, payload)
	return out.Chuche, err
}

// recorded is what a confirmed entry did once written.
type recorded struct {
	entry  scorekeeper.Entry
	round  *scorer.ChucheRoundResult // the round the entry closed, if any
	events []string                  // the match events it brought (a tie for the lead, the winner), worded
}

// record appends a confirmed entry through the path `deal`, `turn` and
// `round` use — the scorekeeper's Record, which judges it first — and
// carries the match on from it.
func (c *ChuchePlay) record(kind string, payload any) (recorded, error) {
	rounds, events := c.M.Round, len(c.M.Events)
	e, _, _, err := c.lg.RecordEntry(c.write(), kind, payload)
	if err != nil {
		return recorded{}, err
	}
	if err := c.sync(); err != nil {
		return recorded{}, err
	}
	rec := recorded{entry: e}
	if c.M.Round > rounds {
		rec.round = &c.M.Rounds[len(c.M.Rounds)-1]
	}
	if events <= len(c.M.Events) {
		rec.events = c.P.SayAll(newEventWords(c.M, len(c.M.Events)-events), c.M.Events[events:])
	}
	return rec, nil
}

// afterRound shows the round an entry closed, the standings and, when the
// match is over, the winner (CU-21…CU-24).
func (c *ChuchePlay) afterRound(rec recorded) error {
	r := *rec.round
	if r.ByTurns {
		c.P.Fprintf(c.Out, "\nRound %#d is over (CU-21):\n", r.Round)
		view.In(c.P).WriteChucheRoundLines(c.Out, scorekeeper.GameView(c.Game), r)
	} else { // its lines were shown before the confirmation
		c.P.Fprintf(c.Out, "Round %#d recorded (entry #%#d).\n", r.Round, rec.entry.Seq)
	}
	fmt.Fprintln(c.Out)
	if !c.M.Finished {
		for _, ev := range rec.events { // a tie for the lead plays on (CU-24)
			fmt.Fprintln(c.Out, upperFirst(ev)+".")
		}
	}
	if err := view.In(c.P).WriteChucheTable(c.Out, scorekeeper.GameView(c.Game), c.M); err != nil {
		return err
	}
	fmt.Fprintln(c.Out)
	return nil
}

// undo voids the last live entry, as `chuche-ref undo` does: the entry
// stays in history, and the round in progress is derived again without it.
func (c *ChuchePlay) undo() error {
	last, ok := c.lg.LastLive()
	if !ok {
		return nil
	}
	what := c.describeEntry(last)
	yes, err := c.Ask.Confirm(c.P.Sprintf("Undo entry #%#d (%s)", last.Seq, what), false)
	if err != nil || !yes {
		return err
	}
	if _, _, err := c.lg.Undo(c.write()); err != nil {
		return err
	}
	c.P.Fprintf(c.Out, "Undone: entry #%#d (%s) is void; it stays in history.\n", last.Seq, what)
	if err := c.sync(); err != nil {
		return err
	}
	if c.M.Current == nil {
		fmt.Fprintln(c.Out)
		if err := view.In(c.P).WriteChucheTable(c.Out, scorekeeper.GameView(c.Game), c.M); err != nil {
			return err
		}
		fmt.Fprintln(c.Out)
	}
	return nil
}

// describeEntry names a live entry for people: "Ana's turn: R3 + R1 + G4".
func (c *ChuchePlay) describeEntry(e scorekeeper.Entry) string {
	switch e.Kind {
	case scorer.ChucheKindDeal:
		var d referee.ChucheDeal
		if json.Unmarshal(e.Payload, &d) == nil {
			return c.P.Sprintf("%s's deal: %s", safetext.Escape(d.Dealer), d.Table)
		}
	case scorer.ChucheKindTurn:
		var t referee.ChucheTurn
		if json.Unmarshal(e.Payload, &t) == nil {
			if t.Discard {
				return c.P.Sprintf("%s's turn: %s discarded", safetext.Escape(t.Player), t.Play)
			}
			return c.P.Sprintf("%s's turn: %s", safetext.Escape(t.Player), captureWords{t.Play, t.Take})
		}
	case scorer.ChucheKindRound:
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

// write is the context for a confirmed write: a Ctrl-C that arrives while
// it runs must not undo what the table just confirmed, so the write ignores
// the cancellation and the next prompt stops instead.
func (c *ChuchePlay) write() context.Context {
	return context.WithoutCancel(c.Ctx)
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

// newEventWords are the messages of m's last n events, or none when the
// match does not have them all (read back from a snapshot): SayAll then
// keeps the English.
func newEventWords(m scorer.ChucheMatch, n int) []fault.Message {
	if n > len(m.EventWords) || n > len(m.Events) {
		return nil
	}
	words := m.EventWords[len(m.EventWords)-n:]
	for i, w := range words {
		if w.String() != m.Events[len(m.Events)-n+i] {
			return nil
		}
	}
	return words
}
