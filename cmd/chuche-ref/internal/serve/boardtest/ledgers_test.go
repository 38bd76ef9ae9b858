package boardtest

import (
	"path/filepath"
	"testing"
)

// clubLedger is a club evening's ledger: a Chinchón game with an
// elimination and a buy-back (CN-12, CN-13), and a Chuche game with a
// round scored whole.
func clubLedger(t *testing.T, b *chucheRef) string {
	t.Helper()
	ledger := filepath.Join(t.TempDir(), "ledger.db")
	run := func(args ...string) { b.run(t, append([]string{"--db", ledger}, args...)...) }
	run("new", "chinchon", "--players", "Ana,Ben,Cris", "--name", "mesa-1")
	cut := "Ana=1o 2o 3o 5c 5e 5b 4c"
	run("round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=60", "--points", "Cris=65")
	run("round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=50", "--points", "Cris=10")
	run("buyback", "--game", "mesa-1", "Ben")
	run("new", "chuche", "--players", "Dani,Eva", "--name", "mesa-2")
	run("round", "--game", "mesa-2", "--won", "Dani=R5 R3 Y2 G1", "--won", "Eva=O5 O1", "--chuche", "Dani=1")
	return ledger
}

// chucheTurns plays game the first 16 turns of a real round (as in
// testdata/chuche_round.txtar): 27 cards of red, yellow and green; after
// them Ben has blocked R6 on the table, R2 lies beside it, the pile holds
// one card, Ana and Ben have made three CHUCHEs each, and the last capture
// was Ben's G5 + R1 = 6.
func chucheTurns(t *testing.T, b *chucheRef, ledger, game string) {
	t.Helper()
	run := func(args ...string) { b.run(t, append([]string{"--db", ledger}, args...)...) }
	turn := func(args ...string) { run(append([]string{"turn", "--game", game}, args...)...) }
	run("deal", "--game", game, "--table", "Y1 G2 R4")
	turn("--target", "9", "--play", "Y2", "--take", "Y1,G2,R4", "--won", "steal")
	turn("--target", "7", "--play", "G3", "--discard")
	turn("--target", "9", "--play", "R1", "--take", "G3,R5", "--steal", "Ben=R5", "--won", "steal")
	turn("--target", "6", "--play", "Y3", "--discard")
	turn("--target", "9", "--play", "G6", "--take", "Y3", "--won", "joker")
	turn("--target", "10", "--play", "Y5", "--discard")
	turn("--target", "8", "--play", "G2", "--discard")
	turn("--target", "8", "--play", "Y1", "--take", "Y5,G2", "--won", "shield")
	turn("--target", "6", "--play", "G1", "--discard", "--steal", "Ben", "--shield")
	turn("--target", "9", "--play", "Y4", "--discard")
	turn("--target", "8", "--play", "R3", "--take", "Y4", "--joker", "+1")
	turn("--target", "7", "--play", "Y6", "--take", "G1", "--won", "blockade")
	turn("--target", "8", "--play", "R1", "--discard")
	turn("--target", "6", "--play", "G5", "--take", "R1", "--won", "blockade")
	turn("--target", "9", "--play", "R6", "--discard")
	turn("--target", "10", "--play", "R2", "--discard", "--block", "Ben=R6")
}
