package store_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/store"
	"github.com/chuche-ref/chuche-ref/store/storetest"
)

// TestAppend_CommitWhoseAnswerIsLost: an entry whose COMMIT reached the
// server but whose answer was lost is reported recorded, once; one whose
// COMMIT never arrived is reported not recorded and is not in the ledger;
// and when the server cannot be asked after the cut, the error says the
// entry may have been recorded.
func TestAppend_CommitWhoseAnswerIsLost(t *testing.T) {
	ctx := context.Background()
	loc := storetest.FreshDB(t)
	relay := storetest.NewRelay(t, loc)
	db, err := store.Open(ctx, relay.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g, err := db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Players: []string{"Ana", "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	hand := func(n int) store.Append {
		return store.Append{ExpectSeq: n - 1, Kind: "hand", Payload: json.RawMessage(fmt.Sprintf(`{"hand":%d}`, n))}
	}
	entries := func() int {
		direct, err := store.Open(ctx, loc)
		if err != nil {
			t.Fatal(err)
		}
		defer direct.Close()
		es, err := direct.Entries(ctx, g.ID)
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	if _, err := db.Append(ctx, g.ID, hand(1)); err != nil {
		t.Fatal(err)
	}

	cut := relay.CutAtCommit(storetest.AfterCommit, false)
	e, err := db.Append(ctx, g.ID, hand(2))
	relay.Made(t, cut)
	if err != nil || e.Seq != 2 {
		t.Errorf("COMMIT made, its answer lost: entry #%d, %v; want #2 reported recorded", e.Seq, err)
	}
	if n := entries(); n != 2 {
		t.Errorf("after the lost answer the ledger holds %d entries, want 2", n)
	}

	cut = relay.CutAtCommit(storetest.BeforeCommit, false)
	_, err = db.Append(ctx, g.ID, hand(3))
	relay.Made(t, cut)
	if err == nil || strings.Contains(err.Error(), "may have been recorded") {
		t.Errorf("COMMIT never sent: %v; want an error saying the server was lost, nothing else", err)
	}
	if n := entries(); n != 2 {
		t.Errorf("after a COMMIT never sent the ledger holds %d entries, want 2", n)
	}

	cut = relay.CutAtCommit(storetest.AfterCommit, true)
	_, err = db.Append(ctx, g.ID, hand(3))
	relay.Made(t, cut)
	if err == nil || !strings.Contains(err.Error(), "may have been recorded") {
		t.Errorf("COMMIT made, the server out of reach after: %v; want an error saying it may have been recorded", err)
	}
	if n := entries(); n != 3 {
		t.Errorf("the commit was made: the ledger holds %d entries, want 3", n)
	}
}
