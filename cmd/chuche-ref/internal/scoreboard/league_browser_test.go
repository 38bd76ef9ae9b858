package scoreboard

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/serve"
	"github.com/chuche-ref/chuche-ref/scorer"
	"github.com/chuche-ref/chuche-ref/variants"
)

// The league page in a real browser: a phone opens /league from the key,
// reads both tables as `league --json` has them, follows a game decided
// while it is open, and a TV-wide screen shows the same tables in large
// type. Names reach the page as text.

const leagueKey = "league-board-key"

// leagueLedger is a ledger of three decided Chinchón games and one Chuche
// match, with a player named like markup.
func leagueLedger(t *testing.T) (string, *scorekeeper.Ledger) {
	t.Helper()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "ledger.db")
	l, err := scorekeeper.OpenLedger(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	for _, players := range [][]string{{"Ana", "Ben", "<b>Cleo</b>"}, {"Ana", "Ben"}, {"Ben", "<b>Cleo</b>"}} {
		decideChinchon(t, l, players)
	}
	k, err := scorekeeper.Create(ctx, l, scorekeeper.NewGame{Kind: variants.GameChuche, Players: []string{"Ana", "Dani"},
		Rules: json.RawMessage(`{"threshold": "2:10"}`)})
	if err != nil {
		t.Fatal(err)
	}
	won := func(list string) []variants.ChucheCard {
		var cards []variants.ChucheCard
		if err := json.Unmarshal([]byte(list), &cards); err != nil {
			t.Fatal(err)
		}
		return cards
	}
	if _, err := scorekeeper.ProbeRecord(ctx, k, scorer.ChucheRoundScore{Won: map[string][]variants.ChucheCard{"Ana": won(`["R5","R3","Y2"]`), "Dani": won(`["G1"]`)},
		Chuche: map[string]int{"Ana": 2}}); err != nil {
		t.Fatal(err)
	}
	return path, l
}

// decideChinchon plays a Chinchón game to its end: the first player cuts
// clean every hand while the others score 60, until one is left.
func decideChinchon(t *testing.T, l *scorekeeper.Ledger, players []string) {
	t.Helper()
	ctx := context.Background()
	deck, _ := variants.NewChinchonDeck("spanish-48", 0)
	clean, err := deck.ParseCards("1o 2o 3o 5c 5e 5b 5o")
	if err != nil {
		t.Fatal(err)
	}
	k, err := scorekeeper.Create(ctx, l, scorekeeper.NewGame{Kind: variants.GameChinchon, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		h := scorer.ChinchonHand{Cutter: players[0], Hands: map[string][]variants.ChinchonCard{players[0]: clean}, Points: map[string]int{}}
		m, _ := k.(*scorekeeper.Chinchon).Match()
		for _, p := range m.In() {
			if p != players[0] {
				h.Points[p] = 60 - 5*i
			}
		}
		rec, err := scorekeeper.ProbeRecord(ctx, k, h)
		if err != nil {
			t.Fatal(err)
		}
		if rec.After.Finished {
			return
		}
	}
}

// serveLeague runs the scoreboard over the ledger at path, read as serve
// reads it, on a free port of 127.0.0.1.
func serveLeague(t *testing.T, path string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	l, err := scorekeeper.OpenLedgerReadOnly(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	src, err := New(ctx, l)
	if err != nil {
		t.Fatal(err)
	}
	// A tenth of the pages' pace: a decided game is asked for 25 ms after
	// its event, not 250 (serve --pace).
	srv, err := serve.New(src, serve.Options{Key: leagueKey, Poll: 50 * time.Millisecond, Pace: 0.1})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { srv.Serve(ctx, ln); close(done) }()
	t.Cleanup(func() { cancel(); <-done; src.Close(); l.Close() })
	return "http://" + ln.Addr().String()
}

// chrome is the package's one headless Chromium, started by the first
// test that needs it and stopped by TestMain; each test reads the page in
// a browser context of its own, as fresh as a new profile.
var chrome struct {
	once    sync.Once
	ctx     context.Context
	stop    func()
	profile string
	err     error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if chrome.stop != nil {
		chrome.stop()
	}
	if chrome.profile != "" {
		os.RemoveAll(chrome.profile)
	}
	os.Exit(code)
}

// leagueBrowser is a fresh browser context of the package's Chromium and
// a page of width × height CSS pixels, closed when the test ends.
func leagueBrowser(t *testing.T, width, height int64) context.Context {
	t.Helper()
	chromium := "/usr/bin/chromium"
	if _, err := os.Stat(chromium); err != nil {
		if chromium, err = exec.LookPath("chromium"); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("no chromium in CI: .ci/run installs Debian's chromium when it is missing")
			}
			t.Skip("no chromium (apt-get install chromium); CI runs this test")
		}
	}
	chrome.once.Do(func() {
		if chrome.profile, chrome.err = os.MkdirTemp("", "scoreboard-chromium-"); chrome.err != nil {
			return
		}
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
			chromedp.ExecPath(chromium), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
			chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
			chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-dev-shm-usage", true),
			chromedp.UserDataDir(chrome.profile), chromedp.WindowSize(1920, 1080))
		ctx, cancelCtx := chromedp.NewContext(alloc)
		chrome.ctx, chrome.stop = ctx, func() { cancelCtx(); cancelAlloc() }
		chrome.err = chromedp.Do(ctx)
	})
	if chrome.err != nil {
		t.Fatalf("start chromium: %v", chrome.err)
	}
	ctx, cancelCtx := chromedp.NewContext(chrome.ctx, chromedp.WithNewBrowserContext())
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(width, height)); err != nil {
		t.Fatalf("open a browser context: %v", err)
	}
	return ctx
}

func evalJS[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

func waitFor(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		text, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("%s: %v (page text: %q)", what, err, text)
	}
}

// apiLeague is /api/league as a program reads it.
func apiLeague(t *testing.T, base, query string) (int, map[string]any) {
	t.Helper()
	req, _ := http.NewRequest("GET", base+"/api/league"+query, nil)
	req.Header.Set("Authorization", "Bearer "+leagueKey)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var doc map[string]any
	if err := json.NewDecoder(res.Body).Decode(&doc); err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, doc
}

// tableRows are the page's rows of one game: name and rating as shown.
const tableRows = `(game) => [...document.querySelectorAll('section.league[data-game="' + game + '"] tbody tr')].map((tr) => [tr.querySelector('td.name').textContent, tr.querySelector('td.rating').textContent])`

func TestLeaguePage_PhoneFollowsTheTables(t *testing.T) {
	t.Parallel()
	path, writer := leagueLedger(t)
	base := serveLeague(t, path)
	ctx := leagueBrowser(t, 390, 844)

	status, doc := apiLeague(t, base, "")
	leagues, _ := doc["leagues"].([]any)
	if status != http.StatusOK || len(leagues) != 2 {
		t.Fatalf("/api/league: %d %v", status, doc)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/league?key="+leagueKey)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "both tables", `document.querySelectorAll('section.league').length === 2 && document.querySelectorAll('section.league tbody tr').length === 5`)

	// The page shows the API's document: the same players in the same
	// order, the ratings as rounded to one decimal.
	for _, lg := range leagues {
		table := lg.(map[string]any)
		shown := evalJS[[][]string](t, ctx, `(`+tableRows+`)(`+jsString(table["game"].(string))+`)`)
		players := table["players"].([]any)
		if len(shown) != len(players) {
			t.Fatalf("%s: the page shows %d rows, the API has %d players", table["game"], len(shown), len(players))
		}
		for i, p := range players {
			p := p.(map[string]any)
			want := []string{p["name"].(string), format1(p["rating"].(float64))}
			if shown[i][0] != want[0] || shown[i][1] != want[1] {
				t.Errorf("%s row %d: the page shows %v, the API says %v", table["game"], i+1, shown[i], want)
			}
		}
	}
	// A name from the ledger is text, never markup.
	if n := evalJS[int](t, ctx, `document.querySelectorAll('section.league b').length`); n != 0 {
		t.Errorf("a player's name became markup: %d <b> elements", n)
	}
	if got := evalJS[bool](t, ctx, `[...document.querySelectorAll('td.name')].some((td) => td.textContent === '<b>Cleo</b>')`); !got {
		t.Error("the name <b>Cleo</b> is not shown as written")
	}
	leagueScreenshot(t, ctx, "league-phone")
	// No sideways scrolling on a phone.
	if w := evalJS[[]int](t, ctx, `[document.documentElement.scrollWidth, window.innerWidth]`); w[0] > w[1] {
		t.Errorf("the page is %d px wide on a %d px phone", w[0], w[1])
	}

	// A game decided in another process shows up without a reload.
	decideChinchon(t, writer, []string{"Dani", "Ana"})
	waitFor(t, ctx, "the new game in the table", `(`+tableRows+`)("chinchon").some((r) => r[0] === "Dani")`)

	// One game, and the links keep the season.
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/league?game=chuche&lang=de")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "the Chuche table alone", `document.querySelectorAll('section.league').length === 1 && document.querySelector('section.league').dataset.game === "chuche"`)
	if h := evalJS[string](t, ctx, `document.getElementById('league-title').textContent`); h != "Die Liga" {
		t.Errorf("the German page's title is %q", h)
	}
}

// On a TV-wide screen the tables fill the width in large type.
func TestLeaguePage_TV(t *testing.T) {
	t.Parallel()
	path, _ := leagueLedger(t)
	base := serveLeague(t, path)
	ctx := leagueBrowser(t, 1920, 1080)
	if err := chromedp.Do(ctx, chromedp.Navigate(base+"/league?key="+leagueKey)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, "both tables", `document.querySelectorAll('section.league tbody tr').length === 5`)
	leagueScreenshot(t, ctx, "league-tv")
	size := evalJS[float64](t, ctx, `parseFloat(getComputedStyle(document.querySelector('td.name')).fontSize)`)
	width := evalJS[float64](t, ctx, `document.querySelector('table.league-table').getBoundingClientRect().width`)
	if size < 28 || width < 1500 {
		t.Errorf("on a 1920 px TV the table is %.0f px wide in %.0f px type; want it across the screen, readable from the room", width, size)
	}
}

// The API refuses an unknown game or season with 404 and says why.
func TestLeagueAPI_UnknownGameOrSeason(t *testing.T) {
	t.Parallel()
	path, _ := leagueLedger(t)
	base := serveLeague(t, path)
	for _, q := range []string{"?game=poker", "?season=Winter"} {
		status, doc := apiLeague(t, base, q)
		if status != http.StatusNotFound || !strings.Contains(doc["error"].(string), strings.TrimPrefix(q[strings.Index(q, "=")+1:], "")) {
			t.Errorf("/api/league%s: %d %v", q, status, doc)
		}
	}
	status, doc := apiLeague(t, base, "?game=chinchon&season=2020")
	if status != http.StatusOK || doc["season"] != "2020" || doc["game"] != "chinchon" {
		t.Errorf("/api/league of 2020: %d %v", status, doc)
	}
}

// leagueScreenshot saves the page when CHUCHE_REF_SCREENSHOTS names a
// folder, for a person to look at.
func leagueScreenshot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("CHUCHE_REF_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Logf("screenshot %s: %v", name, err)
		return
	}
	os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644)
}

func jsString(s string) string { b, _ := json.Marshal(s); return string(b) }

// format1 is a rating as the page writes it, toFixed(1): the nearest
// tenth of the exact value.
func format1(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }
