package boardtest

import (
	"strings"
	"testing"
)

// A Chuche round in progress on a phone in Spanish: whose turn, the
// table's cards and who blocked which, the pile, the CHUCHEs and cards won
// so far this round, the last capture as it was said aloud — in Spanish,
// from the steps beside the English `said` — all following each turn
// live; at the round's end its captures in the last rounds, in Spanish.
func TestBoard_ChucheRoundInProgress(t *testing.T) {
	t.Parallel()
	b := binary(t)
	ledger := clubChucheLedger(t, b)
	s := serve(t, b, "chuche-key-2026", "--db", ledger, "--addr", "127.0.0.1:0")
	br := newBrowser(t)
	p := br.first(phone)
	p.speak("es-ES,es;q=0.9")

	p.navigate(s.base + "/games/3?key=" + s.key)
	p.waitUntil("the round on the table", `!document.querySelector('.table-now').hidden && document.getElementById('live').dataset.state === 'live'`)
	p.shot("round")
	type table struct{ Now, Cards, Said, Ana, Ben string }
	read := func() table {
		return eval[table](p, `({now: document.querySelector('.now').textContent,
			cards: [...document.querySelectorAll('.cards .card')].map(c => c.textContent + (c.classList.contains('blocked') ? '!' : '')).join(' | '),
			said: document.querySelector('.said').hidden ? '' : document.querySelector('.said').textContent,
			ana: [...document.querySelectorAll('.player[data-player=Ana] .badge')].map(b => b.textContent).join(','),
			ben: [...document.querySelectorAll('.player[data-player=Ben] .badge')].map(b => b.textContent).join(',')})`)
	}
	want := table{
		Now:   "Ronda 1: le toca a Ana · 1 carta en el mazo",
		Cards: "R6bloqueada por Ben! | R2",
		Said:  "Última captura: Ben: 5 más 1 son 6",
		Ana:   "faltan 140,le toca,CHUCHE ×3,11 cartas ganadas",
		Ben:   "faltan 140,CHUCHE ×3,7 cartas ganadas",
	}
	if got := read(); got != want {
		t.Errorf("the round in progress\n%+v\nwant\n%+v", got, want)
	}
	p.noSideways("the round in progress")

	// Ana takes R2 with G4, leaving only Ben's blocked R6: a CHUCHE (CU-14).
	b.run(t, "--db", ledger, "turn", "--game", "mesa-4", "--target", "6", "--play", "G4", "--take", "R2", "--won", "bomb")
	p.waitUntil("Ana's CHUCHE on the page", `document.querySelector('.now').textContent.includes('le toca a Ben')`)
	want = table{
		Now:   "Ronda 1: le toca a Ben · 0 cartas en el mazo",
		Cards: "R6bloqueada por Ben!",
		Said:  "Última captura: Ana: 4 más 2 son 6",
		Ana:   "faltan 140,CHUCHE ×4,13 cartas ganadas",
		Ben:   "faltan 140,le toca,CHUCHE ×3,7 cartas ganadas",
	}
	if got := read(); got != want {
		t.Errorf("after Ana's CHUCHE\n%+v\nwant\n%+v", got, want)
	}

	// The round to its end (as in testdata/chuche_round.txtar).
	turn := func(args ...string) {
		b.run(t, append([]string{"--db", ledger, "turn", "--game", "mesa-4"}, args...)...)
	}
	turn("--play", "Y3", "--discard")
	turn("--play", "R2", "--take", "Y3,Y2", "--bomb", "Ben=Y2", "--won", "shield")
	turn("--play", "G3", "--discard")
	turn("--play", "G1", "--take", "R6", "--unblock", "R6", "--block", "Ben=G3")
	turn("--play", "R3", "--discard")
	p.waitUntil("the round scored", `document.querySelectorAll('.rounds .round').length === 1 && document.querySelector('.table-now').hidden`)
	p.shot("round-scored")
	said := eval[[]string](p, `[...document.querySelectorAll('.rounds .round .said')].map(e => e.textContent)`)
	all := strings.Join(said, "\n")
	for _, w := range []string{"Ana: 2 más 1 son 3, más 2 son 5, más 4 son 9", "Ana: 3 más 4 son 7, más comodín 1 son 8", "Ben: 5 más 1 son 6"} {
		if !strings.Contains(all, w) {
			t.Errorf("the round's captures in Spanish lack %q:\n%s", w, all)
		}
	}
	if strings.Contains(all, " plus ") || strings.Contains(all, " is ") {
		t.Errorf("an announcement stayed English on a Spanish page:\n%s", all)
	}
	if now := eval[string](p, `document.querySelector('.now').textContent`); now != "Ronda 2: reparte Ana" {
		t.Errorf("between rounds: %q, want Ronda 2: reparte Ana", now)
	}
	p.noSideways("the round scored")
}
