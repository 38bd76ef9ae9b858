package play

// The Chinchón prompt flow: the loop over hands and what happens between
// them (buy-backs, undo, quit). Entering one hand is play_chinchon_hand.go.

import (
	"errors"
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/gameview"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/prompt"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonPlay is one Chinchón game at the prompts. g and m are re-read
// after every write, so they are always the ledger as it stands.
type chinchonPlay struct {
	*Session
	out   io.Writer
	rules variants.ChinchonRules
	g     *scorekeeper.Chinchon
	m     scorer.ChinchonMatch
}

func playChinchon(s *Session, g *scorekeeper.Chinchon) error {
	c := &chinchonPlay{Session: s, out: s.Out, rules: g.Rules(), g: g}
	if err := c.sync(); err != nil {
		return err
	}
	ended := c.over()
	if ended { // resumed a game that is already decided: its standings, once
		if err := view.In(c.P).WriteChinchonTable(c.out, gameview.Of(c.Game), c.m); err != nil {
			return err
		}
		fmt.Fprintln(c.out)
	}
	for {
		// Another chuche-ref may have written (undo, amend) while the
		// table sat at a prompt; play on from the ledger as it stands.
		if err := c.reload(); err != nil {
			return err
		}
		if c.over() || ended && c.m.Finished {
			goOn, err := c.atEnd()
			if err != nil || !goOn {
				return err
			}
			ended = false
			continue
		}
		// No step between hands: the next hand's first question comes at
		// once, and undo, buy-backs, the standings and quit are answers to
		// it (play_chinchon_first.go).
		recorded, err := c.playHand()
		if err != nil {
			return err
		}
		// A buy-back declined at the offer leaves the winner standing: the
		// game is over, and its end offers the buy-back again.
		ended = recorded && c.m.Finished
	}
}

// atEnd is the finished game's menu (Session.gameOver), a buy-back that
// may still re-open it first (CN-13, CN-14).
func (c *chinchonPlay) atEnd() (bool, error) {
	var own []overItem
	for _, name := range c.buyBackers() {
		_, to, err := c.probeBuyBack(name)
		if err != nil {
			return false, err
		}
		own = append(own, overItem{c.P.Sprintf("buy back %s (rejoins at %d)", safetext.Escape(name), to), func() (bool, error) { return c.confirmBuyBack(name) }})
	}
	return c.gameOver(ended{undoer: c.undoer(),
		undo: c.undo, reload: c.reload, over: func() bool { return c.m.Finished }, dealer: c.m.NextGameDealer(), own: own,
		standings: func() error { return view.In(c.P).WriteChinchonTable(c.out, gameview.Of(c.Game), c.m) }})
}

// reload picks up what another chuche-ref recorded since (Session.reopen).
func (c *chinchonPlay) reload() error {
	if err := c.reopen(c.g); err != nil {
		return err
	}
	return c.sync()
}

// sync takes the match from the open game, as its last entry left it.
func (c *chinchonPlay) sync() error {
	var err error
	c.m, err = c.g.Match()
	c.followSeats(c.g)
	return err
}

// over: the game is finished and no buy-back can re-open it (CN-14).
func (c *chinchonPlay) over() bool {
	return c.m.Finished && len(c.buyBackers()) == 0
}

// buyBackers are the players who may buy back now (CN-13), seat order.
func (c *chinchonPlay) buyBackers() []string { return c.g.Legal().BuyBacks }

// afterHand follows a recorded hand: a buy-back offer to each player who
// went out (CN-12, CN-13), then the standings and, when it is over, the
// winner (CN-14).
func (c *chinchonPlay) afterHand(h scorer.ChinchonHandResult) error {
	for _, name := range h.Eliminated {
		if err := c.offerBuyBack(name, h.Seq); err != nil {
			return err
		}
	}
	fmt.Fprintln(c.out)
	if err := view.In(c.P).WriteChinchonTable(c.out, gameview.Of(c.Game), c.m); err != nil {
		return err
	}
	fmt.Fprintln(c.out)
	return nil
}

// offerBuyBack offers name, put out by the hand recorded as entry hand,
// to buy back in (CN-13) — judged against the game as it is now: another terminal
// may have recorded that buy-back already, while an earlier offer waited.
func (c *chinchonPlay) offerBuyBack(name string, hand int) error {
	if err := c.reload(); err != nil {
		return err
	}
	if seq, ok := c.buyBackSince(hand, name); ok {
		fmt.Fprintln(c.out, c.P.Sprintf("%s's buy-back is already recorded (entry #%#d); it is not offered again.", safetext.Escape(name), seq))
		return nil
	}
	j, to, err := c.probeBuyBack(name)
	if fault.Is(err, fault.Refused) {
		c.P.Line(c.out, "No buy-back for %s: %s", safetext.Escape(name), c.P.Error(err))
		return nil
	}
	if err != nil {
		return err
	}
	// The offer follows the hand's confirmation at once: a second y tapped
	// for that one must not buy a player back in.
	prompt.DropTypedAhead(c.Ask)
	yes, err := c.Ask.Confirm(c.P.Sprintf("%[1]s is out. Does %[1]s buy back in at %[2]d", safetext.Escape(name), to), false)
	if err != nil || !yes {
		return err
	}
	_, err = c.buyBack(j)
	return err
}

// probeBuyBack judges player buying back and the total it would give,
// rejoining at the highest total still in, as the scorer says (CN-13).
func (c *chinchonPlay) probeBuyBack(name string) (scorekeeper.Judgement, int, error) {
	j, err := c.g.ProbeBuyBack(name)
	if err != nil {
		return j, 0, err
	}
	return j, j.Outcome.Rejoin.To, nil
}

// buyBack records a confirmed buy-back as it was judged, as `chuche-ref
// buyback` does. When another terminal wrote first, nothing is recorded:
// what it wrote is said; the same buy-back recorded there is named and not
// offered; one no longer allowed is refused with the reason; else it is
// judged again against the game as it is now (its price may have moved)
// and asked again with No as the default. It reports whether it recorded.
func (c *chinchonPlay) buyBack(j scorekeeper.Judgement) (bool, error) {
	for {
		at := c.g.LastSeq()
		rec, err := c.g.Record(c.write(), j)
		var moved *scorekeeper.MovedOn
		if !errors.As(err, &moved) {
			if err != nil {
				return false, err
			}
			c.P.Line(c.out, "%s buys back in at %d (entry #%#d).", safetext.Escape(rec.Outcome.Rejoin.Player), rec.Outcome.Rejoin.To, rec.Entry.Seq)
			return true, c.sync()
		}
		if err := c.otherWrote(c.undoer(), at); err != nil {
			return false, err
		}
		name := nowCalled(moved, j.Outcome.Rejoin.Player) // the same seat, under the name it has now
		if seq, ok := c.buyBackSince(at, name); ok {
			fmt.Fprintln(c.out, c.P.Sprintf("%s's buy-back is already recorded (entry #%#d); it is not offered again.", safetext.Escape(name), seq))
			return false, nil
		}
		if moved.Err != nil {
			if !isEntryProblem(moved.Err) {
				return false, moved.Err
			}
			c.P.Line(c.out, "No buy-back for %s: %s", safetext.Escape(name), c.P.Error(moved.Err))
			return false, nil
		}
		j = moved.Fresh
		yes, err := c.confirmMoved(c.P.Sprintf("%s buys back in at %d", safetext.Escape(name), j.Outcome.Rejoin.To))
		if err != nil || !yes {
			return false, err
		}
	}
}

// buyBackSince finds a buy-back of player in force recorded after entry at.
func (c *chinchonPlay) buyBackSince(at int, player string) (int, bool) {
	return liveSince(c.g, at, func(p scorer.Payload) bool {
		b, ok := p.(scorer.ChinchonBuyBack)
		return ok && b.Player == player
	})
}

// undoer is the game as undo and the reports of other terminals' writes
// need it.
func (c *chinchonPlay) undoer() undoer {
	return undoer{g: c.g, sync: c.sync, describe: c.describeEntry}
}

// undo voids the last live entry once confirmed (Session.undoLast): the
// entry stays in history.
func (c *chinchonPlay) undo() error {
	_, ok, err := c.undoLast(c.undoer())
	if err != nil || !ok {
		return err
	}
	fmt.Fprintln(c.out)
	if err := view.In(c.P).WriteChinchonTable(c.out, gameview.Of(c.Game), c.m); err != nil {
		return err
	}
	fmt.Fprintln(c.out)
	return nil
}

// describeEntry names a live entry for people: "hand 3: Ana cut".
func (c *chinchonPlay) describeEntry(e scorekeeper.Entry) string {
	switch p := e.Payload.(type) {
	case scorer.ChinchonHand:
		seq := e.Seq
		if e.Replaces != 0 { // an amended hand keeps its first seq
			seq = e.Replaces
		}
		if h, ok := view.HandBySeq(c.m, seq); ok {
			cutter := safetext.Escape(h.Cutter)
			switch {
			case e.Replaces != 0 && h.Chinchon:
				return c.P.Sprintf("correction of hand %#d: %s made chinchón", h.Round, cutter)
			case e.Replaces != 0:
				return c.P.Sprintf("correction of hand %#d: %s cut", h.Round, cutter)
			case h.Chinchon:
				return c.P.Sprintf("hand %#d: %s made chinchón", h.Round, cutter)
			}
			return c.P.Sprintf("hand %#d: %s cut", h.Round, cutter)
		}
	case scorer.ChinchonBuyBack:
		return c.P.Sprintf("%s's buy-back", safetext.Escape(p.Player))
	}
	return view.In(c.P).DescribeKind(e.Kind)
}
