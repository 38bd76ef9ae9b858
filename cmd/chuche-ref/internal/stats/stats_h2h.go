package stats

import (
	"fmt"
	"io"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/safetext"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
	"github.com/chuche-ref/chuche-ref/variants"
)

// headToHeadJSON is `stats PLAYER --vs OTHER --json`.
type headToHeadJSON struct {
	Player   string          `json:"player"`
	Vs       string          `json:"vs"`
	Since    *time.Time      `json:"since"`
	Games    int             `json:"games"`    // games both sat in
	Finished int             `json:"finished"` // of those, finished
	Players  [2]h2hLine      `json:"players"`  // PLAYER, then OTHER
	Level    int             `json:"level"`    // finished games neither finished ahead in
	Recent   []h2hGameJSON   `json:"recent"`   // the last 10 shared games, newest first
	ByGame   []h2hKindRecord `json:"by_game"`
}

// h2hLine is one side of a head-to-head: games won, and finished games in
// which this player finished ahead of the other.
type h2hLine struct {
	Name  string `json:"name"`
	Wins  int    `json:"wins"`
	Ahead int    `json:"ahead"`
}

type h2hKindRecord struct {
	Game    string `json:"game"`
	Games   int    `json:"games"`
	Ahead   [2]int `json:"ahead"` // PLAYER's, OTHER's
	Level   int    `json:"level"`
	Playing int    `json:"playing"` // not finished yet
}

type h2hGameJSON struct {
	ID         int64     `json:"id"`
	Name       string    `json:"name"`
	Game       string    `json:"game"`
	LastPlayed time.Time `json:"last_played"`
	Finished   bool      `json:"finished"`
	Totals     [2]int    `json:"totals"` // PLAYER's, OTHER's
	Ahead      string    `json:"ahead"`  // who finished ahead; "" when level or still playing
}

const h2hRecent = 10

// HeadToHead is two players' record in the games they both sat in.
func HeadToHead(player, vs string, games []scorekeeper.SharedGame, since time.Time) headToHeadJSON {
	h := headToHeadJSON{Player: player, Vs: vs, Since: statsSinceJSON(since), Recent: []h2hGameJSON{}, ByGame: []h2hKindRecord{}}
	h.Players[0].Name, h.Players[1].Name = player, vs
	kinds := map[string]*h2hKindRecord{}
	var order []string
	for _, g := range games {
		h.Player, h.Vs = g.A.Name, g.B.Name // the roster's spelling
		h.Players[0].Name, h.Players[1].Name = g.A.Name, g.B.Name
		h.Games++
		k := kinds[g.Kind]
		if k == nil {
			k = &h2hKindRecord{Game: g.Kind}
			kinds[g.Kind] = k
			order = append(order, g.Kind)
		}
		k.Games++
		if g.A.Won {
			h.Players[0].Wins++
		}
		if g.B.Won {
			h.Players[1].Wins++
		}
		ahead := ""
		switch {
		case g.FinishedAt == nil:
			k.Playing++
		case finishedAhead(g.Kind, g.A, g.B) > 0:
			h.Players[0].Ahead++
			k.Ahead[0]++
			ahead = g.A.Name
		case finishedAhead(g.Kind, g.B, g.A) > 0:
			h.Players[1].Ahead++
			k.Ahead[1]++
			ahead = g.B.Name
		default:
			h.Level++
			k.Level++
		}
		if g.FinishedAt != nil {
			h.Finished++
		}
		h.Recent = append(h.Recent, h2hGameJSON{ID: g.GameID, Name: g.Name, Game: g.Kind, LastPlayed: g.LastPlayedAt.UTC(),
			Finished: g.FinishedAt != nil, Totals: [2]int{g.A.Total, g.B.Total}, Ahead: ahead})
	}
	for _, kind := range order {
		h.ByGame = append(h.ByGame, *kinds[kind])
	}
	// Newest first: the games come oldest first.
	for i, j := 0, len(h.Recent)-1; i < j; i, j = i+1, j-1 {
		h.Recent[i], h.Recent[j] = h.Recent[j], h.Recent[i]
	}
	if len(h.Recent) > h2hRecent {
		h.Recent = h.Recent[:h2hRecent]
	}
	return h
}

// finishedAhead says whether a finished a game ahead of b (1), behind
// (-1), or level (0), from their summary lines. A winner is ahead. In
// Chinchón a player still in is ahead of one who is out; of two who are
// out, the one who stayed in for more hands; then the lower total. In
// Chuche the higher total is ahead.
func finishedAhead(kind string, a, b scorekeeper.PlayerSummary) int {
	switch {
	case a.Won != b.Won:
		return map[bool]int{true: 1, false: -1}[a.Won]
	case kind == variants.GameChinchon:
		if a.Status != b.Status {
			return map[bool]int{true: 1, false: -1}[a.Status == "in"]
		}
		if ha, hb := a.Hands(), b.Hands(); a.Status == "out" && ha != hb {
			return compareInts(ha, hb)
		}
		return compareInts(b.Total, a.Total)
	}
	return compareInts(a.Total, b.Total)
}

func compareInts(a, b int) int {
	switch {
	case a > b:
		return 1
	case a < b:
		return -1
	}
	return 0
}

// WriteHeadToHead is `stats PLAYER --vs OTHER`.
func WriteHeadToHead(out io.Writer, p *i18n.Printer, asJSON bool, h headToHeadJSON) error {
	if asJSON {
		return view.WriteJSON(out, h)
	}
	since := ""
	if h.Since != nil {
		since = statsSinceWords(p, *h.Since)
	}
	if h.Games == 0 {
		p.Line(out, "%s and %s have played no games together%s.", safetext.Escape(h.Player), safetext.Escape(h.Vs), since)
		return nil
	}
	a, b := h.Players[0], h.Players[1]
	p.Line(out, "%s vs %s%s: %d games together, %d finished", safetext.Escape(a.Name), safetext.Escape(b.Name), since, h.Games, h.Finished)
	t := view.NewTable(out, "  "+p.Sprintf("PLAYER"), p.Sprintf("WINS"), p.Sprintf("FINISHED AHEAD"))
	t.Row("  "+a.Name, fmt.Sprint(a.Wins), fmt.Sprint(a.Ahead))
	t.Row("  "+b.Name, fmt.Sprint(b.Wins), fmt.Sprint(b.Ahead))
	if err := t.Flush(); err != nil {
		return err
	}
	if h.Level > 0 {
		p.Item(out, "level in %d games", h.Level)
	}
	p.Line(out, "Last %d games together:", len(h.Recent))
	t = view.NewTable(out, "  "+p.Sprintf("ID"), p.Sprintf("NAME"), p.Sprintf("GAME"), a.Name, b.Name, p.Sprintf("AHEAD"), p.Sprintf("LAST PLAYED"))
	for _, g := range h.Recent {
		ahead := g.Ahead
		switch {
		case !g.Finished:
			ahead = p.Sprintf("(playing)")
		case ahead == "":
			ahead = p.Sprintf("level")
		}
		t.Row(fmt.Sprintf("  %d", g.ID), g.Name, g.Game, fmt.Sprint(g.Totals[0]), fmt.Sprint(g.Totals[1]), ahead,
			g.LastPlayed.Local().Format("2006-01-02"))
	}
	return t.Flush()
}
