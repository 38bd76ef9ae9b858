package boardtest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// The sizes the board is read at.
var (
	phone = size{390, 844}
	tv    = size{1920, 1080}
)

type size struct{ w, h int64 }

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

// chrome is the package's one headless Chromium, started by the first
// test that needs it and stopped by TestMain: starting one per test cost
// more than most tests do. Each test gets a browser context of its own
// (newBrowser), as fresh as a new profile.
var chrome struct {
	once    sync.Once
	ctx     context.Context // the browser's first tab, which keeps it running
	stop    func()
	profile string
	err     error
}

// startChrome starts Chromium with the flags this machine needs (no
// sandbox as root, no GPU, no background traffic to a closed network).
func startChrome(chromium string) {
	chrome.profile, chrome.err = os.MkdirTemp("", "boardtest-chromium-")
	if chrome.err != nil {
		return
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(chrome.profile),
		chromedp.WindowSize(1920, 1080),
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	chrome.ctx = ctx
	chrome.stop = func() { cancelCtx(); cancelAlloc() }
	if err := chromedp.Do(ctx); err != nil {
		chrome.err = fmt.Errorf("start chromium: %w", err)
	}
}

// warmChrome starts the package's Chromium in the background, while a
// test writes its ledger and starts serve: nearly every test of the
// package reads the board in it.
func warmChrome() {
	if chromium := chromiumPath(); chromium != "" {
		go chrome.once.Do(func() { startChrome(chromium) })
	}
}

// stopChrome ends the package's Chromium, if a test started it (once it
// has started, if it is starting).
func stopChrome() {
	chrome.once.Do(func() {})
	if chrome.stop != nil {
		chrome.stop()
	}
	if chrome.profile != "" {
		os.RemoveAll(chrome.profile)
	}
}

// browser is what one test sees of Chromium: a browser context of its own
// — cookies, storage, cache and shared workers as a fresh profile's, none
// of another test's — whose tabs share them as a real browser's do.
type browser struct {
	t     *testing.T
	root  context.Context // the first tab; NewContext on it opens more in the same browser context
	shots *shots
	tabs  []*tab // every tab opened, for a failed test's screenshots
	// closers close the tabs opened besides the first.
	closers []func()
}

// newBrowser opens a new browser context in the package's Chromium,
// closed when the test ends.
func newBrowser(t *testing.T) *browser {
	t.Helper()
	chromium := chromiumPath()
	if chromium == "" {
		if os.Getenv("CI") != "" {
			t.Fatal("no chromium in CI: .ci/run installs Debian's chromium when it is missing")
		}
		t.Skip("no chromium (apt-get install chromium); CI runs this test")
	}
	chrome.once.Do(func() { startChrome(chromium) })
	if chrome.err != nil {
		t.Fatal(chrome.err)
	}
	ctx, cancelCtx := chromedp.NewContext(chrome.ctx, chromedp.WithNewBrowserContext())
	ctx, cancelTimeout := context.WithTimeout(ctx, 4*time.Minute)
	b := &browser{t: t, root: ctx, shots: newShots(t)}
	t.Cleanup(func() { cancelTimeout(); cancelCtx() })
	// The tabs opened besides the first close side by side: one that
	// still has its event stream open can take its time.
	t.Cleanup(func() {
		var wg sync.WaitGroup
		for _, closeTab := range b.closers {
			wg.Add(1)
			go func() { defer wg.Done(); closeTab() }()
		}
		wg.Wait()
	})
	t.Cleanup(func() {
		if t.Failed() {
			for _, tb := range b.tabs {
				tb.failed("at-the-end")
			}
		}
	})
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("open a browser context: %v", err)
	}
	return b
}

// tab is a page of the browser: the first one, or a new tab.
type tab struct {
	t    *testing.T
	ctx  context.Context
	b    *browser
	name string
}

// first is the browser's first tab, at size s.
func (b *browser) first(s size) *tab {
	tb := &tab{t: b.t, ctx: b.root, b: b, name: "tab1"}
	b.tabs = append(b.tabs, tb)
	tb.resize(s)
	return tb
}

// open opens another tab at size s.
func (b *browser) open(name string, s size) *tab {
	ctx, cancel := chromedp.NewContext(b.root)
	b.closers = append(b.closers, cancel)
	tb := &tab{t: b.t, ctx: ctx, b: b, name: name}
	b.tabs = append(b.tabs, tb)
	tb.resize(s)
	return tb
}

// openAll opens a tab for each address at once, at size s, as a person
// opening links in new tabs does not wait for each to load: tabs 2, 3 …
// after the ones the browser has.
func (b *browser) openAll(s size, urls ...string) []*tab {
	b.t.Helper()
	tabs := make([]*tab, len(urls))
	errs := make([]error, len(urls))
	var wg sync.WaitGroup
	for i, url := range urls {
		ctx, cancel := chromedp.NewContext(b.root)
		b.closers = append(b.closers, cancel)
		tabs[i] = &tab{t: b.t, ctx: ctx, b: b, name: fmt.Sprintf("tab%d", len(b.tabs)+1)}
		b.tabs = append(b.tabs, tabs[i])
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := chromedp.Do(ctx, viewport(s)); err != nil {
				errs[i] = fmt.Errorf("size the tab: %w", err)
				return
			}
			nav, cancel := context.WithTimeout(ctx, 30*time.Second)
			defer cancel()
			if err := chromedp.Do(nav, chromedp.Navigate(url)); err != nil {
				errs[i] = fmt.Errorf("open %s: %w", url, err)
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			b.t.Fatalf("%s: %v", tabs[i].name, err)
		}
	}
	return tabs
}

func (tb *tab) resize(s size) {
	tb.t.Helper()
	if err := chromedp.Do(tb.ctx, viewport(s)); err != nil {
		tb.t.Fatalf("size the tab: %v", err)
	}
}

// viewport is a screen of size s: a phone's at twice the pixels.
func viewport(s size) chromedp.Action[chromedp.Void] {
	scale := 1.0
	if s.w < 600 {
		scale = 2 // a phone's screen
	}
	return chromedp.EmulateViewport(s.w, s.h, chromedp.EmulateScale(scale))
}

// speak makes the tab's requests ask for a language, as a phone set to it.
func (tb *tab) speak(acceptLanguage string) {
	tb.t.Helper()
	if _, err := chromedp.Call(tb.ctx, network.Enable, network.EnableParams{}); err != nil {
		tb.t.Fatal(err)
	}
	if _, err := chromedp.Call(tb.ctx, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": acceptLanguage}}); err != nil {
		tb.t.Fatal(err)
	}
}

// navigate opens url, giving up after 30 s: a page a browser cannot load
// (all its connections to the server taken) fails the test, not its
// deadline.
func (tb *tab) navigate(url string) {
	tb.t.Helper()
	ctx, cancel := context.WithTimeout(tb.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		tb.t.Fatalf("open %s: %v", url, err)
	}
}

// changing reports an error of a page between two documents: the one a
// script ran in is gone, the next not there yet. Asking again works.
func changing(err error) bool {
	return err != nil && (strings.Contains(err.Error(), "Cannot find context with specified id") || strings.Contains(err.Error(), "Execution context was destroyed"))
}

func eval[T any](tb *tab, js string) T {
	tb.t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](js))
	for i := 0; i < 100 && changing(err); i++ {
		time.Sleep(pollEvery)
		v, err = chromedp.Run(tb.ctx, chromedp.Evaluate[T](js))
	}
	if err != nil {
		tb.failed("failed-eval")
		tb.t.Fatalf("%s: evaluate %s: %v", tb.name, js, err)
	}
	return v
}

// waitUntil polls a condition in the page; on failure it keeps a
// screenshot and says what the page showed.
func (tb *tab) waitUntil(what, js string) {
	tb.t.Helper()
	tb.waitFor(what, js, 30*time.Second)
}

// pollEvery is how often a condition is asked: a page's clocks are
// tenths of a second or more, so a page that is ready does not wait long.
const pollEvery = 20 * time.Millisecond

func (tb *tab) waitFor(what, js string, d time.Duration) {
	tb.t.Helper()
	// A condition that reads what is not drawn yet (a row's total before
	// the rows are there) is false, not a failure: the page is drawn by
	// then or the test says what it showed. The last such error is kept for
	// that report.
	cond := `(() => { try { return (` + js + `); } catch (e) { window.boardtestError = String(e); return false; } })()`
	deadline := time.Now().Add(d)
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(d), chromedp.WithPollingInterval(pollEvery)))
	for changing(err) && time.Now().Before(deadline) {
		time.Sleep(pollEvery)
		_, err = chromedp.Run(tb.ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(time.Until(deadline)), chromedp.WithPollingInterval(pollEvery)))
	}
	if err != nil {
		tb.failed("failed-" + what)
		thrown, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`window.boardtestError || ''`))
		if thrown != "" {
			thrown = "\nthe condition last threw: " + thrown
		}
		tb.t.Fatalf("%s: %s: %v%s\npage text: %q", tb.name, what, err, thrown, tb.text())
	}
}

func (tb *tab) text() string {
	s, _ := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`document.body.innerText`))
	return s
}

// status is the page's word on how current it is, and its state.
func (tb *tab) status() (state, text string) {
	v := eval[[]string](tb, `[document.getElementById('live').dataset.state, document.getElementById('live').textContent]`)
	return v[0], v[1]
}

// noSideways fails when the page is wider than its screen.
func (tb *tab) noSideways(when string) {
	tb.t.Helper()
	if w := eval[[]int](tb, `[document.documentElement.scrollWidth, document.body.scrollWidth, window.innerWidth]`); w[0] > w[2] || w[1] > w[2] {
		tb.failed("sideways-" + when)
		tb.t.Errorf("%s: %s: the page is %d (body %d) px wide on a %d px screen: it scrolls sideways", tb.name, when, w[0], w[1], w[2])
	}
}

// shot keeps a screenshot of the tab as the test goes, when every
// screenshot is kept (CHUCHE_REF_SCREENSHOTS): drawing and encoding one
// costs the browser more than most checks do, and a passing test's are
// thrown away.
func (tb *tab) shot(name string) {
	if tb.b.shots.keep {
		tb.b.shots.take(tb.ctx, tb.name+"-"+name)
	}
}

// failed keeps a screenshot of the tab as it is when a check fails.
func (tb *tab) failed(name string) {
	tb.b.shots.take(tb.ctx, tb.name+"-"+name)
}

// shots are a test's screenshots: those of its failures, and every tab as
// the test ended, kept when it fails (their paths are printed); every one
// along the way too in CHUCHE_REF_SCREENSHOTS.
type shots struct {
	t     *testing.T
	dir   string
	keep  bool
	mu    sync.Mutex
	paths []string
}

func newShots(t *testing.T) *shots {
	s := &shots{t: t}
	if dir := os.Getenv("CHUCHE_REF_SCREENSHOTS"); dir != "" {
		s.dir, s.keep = filepath.Join(dir, sanitize(t.Name())), true
		os.MkdirAll(s.dir, 0o755)
	} else {
		dir, err := os.MkdirTemp("", "board-shots-"+sanitize(t.Name())+"-")
		if err != nil {
			t.Fatal(err)
		}
		s.dir = dir
	}
	t.Cleanup(func() {
		switch {
		case t.Failed():
			s.mu.Lock()
			t.Logf("screenshots kept:\n  %s", strings.Join(s.paths, "\n  "))
			s.mu.Unlock()
		case !s.keep:
			os.RemoveAll(s.dir)
		}
	})
	return s
}

func (s *shots) take(ctx context.Context, name string) {
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		s.t.Logf("screenshot %s: %v", name, err)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	path := filepath.Join(s.dir, fmt.Sprintf("%02d-%s.png", len(s.paths)+1, sanitize(name)))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		s.t.Logf("screenshot %s: %v", name, err)
		return
	}
	s.paths = append(s.paths, path)
}

func sanitize(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' {
			return r
		}
		return '-'
	}, s)
}
