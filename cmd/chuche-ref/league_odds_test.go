package main

import (
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/rating/ratingtest"
)

// `league odds --json` prints openskill's odds: for line-ups of players
// with ratings (after games recorded through the commands) and without,
// every chance to win and the chance of a draw are npm openskill 5.0.1's
// predictWin and predictDraw of the ratings the document shows, to 1e-9
// (LG-8).
func TestLeagueOdds_OpenSkillReference(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	run := func(args ...string) string {
		t.Helper()
		code, out, errOut := ledgerRun(dir, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s", args, code, errOut)
		}
		return out
	}
	clean := "1o 2o 3o 5c 5e 5b 5o"
	for i, seats := range [][]string{{"Ana", "Ben", "Cleo"}, {"Ben", "Cleo", "Dani", "Eva"}, {"Eva", "Ana"}, {"Cleo", "Ana", "Dani"}} {
		name := fmt.Sprint("g", i)
		run("new", "chinchon", "--players", strings.Join(seats, ","), "--name", name)
		for hand := 0; ; hand++ {
			var standing struct {
				Players []struct{ Name, Status string }
			}
			if err := json.Unmarshal([]byte(run("--game", name, "standings", "--json")), &standing); err != nil {
				t.Fatal(err)
			}
			args := []string{"--game", name, "round", "--cut", seats[0], "--hand", seats[0] + "=" + clean}
			for j, p := range standing.Players[1:] {
				if p.Status == "in" {
					args = append(args, "--points", fmt.Sprintf("%s=%d", p.Name, 60-10*j+5*hand))
				}
			}
			out := run(args...)
			if strings.Contains(out, "Game over") {
				break
			}
		}
	}
	lineups := [][]string{{"Ana", "Ben"}, {"Ana", "Ben", "Cleo"}, {"Dani", "Eva", "Cleo", "Ben", "Ana"}, {"Ana", "Nobody"}, {"Zed", "Yo"}}
	type seat struct {
		Name  string  `json:"name"`
		Win   float64 `json:"win"`
		Mu    float64 `json:"mu"`
		Sigma float64 `json:"sigma"`
	}
	var docs []struct {
		Players []seat  `json:"players"`
		Draw    float64 `json:"draw"`
	}
	var in ratingtest.Input
	for _, names := range lineups {
		out := run(append([]string{"league", "odds", "chinchon", "--json"}, names...)...)
		docs = append(docs, struct {
			Players []seat  `json:"players"`
			Draw    float64 `json:"draw"`
		}{})
		if err := json.Unmarshal([]byte(out), &docs[len(docs)-1]); err != nil {
			t.Fatalf("%v: %v\n%s", names, err, out)
		}
		var line []ratingtest.MuSig
		for _, p := range docs[len(docs)-1].Players {
			line = append(line, ratingtest.MuSig{Mu: p.Mu, Sigma: p.Sigma})
		}
		in.Lineups = append(in.Lineups, line)
	}
	if docs[0].Players[0].Mu == 25 {
		t.Fatal("Ana has no rating: the games were not rated")
	}
	ref := ratingtest.Run(t, in)
	worst := 0.0
	for l, doc := range docs {
		for i, p := range doc.Players {
			d := math.Abs(p.Win - ref.Lineups[l].Win[i])
			worst = math.Max(worst, d)
			if !(d <= ratingtest.Agreement) {
				t.Errorf("%v: %s wins %.17g, openskill says %.17g", lineups[l], p.Name, p.Win, ref.Lineups[l].Win[i])
			}
		}
		d := math.Abs(doc.Draw - ref.Lineups[l].Draw)
		worst = math.Max(worst, d)
		if !(d <= ratingtest.Agreement) {
			t.Errorf("%v: a draw %.17g, openskill says %.17g", lineups[l], doc.Draw, ref.Lineups[l].Draw)
		}
	}
	t.Logf("%d line-ups: largest difference from openskill %.3g", len(docs), worst)
}
