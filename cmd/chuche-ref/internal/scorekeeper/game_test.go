package scorekeeper

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/store"
)

func chinchonOf(t testing.TB, g Game) scorer.ChinchonMatch {
	t.Helper()
	m, err := g.(*Chinchon).Match()
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A game opened from its snapshot (Latest) records the next hand exactly as
// one replayed from its entries (Open) does: same totals, same summary.
func TestLatest_SnapshotMatchesReplay(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 5)
	latest, err := Latest(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if !latest.(*Chinchon).snapshot {
		t.Fatal("Latest replayed the game: no snapshot was stored with its last entry")
	}
	before := Replays()
	rec, err := ProbeRecord(ctx, latest, cleanCut(t, 6))
	if err != nil {
		t.Fatal(err)
	}
	if n := Replays() - before; n != 0 {
		t.Errorf("recording onto the snapshot replayed the game %d times", n)
	}
	full, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := latest.Info().Summary, full.Info().Summary; !reflect.DeepEqual(got, want) {
		t.Errorf("summary from the snapshot\n%+v\nfrom the replay\n%+v", got, want)
	}
	got, want := rec.After.Match.(scorer.ChinchonMatch), chinchonOf(t, full)
	got.Hands, want.Hands = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("match from the snapshot\n%+v\nfrom the replay\n%+v", got, want)
	}
}

// A snapshot taken after another entry than the ledger's last is not used.
func TestLatest_StaleSnapshotReplays(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 2)
	raw, _ := scorer.Encode(cleanCut(t, 3))
	// As an older chuche-ref would append: a summary without a snapshot
	// (nil keeps the one of entry 2).
	if _, err := l.db.Append(ctx, g.ID, store.Append{ExpectSeq: 2, Kind: scorer.ChinchonKindHand, Payload: raw}); err != nil {
		t.Fatal(err)
	}
	k, err := Latest(ctx, l, g.Name)
	if err != nil || k.(*Chinchon).snapshot {
		t.Fatalf("Latest: snapshot %v, %v", k != nil && k.(*Chinchon).snapshot, err)
	}
}

// Probe judges without recording: the game and the ledger stay as they were.
func TestProbe_LeavesTheGame(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 3)
	k, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := k.Standings()
	j, err := k.(*Chinchon).ProbeHand(cleanCut(t, 4))
	if err != nil || j.Outcome.Hand == nil || j.After.Round != 4 || j.Outcome.Hand.Seq != 4 {
		t.Fatalf("probe: round %d, hand %+v, %v", j.After.Round, j.Outcome.Hand, err)
	}
	after, _ := k.Standings()
	if after.Round != 3 || !reflect.DeepEqual(before.Standing, after.Standing) || len(chinchonOf(t, k).Hands) != 3 {
		t.Errorf("the probe changed the game: round %d", after.Round)
	}
	if entries, _ := l.db.Entries(ctx, g.ID); len(entries) != 3 {
		t.Errorf("the probe wrote: %d entries", len(entries))
	}
}

// A judgement recorded after another session wrote the game records
// nothing: Record says the game moved on, with the entry judged afresh
// against the game as it now stands, and that judgement records.
func TestRecord_MovedOnAfterAnotherWriter(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 1)
	mine, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	j, err := mine.Probe(cleanCut(t, 2))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ProbeRecord(ctx, theirs, cleanCut(t, 2)); err != nil {
		t.Fatal(err)
	}
	_, err = mine.Record(ctx, j)
	var moved *MovedOn
	if !errors.As(err, &moved) || !IsConflict(err) {
		t.Fatalf("record after another writer: %v, want moved on (a conflict)", err)
	}
	if moved.Err != nil || moved.Fresh.Outcome.Hand == nil || moved.Fresh.Outcome.Hand.Round != 3 || mine.LastSeq() != 2 {
		t.Fatalf("fresh judgement: %+v, %v; seq %d", moved.Fresh.Outcome.Hand, moved.Err, mine.LastSeq())
	}
	if entries, _ := l.db.Entries(ctx, g.ID); len(entries) != 2 {
		t.Fatalf("a moved-on record wrote: %d entries", len(entries))
	}
	rec, err := mine.Record(ctx, moved.Fresh)
	if err != nil || rec.Entry.Seq != 3 {
		t.Fatalf("record of the fresh judgement: #%d, %v", rec.Entry.Seq, err)
	}
	// A judgement made before this game's own record is stale as well.
	stale, _ := mine.Probe(cleanCut(t, 4))
	if _, err := ProbeRecord(ctx, mine, cleanCut(t, 4)); err != nil {
		t.Fatal(err)
	}
	if _, err := mine.Record(ctx, stale); !errors.As(err, &moved) || IsConflict(err) || moved.Fresh.Entry.Seq != 5 {
		t.Fatalf("a judgement older than the last record: %v", err)
	}
}

// A judgement made before its seats were renamed records nothing: the
// game moved on under it, Renamed says which seats are called what now,
// and the fresh judgement is the entry respelled seat for seat — with the
// names swapped, Ana's hand stays the first seat's, now called Ben.
func TestRecord_MovedOnAfterRename(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 1)
	mine, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	j, err := mine.Probe(cleanCut(t, 3)) // Ana, the first seat, cuts
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range [][2]string{{"Ben", "Xx"}, {"Ana", "Ben"}, {"Xx", "Ana"}} {
		if _, err := l.RenamePlayer(ctx, r[0], r[1]); err != nil {
			t.Fatal(err)
		}
	}
	_, err = mine.Record(ctx, j)
	var moved *MovedOn
	if !errors.As(err, &moved) || !IsConflict(err) {
		t.Fatalf("record after a rename: %v, want moved on (a conflict)", err)
	}
	want := []SeatRename{{0, "Ana", "Ben"}, {1, "Ben", "Ana"}}
	if !reflect.DeepEqual(moved.Renamed, want) || !reflect.DeepEqual(mine.Info().Players, []string{"Ben", "Ana"}) {
		t.Fatalf("renamed %+v, seats now %v; want %+v", moved.Renamed, mine.Info().Players, want)
	}
	if entries, _ := l.db.Entries(ctx, g.ID); len(entries) != 1 {
		t.Fatalf("a moved-on record wrote: %d entries", len(entries))
	}
	h, ok := moved.Fresh.Entry.Payload.(scorer.ChinchonHand)
	if moved.Err != nil || !ok || h.Cutter != "Ben" || h.Points["Ana"] != 10 {
		t.Fatalf("fresh judgement: %+v, %v; want Ben (seat 1) cutting", moved.Fresh.Entry.Payload, moved.Err)
	}
	rec, err := mine.Record(ctx, moved.Fresh)
	if err != nil || rec.Entry.Seq != 2 {
		t.Fatalf("record of the fresh judgement: #%d, %v", rec.Entry.Seq, err)
	}
	if p, _ := rec.Entry.Payload.(scorer.ChinchonHand); p.Cutter != "Ben" {
		t.Fatalf("recorded %+v", rec.Entry.Payload)
	}
}

// CN-15: a correction that would make a later entry impossible is refused
// and changes nothing; undo steps back and the standings follow.
func TestAmendAndUndo(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 3)
	k, err := Latest(ctx, l, g.Name) // a game from its snapshot reads its past for these
	if err != nil {
		t.Fatal(err)
	}
	// Hand 1 corrected to a chinchón by Ana, which ends the game (CN-11):
	// hand 2 becomes impossible.
	h := scorer.ChinchonHand{Cutter: "Ana", Chinchon: true, Points: map[string]int{"Ben": 10}}
	if err := json.Unmarshal([]byte(`{"Ana": ["1o","2o","3o","4o","5o","6o","7o"]}`), &h.Hands); err != nil {
		t.Fatal(err)
	}
	_, err = k.(*Chinchon).ProbeAmendHand(ctx, 1, h)
	if !fault.Is(err, fault.Refused) || !strings.Contains(err.Error(), "entry #2 impossible") {
		t.Fatalf("amend: %v, want refused naming entry #2", err)
	}
	voided, _, err := Undo(ctx, k)
	if err != nil || voided.Seq != 3 {
		t.Fatalf("undo: voided #%d, %v", voided.Seq, err)
	}
	if entries, _ := l.db.Entries(ctx, g.ID); len(entries) != 4 || entries[2].VoidedBy != 4 {
		t.Fatalf("after undo: %d entries", len(entries))
	}
	s, err := k.Standings()
	if err != nil || s.Round != 2 || k.Info().Summary.Round != 2 {
		t.Fatalf("after undo: round %d (summary %d), %v", s.Round, k.Info().Summary.Round, err)
	}
	if last, ok := k.LastLive(); !ok || last.Seq != 2 || k.Entries()[2].VoidedBy != 4 {
		t.Errorf("last live entry after undo: #%d", last.Seq)
	}
}

// A snapshot that names the last entry but disagrees with the standings the
// ledger keeps in its columns (a scorer that reads it otherwise) is not
// used: the game is replayed.
func TestLatest_SnapshotDisagreeingWithTheColumnsReplays(t *testing.T) {
	ctx := context.Background()
	l, g := gameOf(t, 2)
	stale := g.Summary.Extra // the snapshot after hand 2
	k, err := Open(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	j, err := k.Probe(cleanCut(t, 3))
	if err != nil {
		t.Fatal(err)
	}
	var snap snapshot
	if err := json.Unmarshal(stale, &snap); err != nil {
		t.Fatal(err)
	}
	snap.Seq = 3 // names the new last entry, holds the match of hand 2
	sum := j.summary
	sum.Extra, _ = json.Marshal(snap)
	ss := sum.store()
	raw, _ := scorer.Encode(cleanCut(t, 3))
	if _, err := l.db.Append(ctx, g.ID, store.Append{ExpectSeq: 2, Kind: scorer.ChinchonKindHand, Payload: raw, Summary: &ss}); err != nil {
		t.Fatal(err)
	}
	latest, err := Latest(ctx, l, g.Name)
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := latest.Standings(); latest.(*Chinchon).snapshot || s.Round != 3 {
		t.Errorf("the disagreeing snapshot was used: snapshot %v, round %d", latest.(*Chinchon).snapshot, s.Round)
	}
}
