package view

import (
	"io"
	"strconv"
	"strings"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/referee"
	"github.com/chuche-ref/chuche-ref/variants"
)

// Announcement is a capture's sum as the player says it aloud (the German
// rules: „1 plus 3 ist 4, plus 2 ist 6…“): the played card first, then the
// taken cards in the order entered, the Joker last. It is an
// i18n.Localizer: "1 plus 3 is 4, plus 2 is 6", "1 plus 3 ist 4, plus 2
// ist 6", "1 más 3 son 4, más 2 son 6".
type Announcement struct {
	Play  variants.ChucheCard
	Take  []variants.ChucheCard // as entered
	Joker int                   // -1, 0, +1 (CU-11)
}

// AnnouncementStep is one step of an announcement, for a page that words
// it in its own language: the played card's value (the first step, Sum
// equal to Value), then each taken card's, then the Joker's ±1 (Joker
// true, Value -1 or +1). Sum is the running sum after the step.
type AnnouncementStep struct {
	Value int  `json:"value"`
	Sum   int  `json:"sum"`
	Joker bool `json:"joker,omitempty"`
}

// Steps are the announcement as data: what Localize words.
func (a Announcement) Steps() []AnnouncementStep {
	sum := int(a.Play.Value)
	steps := []AnnouncementStep{{Value: sum, Sum: sum}}
	for _, c := range a.Take {
		sum += int(c.Value)
		steps = append(steps, AnnouncementStep{Value: int(c.Value), Sum: sum})
	}
	if a.Joker == 1 || a.Joker == -1 {
		sum += a.Joker
		steps = append(steps, AnnouncementStep{Value: a.Joker, Sum: sum, Joker: true})
	}
	return steps
}

// Localize words the announcement in p's language.
func (a Announcement) Localize(p *i18n.Printer) string {
	var b strings.Builder
	sep := " "
	for i, st := range a.Steps() {
		switch {
		case i == 0:
			b.WriteString(strconv.Itoa(st.Sum))
			continue
		case st.Joker && st.Value > 0:
			b.WriteString(sep + p.Sprintf("plus Joker 1 is %d", st.Sum))
		case st.Joker:
			b.WriteString(sep + p.Sprintf("minus Joker 1 is %d", st.Sum))
		default:
			b.WriteString(sep + p.Sprintf("plus %d is %d", st.Value, st.Sum))
		}
		sep = ", "
	}
	return b.String()
}

// AnnouncementOf is the announcement of a capture check's verdict, with the
// taken cards in the order entered.
func AnnouncementOf(v referee.CaptureVerdict) Announcement {
	take := v.Taken
	if take == nil {
		take = v.Capture.Take
	}
	return Announcement{Play: v.Capture.Play, Take: take, Joker: v.Capture.Joker}
}

// TurnAnnouncement is the announcement of a turn's capture as entered; ok
// is false for a discard or a turn the referee did not take.
func TurnAnnouncement(t referee.ChucheTurn, r *referee.ChucheTurnResult) (Announcement, bool) {
	if r == nil || r.Capture == nil {
		return Announcement{}, false
	}
	return Announcement{Play: t.Play, Take: t.Take, Joker: t.Joker}, true
}

// WriteAnnouncement is the line "Announce: 1 plus 3 is 4, plus 2 is 6" of
// a turn's capture; nothing for a discard.
func WriteAnnouncement(out io.Writer, p *i18n.Printer, t referee.ChucheTurn, r *referee.ChucheTurnResult) {
	if a, ok := TurnAnnouncement(t, r); ok {
		p.Line(out, "Announce: %s", a)
	}
}
