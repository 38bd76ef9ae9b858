package play

// The Chinchón prompt flow: the loop over hands and what happens between
// them (buy-backs, undo, quit). Entering one hand is play_chinchon_hand.go.

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonPlay is one Chinchón game at the prompts. lg and m are re-read
// after every write, so they are always the ledger as it stands.
type chinchonPlay struct {
	*Session
	out   io.Writer
	rules variants.ChinchonRules
	lg    *scorekeeper.Game
	m     scorer.ChinchonMatch
}

func playChinchon(s *Session) error {
	rules, err := scorekeeper.ChinchonRules(s.Game)
	if err != nil {
		return err
	}
	c := &chinchonPlay{Session: s, out: s.Out, rules: rules}
	if err := c.reload(); err != nil {
		return err
	}
	if c.over() { // resumed a game that is already decided
		return view.WriteChinchonTable(c.out, scorekeeper.GameView(c.Game), c.m)
	}
	for {
		// Another chuche-ref may have written (undo, amend) while the
		// table sat at a prompt; play on from the ledger as it stands.
		if err := c.reload(); err != nil {
			return err
		}
		if c.over() {
			return nil
		}
		// No step between hands: the next hand's first question comes at
		// once, and undo, buy-backs, the standings and quit are answers to
		// it (play_chinchon_first.go).
		recorded, err := c.playHand()
		if err != nil {
			return err
		}
		// A buy-back declined at the offer leaves the winner standing; the
		// first question offers it again only to a game resumed before the
		// next hand.
		if recorded && c.m.Finished {
			return nil
		}
	}
}

// reload opens the game, or picks up what another chuche-ref recorded
// since (Session.reopen).
func (c *chinchonPlay) reload() error {
	lg, err := c.reopen(c.lg)
	if err != nil {
		return err
	}
	c.lg = lg
	return c.sync()
}

// sync takes the match from the open game, as its last entry left it.
func (c *chinchonPlay) sync() error {
	var err error
	c.m, err = c.lg.Chinchon()
	return err
}

// over: the game is finished and no buy-back can re-open it (CN-14).
func (c *chinchonPlay) over() bool {
	return c.m.Finished && len(c.buyBackers()) == 0
}

// buyBackers are the players who may buy back now (CN-13), seat order.
func (c *chinchonPlay) buyBackers() []string { return c.m.Legal(c.rules).BuyBacks }

// afterHand follows a recorded hand: a buy-back offer to each player who
// went out (CN-12, CN-13), then the standings and, when it is over, the
// winner (CN-14).
func (c *chinchonPlay) afterHand(h scorer.ChinchonHandResult) error {
	for _, name := range h.Eliminated {
		if err := c.offerBuyBack(name); err != nil {
			return err
		}
	}
	fmt.Fprintln(c.out)
	if err := view.WriteChinchonTable(c.out, scorekeeper.GameView(c.Game), c.m); err != nil {
		return err
	}
	fmt.Fprintln(c.out)
	return nil
}

func (c *chinchonPlay) offerBuyBack(name string) error {
	err := scorer.CheckChinchonBuyBack(c.m, name, c.rules)
	if fault.Is(err, fault.Refused) {
		fmt.Fprintf(c.out, "No buy-back for %s: %v\n", safetext.Escape(name), err)
		return nil
	}
	if err != nil {
		return err
	}
	to, err := c.buyBackTotal(name)
	if err != nil {
		return err
	}
	yes, err := c.Ask.Confirm(fmt.Sprintf("%s is out. Does %s buy back in at %d", safetext.Escape(name), safetext.Escape(name), to), false)
	if err != nil || !yes {
		return err
	}
	return c.buyBack(name)
}

// buyBackTotal is the total a buy-back would give,
// replayed by the scorer rather than recomputed here (CN-13).
func (c *chinchonPlay) buyBackTotal(name string) (int, error) {
	s, _, err := c.lg.ProbeEntry(scorer.ChinchonKindBuyBack, scorer.ChinchonBuyBack{Player: name})
	if err != nil {
		return 0, err
	}
	for _, p := range s.Chinchon.Players {
		if p.Name == name {
			return p.Total, nil
		}
	}
	return 0, fmt.Errorf("%s is not a player of game #%d", name, c.Game.ID)
}

// buyBack records a buy-back, as `chuche-ref buyback` does.
func (c *chinchonPlay) buyBack(name string) error {
	if err := scorer.CheckChinchonBuyBack(c.m, name, c.rules); err != nil {
		return err
	}
	e, s, _, err := c.lg.BuyBack(c.write(), name)
	if err != nil {
		return err
	}
	to := 0
	for _, p := range s.Chinchon.Players {
		if p.Name == name {
			to = p.Total
		}
	}
	fmt.Fprintf(c.out, "%s buys back in at %d (entry #%d).\n", safetext.Escape(name), to, e.Seq)
	return c.sync()
}

// undo voids the last live entry, as `chuche-ref undo` does: the entry stays
// in history.
func (c *chinchonPlay) undo() error {
	last, ok := c.lg.LastLive()
	if !ok {
		return nil
	}
	what := c.describeEntry(last)
	yes, err := c.Ask.Confirm(fmt.Sprintf("Undo entry #%d (%s)", last.Seq, what), false)
	if err != nil || !yes {
		return err
	}
	if _, _, err := c.lg.Undo(c.write()); err != nil {
		return err
	}
	fmt.Fprintf(c.out, "Undone: entry #%d (%s) is void; it stays in history.\n\n", last.Seq, what)
	if err := c.sync(); err != nil {
		return err
	}
	if err := view.WriteChinchonTable(c.out, scorekeeper.GameView(c.Game), c.m); err != nil {
		return err
	}
	fmt.Fprintln(c.out)
	return nil
}

// describeEntry names a live entry for people: "hand 3: Ana cut".
func (c *chinchonPlay) describeEntry(e scorekeeper.Entry) string {
	switch e.Kind {
	case scorer.ChinchonKindHand:
		seq, what := e.Seq, "hand "
		if e.Replaces != 0 { // an amended hand keeps its first seq
			seq, what = e.Replaces, "correction of hand "
		}
		if h, ok := view.HandBySeq(c.m, seq); ok {
			how := "cut"
			if h.Chinchon {
				how = "made chinchón"
			}
			return what + strconv.Itoa(h.Round) + ": " + safetext.Escape(h.Cutter) + " " + how
		}
	case scorer.ChinchonKindBuyBack:
		var b scorer.ChinchonBuyBack
		if json.Unmarshal(e.Payload, &b) == nil {
			return safetext.Escape(b.Player) + "'s buy-back"
		}
	}
	return view.DescribeKind(e.Kind)
}

// write is the context for a confirmed write: a Ctrl-C that arrives while
// it runs must not undo what the table just confirmed, so the write ignores
// the cancellation and the next prompt stops instead.
func (c *chinchonPlay) write() context.Context {
	return context.WithoutCancel(c.Ctx)
}
