package rating

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzRate rates games decoded from the fuzzer's bytes, 1 to 8 seats with
// μ anywhere in ±10⁶ and σ from 10⁻⁶ to 10⁶ — far wider than a season can
// produce — and wants finite ratings, σ positive and no wider than τ made
// it, and odds that are chances.
func FuzzRate(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte{2, 0x80, 0, 0, 0, 0x80, 0, 0, 0, 0, 0x80, 0, 0, 0, 0x80, 0, 0, 0, 1})
	f.Add([]byte{6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 1, 1, 1, 1})
	f.Add([]byte{8, 0x7f, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 1, 9, 9, 9, 9, 9, 9, 9, 9})
	m := OpenSkill()
	f.Fuzz(func(t *testing.T, data []byte) {
		players, places := decodeGame(data)
		after := m.Rate(players, places)
		if len(after) != len(players) {
			t.Fatalf("Rate gave %d ratings for %d seats", len(after), len(players))
		}
		for i, p := range after {
			widened := math.Sqrt(players[i].Sigma*players[i].Sigma + m.Tau*m.Tau)
			if math.IsNaN(p.Mu) || math.IsInf(p.Mu, 0) || !(p.Sigma > 0 && p.Sigma <= widened) {
				t.Fatalf("Rate(%+v, %v) seat %d = %+v, want a finite μ and σ in (0, %v]", players, places, i+1, p, widened)
			}
		}
		sum := 0.0
		for _, w := range m.PredictWin(players) {
			if !(w >= 0 && w <= 1) {
				t.Fatalf("PredictWin(%+v): chance %v", players, w)
			}
			sum += w
		}
		if len(players) > 0 && math.Abs(sum-1) > 1e-9 {
			t.Fatalf("PredictWin(%+v) adds up to %v", players, sum)
		}
		if d := m.PredictDraw(players); !(d >= 0 && d <= 1) {
			t.Fatalf("PredictDraw(%+v) = %v", players, d)
		}
	})
}

// decodeGame reads a seat count, then 8 bytes a seat for μ and σ, then a
// byte a seat for its place (missing bytes read as zero).
func decodeGame(data []byte) ([]Rating, []int) {
	next := func(n int) []byte {
		b := make([]byte, n)
		data = data[copy(b, data):]
		return b
	}
	n := 1 + int(next(1)[0])%8
	players := make([]Rating, n)
	for i := range players {
		mu := float64(int32(binary.BigEndian.Uint32(next(4)))) / math.MaxInt32
		sigma := float64(binary.BigEndian.Uint32(next(4))) / math.MaxUint32
		players[i] = Rating{Mu: 1e6 * mu, Sigma: math.Pow(10, -6+12*sigma)}
	}
	places := make([]int, n)
	for i := range places {
		places[i] = int(next(1)[0]) % n
	}
	return players, places
}
