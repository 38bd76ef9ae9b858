package scorekeeper

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// counts is what the process has judged, decoded and replayed so far.
type counts struct{ hands, entries, decodes, replays int64 }

func countsNow() counts {
	return counts{scorer.HandJudgements(), scorer.Judgements(), Decodes(), Replays()}
}

func (c counts) since(before counts) counts {
	return counts{c.hands - before.hands, c.entries - before.entries, c.decodes - before.decodes, c.replays - before.replays}
}

// Opening a game reads each entry once and judges each once, in one
// replay; a hand probed is judged once and recorded from that judgement,
// neither judged nor decoded again.
func TestEntriesAreDecodedAndJudgedOnce(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 7)

	before := countsNow()
	k, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if got := countsNow().since(before); got != (counts{hands: 7, entries: 7, decodes: 7, replays: 1}) {
		t.Errorf("opening a game of 7 hands: %+v; want each hand decoded and judged once, one replay", got)
	}

	before = countsNow()
	j, err := k.(*Chinchon).ProbeHand(cleanCut(t, 8))
	if err != nil {
		t.Fatal(err)
	}
	shown := countsNow().since(before)
	if _, err := k.Record(ctx, j); err != nil {
		t.Fatal(err)
	}
	recorded := countsNow().since(before)
	if shown != (counts{hands: 1, entries: 1}) || recorded != shown {
		t.Errorf("a hand probed: %+v, then recorded: %+v; want it judged once, when probed", shown, recorded)
	}

	// Opened from its snapshot to add, the ledger as chuche-ref left it:
	// nothing is read or judged.
	before = countsNow()
	latest, err := Latest(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if got := countsNow().since(before); got != (counts{}) {
		t.Errorf("a game of 8 hands from its snapshot: %+v; want nothing read, nothing judged", got)
	}
	before = countsNow()
	if _, err := ProbeRecord(ctx, latest, cleanCut(t, 9)); err != nil {
		t.Fatal(err)
	}
	if got := countsNow().since(before); got != (counts{hands: 1, entries: 1}) {
		t.Errorf("recording from the snapshot: %+v", got)
	}

	// Touched by something else since (here only its times: the stamp
	// cannot tell), the entries behind the snapshot are read once, none is
	// judged.
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(l.Path(), later, later); err != nil {
		t.Fatal(err)
	}
	before = countsNow()
	if _, err := Latest(ctx, l, g.Name); err != nil {
		t.Fatal(err)
	}
	if got := countsNow().since(before); got != (counts{decodes: 9}) {
		t.Errorf("a game of 9 hands from its snapshot, the ledger touched: %+v; want its entries read, none judged", got)
	}
}

// An undo is judged by replaying the game with it, once, and recorded
// from that replay; reading the links between entries afterwards decodes
// nothing again.
func TestUndoReplaysOnce(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 4)
	k, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	before := countsNow()
	if _, _, err := Undo(ctx, k); err != nil {
		t.Fatal(err)
	}
	if got := countsNow().since(before); got != (counts{hands: 3, entries: 3, replays: 1}) {
		t.Errorf("undo of hand 4: %+v; want one replay of the 3 hands left, nothing decoded", got)
	}
	if s, _ := k.Standings(); s.Round != 3 {
		t.Errorf("after undo: round %d", s.Round)
	}
}

// Both games answer the same questions: what the rules allow now, the
// standings in one shape, the history from the one replay.
func TestBothGamesAreOneInterface(t *testing.T) {
	ctx := context.Background()
	l := newLedger(t)
	cu, err := Create(ctx, l, NewGame{Kind: variants.GameChuche, Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	cn, err := Create(ctx, l, NewGame{Kind: variants.GameChinchon, Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := cu.Legal(); !got.Allows(scorer.ChucheKindDeal) || got.Allows(scorer.ChucheKindTurn) || got.Undo || got.Deals != "Ben" {
		t.Errorf("a new Chuche game allows %+v", got)
	}
	if got := cn.Legal(); !got.Allows(scorer.ChinchonKindHand) || got.Allows(scorer.ChinchonKindBuyBack) || len(got.Cutters) != 2 {
		t.Errorf("a new Chinchón game allows %+v", got)
	}
	for _, g := range []Game{cu, cn} {
		if _, err := End(ctx, g); err != nil {
			t.Fatalf("%s: end: %v", g.Info().Kind, err)
		}
		s, err := g.Standings()
		if err != nil || !s.Finished || !s.EndedEarly || len(s.Seats) != 2 || s.Seats[0].Place != 0 {
			t.Errorf("%s ended early: %+v, %v", g.Info().Kind, s.Standing, err)
		}
		if g.Legal().Allows(scorer.KindEnd) {
			t.Errorf("%s: an ended game may be ended again", g.Info().Kind)
		}
		h := g.History()
		if len(h.Entries) != 1 || len(h.Told) != 1 || h.Told[0].Entry.Kind() != scorer.KindEnd || !h.Told[0].Outcome.Finished {
			t.Errorf("%s history: %+v", g.Info().Kind, h)
		}
	}
}
