package scorekeeper

import (
	"context"
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/failure"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

// A game opened from its snapshot (Latest) records the next hand exactly as
// one replayed from its entries (Open) does: same totals, same summary.
func TestLatest_SnapshotMatchesReplay(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 5)
	latest, err := Latest(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if !latest.partial {
		t.Fatal("Latest replayed the game: no snapshot was stored with its last entry")
	}
	_, got, _, err := latest.Record(ctx, cleanCut(t, 6))
	if err != nil {
		t.Fatal(err)
	}
	full, err := Open(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	want, err := full.State()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got.Summary, want.Summary) {
		t.Errorf("summary from the snapshot\n%+v\nfrom the replay\n%+v", got.Summary, want.Summary)
	}
	got.Chinchon.Hands, want.Chinchon.Hands = nil, nil
	if !reflect.DeepEqual(got.Chinchon, want.Chinchon) {
		t.Errorf("match from the snapshot\n%+v\nfrom the replay\n%+v", got.Chinchon, want.Chinchon)
	}
}

// A snapshot taken after another entry than the ledger's last is not used.
func TestLatest_StaleSnapshotReplays(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 2)
	// As an older chuche-ref would append: a summary without a snapshot
	// (nil keeps the one of entry 2).
	if _, err := db.Append(ctx, g.ID, store.Append{ExpectSeq: 2, Kind: scorer.ChinchonKindHand, Payload: cleanCut(t, 3).Payload}); err != nil {
		t.Fatal(err)
	}
	k, err := Latest(ctx, db, g.Name)
	if err != nil || k.partial {
		t.Fatalf("Latest: partial %v, %v", k != nil && k.partial, err)
	}
}

// Probe judges without recording: the state and the ledger stay as they were.
func TestProbe_LeavesTheGame(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 3)
	k, err := Open(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := k.State()
	next, out, err := k.Probe(cleanCut(t, 4))
	if err != nil || out.Chinchon.Hand == nil || next.Chinchon.Round != 4 {
		t.Fatalf("probe: round %d, hand %v, %v", next.Chinchon.Round, out.Chinchon.Hand, err)
	}
	after, _ := k.State()
	if after.Chinchon.Round != 3 || !reflect.DeepEqual(before.Summary, after.Summary) || len(after.Chinchon.Hands) != 3 {
		t.Errorf("the probe changed the game: round %d", after.Chinchon.Round)
	}
	if entries, _ := db.Entries(ctx, g.ID); len(entries) != 3 {
		t.Errorf("the probe wrote: %d entries", len(entries))
	}
}

// Record refuses, recording nothing, when another session wrote the game
// since it was read; Refresh picks that entry up.
func TestRecord_ConflictWithAnotherWriter(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 1)
	mine, err := Open(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := Open(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := theirs.Record(ctx, cleanCut(t, 2)); err != nil {
		t.Fatal(err)
	}
	if _, _, _, err := mine.Record(ctx, cleanCut(t, 2)); store.KindOf(err) != store.KindConflict {
		t.Fatalf("record after another writer: %v, want a conflict", err)
	}
	if changed, err := mine.Refresh(ctx); err != nil || !changed || mine.LastSeq() != 2 {
		t.Fatalf("refresh: changed %v, seq %d, %v", changed, mine.LastSeq(), err)
	}
	if _, _, _, err := mine.Record(ctx, cleanCut(t, 3)); err != nil {
		t.Fatalf("record after refresh: %v", err)
	}
}

// CN-15: a correction that would make a later entry impossible is refused
// and changes nothing; undo steps back and the state follows.
func TestAmendAndUndo(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 3)
	k, err := Latest(ctx, db, g.Name) // a partial game reads its past for these
	if err != nil {
		t.Fatal(err)
	}
	// Hand 1 corrected to a chinchón by Ana, which ends the game (CN-11):
	// hand 2 becomes impossible.
	h := scorer.ChinchonHand{Cutter: "Ana", Chinchon: true, Points: map[string]int{"Ben": 10}}
	if err := json.Unmarshal([]byte(`{"Ana": ["1o","2o","3o","4o","5o","6o","7o"]}`), &h.Hands); err != nil {
		t.Fatal(err)
	}
	payload, _ := json.Marshal(h)
	_, _, err = k.Amend(ctx, 1, scorer.ChinchonKindHand, payload)
	var fe *failure.Error
	if !asFailure(err, &fe) || fe.Kind != failure.Refused || !strings.Contains(fe.Error(), "entry #2 impossible") {
		t.Fatalf("amend: %v, want refused naming entry #2", err)
	}
	if entries, _ := db.Entries(ctx, g.ID); len(entries) != 3 {
		t.Fatalf("a refused correction wrote: %d entries", len(entries))
	}
	voided, _, err := k.Undo(ctx)
	if err != nil || voided.Seq != 3 {
		t.Fatalf("undo: voided #%d, %v", voided.Seq, err)
	}
	s, err := k.State()
	if err != nil || s.Chinchon.Round != 2 || s.Summary.Round != 2 {
		t.Fatalf("after undo: round %d (summary %d), %v", s.Chinchon.Round, s.Summary.Round, err)
	}
	if last, ok := k.LastLive(); !ok || last.Seq != 2 {
		t.Errorf("last live entry after undo: #%d", last.Seq)
	}
}

func asFailure(err error, fe **failure.Error) bool {
	e, ok := err.(*failure.Error)
	*fe = e
	return ok
}

// A snapshot that names the last entry but disagrees with the standings the
// ledger keeps in its columns (a scorer that reads it otherwise) is not
// used: the game is replayed.
func TestLatest_SnapshotDisagreeingWithTheColumnsReplays(t *testing.T) {
	ctx := context.Background()
	db, g := gameOf(t, 2)
	stale := g.Summary.Extra // the snapshot after hand 2
	k, err := Open(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	next, _, err := k.Probe(cleanCut(t, 3))
	if err != nil {
		t.Fatal(err)
	}
	var snap snapshot
	if err := json.Unmarshal(stale, &snap); err != nil {
		t.Fatal(err)
	}
	snap.Seq = 3 // names the new last entry, holds the match of hand 2
	sum := next.Summary
	sum.Extra, _ = json.Marshal(snap)
	a := cleanCut(t, 3)
	a.ExpectSeq, a.Summary = 2, &sum
	if _, err := db.Append(ctx, g.ID, a); err != nil {
		t.Fatal(err)
	}
	latest, err := Latest(ctx, db, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := latest.State()
	if latest.partial || s.Chinchon.Round != 3 {
		t.Errorf("the disagreeing snapshot was used: partial %v, round %d", latest.partial, s.Chinchon.Round)
	}
}
