package history_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/history"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

func card(c variants.Colour, v uint8) variants.ChucheCard {
	return variants.ChucheCard{Colour: c, Value: v}
}

// Each accepted capture of a round is told as it was said aloud, the taken
// cards in the order entered; a discard is not.
func TestAnnouncedCaptures(t *testing.T) {
	ctx := context.Background()
	l, err := scorekeeper.OpenLedger(ctx, filepath.Join(t.TempDir(), "ledger.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	lg, err := scorekeeper.Create(ctx, l, scorekeeper.NewGame{Kind: variants.GameChuche, Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	record := func(p scorer.Payload) {
		t.Helper()
		if _, err := scorekeeper.ProbeRecord(ctx, lg, p); err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
	}
	record(scorer.ChucheDeal{ChucheDeal: referee.ChucheDeal{Dealer: "Ben", Table: []variants.ChucheCard{card(variants.Orange, 4), card(variants.Yellow, 1), card(variants.Green, 2)}}})
	// Ana: R3 with O4 then Y1 = 8, entered in that order.
	record(scorer.ChucheTurn{ChucheTurn: referee.ChucheTurn{Player: "Ana", Target: 8, Play: card(variants.Red, 3), Take: []variants.ChucheCard{card(variants.Orange, 4), card(variants.Yellow, 1)}}})
	said := history.Announced(lg)
	if len(said[1]) != 1 {
		t.Fatalf("round 1: %+v; want one capture", said)
	}
	c := said[1][0]
	if c.Player != "Ana" || c.Said != "3 plus 4 is 7, plus 1 is 8" || len(c.Take) != 2 || c.Take[0] != card(variants.Orange, 4) {
		t.Errorf("%+v; want Ana's capture said as 3 plus 4 is 7, plus 1 is 8", c)
	}
	if len(c.Steps) != 3 || c.Steps[0].Sum != 3 || c.Steps[1].Value != 4 || c.Steps[2].Sum != 8 {
		t.Errorf("steps %+v; want 3, plus 4 is 7, plus 1 is 8", c.Steps)
	}
	doc, err := history.TableDoc(lg.(*scorekeeper.Chuche))
	if err != nil {
		t.Fatal(err)
	}
	if doc.Round != 1 || doc.State == nil || doc.LastCapture == nil || doc.LastCapture.Said != c.Said {
		t.Errorf("table --json %+v: want round 1 in progress, its last capture Ana's", doc)
	}
}
