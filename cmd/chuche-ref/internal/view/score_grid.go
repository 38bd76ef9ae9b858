package view

import (
	"io"
	"strconv"
	"strings"

	"github.com/rivo/uniseg"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// The score grid is a game as a paper score sheet: a row per hand
// (Chinchón) or round (Chuche) in force, a column per seat, each cell that
// row's points and the running total. Undone rows are absent and amended
// ones marked, as a corrected sheet would be (CN-15). It is
// `standings --grid`, its --json (CLI.md) and play's grid at the prompt.

// Grid is a game's score sheet: a ChinchonGrid or a ChucheGrid.
type Grid interface{ sheet(vw Words) sheet }

// ChinchonGrid is `standings --grid --json` for a Chinchón game.
type ChinchonGrid struct {
	ID       int64             `json:"id"`
	Name     string            `json:"name"`
	Game     string            `json:"game"`
	Players  []string          `json:"players"` // seat order: every row's cells follow it
	Limit    int               `json:"limit"`
	Rows     []ChinchonGridRow `json:"rows"`   // the hands in force, in order; never null
	Totals   []int             `json:"totals"` // now: a buy-back after the last hand counts
	Finished bool              `json:"finished"`
	Winners  []string          `json:"winners"` // never null; seat order
	g        Game
}

// ChinchonGridRow is one hand of the sheet.
type ChinchonGridRow struct {
	Round     int                `json:"round"`                // the hand's number
	Seq       int                `json:"seq"`                  // its ledger entry
	AmendedBy int                `json:"amended_by,omitempty"` // the correction in force (CN-15)
	Cutter    string             `json:"cutter"`
	Chinchon  bool               `json:"chinchon,omitempty"` // the cut was a chinchón (CN-11)
	Cells     []ChinchonGridCell `json:"cells"`
}

// ChinchonGridCell is one player's line of a hand.
type ChinchonGridCell struct {
	// Points are what the hand added to the total; absent when the rules
	// added nothing: the player was out, or another cut a chinchón (CN-11).
	Points    *int `json:"points,omitempty"`
	Total     int  `json:"total"`               // after the hand
	Unchecked bool `json:"unchecked,omitempty"` // entered as points, not computed from cards
	SatOut    bool `json:"sat_out,omitempty"`   // out before the hand: not dealt in
	Out       bool `json:"out,omitempty"`       // went out in this hand (CN-12)
	// BuyBack: the player bought back in after this hand (CN-13).
	BuyBack *GridBuyBack `json:"buyback,omitempty"`
}

// GridBuyBack is a buy-back: its ledger entry and the total it rejoined at.
type GridBuyBack struct {
	Seq   int `json:"seq"`
	Total int `json:"total"`
}

// ChucheGrid is `standings --grid --json` for a Chuche game.
type ChucheGrid struct {
	ID        int64           `json:"id"`
	Name      string          `json:"name"`
	Game      string          `json:"game"`
	Players   []string        `json:"players"` // seat order: every row's cells follow it
	Threshold int             `json:"threshold"`
	Rows      []ChucheGridRow `json:"rows"` // the rounds scored, in order; never null
	Totals    []int           `json:"totals"`
	Finished  bool            `json:"finished"`
	Winners   []string        `json:"winners"` // never null; seat order
}

// ChucheGridRow is one round of the sheet.
type ChucheGridRow struct {
	Round     int              `json:"round"`
	Seq       int              `json:"seq"` // the entry that completed it
	AmendedBy int              `json:"amended_by,omitempty"`
	Dealer    string           `json:"dealer,omitempty"` // none for a round entered as won piles (CU-25)
	Cells     []ChucheGridCell `json:"cells"`
}

// ChucheGridCell is one player's line of a round.
type ChucheGridCell struct {
	Points      int `json:"points"` // CU-22 + CU-23
	Total       int `json:"total"`
	ChucheCards int `json:"chuche_cards"` // Chuche cards won (CU-20)
	Chuches     int `json:"chuches"`      // CHUCHEs called (CU-14)
}

// GridOf is the sheet of a match; amendedBy maps the seq of a hand or
// round in force to the correction that stands for it.
func GridOf(g Game, m scorer.Match, amendedBy map[int]int) Grid {
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		return chinchonGrid(g, m, amendedBy)
	case scorer.ChucheMatch:
		return chucheGrid(g, m, amendedBy)
	}
	return nil
}

func chinchonGrid(g Game, m scorer.ChinchonMatch, amendedBy map[int]int) ChinchonGrid {
	doc := ChinchonGrid{ID: g.ID, Name: g.Name, Game: g.Kind, Limit: m.Limit, Rows: []ChinchonGridRow{},
		Finished: m.Finished, Winners: OrEmpty(m.Winners), g: g}
	for _, p := range m.Players {
		doc.Players, doc.Totals = append(doc.Players, p.Name), append(doc.Totals, p.Total)
	}
	out := map[string]bool{} // out before the hand: not dealt in
	for _, h := range m.Hands {
		row := ChinchonGridRow{Round: h.Round, Seq: h.Seq, AmendedBy: amendedBy[h.Seq], Cutter: h.Cutter, Chinchon: h.Chinchon}
		for _, name := range doc.Players {
			cell := ChinchonGridCell{Total: h.TotalsAfter[name], SatOut: out[name]}
			if score, dealt := h.Scores[name]; dealt && (!h.Chinchon || name == h.Cutter) {
				cell.Points, cell.Unchecked = &score, h.Unchecked[name]
			}
			for _, gone := range h.Eliminated {
				cell.Out = cell.Out || gone == name
			}
			out[name] = out[name] || cell.Out
			for _, r := range m.Rejoins {
				if r.Player == name && r.After == h.Round {
					cell.BuyBack, out[name] = &GridBuyBack{Seq: r.Seq, Total: r.To}, false
				}
			}
			row.Cells = append(row.Cells, cell)
		}
		doc.Rows = append(doc.Rows, row)
	}
	return doc
}

func chucheGrid(g Game, m scorer.ChucheMatch, amendedBy map[int]int) ChucheGrid {
	doc := ChucheGrid{ID: g.ID, Name: g.Name, Game: g.Kind, Threshold: m.Threshold, Rows: []ChucheGridRow{},
		Finished: m.Finished, Winners: OrEmpty(m.Winners)}
	for _, p := range m.Players {
		doc.Players, doc.Totals = append(doc.Players, p.Name), append(doc.Totals, p.Total)
	}
	for _, r := range m.Rounds {
		row := ChucheGridRow{Round: r.Round, Seq: r.Seq, AmendedBy: amendedBy[r.Seq], Dealer: r.Dealer}
		for _, name := range doc.Players {
			row.Cells = append(row.Cells, ChucheGridCell{Points: r.Scores[name], Total: r.TotalsAfter[name],
				ChucheCards: r.ChucheCards[name], Chuches: r.Chuches[name]})
		}
		doc.Rows = append(doc.Rows, row)
	}
	return doc
}

// WriteGrid prints the sheet for people: a title, a header of names, a
// line per hand or round and a legend of the marks it uses. Six players
// with short names fit 80 columns; longer names are cut with "…".
func (vw Words) WriteGrid(w io.Writer, g Grid) error {
	if g == nil {
		return nil
	}
	_, err := io.WriteString(w, g.sheet(vw).render())
	return err
}

// The marks of a sheet. They are the same in every language; the legend
// says them in words.
const (
	markCut      = "*"
	markChinchon = "#"
	markOut      = "✗"
	markBuyBack  = "↺"
	markAmended  = "~"
	markNoCount  = "·"
	markChuche   = "◆"
)

// sheet is a grid laid out as text, before the widths are known.
type sheet struct {
	title   string
	head    string // the label column's header: "hand", "round"
	players []string
	lines   []sheetLine
	legend  []string // the marks used, in words
	empty   string   // said under the header when there is no line
}

// sheetLine is one line of the sheet: a hand, a round or a buy-back.
type sheetLine struct {
	label string // the number, or "" for a buy-back
	mark  string // after the number: amended
	cells []sheetCell
}

// sheetCell is mark, points, total and flag; all empty for a player not
// in the hand.
type sheetCell struct{ mark, points, total, flag string }

func (c ChinchonGrid) sheet(vw Words) sheet {
	s := sheet{title: vw.p.Sprintf("Score sheet of game #%#d %q (%s):", c.ID, c.Name, vw.LimitWords(c.g, c.Limit)) + "\n",
		head: vw.p.Sprintf("hand"), players: c.Players, empty: vw.p.Sprintf("No hands yet.") + "\n"}
	s.legend = []string{vw.p.Sprintf("each cell: points, total")}
	used := map[string]bool{}
	for _, r := range c.Rows {
		line := sheetLine{label: strconv.Itoa(r.Round)}
		if r.AmendedBy != 0 {
			line.mark, used[markAmended] = markAmended, true
		}
		var back *sheetLine
		for i, cell := range r.Cells {
			sc := sheetCell{total: strconv.Itoa(cell.Total)}
			switch {
			case cell.SatOut:
				sc = sheetCell{}
			case cell.Points == nil:
				sc.points, used[markNoCount] = markNoCount, true
			default:
				sc.points = signed(*cell.Points)
			}
			if c.Players[i] == r.Cutter {
				sc.mark = markCut
				if r.Chinchon {
					sc.mark = markChinchon
				}
				used[sc.mark] = true
			}
			if cell.Out {
				sc.flag, used[markOut] = markOut, true
			}
			line.cells = append(line.cells, sc)
			if cell.BuyBack != nil {
				if back == nil {
					back = &sheetLine{cells: make([]sheetCell, len(r.Cells))}
				}
				back.cells[i], used[markBuyBack] = sheetCell{mark: markBuyBack, total: strconv.Itoa(cell.BuyBack.Total)}, true
			}
		}
		s.lines = append(s.lines, line)
		if back != nil {
			s.lines = append(s.lines, *back)
		}
	}
	words := []struct{ mark, text string }{
		{markCut, vw.p.Sprintf("cut the hand")}, {markChinchon, vw.p.Sprintf("chinchón")}, {markOut, vw.p.Sprintf("went out")},
		{markBuyBack, vw.p.Sprintf("bought back in at")}, {markAmended, vw.p.Sprintf("amended")},
		{markNoCount, vw.p.Sprintf("not counted after a chinchón")},
	}
	for _, wd := range words {
		if used[wd.mark] {
			s.legend = append(s.legend, wd.mark+" "+wd.text)
		}
	}
	return s
}

func (c ChucheGrid) sheet(vw Words) sheet {
	s := sheet{title: vw.p.Sprintf("Score sheet of game #%#d %q (%s):", c.ID, c.Name, vw.p.Sprintf("game ends at %d", c.Threshold)) + "\n",
		head: vw.p.Sprintf("round"), players: c.Players, empty: vw.p.Sprintf("No rounds yet.") + "\n"}
	s.legend = []string{vw.p.Sprintf("each cell: points, total")}
	used := map[string]bool{}
	for _, r := range c.Rows {
		line := sheetLine{label: strconv.Itoa(r.Round)}
		if r.AmendedBy != 0 {
			line.mark, used[markAmended] = markAmended, true
		}
		for _, cell := range r.Cells {
			sc := sheetCell{points: signed(cell.Points), total: strconv.Itoa(cell.Total)}
			if cell.ChucheCards > 0 {
				sc.flag, used[markChuche] = " "+markChuche+strconv.Itoa(cell.ChucheCards), true
			}
			line.cells = append(line.cells, sc)
		}
		s.lines = append(s.lines, line)
	}
	if used[markChuche] {
		s.legend = append(s.legend, markChuche+" "+vw.p.Sprintf("Chuche cards won"))
	}
	if used[markAmended] {
		s.legend = append(s.legend, markAmended+" "+vw.p.Sprintf("amended"))
	}
	return s
}

const (
	sheetWidth   = 80 // columns the sheet keeps to, for six players
	sheetNameMax = 12 // a column is never wider for its name alone
)

// render lays the sheet out: every cell of a column as wide as its widest
// part, names cut to the room left, the legend wrapped at sheetWidth.
func (s sheet) render() string {
	pw, tw, fw, lw := 0, 3, 0, 0
	lw = max(textWidth(s.head), 1)
	for _, l := range s.lines {
		lw = max(lw, textWidth(l.label)+1)
		for _, c := range l.cells {
			pw, tw, fw = max(pw, textWidth(c.points)), max(tw, textWidth(c.total)), max(fw, textWidth(c.flag))
		}
	}
	cw := 1 + pw + 1 + tw + fw
	col := cw
	if n := len(s.players); n > 0 {
		room := max(cw, min(sheetNameMax, (sheetWidth-lw)/n-1))
		for _, name := range s.players {
			col = max(col, min(textWidth(safetext.Escape(name)), room))
		}
	}
	var b strings.Builder
	b.WriteString(s.title)
	head := padRight(s.head, lw)
	for _, name := range s.players {
		head += " " + padLeft(fitText(safetext.Escape(name), col), col)
	}
	b.WriteString(strings.TrimRight(head, " ") + "\n")
	if len(s.lines) == 0 {
		b.WriteString("  " + s.empty)
		return b.String()
	}
	for _, l := range s.lines {
		line := padLeft(l.label, lw-1) + padRight(l.mark, 1)
		for _, c := range l.cells {
			text := ""
			if c != (sheetCell{}) {
				text = padRight(c.mark, 1) + padLeft(c.points, pw) + " " + padLeft(c.total, tw) + padRight(c.flag, fw)
			}
			line += " " + padLeft(text, col)
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	legend := ""
	for _, item := range s.legend {
		if legend != "" && textWidth(legend)+3+textWidth(item) > sheetWidth {
			b.WriteString(legend + "\n")
			legend = ""
		}
		if legend == "" {
			legend = "  " + item
		} else {
			legend += "   " + item
		}
	}
	if legend != "" {
		b.WriteString(legend + "\n")
	}
	return b.String()
}

// signed is a row's points as a sheet writes them: what they add, +4, -10.
func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// textWidth is how many terminal columns s takes.
func textWidth(s string) int { return uniseg.StringWidth(s) }

func padLeft(s string, w int) string  { return strings.Repeat(" ", max(0, w-textWidth(s))) + s }
func padRight(s string, w int) string { return s + strings.Repeat(" ", max(0, w-textWidth(s))) }

// fitText cuts s to w columns at a character boundary, marking the cut
// with "…".
func fitText(s string, w int) string {
	if textWidth(s) <= w {
		return s
	}
	var b strings.Builder
	used, state := 0, -1
	for s != "" {
		var c string
		var cw int
		c, s, cw, state = uniseg.FirstGraphemeClusterInString(s, state)
		if used+cw > w-1 {
			break
		}
		b.WriteString(c)
		used += cw
	}
	return b.String() + "…"
}
