package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's chromium, which .ci/run installs when missing.
func chromiumPath() string {
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	return ""
}

// newPhone starts a headless Chromium with a fresh profile, its page
// sized like a phone (390×844 CSS pixels).
func newPhone(t *testing.T) context.Context {
	t.Helper()
	chromium := chromiumPath()
	if chromium == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no chromium in CI: .ci/run installs Debian's chromium when it is missing")
		}
		t.Skip("no chromium (apt-get install chromium); CI runs this test")
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(390, 844),
	)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	ctx, cancelTimeout := context.WithTimeout(ctx, 2*time.Minute)
	t.Cleanup(func() { cancelTimeout(); cancelCtx(); cancelAlloc() })
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(2))); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
}

// screenshot saves the page when CHUCHE_REF_SCREENSHOTS names a folder,
// for a person to look at.
func screenshot(t *testing.T, ctx context.Context, name string) {
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

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// waitUntil waits for a JavaScript condition in the page, checked every
// 50 ms for up to 20 s. A check that cannot run (right after a navigation
// the new page's script context may not be there yet) counts as not yet.
func waitUntil(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](js))
		if err == nil && ok {
			return
		}
		if ctx.Err() != nil || time.Now().After(deadline) {
			t.Fatalf("%s: not within 20s (the last check: %v, %v; page text: %q)", what, ok, err, pageText(ctx))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func pageText(ctx context.Context) string {
	s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
	return s
}

// noSideways fails when the page is wider than the phone's screen.
func noSideways(t *testing.T, ctx context.Context, when string) {
	t.Helper()
	if w := eval[[]int](t, ctx, `[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]`); w[0] > w[2] || w[1] > w[2] {
		t.Errorf("%s: the page is %d (body %d) px wide on a %d px screen: it scrolls sideways", when, w[0], w[1], w[2])
	}
}

// A phone opens a game's scoreboard from the address serve printed, sees
// the standings and the chart, and follows a round entered in another
// terminal without reloading; the list of games shows names as text.
func TestServe_BrowserFollowsTheGameLive(t *testing.T) {
	t.Parallel()
	ctx := newPhone(t)
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "<i>Zoe</i> & Co,Ben", "--name", "<b>mesa-3</b>")
	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")

	if err := chromedp.Do(ctx, chromedp.Navigate(p.base+"/games/1?key="+p.key)); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, "the standings of mesa-1", `document.querySelectorAll('#players .player').length === 3 && document.querySelectorAll('#chart path.series').length > 0`)
	screenshot(t, ctx, "game-before")

	// The standings: totals, who is in, the buy-back (CN-13).
	type row struct {
		Name, Total, Badges string
	}
	rows := eval[[]row](t, ctx, `[...document.querySelectorAll('#players .player')].map(li => ({
		Name: li.querySelector('.name').textContent, Total: li.querySelector('.total').textContent,
		Badges: [...li.querySelectorAll('.badge')].map(b => b.textContent).join(',')}))`)
	// CN-4: Cris dealt hand 1, Ana hand 2; Ben, back in by his buy-back, is next.
	want := []row{{"Ana", "8", "in"}, {"Ben", "75", "in,bought back once,deals"}, {"Cris", "75", "in"}}
	if len(rows) != len(want) {
		t.Fatalf("standings rows %+v, want %+v", rows, want)
	}
	for i := range want {
		if rows[i] != want[i] {
			t.Errorf("standings row %d: %+v, want %+v", i, rows[i], want[i])
		}
	}
	if d := eval[string](t, ctx, `document.getElementById('dealer').textContent`); d != "Deals next: Ben" {
		t.Errorf("Chinchón dealer line %q, want Deals next: Ben", d)
	}
	if title := eval[string](t, ctx, `document.getElementById('title').textContent`); title != "mesa-1" {
		t.Errorf("title %q", title)
	}
	if s := eval[string](t, ctx, `location.search`); s != "" {
		t.Errorf("the key stays in the address bar: %q", s)
	}

	// The chart: two hands, Ben's line broken by his elimination and picked
	// up by his buy-back, the limit drawn.
	chart := eval[map[string]int](t, ctx, `({
		hands: Number(document.getElementById('chart').dataset.hands),
		lines: document.querySelectorAll('#chart path.series').length,
		out: document.querySelectorAll('#chart .mark-out').length,
		buyback: document.querySelectorAll('#chart .mark-buyback').length,
		limit: document.querySelectorAll('#chart .limit').length,
		width: Math.round(document.getElementById('chart').getBoundingClientRect().width),
	})`)
	if chart["hands"] != 2 || chart["lines"] != 4 || chart["out"] != 1 || chart["buyback"] != 1 || chart["limit"] != 1 {
		t.Errorf("chart %v: want 2 hands, 4 line pieces (Ben's in two), 1 elimination, 1 buy-back, the limit", chart)
	}
	if chart["width"] < 300 || chart["width"] > 390 {
		t.Errorf("chart is %d px wide on a 390 px phone", chart["width"])
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('#rounds .round').length`); n != 2 {
		t.Errorf("%d last hands shown, want 2", n)
	}
	noSideways(t, ctx, "before the round")

	// Another terminal enters a hand: the page changes without a reload.
	eval[bool](t, ctx, `window.notReloaded = true`)
	bin.mustRun(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Cris", "--hand", "Cris="+cleanHand, "--points", "Ana=7", "--points", "Ben=3")
	waitUntil(t, ctx, "the new hand on the page", `document.querySelector('#players .player .total').textContent === '15' && document.getElementById('chart').dataset.hands === '3' && document.querySelectorAll('#rounds .round').length === 3`)
	if !eval[bool](t, ctx, `window.notReloaded === true`) {
		t.Error("the page reloaded to show the round")
	}
	if first := eval[string](t, ctx, `document.querySelector('#rounds .round .head').textContent`); !strings.Contains(first, "Hand 3") || !strings.Contains(first, "Cris") {
		t.Errorf("latest hand shown first as %q", first)
	}
	if live := eval[string](t, ctx, `document.getElementById('live').textContent`); live != "live" {
		t.Errorf("live indicator says %q", live)
	}
	noSideways(t, ctx, "after the round")
	screenshot(t, ctx, "game-after")

	// The network drops: serve stops, and comes back on the same address
	// with the same key. The page reconnects by itself and catches up.
	port := p.base[strings.LastIndex(p.base, ":")+1:]
	p.stop(t, syscall.SIGTERM)
	waitUntil(t, ctx, "the page to notice the drop", `document.getElementById('live').textContent !== 'live'`)
	bin.mustRun(t, "--db", ledger, "round", "--game", "mesa-1", "--cut", "Ana", "--hand", "Ana="+cleanHand, "--points", "Ben=5", "--points", "Cris=6")
	p = startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:"+port, "--key", p.key)
	waitUntil(t, ctx, "the page to reconnect and show hand 4", `document.getElementById('live').textContent === 'live' && document.getElementById('chart').dataset.hands === '4' && document.querySelector('#players .player .total').textContent === '5'`)
	if !eval[bool](t, ctx, `window.notReloaded === true`) {
		t.Error("the page reloaded to reconnect")
	}

	// The list of games, opened with the cookie alone; names are text.
	if err := chromedp.Do(ctx, chromedp.Navigate(p.base+"/")); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, "the list of games", `document.querySelectorAll('#playing a').length === 3`)
	names := eval[[]string](t, ctx, `[...document.querySelectorAll('#playing .name')].map(e => e.textContent)`)
	if strings.Join(names, "|") != "<b>mesa-3</b>|mesa-1|mesa-2" && !containsAll(names, "<b>mesa-3</b>", "mesa-1", "mesa-2") {
		t.Errorf("games listed %q", names)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('main b, main i').length`); n != 0 {
		t.Errorf("a name became markup: %d <b>/<i> elements in the page", n)
	}
	if !strings.Contains(pageText(ctx), "<i>Zoe</i> & Co") {
		t.Errorf("the player named <i>Zoe</i> & Co is not shown as written:\n%s", pageText(ctx))
	}
	noSideways(t, ctx, "the list of games")
	screenshot(t, ctx, "index")
}

func containsAll(list []string, want ...string) bool {
	for _, w := range want {
		found := false
		for _, s := range list {
			found = found || s == w
		}
		if !found {
			return false
		}
	}
	return len(list) == len(want)
}

// A phone set to Spanish (es-AR) reads the scoreboard in Spanish; a TV
// opened with ?lang=de reads it in German, and its links keep the choice.
// The words are longer than the English: nothing scrolls sideways.
func TestServe_BrowserInTheTablesLanguage(t *testing.T) {
	t.Parallel()
	ctx := newPhone(t)
	bin := chucheRef(t)
	ledger := clubLedger(t, bin)
	bin.mustRun(t, "--db", ledger, "new", "chinchon", "--players", "<i>Zoe</i> & Co,Ben", "--name", "<b>mesa-3</b>")
	p := startServe(t, bin, nil, "--db", ledger, "--addr", "127.0.0.1:0")

	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": "es-AR,es;q=0.9"}}); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(p.base+"/games/1?key="+p.key)); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, "the standings in Spanish", `document.querySelectorAll('#players .player').length === 3 && document.querySelectorAll('#rounds .round').length === 2 && document.getElementById('live').textContent === 'en directo'`)
	screenshot(t, ctx, "game-es")
	texts := eval[map[string]string](t, ctx, `({
		lang: document.documentElement.lang,
		chart: document.getElementById('chart-title').textContent,
		rounds: document.getElementById('rounds-title').textContent,
		dealer: document.getElementById('dealer').textContent,
		summary: document.getElementById('summary').textContent,
		head: document.querySelector('#rounds .round .head').textContent,
		badges: [...document.querySelectorAll('#players .badge')].map(b => b.textContent).join(','),
		back: document.getElementById('back').textContent,
	})`)
	for k, want := range map[string]string{
		"lang": "es", "chart": "Puntos acumulados, mano por mano", "rounds": "Últimas manos",
		"dealer": "Reparte ahora: Ben", "back": "‹ todas las partidas",
	} {
		if texts[k] != want {
			t.Errorf("Spanish %s: %q, want %q", k, texts[k], want)
		}
	}
	if !strings.Contains(texts["summary"], "2 manos") || !strings.Contains(texts["head"], "Mano 2") {
		t.Errorf("Spanish summary %q, last hand %q: want 2 manos, Mano 2", texts["summary"], texts["head"])
	}
	if !strings.Contains(texts["badges"], "en juego") || !strings.Contains(texts["badges"], "reenganchado una vez") || !strings.Contains(texts["badges"], "reparte") {
		t.Errorf("Spanish badges %q", texts["badges"])
	}
	noSideways(t, ctx, "the game in Spanish")

	// A TV whose browser asks for Spanish is told German by its address.
	if err := chromedp.Do(ctx, chromedp.Navigate(p.base+"/?lang=de")); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, "the list of games in German", `document.querySelectorAll('#playing a').length === 3 && document.getElementById('live').textContent === 'live'`)
	if h := eval[string](t, ctx, `document.querySelector('h1').textContent`); h != "Die Spiele" {
		t.Errorf("German heading %q, want Die Spiele", h)
	}
	if h := eval[string](t, ctx, `document.getElementById('playing-title').textContent`); h != "Laufende Spiele" {
		t.Errorf("German section heading %q, want Laufende Spiele", h)
	}
	if lines := eval[string](t, ctx, `document.querySelector('#playing a').textContent`); !strings.Contains(lines, "Hände") && !strings.Contains(lines, "Hand") {
		t.Errorf("German game card %q: want its hands counted in German", lines)
	}
	if href := eval[string](t, ctx, `document.querySelector('#playing a').getAttribute('href')`); !strings.HasSuffix(href, "?lang=de") {
		t.Errorf("a game's link %q loses ?lang=de", href)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll('main b, main i').length`); n != 0 {
		t.Errorf("a name became markup in German: %d <b>/<i> elements", n)
	}
	if !strings.Contains(pageText(ctx), "<i>Zoe</i> & Co") {
		t.Errorf("the player named <i>Zoe</i> & Co is not shown as written in German:\n%s", pageText(ctx))
	}
	noSideways(t, ctx, "the list of games in German")
	screenshot(t, ctx, "index-de")

	// The game's page in German, from the list's link.
	if err := chromedp.Do(ctx, chromedp.Navigate(p.base+"/games/1?lang=de")); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, "the standings in German", `document.querySelectorAll('#rounds .round').length === 2`)
	if h := eval[string](t, ctx, `document.getElementById('chart-title').textContent`); h != "Gesamtpunkte, Hand für Hand" {
		t.Errorf("German chart heading %q", h)
	}
	if s := eval[string](t, ctx, `location.search`); s != "?lang=de" {
		t.Errorf("address bar query %q, want ?lang=de", s)
	}
	noSideways(t, ctx, "the game in German")
	screenshot(t, ctx, "game-de")
}
