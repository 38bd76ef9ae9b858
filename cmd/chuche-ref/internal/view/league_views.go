package view

import (
	"fmt"
	"io"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/rating"
)

// The league's views (docs/rules.md part 3): a season's table of one game
// or both, the odds of a line-up, the seasons. The JSON documents are
// docs/cli.md's `league --json`, `league odds --json` and `season --json`;
// the scoreboard's /api/league serves the same.

// LeagueTable is one game's table of one season, as computed.
type LeagueTable struct {
	Game   string // variants.GameChinchon, variants.GameChuche
	Season league.Season
	Lines  []league.Line
	Games  int // rated games of the season
	Points league.Points
	H2H    bool
}

// LeagueJSON is `league GAME --json`.
type LeagueJSON struct {
	Season  string             `json:"season"`
	From    string             `json:"from"`
	To      *string            `json:"to"`
	Game    string             `json:"game"`
	Games   int                `json:"games"`
	Points  []int              `json:"league_points"`
	Players []LeaguePlayerJSON `json:"players"`
}

// LeaguePlayerJSON is one line of the table, in table order.
type LeaguePlayerJSON struct {
	Place  int          `json:"place"`
	Name   string       `json:"name"`
	Mu     float64      `json:"mu"`
	Sigma  float64      `json:"sigma"`
	Rating float64      `json:"rating"`
	Change float64      `json:"change"`
	Games  int          `json:"games"`
	Wins   int          `json:"wins"`
	Points int          `json:"points"`
	H2H    []VersusJSON `json:"h2h,omitempty"`
}

// VersusJSON is a player's record against one opponent (LG-12).
type VersusJSON struct {
	Name   string `json:"name"`
	Games  int    `json:"games"`
	Ahead  int    `json:"ahead"`
	Behind int    `json:"behind"`
	Level  int    `json:"level"`
}

// LeaguesJSON is `league --json` with no game named: every game's table.
type LeaguesJSON struct {
	Season  string       `json:"season"`
	Leagues []LeagueJSON `json:"leagues"`
}

// LeagueDoc is a table as `league GAME --json` shows it.
func LeagueDoc(t LeagueTable) LeagueJSON {
	doc := LeagueJSON{Season: t.Season.Name, From: t.Season.First, Game: t.Game, Games: t.Games,
		Points: OrEmpty([]int(t.Points)), Players: []LeaguePlayerJSON{}}
	if t.Season.Last != "" {
		last := t.Season.Last
		doc.To = &last
	}
	for i, l := range t.Lines {
		p := LeaguePlayerJSON{Place: i + 1, Name: l.Player, Mu: l.Rating.Mu, Sigma: l.Rating.Sigma, Rating: l.Rating.Ordinal(),
			Change: l.Change(), Games: l.Games, Wins: l.Wins, Points: l.Points}
		if t.H2H {
			p.H2H = []VersusJSON{}
			for _, v := range l.Versus {
				p.H2H = append(p.H2H, VersusJSON{Name: v.Opponent, Games: v.Games, Ahead: v.Ahead, Behind: v.Behind, Level: v.Level})
			}
		}
		doc.Players = append(doc.Players, p)
	}
	return doc
}

// LeaguesDoc is the tables of every game as `league --json` shows them.
func LeaguesDoc(season league.Season, tables []LeagueTable) LeaguesJSON {
	doc := LeaguesJSON{Season: season.Name, Leagues: []LeagueJSON{}}
	for _, t := range tables {
		doc.Leagues = append(doc.Leagues, LeagueDoc(t))
	}
	return doc
}

// WriteLeague is one game's table for people: place, player, rating and
// its change over the season, games, wins, points (LG-10); with the head
// to head when it was asked for (LG-12).
func (vw Words) WriteLeague(out io.Writer, t LeagueTable) error {
	game := GameTitle(t.Game)
	vw.p.Line(out, "%s league, season %s (%s): %s", game, safetext.Escape(t.Season.Name), vw.SeasonDays(t.Season), vw.p.Sprintf("%d rated games", t.Games))
	if len(t.Lines) == 0 {
		vw.p.Item(out, "No rated %s game in this season yet.", game)
		return nil
	}
	tb := NewTable(out, "  #", vw.p.Sprintf("PLAYER"), vw.p.Sprintf("RATING"), vw.p.Sprintf("CHANGE"), vw.p.Sprintf("GAMES"),
		vw.p.Sprintf("WINS"), vw.p.Sprintf("POINTS"))
	for i, l := range t.Lines {
		tb.Row(fmt.Sprintf("  %d", i+1), l.Player, vw.p.Sprintf("%.1f", l.Rating.Ordinal()), vw.p.Sprintf("%+.1f", l.Change()),
			fmt.Sprint(l.Games), fmt.Sprint(l.Wins), fmt.Sprint(l.Points))
	}
	if err := tb.Flush(); err != nil {
		return err
	}
	vw.p.Line(out, "Rating: μ − 3σ (LG-6); points %s for the first places (league_points, LG-11).", t.Points.String())
	if !t.H2H {
		return nil
	}
	vw.p.Line(out, "Head to head (LG-12): ahead–behind–level in the games both played")
	for _, l := range t.Lines {
		var cells []string
		for _, v := range l.Versus {
			if v.Games > 0 {
				cells = append(cells, fmt.Sprintf("%s %d–%d–%d", safetext.Escape(v.Opponent), v.Ahead, v.Behind, v.Level))
			}
		}
		if len(cells) == 0 {
			vw.p.Item(out, "%s: no game with another player of the table", safetext.Escape(l.Player))
			continue
		}
		vw.p.Item(out, "%s: %s", safetext.Escape(l.Player), vw.p.List(cells))
	}
	return nil
}

// SeasonDays is a season's span in words: "2026-01-01 to 2026-12-31", or
// "from 2026-03-01" for a season still open.
func (vw Words) SeasonDays(s league.Season) string {
	if s.Last == "" {
		return vw.p.Sprintf("from %s, still open", s.First)
	}
	return vw.p.Sprintf("%s to %s", s.First, s.Last)
}

// OddsJSON is `league odds --json`.
type OddsJSON struct {
	Game    string           `json:"game"`
	Players []OddsPlayerJSON `json:"players"`
	Draw    float64          `json:"draw"`
}

// OddsPlayerJSON is one seat's chance, with the rating it comes from.
type OddsPlayerJSON struct {
	Name   string  `json:"name"`
	Win    float64 `json:"win"`
	Mu     float64 `json:"mu"`
	Sigma  float64 `json:"sigma"`
	Rating float64 `json:"rating"`
}

// OddsDoc is a line-up's odds as `league odds --json` shows them.
func OddsDoc(game string, players []string, ratings []rating.Rating, odds league.Odds) OddsJSON {
	doc := OddsJSON{Game: game, Players: []OddsPlayerJSON{}, Draw: odds.Draw}
	for i, p := range players {
		doc.Players = append(doc.Players, OddsPlayerJSON{Name: p, Win: odds.Win[i], Mu: ratings[i].Mu, Sigma: ratings[i].Sigma, Rating: ratings[i].Ordinal()})
	}
	return doc
}

// WriteOdds is a line-up's chances for people (LG-8).
func (vw Words) WriteOdds(out io.Writer, game string, players []string, ratings []rating.Rating, odds league.Odds) error {
	vw.p.Line(out, "Odds at the %s table, from each player's rating now (LG-8):", GameTitle(game))
	tb := NewTable(out, "  "+vw.p.Sprintf("PLAYER"), vw.p.Sprintf("RATING"), vw.p.Sprintf("TO WIN"))
	for i, p := range players {
		tb.Row("  "+p, vw.p.Sprintf("%.1f", ratings[i].Ordinal()), vw.p.Sprintf("%.1f%%", 100*odds.Win[i]))
	}
	if err := tb.Flush(); err != nil {
		return err
	}
	vw.p.Item(out, "a draw: %.1f%%", 100*odds.Draw)
	return nil
}

// WriteOddsLine is the odds in one line, as play shows them when a game
// starts: "Odds (LG-8): Ana 45%, Ben 30%, Cleo 25%".
func (vw Words) WriteOddsLine(out io.Writer, players []string, odds league.Odds) {
	cells := make([]string, len(players))
	for i, p := range players {
		cells[i] = vw.p.Sprintf("%s %.0f%%", safetext.Escape(p), 100*odds.Win[i])
	}
	vw.p.Line(out, "Odds (LG-8): %s", vw.p.List(cells))
}

// SeasonJSON is a season in `season --json`.
type SeasonJSON struct {
	Name string  `json:"name"`
	From string  `json:"from"`
	To   *string `json:"to"`
}

// SeasonDoc is a season as `season --json` shows it.
func SeasonDoc(s league.Season) SeasonJSON {
	doc := SeasonJSON{Name: s.Name, From: s.First}
	if s.Last != "" {
		last := s.Last
		doc.To = &last
	}
	return doc
}

// WriteSeasons lists the seasons of the ledger; now's calendar year is the
// season of a table that names none (LG-9).
func (vw Words) WriteSeasons(out io.Writer, seasons []league.Season, year league.Season) error {
	if len(seasons) == 0 {
		vw.p.Line(out, "No season in the ledger yet: a table that names none is of the calendar year (%s, %s).", year.Name, vw.SeasonDays(year))
		return nil
	}
	vw.p.Line(out, "Seasons (a table that names none is of the calendar year, %s):", year.Name)
	tb := NewTable(out, "  "+vw.p.Sprintf("SEASON"), vw.p.Sprintf("DAYS"))
	for _, s := range seasons {
		tb.Row("  "+s.Name, vw.SeasonDays(s))
	}
	return tb.Flush()
}
