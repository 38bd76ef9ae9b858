package store_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/store"
)

// An entry that no longer decodes is ledger damage (not
// input), named by game and entry; the export of all games goes on with
// the others and names the broken one.
func TestExportTo_SkipsAndNamesADamagedGame(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := MustOpenDB(t)
	for _, name := range []string{"Monday", "Tuesday", "Wednesday"} {
		g := mustCreateGame(t, db, store.NewGame{Name: name, Players: []string{"Ana", "Ben"}})
		for seq := 0; seq < 3; seq++ {
			mustAppend(t, db, g.ID, store.Append{ExpectSeq: seq, Kind: "hand", Payload: rawJSON(`{"cutter":"Ana"}`)})
		}
	}
	raw := rawSQLite(t, db.Path())
	defer raw.Close()
	for _, stmt := range []string{`DROP TRIGGER entries_append_only_update`,
		`UPDATE entries SET payload = '{"cutter":"An' WHERE game_id = 2 AND seq = 2`} {
		if _, err := raw.Exec(stmt); err != nil {
			t.Fatal(err)
		}
	}

	_, err := db.Entries(ctx, 2)
	wantKind(t, err, fault.Corrupt)
	if !strings.Contains(err.Error(), "game #2, entry #2") {
		t.Errorf("Entries = %v, want it to name game #2 entry #2", err)
	}

	var got []string
	var roster int
	err = db.ExportTo(ctx, 0, store.ArchiveSink{
		Roster: func(p []store.Player) error { roster = len(p); return nil },
		Game:   func(g store.ArchivedGame) error { got = append(got, g.Game.Name); return nil },
	})
	wantKind(t, err, fault.Corrupt)
	if !strings.Contains(err.Error(), `game #2 "Tuesday", entry #2`) {
		t.Errorf("ExportTo = %v, want it to name game #2 \"Tuesday\" entry #2", err)
	}
	if strings.Join(got, ",") != "Monday,Wednesday" || roster != 2 {
		t.Errorf("exported %v with %d players, want Monday and Wednesday with both players", got, roster)
	}
	a, err := db.ExportAll(ctx)
	wantKind(t, err, fault.Corrupt)
	if len(a.Games) != 2 {
		t.Errorf("ExportAll kept %d games, want the 2 that read", len(a.Games))
	}
	one, err := db.ExportGame(ctx, 3)
	if err != nil || len(one.Games) != 1 || len(one.Games[0].Entries) != 3 {
		t.Errorf("ExportGame(3) = %+v, %v", one, err)
	}
}
