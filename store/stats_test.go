package store_test

import (
	"context"
	"testing"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

func TestPlayerRecordsAndSharedGames(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	g1 := mustCreateGame(t, db, store.NewGame{Name: "one", Players: []string{"Ana", "Ben", "Cleo"}})
	g2 := mustCreateGame(t, db, store.NewGame{Kind: "chuche", Name: "two", Players: []string{"Ben", "Ana"}})
	mustCreateGame(t, db, store.NewGame{Name: "three", Players: []string{"Ben", "Cleo"}})
	mustAppend(t, db, g1.ID, store.Append{Summary: &store.Summary{Round: 3, Finished: true, Winners: []string{"Ana"},
		Players: []store.PlayerSummary{{Name: "Ana", Total: 12, Status: "in", Won: true, Stats: rawJSON(`{"hands":3}`)},
			{Name: "Ben", Total: 104, Status: "out"}}}})

	records, err := db.PlayerRecords(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	want := []store.PlayerRecord{{"Ana", 2, 1, 1}, {"Ben", 3, 1, 0}, {"Cleo", 2, 1, 0}}
	if len(records) != len(want) {
		t.Fatalf("records = %+v", records)
	}
	for i := range want {
		if records[i] != want[i] {
			t.Errorf("record %d = %+v, want %+v", i, records[i], want[i])
		}
	}
	// Games one (played last) and three count since game two began.
	records, err = db.PlayerRecords(ctx, g2.CreatedAt.Add(time.Second))
	if err != nil || len(records) != 3 || records[0].Games != 1 || records[1].Games != 2 {
		t.Errorf("since: %+v, %v", records, err)
	}

	shared, err := db.SharedGames(ctx, "ana", "BEN", time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	if len(shared) != 2 {
		t.Fatalf("shared = %+v", shared)
	}
	if s := shared[0]; s.GameID != g1.ID || s.Seats != 3 || s.FinishedAt == nil || s.A.Name != "Ana" || !s.A.Won ||
		s.B.Name != "Ben" || s.B.Total != 104 || s.B.Status != "out" || string(s.A.Stats) != `{"hands":3}` || s.B.Stats != nil {
		t.Errorf("first shared game = %+v", s)
	}
	if s := shared[1]; s.GameID != g2.ID || s.Kind != "chuche" || s.FinishedAt != nil {
		t.Errorf("second shared game = %+v", s)
	}

	_, err = db.SharedGames(ctx, "Ana", "ana", time.Time{})
	wantKind(t, err, fault.Invalid)
	_, err = db.SharedGames(ctx, "Ana", "Zed", time.Time{})
	wantKind(t, err, fault.NotFound)
}
