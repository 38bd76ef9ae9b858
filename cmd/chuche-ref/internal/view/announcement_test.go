package view

import (
	"bytes"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

func cu(c variants.Colour, v uint8) variants.ChucheCard {
	return variants.ChucheCard{Colour: c, Value: v}
}

// The sum said aloud as the German rules ask (chuche-de.txt): the played
// card first, the taken cards in the order entered, the Joker last.
func TestAnnouncement(t *testing.T) {
	play := cu(variants.Red, 1)
	take := []variants.ChucheCard{cu(variants.Yellow, 3), cu(variants.Blue, 2)}
	cases := []struct {
		lang i18n.Lang
		a    Announcement
		want string
	}{
		{i18n.En, Announcement{Play: play, Take: take}, "1 plus 3 is 4, plus 2 is 6"},
		{i18n.De, Announcement{Play: play, Take: take}, "1 plus 3 ist 4, plus 2 ist 6"},
		{i18n.Es, Announcement{Play: play, Take: take}, "1 más 3 son 4, más 2 son 6"},
		{i18n.En, Announcement{Play: play, Take: take, Joker: 1}, "1 plus 3 is 4, plus 2 is 6, plus Joker 1 is 7"},
		{i18n.De, Announcement{Play: play, Take: take, Joker: 1}, "1 plus 3 ist 4, plus 2 ist 6, plus Joker 1 ist 7"},
		{i18n.Es, Announcement{Play: play, Take: take, Joker: 1}, "1 más 3 son 4, más 2 son 6, más comodín 1 son 7"},
		{i18n.En, Announcement{Play: play, Take: take, Joker: -1}, "1 plus 3 is 4, plus 2 is 6, minus Joker 1 is 5"},
		{i18n.De, Announcement{Play: play, Take: take, Joker: -1}, "1 plus 3 ist 4, plus 2 ist 6, minus Joker 1 ist 5"},
		{i18n.Es, Announcement{Play: play, Take: take, Joker: -1}, "1 más 3 son 4, más 2 son 6, menos comodín 1 son 5"},
		// The order entered, not the canonical one: 5 first, then 1.
		{i18n.En, Announcement{Play: cu(variants.Green, 2), Take: []variants.ChucheCard{cu(variants.Violet, 5), cu(variants.Red, 1)}}, "2 plus 5 is 7, plus 1 is 8"},
		// solo_capture: the Joker alone helps the played card.
		{i18n.De, Announcement{Play: cu(variants.Green, 6), Joker: 1}, "6 plus Joker 1 ist 7"},
	}
	for _, c := range cases {
		if got := c.a.Localize(i18n.New(c.lang)); got != c.want {
			t.Errorf("%s %+v: %q, want %q", c.lang, c.a, got, c.want)
		}
	}
	// nil speaks English.
	if got := (Announcement{Play: play, Take: take}).Localize(nil); got != "1 plus 3 is 4, plus 2 is 6" {
		t.Errorf("nil printer: %q", got)
	}
}

// The steps are the announcement as data, for the scoreboard to word in
// its reader's language: the played card, each taken card, the Joker last.
func TestAnnouncementSteps(t *testing.T) {
	a := Announcement{Play: cu(variants.Red, 1), Take: []variants.ChucheCard{cu(variants.Yellow, 3), cu(variants.Blue, 2)}, Joker: -1}
	want := []AnnouncementStep{{1, 1, false}, {3, 4, false}, {2, 6, false}, {-1, 5, true}}
	got := a.Steps()
	if len(got) != len(want) {
		t.Fatalf("steps %+v, want %+v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("step %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	if s := (Announcement{Play: cu(variants.Green, 6)}).Steps(); len(s) != 1 || s[0] != (AnnouncementStep{6, 6, false}) {
		t.Errorf("a card alone: %+v", s)
	}
}

// check capture announces the taken cards in the order entered, though the
// verdict's capture holds them in canonical order.
func TestCheckCaptureAnnouncesAsEntered(t *testing.T) {
	v := referee.CheckCapture(referee.CaptureCheck{
		Target: 9, Play: cu(variants.Red, 1),
		Take:  []variants.ChucheCard{cu(variants.Violet, 5), cu(variants.Red, 2)},
		Joker: 1,
	})
	if !v.Valid {
		t.Fatalf("refused: %s", v.Why)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.En: "Announce: 1 plus 5 is 6, plus 2 is 8, plus Joker 1 is 9\n",
		i18n.De: "Ansage: 1 plus 5 ist 6, plus 2 ist 8, plus Joker 1 ist 9\n",
		i18n.Es: "Se canta: 1 más 5 son 6, más 2 son 8, más comodín 1 son 9\n",
	} {
		var out bytes.Buffer
		if err := In(i18n.New(lang)).WriteCheckCapture(&out, false, 9, v); err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(out.Bytes(), []byte(want)) {
			t.Errorf("%s: %q lacks %q", lang, out.String(), want)
		}
	}
}

// turn tells the capture's sum after its line; a discard has none.
func TestTurnResultAnnounces(t *testing.T) {
	turn := referee.ChucheTurn{Player: "Ana", Target: 8, Play: cu(variants.Red, 3), Take: []variants.ChucheCard{cu(variants.Yellow, 4)}, Joker: 1}
	res := &referee.ChucheTurnResult{Capture: &referee.Capture{Play: turn.Play, Take: turn.Take, Sum: 7, Joker: 1, Points: 2}}
	var out bytes.Buffer
	In(i18n.New(i18n.Es)).writeTurnResult(&out, turn, res, true)
	want := "Ana: R3 + Y4 = 7, comodín +1 = 8, 2 puntos.\nSe canta: 3 más 4 son 7, más comodín 1 son 8\n"
	if out.String() != want {
		t.Errorf("%q, want %q", out.String(), want)
	}
	out.Reset()
	WriteAnnouncement(&out, nil, referee.ChucheTurn{Player: "Ana", Play: cu(variants.Red, 3), Discard: true}, &referee.ChucheTurnResult{})
	if out.Len() != 0 {
		t.Errorf("a discard announced %q", out.String())
	}
}
