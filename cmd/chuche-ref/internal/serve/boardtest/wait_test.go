package boardtest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// The TV set up before the evening's first game: serve --wait with no
// ledger yet shows "waiting for the first game" (in Spanish here), creates
// nothing, and shows the table once `new` has made the ledger.
func TestBoard_WaitsForTheFirstGame(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := filepath.Join(t.TempDir(), "evening", "ledger.db")
	s := serve(t, b, "wait-key-2026", "--db", ledger, "--addr", "127.0.0.1:0", "--wait")
	br := newBrowser(t)
	screen := br.first(tv)
	screen.speak("es")

	screen.navigate(s.base + "/tv?key=" + s.key)
	screen.waitUntil("waiting for the first game", `!document.getElementById('waiting').hidden && document.getElementById('live').dataset.state === 'live'`)
	if w := eval[string](screen, `document.getElementById('waiting').textContent`); w != "Esperando la primera partida…" {
		t.Errorf("waiting says %q", w)
	}
	screen.shot("waiting")
	if _, err := os.Stat(filepath.Dir(ledger)); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("serve --wait made the ledger's folder: %v", err)
	}

	b.run(t, "--db", ledger, "new", "chinchon", "--players", "Ana,Ben", "--name", "primera")
	screen.waitUntil("the first game on the TV", `document.getElementById('waiting').hidden && document.querySelectorAll('.tile').length === 1 && document.querySelector('.tile .tile-title').textContent === 'primera' && document.querySelectorAll('.tile .player').length === 2`)
	if now := eval[string](screen, `document.querySelector('.tile .now').textContent`); now != "Mano 1: reparte Ben" {
		t.Errorf("the first hand: %q", now)
	}
	screen.shot("first-game")
}
