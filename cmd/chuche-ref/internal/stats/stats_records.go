package stats

import (
	"fmt"
	"io"
	"math"
	"sort"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// statsRecord is games played, finished and won: a line of every stats table.
type statsRecord struct {
	Games    int      `json:"games"`
	Finished int      `json:"finished"`
	Wins     int      `json:"wins"`
	WinRate  *float64 `json:"win_rate"` // wins / finished; null before a game is finished
}

// addGroup adds a group of a player's games.
func (r *statsRecord) addGroup(g scorekeeper.TotalsGroup) {
	r.Games += g.Games
	r.Finished += g.Finished
	r.Wins += g.Wins
	r.rate()
}

func (r *statsRecord) rate() {
	r.WinRate = nil
	if r.Finished > 0 {
		rate := statsRatio(r.Wins, r.Finished)
		r.WinRate = &rate
	}
}

// ratio rounds to three decimals so JSON shows 0.333, not 0.3333333333333333.
func statsRatio(n, d int) float64 {
	return math.Round(float64(n)/float64(d)*1000) / 1000
}

func (r statsRecord) percent(p *i18n.Printer) string {
	if r.WinRate == nil {
		return "-"
	}
	return p.Sprintf("%.0f%%", *r.WinRate*100)
}

func statsSinceJSON(since time.Time) *time.Time {
	if since.IsZero() {
		return nil
	}
	t := since.UTC()
	return &t
}

// statsRosterLine is one player of `stats --json` without PLAYER.
type statsRosterLine struct {
	Name string `json:"name"`
	statsRecord
}

// WriteStatsRoster prints every player, most wins first.
func WriteStatsRoster(out io.Writer, p *i18n.Printer, asJSON bool, records []scorekeeper.PlayerRecord, since time.Time) error {
	lines := make([]statsRosterLine, 0, len(records))
	for _, r := range records {
		l := statsRosterLine{Name: r.Name, statsRecord: statsRecord{Games: r.Games, Finished: r.Finished, Wins: r.Wins}}
		l.rate()
		lines = append(lines, l)
	}
	sort.SliceStable(lines, func(i, j int) bool {
		a, b := lines[i], lines[j]
		if a.Wins != b.Wins {
			return a.Wins > b.Wins
		}
		ra, rb := statsRateOr(a.WinRate), statsRateOr(b.WinRate)
		if ra != rb {
			return ra > rb
		}
		return a.Games > b.Games
	})
	if asJSON {
		return view.WriteJSON(out, struct {
			Since   *time.Time        `json:"since"`
			Players []statsRosterLine `json:"players"`
		}{statsSinceJSON(since), lines})
	}
	if len(lines) == 0 {
		if since.IsZero() {
			p.Line(out, "No games yet.")
		} else {
			p.Line(out, "No games played%s.", statsSinceWords(p, since))
		}
		return nil
	}
	if !since.IsZero() {
		p.Line(out, "Games last played%s:", statsSinceWords(p, since))
	}
	t := view.NewTable(out, p.Sprintf("PLAYER"), p.Sprintf("GAMES"), p.Sprintf("FINISHED"), p.Sprintf("WINS"), p.Sprintf("WIN RATE"))
	for _, l := range lines {
		t.Row(l.Name, fmt.Sprint(l.Games), fmt.Sprint(l.Finished), fmt.Sprint(l.Wins), l.percent(p))
	}
	return t.Flush()
}

func statsRateOr(r *float64) float64 {
	if r == nil {
		return -1
	}
	return *r
}

func statsSinceWords(p *i18n.Printer, since time.Time) string {
	if since.IsZero() {
		return ""
	}
	return " " + p.Sprintf("since %s", since.Local().Format("2006-01-02"))
}

// writeStatsRecords prints one record per line under a first column.
func writeStatsRecords(out io.Writer, p *i18n.Printer, first string, labels []string, recs []statsRecord) error {
	t := view.NewTable(out, "  "+first, p.Sprintf("GAMES"), p.Sprintf("FINISHED"), p.Sprintf("WINS"), p.Sprintf("WIN RATE"))
	for i, r := range recs {
		t.Row("  "+labels[i], fmt.Sprint(r.Games), fmt.Sprint(r.Finished), fmt.Sprint(r.Wins), r.percent(p))
	}
	return t.Flush()
}
