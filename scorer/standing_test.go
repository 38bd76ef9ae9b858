package scorer

import (
	"testing"

	"github.com/chuche-ref/chuche-ref/variants"
)

func places(s Standing) map[string]int {
	out := map[string]int{}
	for _, seat := range s.Seats {
		out[seat.Name] = seat.Place
	}
	return out
}

func wantPlaces(t *testing.T, s Standing, want map[string]int) {
	t.Helper()
	got := places(s)
	for name, p := range want {
		if got[name] != p {
			t.Errorf("places %v; want %v", got, want)
			return
		}
	}
}

// A Chinchón game's places follow the eliminations: the winner first, then
// the one out last, those out in the same hand by their totals then, equal
// totals sharing a place.
func TestChinchonStanding_PlacesFollowTheEliminations(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo", "Dani", "Eva")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 40, "Dani": 40, "Eva": 40}))
	m := tb.mustStand()
	if s := m.Standing(); s.Finished || places(s)["Ben"] != 0 {
		t.Fatalf("a game in play has no places: %+v", s)
	}
	// Cleo and Dani out together at 110, Eva at 105 (lower: ahead of them).
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Cleo": 70, "Dani": 70, "Eva": 65}))
	m = tb.mustStand()
	if !m.Finished || m.Winners[0] != "Ana" {
		t.Fatalf("finished %v, winners %v", m.Finished, m.Winners)
	}
	wantPlaces(t, m.Standing(), map[string]int{"Ana": 1, "Eva": 2, "Cleo": 3, "Dani": 3, "Ben": 5})
}

// A chinchón puts its player first and everyone else second (CN-11).
func TestChinchonStanding_ChinchonPlacesEveryoneElseSecond(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 3}))
	tb.play(ChinchonHand{Cutter: "Cleo", Chinchon: true, Hands: map[string][]variants.ChinchonCard{"Cleo": cnCards(t, "3c 4c 5c 6c 7c 8c 9c")}})
	wantPlaces(t, tb.mustStand().Standing(), map[string]int{"Cleo": 1, "Ana": 2, "Ben": 2})
}

// Everyone still in going out together: the lowest total wins (CN-14), the
// others follow by their totals, ahead of whoever went out before.
func TestChinchonStanding_AllOutTogether(t *testing.T) {
	rules := cnRoomyRules()
	rules.Buyback = false
	tb := newCNTable(t, rules, "Ana", "Ben", "Cleo")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 101, "Cleo": 98}))
	tb.play(cnCut(t, "Cleo", cutLeft4, map[string]int{"Ana": 111})) // Cleo 102, Ana 101
	m := tb.mustStand()
	if !m.Finished || m.EndedBy != ChinchonEndedByAllOut {
		t.Fatalf("ended by %q: %+v", m.EndedBy, m.Players)
	}
	wantPlaces(t, m.Standing(), map[string]int{"Ana": 1, "Cleo": 2, "Ben": 3})
}

// A game ended early places nobody: a league does not rate it.
func TestStanding_EndedEarlyPlacesNobody(t *testing.T) {
	tb := newCNTable(t, variants.DefaultChinchonRules(), "Ana", "Ben")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 20}))
	tb.entries = append(tb.entries, EndEntry(tb.nextSeq()))
	s := tb.mustStand().Standing()
	if !s.Finished || !s.EndedEarly || places(s)["Ana"] != 0 || places(s)["Ben"] != 0 {
		t.Errorf("ended early: %+v", s)
	}
}

// A Chuche match places by the totals, higher first; a shared win shares
// the first place and the next is third.
func TestChucheStanding_PlacesByTotal(t *testing.T) {
	m := ChucheMatch{Finished: true, Winners: []string{"Ana", "Cleo"}, Players: []ChuchePlayer{
		{Name: "Ana", Total: 104}, {Name: "Ben", Total: 80}, {Name: "Cleo", Total: 104}, {Name: "Dani", Total: 80}, {Name: "Eva", Total: 12},
	}}
	wantPlaces(t, m.Standing(), map[string]int{"Ana": 1, "Cleo": 1, "Ben": 3, "Dani": 3, "Eva": 5})
	m.Finished, m.Winners = false, []string{}
	if p := places(m.Standing()); p["Ana"] != 0 {
		t.Errorf("a match in play has places: %v", p)
	}
}

// A game ended with end --rated is placed by the totals then, lower is
// better in Chinchón and equal totals share a place; nobody has won it
// (LG-5). A plain end places nobody (LG-1).
func TestChinchonStanding_RatedEndPlacesByTotals(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo", "Dani")
	tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 40, "Cleo": 40, "Dani": 101}))
	tb.entries = append(tb.entries, Entry{Seq: tb.nextSeq(), Payload: EndEarly{Rated: true}})
	s := tb.mustStand().Standing()
	if !s.Rated || !s.EndedEarly || len(s.Winners) != 0 || s.DecidedBy != 2 {
		t.Fatalf("rated end: %+v", s)
	}
	// Dani is out with 101: the highest total, last.
	wantPlaces(t, s, map[string]int{"Ana": 1, "Ben": 2, "Cleo": 2, "Dani": 4})
}

// Chuche's rated end is placed by the totals of the rounds scored, higher
// first (LG-5).
func TestChucheStanding_RatedEndPlacesByTotals(t *testing.T) {
	m := ChucheMatch{Winners: []string{}, Players: []ChuchePlayer{{Name: "Ana", Total: 30}, {Name: "Ben", Total: 45}, {Name: "Cleo", Total: 30}}}
	m.endEarly(EndEarly{Rated: true})
	s := m.Standing()
	if !s.Rated || len(s.Winners) != 0 {
		t.Fatalf("rated end: %+v", s)
	}
	wantPlaces(t, s, map[string]int{"Ben": 1, "Ana": 2, "Cleo": 2})
	plain := ChucheMatch{Winners: []string{}, Players: []ChuchePlayer{{Name: "Ana", Total: 30}, {Name: "Ben", Total: 45}}}
	plain.endEarly(EndEarly{})
	if s := plain.Standing(); s.Rated || places(s)["Ben"] != 0 {
		t.Errorf("a plain end is rated: %+v", s)
	}
}

// The entry that decides a game is the one that finished it: a buy-back
// that re-opens it un-decides it, and the hand that finishes it again
// decides it; a correction of an earlier hand keeps the deciding entry
// (LG-7).
func TestDecidedBy_FollowsTheDecidingEntry(t *testing.T) {
	tb := newCNTable(t, cnRoomyRules(), "Ana", "Ben", "Cleo")
	first := tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 40, "Cleo": 30}))
	if s := tb.mustStand().Standing(); s.DecidedBy != 0 || s.Rated {
		t.Fatalf("an open game is decided: %+v", s)
	}
	won := tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 70, "Cleo": 80}))
	if s := tb.mustStand().Standing(); s.DecidedBy != won || !s.Rated {
		t.Fatalf("decided by %d, want entry %d", s.DecidedBy, won)
	}
	tb.amend(first, cnCut(t, "Ana", cutClean, map[string]int{"Ben": 35, "Cleo": 30}))
	if s := tb.mustStand().Standing(); s.DecidedBy != won {
		t.Fatalf("after a correction of hand 1: decided by %d, want %d still", s.DecidedBy, won)
	}
	tb.buyBack("Ben")
	if s := tb.mustStand().Standing(); s.DecidedBy != 0 || s.Rated || places(s)["Ana"] != 0 {
		t.Fatalf("a buy-back re-opened the game but it stays decided: %+v", s)
	}
	again := tb.play(cnCut(t, "Ana", cutClean, map[string]int{"Ben": 200}))
	if s := tb.mustStand().Standing(); s.DecidedBy != again {
		t.Fatalf("decided again by %d, want entry %d", s.DecidedBy, again)
	}
}
