package chart

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/scorer"
)

// lineChart draws running totals round by round as text: one series per
// player, each point marked with the player's initial (or a symbol when
// initials clash), points joined by dots, and an optional limit line.
type lineChart struct {
	Title      string
	XLabel     string // what x counts, e.g. "hand"
	Series     []chartSeries
	Limit      *int          // a value marked across the chart, e.g. Chinchón's limit
	LimitLabel string        // said in the legend, e.g. "out above 100"
	Width      int           // plot columns; 0 means chartWidth
	Height     int           // plot rows; 0 means chartHeight
	Colour     bool          // ANSI colours: only on a terminal without NO_COLOR
	p          *i18n.Printer // the legend's words; nil: English
}

// chartSeries is one player's line. Points are in x order; an x missing
// between two points (a hand the player sat out) breaks the line, and two
// points at one x are a jump between rounds (a buy-back).
type chartSeries struct {
	Name   string
	Points []chartPoint
	Total  int    // said in the legend: the standing now
	Note   string // legend note, e.g. "out"
}

type chartPoint struct{ X, Y int }

const (
	chartWidth  = 60
	chartHeight = 12
	chartDot    = '·'
	chartRule   = '┄'
	chartShared = '◆' // two or more players on one spot
)

// chartSymbols mark the series when initials would be ambiguous.
var chartSymbols = []rune{'*', 'o', '+', 'x', '#', '@', '%', '&'}

// chartColours are ANSI colours for the series; red is kept for the limit.
var chartColours = []string{"36", "33", "35", "32", "34", "37", "96", "93"}

const chartLimitColour = "31"

// chartGrid is the plot area: runes and their colours, row 0 at the top.
type chartGrid struct {
	cells   [][]rune
	colours [][]string
}

func (c lineChart) size() (w, h int) {
	w, h = c.Width, c.Height
	if w <= 0 {
		w = chartWidth
	}
	if h <= 1 {
		h = chartHeight
	}
	return w, h
}

// bounds is the value range shown: every point, zero and the limit.
func (c lineChart) bounds() (lo, hi, xMax int) {
	if c.Limit != nil {
		lo, hi = min(0, *c.Limit), max(0, *c.Limit)
	}
	for _, s := range c.Series {
		for _, p := range s.Points {
			lo, hi, xMax = min(lo, p.Y), max(hi, p.Y), max(xMax, p.X)
		}
	}
	if hi == lo {
		hi = lo + 1
	}
	return lo, hi, xMax
}

// marks picks each series' marker: initials if they are all different.
func (c lineChart) marks() []rune {
	initials := make([]rune, len(c.Series))
	seen := map[rune]bool{}
	for i, s := range c.Series {
		r := []rune(strings.TrimSpace(s.Name) + "?")[0]
		initials[i] = unicode.ToUpper(r)
		if seen[initials[i]] {
			symbols := make([]rune, len(c.Series))
			for j := range symbols {
				symbols[j] = chartSymbols[j%len(chartSymbols)]
			}
			return symbols
		}
		seen[initials[i]] = true
	}
	return initials
}

// render writes the chart: title, plot with a value axis, hand axis, legend.
func (c lineChart) render(w io.Writer) error {
	width, height := c.size()
	lo, hi, xMax := c.bounds()
	col := func(x int) int {
		if xMax == 0 {
			return 0
		}
		return int(math.Round(float64(x) * float64(width-1) / float64(xMax)))
	}
	row := func(y float64) int { // 0 is the top row
		return height - 1 - int(math.Round((y-float64(lo))*float64(height-1)/float64(hi-lo)))
	}
	g := chartGrid{cells: make([][]rune, height), colours: make([][]string, height)}
	for r := range g.cells {
		g.cells[r] = []rune(strings.Repeat(" ", width))
		g.colours[r] = make([]string, width)
	}

	limitRow := -1
	if c.Limit != nil {
		limitRow = row(float64(*c.Limit))
		for x := range width {
			g.cells[limitRow][x], g.colours[limitRow][x] = chartRule, chartLimitColour
		}
	}
	marks := c.marks()
	// Lines first, so that points are drawn over them.
	for i, s := range c.Series {
		colour := chartColours[i%len(chartColours)]
		for j := 1; j < len(s.Points); j++ {
			a, b := s.Points[j-1], s.Points[j]
			if b.X == a.X { // a jump between rounds, e.g. a buy-back
				ra, rb := row(float64(a.Y)), row(float64(b.Y))
				for r := min(ra, rb) + 1; r < max(ra, rb); r++ {
					if x := col(a.X); g.cells[r][x] == ' ' || g.cells[r][x] == chartRule {
						g.cells[r][x], g.colours[r][x] = chartDot, colour
					}
				}
				continue
			}
			if b.X != a.X+1 {
				continue // the player sat out: no line
			}
			ca, cb := col(a.X), col(b.X)
			for x := ca + 1; x < cb; x++ {
				y := float64(a.Y) + float64(b.Y-a.Y)*float64(x-ca)/float64(cb-ca)
				r := row(y)
				if g.cells[r][x] == ' ' || g.cells[r][x] == chartRule {
					g.cells[r][x], g.colours[r][x] = chartDot, colour
				}
			}
		}
	}
	owner := map[[2]int]int{} // which series marked a cell
	shared := false
	for i, s := range c.Series {
		colour := chartColours[i%len(chartColours)]
		for _, p := range s.Points {
			r, x := row(float64(p.Y)), col(p.X)
			if p.X == 0 && len(c.Series) > 1 {
				// Everyone starts at the same place: no one's mark.
				if g.cells[r][x] == ' ' || g.cells[r][x] == chartRule {
					g.cells[r][x], g.colours[r][x] = chartDot, ""
				}
				continue
			}
			if o, ok := owner[[2]int{r, x}]; ok && o != i {
				// Two players on one spot: neither initial would be true.
				g.cells[r][x], g.colours[r][x] = chartShared, ""
				shared = true
				continue
			}
			owner[[2]int{r, x}] = i
			g.cells[r][x], g.colours[r][x] = marks[i], colour
		}
	}

	labels := map[int]string{0: strconv.Itoa(hi), height - 1: strconv.Itoa(lo), row(0): "0"}
	if limitRow >= 0 {
		labels[limitRow] = strconv.Itoa(*c.Limit)
	}
	labelWidth := 0
	for _, l := range labels {
		labelWidth = max(labelWidth, len(l))
	}

	var b strings.Builder
	if c.Title != "" {
		b.WriteString(c.Title + "\n")
	}
	for r := range height {
		axis := '│'
		if _, ok := labels[r]; ok {
			axis = '┤'
		}
		fmt.Fprintf(&b, "%*s %c", labelWidth, labels[r], axis)
		b.WriteString(c.paint(g.cells[r], g.colours[r]))
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "%*s └%s\n", labelWidth, "", strings.Repeat("─", width))
	b.WriteString(c.xTicks(labelWidth, width, xMax, col))
	b.WriteString(c.legend(marks, shared))
	_, err := io.WriteString(w, b.String())
	return err
}

// paint writes a row, colouring runs of cells that share a colour.
func (c lineChart) paint(cells []rune, colours []string) string {
	if !c.Colour {
		return strings.TrimRight(string(cells), " ")
	}
	var b strings.Builder
	current := ""
	for i, r := range cells {
		want := colours[i]
		if r == ' ' {
			want = ""
		}
		if want != current {
			if current != "" {
				b.WriteString("\x1b[0m")
			}
			if want != "" {
				b.WriteString("\x1b[" + want + "m")
			}
			current = want
		}
		b.WriteRune(r)
	}
	if current != "" {
		b.WriteString("\x1b[0m")
	}
	return strings.TrimRight(b.String(), " ")
}

// xTicks numbers the rounds under the axis: the last one always, the
// others from the left wherever they fit with a space between.
func (c lineChart) xTicks(labelWidth, width, xMax int, col func(int) int) string {
	line := []rune(strings.Repeat(" ", width+1))
	at := func(x int) int { return min(max(col(x)-(len(strconv.Itoa(x))-1)/2, 0), width+1-len(strconv.Itoa(x))) }
	end := at(xMax)
	copy(line[end:], []rune(strconv.Itoa(xMax)))
	free := 0
	for x := 0; x < xMax; x++ {
		s := strconv.Itoa(x)
		if a := at(x); a >= free && a+len(s) < end {
			copy(line[a:], []rune(s))
			free = a + len(s) + 1
		}
	}
	label := strings.TrimRight(string(line), " ")
	if c.XLabel != "" {
		label += "  " + c.XLabel
	}
	return fmt.Sprintf("%*s  %s\n", labelWidth, "", label)
}

func (c lineChart) legend(marks []rune, shared bool) string {
	var parts []string
	for i, s := range c.Series {
		mark := string(marks[i])
		if c.Colour {
			mark = "\x1b[" + chartColours[i%len(chartColours)] + "m" + mark + "\x1b[0m"
		}
		part := mark + " " + s.Name
		part += " " + strconv.Itoa(s.Total)
		if s.Note != "" {
			part += " (" + s.Note + ")"
		}
		parts = append(parts, part)
	}
	if c.Limit != nil && c.LimitLabel != "" {
		rule := string(chartRule)
		if c.Colour {
			rule = "\x1b[" + chartLimitColour + "m" + rule + "\x1b[0m"
		}
		parts = append(parts, rule+" "+c.LimitLabel)
	}
	if shared {
		parts = append(parts, string(chartShared)+" "+c.p.Sprintf("more than one player"))
	}
	return "  " + strings.Join(parts, "   ") + "\n"
}

// chinchonChart is each player's total after every hand (from 0 before the
// first), with the limit players go out above. A hand a player sat out,
// being out, breaks the line; a buy-back picks it up again.
func chinchonChart(p *i18n.Printer, g view.Game, m scorer.ChinchonMatch) lineChart {
	c := lineChart{
		Title:      p.Sprintf("Totals of game #%#d %q, hand by hand:", g.ID, g.Name),
		XLabel:     p.Sprintf("hand"),
		Limit:      &m.Limit,
		LimitLabel: view.In(p).LimitWords(g, m.Limit),
		p:          p,
	}
	for _, pl := range m.Players {
		p := pl // the player; the printer is c.p
		s := chartSeries{Name: p.Name, Points: []chartPoint{{0, 0}}, Total: p.Total}
		for i, h := range m.Hands {
			if _, played := h.Scores[p.Name]; played {
				s.Points = append(s.Points, chartPoint{i + 1, h.TotalsAfter[p.Name]})
			}
			for _, r := range m.Rejoins {
				if r.Player == p.Name && r.After == i+1 {
					s.Points = append(s.Points, chartPoint{i + 1, r.To})
				}
			}
		}
		var notes []string
		if p.Status == scorer.ChinchonOut {
			notes = append(notes, c.p.Sprintf("out"))
		}
		if p.BuyBacks > 0 {
			notes = append(notes, c.p.Sprintf("%d buy-backs", p.BuyBacks))
		}
		s.Note = strings.Join(notes, ", ")
		c.Series = append(c.Series, s)
	}
	return c
}

// WriteChinchonChart draws the chart, in colour only on a terminal and
// without NO_COLOR.
func WriteChinchonChart(out io.Writer, p *i18n.Printer, colour bool, g view.Game, m scorer.ChinchonMatch) error {
	if len(m.Hands) == 0 {
		_, err := p.Line(out, "No hands to chart yet.")
		return err
	}
	c := chinchonChart(p, g, m)
	c.Colour = colour
	return c.render(out)
}

// chucheChart is each player's total after every round, with the threshold
// that ends the game (CU-24).
func chucheChart(p *i18n.Printer, g view.Game, m scorer.ChucheMatch) lineChart {
	c := lineChart{
		Title:      p.Sprintf("Totals of game #%#d %q, round by round:", g.ID, g.Name),
		XLabel:     p.Sprintf("round"),
		Limit:      &m.Threshold,
		LimitLabel: p.Sprintf("game ends at %d", m.Threshold),
		p:          p,
	}
	for _, p := range m.Players {
		s := chartSeries{Name: p.Name, Points: []chartPoint{{0, 0}}, Total: p.Total}
		for i, r := range m.Rounds {
			s.Points = append(s.Points, chartPoint{i + 1, r.TotalsAfter[p.Name]})
		}
		c.Series = append(c.Series, s)
	}
	return c
}

// WriteChucheChart is writeChinchonChart for Chuche: what chucheStandings
// calls for --chart.
func WriteChucheChart(out io.Writer, p *i18n.Printer, colour bool, g view.Game, m scorer.ChucheMatch) error {
	if len(m.Rounds) == 0 {
		_, err := p.Line(out, "No rounds to chart yet.")
		return err
	}
	c := chucheChart(p, g, m)
	c.Colour = colour
	return c.render(out)
}

// WriteChart draws the chart of either game's match.
func WriteChart(out io.Writer, p *i18n.Printer, colour bool, g view.Game, m scorer.Match) error {
	switch m := m.(type) {
	case scorer.ChinchonMatch:
		return WriteChinchonChart(out, p, colour, g, m)
	case scorer.ChucheMatch:
		return WriteChucheChart(out, p, colour, g, m)
	}
	return fault.Internalf("unknown game kind %q", fmt.Sprintf("%T", m))
}
