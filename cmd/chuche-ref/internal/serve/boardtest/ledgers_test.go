package boardtest

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// clubLedger is a club evening's ledger: a Chinchón game with an
// elimination and a buy-back (CN-12, CN-13), and a Chuche game with a
// round scored whole.
func clubLedger(t *testing.T, b *chucheRef) string {
	t.Helper()
	return club.copy(t, b)
}

// clubChucheLedger is clubLedger with a third game, mesa-4: a Chuche
// round of red, yellow and green (as in testdata/chuche_round.txtar)
// played turn by turn to its 16th turn. After it Ben has blocked R6 on the
// table, R2 lies beside it, the pile holds one card, Ana and Ben have made
// three CHUCHEs each, and the last capture was Ben's G5 + R1 = 6.
func clubChucheLedger(t *testing.T, b *chucheRef) string {
	t.Helper()
	return clubChuche.copy(t, b)
}

var (
	club = &startingLedger{name: "club", commands: func() [][]string {
		cut := "Ana=1o 2o 3o 5c 5e 5b 4c"
		return [][]string{
			{"new", "chinchon", "--players", "Ana,Ben,Cris", "--name", "mesa-1"},
			{"round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=60", "--points", "Cris=65"},
			{"round", "--game", "mesa-1", "--cut", "Ana", "--hand", cut, "--points", "Ben=50", "--points", "Cris=10"},
			{"buyback", "--game", "mesa-1", "Ben"},
			{"new", "chuche", "--players", "Dani,Eva", "--name", "mesa-2"},
			{"round", "--game", "mesa-2", "--won", "Dani=R5 R3 Y2 G1", "--won", "Eva=O5 O1", "--chuche", "Dani=1"},
		}
	}}
	clubChuche = &startingLedger{name: "club-chuche", from: club, commands: func() [][]string {
		turn := func(args ...string) []string { return append([]string{"turn", "--game", "mesa-4"}, args...) }
		return [][]string{
			{"new", "chuche", "--players", "Ana,Ben", "--name", "mesa-4", "--rule", "colors=red,yellow,green"},
			{"deal", "--game", "mesa-4", "--table", "Y1 G2 R4"},
			turn("--target", "9", "--play", "Y2", "--take", "Y1,G2,R4", "--won", "steal"),
			turn("--target", "7", "--play", "G3", "--discard"),
			turn("--target", "9", "--play", "R1", "--take", "G3,R5", "--steal", "Ben=R5", "--won", "steal"),
			turn("--target", "6", "--play", "Y3", "--discard"),
			turn("--target", "9", "--play", "G6", "--take", "Y3", "--won", "joker"),
			turn("--target", "10", "--play", "Y5", "--discard"),
			turn("--target", "8", "--play", "G2", "--discard"),
			turn("--target", "8", "--play", "Y1", "--take", "Y5,G2", "--won", "shield"),
			turn("--target", "6", "--play", "G1", "--discard", "--steal", "Ben", "--shield"),
			turn("--target", "9", "--play", "Y4", "--discard"),
			turn("--target", "8", "--play", "R3", "--take", "Y4", "--joker", "+1"),
			turn("--target", "7", "--play", "Y6", "--take", "G1", "--won", "blockade"),
			turn("--target", "8", "--play", "R1", "--discard"),
			turn("--target", "6", "--play", "G5", "--take", "R1", "--won", "blockade"),
			turn("--target", "9", "--play", "R6", "--discard"),
			turn("--target", "10", "--play", "R2", "--discard", "--block", "Ben=R6"),
		}
	}}
)

// startingLedger is a ledger tests start from: written once by the real
// binary (from another one's copy, or empty) into the package's scratch
// folder, and copied for each test, whose own entries go into its copy.
// The copy's files are new to chuche-ref, which checks them whole before
// its first write, as it would a ledger restored from a backup.
type startingLedger struct {
	name     string
	from     *startingLedger
	commands func() [][]string
	once     sync.Once
	path     string
	err      error
}

func (l *startingLedger) copy(t *testing.T, b *chucheRef) string {
	t.Helper()
	src, err := l.written(b)
	if err != nil {
		t.Fatalf("the ledger %s every test starts from: %v", l.name, err)
	}
	path := filepath.Join(t.TempDir(), "ledger.db")
	if err := copyLedger(src, path); err != nil {
		t.Fatal(err)
	}
	return path
}

func (l *startingLedger) written(b *chucheRef) (string, error) {
	l.once.Do(func() {
		dir := filepath.Join(scratch, l.name)
		if l.err = os.MkdirAll(dir, 0o755); l.err != nil {
			return
		}
		path := filepath.Join(dir, "ledger.db")
		if l.from != nil {
			var from string
			if from, l.err = l.from.written(b); l.err != nil {
				return
			}
			if l.err = copyLedger(from, path); l.err != nil {
				return
			}
		}
		writer := &chucheRef{path: b.path, env: cleanEnv(filepath.Join(dir, "home"))}
		for _, args := range l.commands() {
			if _, l.err = writer.exec(append([]string{"--db", path}, args...)...); l.err != nil {
				return
			}
		}
		l.path = path
	})
	return l.path, l.err
}

// copyLedger copies a ledger no process has open: its file, and its WAL
// should one be left.
func copyLedger(from, to string) error {
	for _, suffix := range []string{"", "-wal"} {
		err := copyFile(from+suffix, to+suffix, 0o600)
		if suffix != "" && errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
	}
	return nil
}
