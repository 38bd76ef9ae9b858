package chart

import (
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/scorer"
)

func fixedChart() lineChart {
	limit := 50
	return lineChart{
		Title:  "Totals of game #1 \"Friday\", hand by hand:",
		XLabel: "hand",
		Series: []chartSeries{
			{Name: "Ana", Points: []chartPoint{{0, 0}, {1, 4}, {2, 14}, {3, 26}, {4, 30}}, Total: 30},
			// Ben goes out in hand 2, sits out hand 3 and rejoins (a gap).
			{Name: "Ben", Points: []chartPoint{{0, 0}, {1, 20}, {2, 60}, {4, 45}}, Total: 45, Note: "bought back"},
			{Name: "Cleo", Points: []chartPoint{{0, 0}, {1, 10}, {2, -10}, {3, 0}, {4, 5}}, Total: 5},
		},
		Limit:      &limit,
		LimitLabel: "out above 50",
		Width:      30,
		Height:     8,
	}
}

const fixedChartGolden = `Totals of game #1 "Friday", hand by hand:
 60 ┤              ·B
 50 ┤┄┄┄┄┄┄┄┄┄┄┄┄··┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄B
    │          ··
    │        ··            A······A
    │      ·B        ······
    │  ·····C·······A             C
  0 ┤·······A  ····     ···C······
-10 ┤              ·C···
    └──────────────────────────────
     0      1       2      3      4  hand
  A Ana 30   B Ben 45 (bought back)   C Cleo 5   ┄ out above 50
`

func TestLineChart_Golden(t *testing.T) {
	var b strings.Builder
	if err := fixedChart().render(&b); err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != fixedChartGolden {
		t.Errorf("chart:\n%s\nwant:\n%s", got, fixedChartGolden)
	}
}

func TestLineChart_ColourAndSymbols(t *testing.T) {
	c := fixedChart()
	c.Series[1].Name = "ana" // initials clash: symbols instead
	c.Colour = true
	var b strings.Builder
	if err := c.render(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.Contains(out, "\x1b[36m*\x1b[0m Ana 30") || !strings.Contains(out, "\x1b[33mo\x1b[0m ana 45") ||
		!strings.Contains(out, "\x1b[31m┄\x1b[0m out above 50") {
		t.Errorf("legend lacks coloured symbols:\n%q", out)
	}
	c.Colour = false
	b.Reset()
	c.render(&b)
	if strings.Contains(b.String(), "\x1b[") {
		t.Errorf("colour without Colour:\n%s", b.String())
	}
}

func TestLineChart_OneHandAndNoHands(t *testing.T) {
	limit := 100
	c := lineChart{Series: []chartSeries{{Name: "Ana", Points: []chartPoint{{0, 0}}}}, Limit: &limit, Width: 10, Height: 3}
	var b strings.Builder
	if err := c.render(&b); err != nil {
		t.Fatal(err)
	}
	want := "100 ┤┄┄┄┄┄┄┄┄┄┄\n    │\n  0 ┤A\n    └──────────\n     0\n  A Ana 0\n"
	if b.String() != want {
		t.Errorf("chart of no hands:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestChucheChart(t *testing.T) {
	m := scorer.ChucheMatch{Threshold: 40,
		Players: []scorer.ChuchePlayer{{Name: "Ana", Total: 29}, {Name: "Ben", Total: 11}},
		Rounds: []scorer.ChucheRoundResult{
			{TotalsAfter: map[string]int{"Ana": 12, "Ben": 2}},
			{TotalsAfter: map[string]int{"Ana": 29, "Ben": 11}},
		}}
	c := chucheChart(nil, view.Game{ID: 4, Name: "kids"}, m)
	c.Width, c.Height = 20, 5
	var b strings.Builder
	if err := c.render(&b); err != nil {
		t.Fatal(err)
	}
	want := `Totals of game #4 "kids", round by round:
40 ┤┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄┄
   │                 ··A
   │            ·····
   │     ·····A· ······B
 0 ┤··········B··
   └────────────────────
    0         1        2  round
  A Ana 29   B Ben 11   ┄ game ends at 40
`
	if b.String() != want {
		t.Errorf("chart:\n%s\nwant:\n%s", b.String(), want)
	}
}
