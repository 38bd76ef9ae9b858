package view

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/rivo/uniseg"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/i18n"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// chinchonMatch plays hands entered by points, the cutter's 7 cards given,
// through the scorer, as the ledger's entries would be.
func chinchonMatch(t *testing.T, seats []string, entries ...scorer.Payload) scorer.ChinchonMatch {
	t.Helper()
	rules, err := variants.NewChinchonRules(map[string]string{"limit": "100"})
	if err != nil {
		t.Fatal(err)
	}
	var es []scorer.Entry
	for i, p := range entries {
		es = append(es, scorer.Entry{Seq: i + 1, Payload: p})
	}
	m, err := scorer.ChinchonStandings(seats, rules, es)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func cut(t *testing.T, cutter, cards string, points map[string]int) scorer.ChinchonHand {
	t.Helper()
	cs, err := variants.ChinchonDeck{Name: variants.Spanish48}.ParseCards(cards)
	if err != nil {
		t.Fatal(err)
	}
	return scorer.ChinchonHand{Cutter: cutter, Hands: map[string][]variants.ChinchonCard{cutter: cs}, Points: points}
}

func chinchon(t *testing.T, cutter, cards string, points map[string]int) scorer.ChinchonHand {
	h := cut(t, cutter, cards, points)
	h.Chinchon = true
	return h
}

const (
	cleanCut = "1o 2o 3o 4o 5c 5e 5b" // −10 (CN-10)
	cutFour  = "1o 2o 3o 5c 5e 5b 4c" // leftover 4
	sevenRun = "1c 2c 3c 4c 5c 6c 7c" // a chinchón (CN-11)
)

// checkLines fails when a line of out is wider than cols or holds a raw
// control character.
func checkLines(t *testing.T, out string, cols int) {
	t.Helper()
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if w := uniseg.StringWidth(l); w > cols {
			t.Errorf("line is %d columns wide, more than %d:\n%s", w, cols, l)
		}
		if strings.ContainsAny(l, "\x1b\x07\t\r") {
			t.Errorf("raw control character in %q", l)
		}
	}
}

// Six players with short names fit an 80-column terminal whole, names and
// all, however long the game has gone on.
func TestGridSixShortNamesFitEightyColumns(t *testing.T) {
	seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}
	points := func(cutter string, n int) map[string]int {
		m := map[string]int{}
		for _, s := range seats {
			if s != cutter {
				m[s] = n
			}
		}
		return m
	}
	var hands []scorer.Payload
	for i := range 11 { // two-digit hand numbers, totals near the limit
		cutter := seats[i%len(seats)]
		hands = append(hands, cut(t, cutter, cleanCut, points(cutter, 9)))
	}
	m := chinchonMatch(t, seats, hands...)
	var b strings.Builder
	if err := In(nil).WriteGrid(&b, GridOf(Game{ID: 12, Kind: "chinchon", Name: "Friday", Players: seats}, m, nil)); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	checkLines(t, out, 80)
	header := strings.Split(out, "\n")[1]
	if strings.Contains(header, "…") || !strings.HasSuffix(header, "Fede") {
		t.Errorf("short names cut or missing in the header:\n%s", out)
	}
	if !strings.Contains(out, "\n 11 ") {
		t.Errorf("no hand 11:\n%s", out)
	}
}

// Long names are cut by display width with "…" (wide letters count two
// columns), and a name's control characters are shown escaped, never raw.
func TestGridLongNamesCutAndEscaped(t *testing.T) {
	seats := []string{"Bartholomew-Alexander", "Christopherson", "日本語の名前です", "Dani\x1b[2J", "Eva", "Fede"}
	m := chinchonMatch(t, seats, cut(t, "Eva", cutFour, map[string]int{"Bartholomew-Alexander": 60, "Christopherson": 7,
		"日本語の名前です": 12, "Dani\x1b[2J": 30, "Fede": 40}))
	for _, p := range []*i18n.Printer{nil, i18n.New(i18n.De), i18n.New(i18n.Es)} {
		var b strings.Builder
		if err := In(p).WriteGrid(&b, GridOf(Game{ID: 1, Kind: "chinchon", Name: "g", Players: seats}, m, nil)); err != nil {
			t.Fatal(err)
		}
		out := b.String()
		checkLines(t, out, 80)
		header := strings.Split(out, "\n")[1]
		for _, want := range []string{"Bartholome…", "Christophe…", "日本語の名…", `Dani\x1b[2J`} {
			if !strings.Contains(header, want) {
				t.Errorf("header lacks %q:\n%s", want, out)
			}
		}
	}
}

// A buy-back, a chinchón and an amended hand, as the sheet shows them and
// as its JSON says them.
func TestGridChinchonMarks(t *testing.T) {
	seats := []string{"Ana", "Ben", "Cleo"}
	m := chinchonMatch(t, seats,
		cut(t, "Ana", cutFour, map[string]int{"Ben": 60, "Cleo": 10}),
		cut(t, "Cleo", cleanCut, map[string]int{"Ana": 12, "Ben": 50}),
		scorer.ChinchonBuyBack{Player: "Ben"},
		chinchon(t, "Ben", sevenRun, map[string]int{"Ana": 30}),
	)
	g := GridOf(Game{ID: 3, Kind: "chinchon", Name: "club", Players: seats}, m, map[int]int{2: 7})
	var b strings.Builder
	if err := In(nil).WriteGrid(&b, g); err != nil {
		t.Fatal(err)
	}
	const want = `Score sheet of game #3 "club" (out above 100):
hand       Ana       Ben      Cleo
  1  * +4   4   +60  60   +10  10
  2~  +12  16   +50 110✗ *-10   0
               ↺     16
  3     ·  16  #-10   6     ·   0
  each cell: points, total   * cut the hand   # chinchón   ✗ went out
  ↺ bought back in at   ~ amended   · not counted after a chinchón
`
	if got := b.String(); got != want {
		t.Errorf("sheet:\n%s\nwant:\n%s", got, want)
	}

	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Rows []struct {
			Round     int    `json:"round"`
			AmendedBy int    `json:"amended_by"`
			Cutter    string `json:"cutter"`
			Chinchon  bool   `json:"chinchon"`
			Cells     []map[string]any
		}
		Totals []int `json:"totals"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Rows) != 3 || doc.Rows[1].AmendedBy != 7 || doc.Rows[0].AmendedBy != 0 || !doc.Rows[2].Chinchon || doc.Rows[2].Cutter != "Ben" {
		t.Fatalf("rows: %s", data)
	}
	ben := doc.Rows[1].Cells[1]
	if ben["out"] != true || ben["buyback"].(map[string]any)["total"] != 16.0 || ben["total"] != 110.0 {
		t.Errorf("Ben in hand 2: %v", ben)
	}
	if _, counted := doc.Rows[2].Cells[0]["points"]; counted {
		t.Errorf("Ana's points counted after Ben's chinchón: %v", doc.Rows[2].Cells[0])
	}
	if !slices.Equal(doc.Totals, []int{16, 6, 0}) {
		t.Errorf("totals: %v", doc.Totals)
	}
}

// A player out sits the next hands out: blank cells, until a buy-back.
func TestGridOutPlayerSitsOut(t *testing.T) {
	seats := []string{"Ana", "Ben", "Cleo"}
	m := chinchonMatch(t, seats,
		cut(t, "Ana", cutFour, map[string]int{"Ben": 60, "Cleo": 10}),
		cut(t, "Ana", cutFour, map[string]int{"Ben": 50, "Cleo": 10}),
		cut(t, "Cleo", cutFour, map[string]int{"Ana": 12}),
	)
	g := GridOf(Game{ID: 1, Kind: "chinchon", Name: "g", Players: seats}, m, nil).(ChinchonGrid)
	if cell := g.Rows[2].Cells[1]; !cell.SatOut || cell.Points != nil || cell.Total != 110 {
		t.Errorf("Ben in hand 3: %+v", cell)
	}
	var b strings.Builder
	In(nil).WriteGrid(&b, g)
	if line := strings.Split(b.String(), "\n")[4]; line != "  3   +12  20            * +4  24" {
		t.Errorf("hand 3: %q\n%s", line, b.String())
	}
}

// Chuche: rounds × players, Chuche cards beside the total, six players in
// 80 columns.
func TestGridChuche(t *testing.T) {
	seats := []string{"Ana", "Ben", "Cleo", "Dani", "Eva", "Fede"}
	rules, err := variants.NewChucheRules(nil)
	if err != nil {
		t.Fatal(err)
	}
	deck := rules.DeckFor(len(seats))
	won := func(s string) []variants.ChucheCard {
		cs, err := deck.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return cs
	}
	round := scorer.ChucheRoundScore{
		Won:    map[string][]variants.ChucheCard{"Ana": won("R5 R4 R3"), "Ben": won("Y1 Y2"), "Fede": won("O5")},
		Chuche: map[string]int{"Ana": 3, "Eva": 1, "Fede": 11 - 3 - 1},
	}
	m, err := scorer.ChucheStandings(seats, rules, []scorer.Entry{{Seq: 1, Payload: round}, {Seq: 2, Payload: round}})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := In(i18n.New(i18n.De)).WriteGrid(&b, GridOf(Game{ID: 2, Kind: "chuche", Name: "liga", Players: seats}, m, map[int]int{1: 3})); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	checkLines(t, out, 80)
	lines := strings.Split(out, "\n")
	if !strings.HasPrefix(lines[0], `Spielzettel der Partie #2 "liga"`) || !strings.HasPrefix(lines[1], "Runde") {
		t.Errorf("title or header not in German:\n%s", out)
	}
	// Ana: R5 R4 R3 = 5 + 3 + 3, three Chuche cards = 12 (CU-22, CU-23).
	if !strings.HasPrefix(lines[2], "   1~  +23  23 ◆3") || !strings.HasPrefix(lines[3], "   2   +23  46 ◆3") {
		t.Errorf("Ana's rounds:\n%s", out)
	}
	if !strings.Contains(out, "◆ gewonnene Chuche-Karten   ~ berichtigt") {
		t.Errorf("legend:\n%s", out)
	}
}

// An empty game says so under the header.
func TestGridNoHandsYet(t *testing.T) {
	seats := []string{"Ana", "Ben"}
	var b strings.Builder
	In(i18n.New(i18n.Es)).WriteGrid(&b, GridOf(Game{ID: 1, Kind: "chinchon", Name: "g", Players: seats}, chinchonMatch(t, seats), nil))
	if !strings.Contains(b.String(), "\n  Todavía no se ha jugado ninguna mano.\n") {
		t.Errorf("empty sheet:\n%s", b.String())
	}
}
