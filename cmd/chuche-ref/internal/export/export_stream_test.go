package export

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/store"
)

// The streamed export is byte for byte the document
// writeExportJSON writes from the whole archive, with and without games.
func TestStreamExportDoc_SameBytesAsTheWholeDocument(t *testing.T) {
	ctx := context.Background()
	for _, games := range []int{0, 1, 3, -1, -3} {
		path := filepath.Join(t.TempDir(), "l.db")
		db, err := store.Open(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		// A negative count: that many games, and the league's seasons.
		seasons := games < 0
		if seasons {
			games = -games
			for _, s := range []store.Season{{Name: "Spring <1>", First: "2026-03-01", Last: "2026-05-31"}, {Name: "Open", First: "2026-01-01"}} {
				if _, err := db.CreateSeason(ctx, s); err != nil {
					t.Fatal(err)
				}
			}
		}
		// Written beneath the scorekeeper: a payload it would refuse is
		// still exported as it is stored.
		for i := 0; i < games; i++ {
			g, err := db.CreateGame(ctx, store.NewGame{Kind: "chinchon", Name: fmt.Sprintf("Night <%d> & co", i),
				Players: []string{"Ana", "Ben", fmt.Sprintf("Óscar %d", i)}, Rules: json.RawMessage(`{"limit": 100}`)})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := db.Append(ctx, g.ID, store.Append{Kind: "hand", Payload: json.RawMessage(`{"cutter":"Ana","points":{"Ben":3},"note":"<&>"}`),
				Summary: &store.Summary{Round: 1, Players: []store.PlayerSummary{{Name: "Ben", Total: 3, Stats: json.RawMessage(`{"hands":1}`)}}}}); err != nil {
				t.Fatal(err)
			}
		}
		db.Close()
		l, err := scorekeeper.OpenLedger(ctx, path)
		if err != nil {
			t.Fatal(err)
		}
		a, err := Collect(ctx, l, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		var want, got bytes.Buffer
		if err := WriteExportJSON(&want, ToExportDoc(a)); err != nil {
			t.Fatal(err)
		}
		if err := StreamDoc(ctx, l, 0, &got, func(scorekeeper.ArchivedGame) {}, nil); err != nil {
			t.Fatal(err)
		}
		if v := []byte(`"version": 1,`); seasons == bytes.Contains(got.Bytes(), v) || seasons != bytes.Contains(got.Bytes(), []byte(`"seasons": [`)) {
			t.Errorf("seasons %v: the export's version and seasons:\n%s", seasons, got.Bytes())
		}
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%d games: streamed export differs:\n got %s\nwant %s", games, got.Bytes(), want.Bytes())
		}
		l.Close()
	}
}
