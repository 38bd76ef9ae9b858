package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/fault"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/scorekeeper"
	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/view"
)

// The JSON export, format version 1: a lossless copy of a ledger, or of
// some of its games, that `chuche-ref import` restores.
//
//	{
//	  "format": "chuche-ref-ledger",
//	  "version": 1,
//	  "players": [                              // the roster: every player (--all),
//	    {"name": "Ana",                         // or the game's players
//	     "created": "2026-01-09T20:14:03.5Z"}   // when they joined the roster
//	  ],
//	  "seasons": [                              // version 2: the league's seasons (--all),
//	    {"name": "Spring 2026",                 // left out when there are none
//	     "from": "2026-03-01", "to": "2026-05-31" | null,  // first and last day
//	     "created": "…"}
//	  ],
//	  "games": [                                // creation (id) order
//	    {"id": 1,                               // id in the exporting ledger
//	     "game": "chinchon",                    // "chinchon" | "chuche"
//	     "name": "Friday",
//	     "players": ["Ana", "Ben"],             // seat order
//	     "rules": {"limit": 100, ...},          // the house rules stored with the game
//	     "created": "…", "finished": "…" | null, "last_played": "…",
//	     "summary": {                           // the standing after the last entry
//	       "round": 3, "winners": ["Ana"], "extra": {…} | null,
//	       "players": [{"name": "Ana", "total": 12, "status": "in" | "out" | "",
//	                    "buybacks": 0, "won": true, "stats": {…} | null}]
//	     },
//	     "entries": [                           // every entry, voided ones included
//	       {"seq": 1, "kind": "hand", "created": "…",
//	        "voids": 0, "replaces": 0,          // seq undone / amended by this entry, 0 if none
//	        "payload": {…}}                     // the entry as the game recorded it
//	     ]}
//	  ]
//	}
//
// A ledger without seasons is written as version 1, as before seasons
// existed; one with seasons as version 2, which only adds them. Import
// reads both. Times are RFC 3339 in UTC with up to nine fractional digits:
// exactly the instant the ledger holds. "payload", "rules", "stats" and "extra" are the
// games' own JSON, copied verbatim (re-indented only). Import refuses
// unknown fields and a newer version. An export is deterministic: the same
// ledger gives the same bytes, so `export --all`, import into an empty
// ledger, `export --all` again gives an identical file.
const (
	exportFormatName    = "chuche-ref-ledger"
	exportFormatVersion = 2 // the newest this build reads and writes
)

// versionFor is the version a document is written as: 1 without seasons,
// so that a ledger without them exports as it always did.
func versionFor(seasons int) int {
	if seasons == 0 {
		return 1
	}
	return 2
}

// Doc is the JSON export document.
type Doc struct {
	Format  string         `json:"format"`
	Version int            `json:"version"`
	Players []exportPlayer `json:"players"`
	Seasons []exportSeason `json:"seasons,omitempty"`
	Games   []exportGame   `json:"games"`
}

type exportSeason struct {
	Name    string    `json:"name"`
	From    string    `json:"from"`
	To      *string   `json:"to"`
	Created time.Time `json:"created"`
}

type exportPlayer struct {
	Name    string    `json:"name"`
	Created time.Time `json:"created"`
}

type exportGame struct {
	ID         int64           `json:"id"`
	Game       string          `json:"game"`
	Name       string          `json:"name"`
	Players    []string        `json:"players"`
	Rules      json.RawMessage `json:"rules"`
	Created    time.Time       `json:"created"`
	Finished   *time.Time      `json:"finished"`
	LastPlayed time.Time       `json:"last_played"`
	Summary    exportSummary   `json:"summary"`
	Entries    []exportEntry   `json:"entries"`
}

type exportSummary struct {
	Round   int             `json:"round"`
	Winners []string        `json:"winners"`
	Extra   json.RawMessage `json:"extra"`
	Players []exportLine    `json:"players"`
}

type exportLine struct {
	Name     string          `json:"name"`
	Total    int             `json:"total"`
	Status   string          `json:"status"`
	BuyBacks int             `json:"buybacks"`
	Won      bool            `json:"won"`
	Stats    json.RawMessage `json:"stats"`
}

type exportEntry struct {
	Seq      int             `json:"seq"`
	Kind     string          `json:"kind"`
	Created  time.Time       `json:"created"`
	Voids    int             `json:"voids"`
	Replaces int             `json:"replaces"`
	Payload  json.RawMessage `json:"payload"`
}

// ToExportDoc turns the store's archive into the documented format.
func ToExportDoc(a scorekeeper.Archive) Doc {
	doc := Doc{Format: exportFormatName, Version: versionFor(len(a.Seasons)),
		Players: []exportPlayer{}, Games: []exportGame{}}
	for _, p := range a.Players {
		doc.Players = append(doc.Players, exportPlayer{Name: p.Name, Created: p.CreatedAt.UTC()})
	}
	for _, s := range a.Seasons {
		doc.Seasons = append(doc.Seasons, seasonDoc(s))
	}
	for _, ag := range a.Games {
		g := ag.Game
		eg := exportGame{
			ID: g.ID, Game: g.Kind, Name: g.Name, Players: view.OrEmpty(g.Players), Rules: g.Rules,
			Created: g.CreatedAt.UTC(), LastPlayed: g.LastPlayedAt.UTC(),
			Summary: exportSummary{Round: g.Summary.Round, Winners: view.OrEmpty(g.Summary.Winners), Extra: g.Summary.Extra,
				Players: []exportLine{}},
			Entries: []exportEntry{},
		}
		if g.FinishedAt != nil {
			t := g.FinishedAt.UTC()
			eg.Finished = &t
		}
		for _, p := range g.Summary.Players {
			status := p.Status
			if status == "" {
				status = "in" // a game with no entry yet, recorded before new games said so
			}
			eg.Summary.Players = append(eg.Summary.Players, exportLine{Name: p.Name, Total: p.Total, Status: status,
				BuyBacks: p.BuyBacks, Won: p.Won, Stats: p.Stats})
		}
		for _, e := range ag.Entries {
			eg.Entries = append(eg.Entries, exportEntry{Seq: e.Seq, Kind: e.Kind, Created: e.CreatedAt.UTC(),
				Voids: e.Voids, Replaces: e.Replaces, Payload: e.JSON})
		}
		doc.Games = append(doc.Games, eg)
	}
	return doc
}

// seasonDoc is a season as the export writes it.
func seasonDoc(s league.Season) exportSeason {
	es := exportSeason{Name: s.Name, From: s.First, Created: s.CreatedAt.UTC()}
	if s.Last != "" {
		last := s.Last
		es.To = &last
	}
	return es
}

// Archive is the document as the store's import takes it.
func (doc Doc) Archive() scorekeeper.Archive {
	var a scorekeeper.Archive
	for _, p := range doc.Players {
		a.Players = append(a.Players, scorekeeper.Player{Name: p.Name, CreatedAt: p.Created})
	}
	for _, s := range doc.Seasons {
		season := league.Season{Name: s.Name, First: s.From, CreatedAt: s.Created}
		if s.To != nil {
			season.Last = *s.To
		}
		a.Seasons = append(a.Seasons, season)
	}
	for _, eg := range doc.Games {
		g := scorekeeper.GameInfo{ID: eg.ID, Kind: eg.Game, Name: eg.Name, Players: eg.Players, Rules: eg.Rules,
			CreatedAt: eg.Created, FinishedAt: eg.Finished, LastPlayedAt: eg.LastPlayed,
			Summary: scorekeeper.Summary{Round: eg.Summary.Round, Finished: eg.Finished != nil, Winners: eg.Summary.Winners,
				Extra: eg.Summary.Extra}}
		for _, l := range eg.Summary.Players {
			g.Summary.Players = append(g.Summary.Players, scorekeeper.PlayerSummary{Name: l.Name, Total: l.Total,
				Status: l.Status, BuyBacks: l.BuyBacks, Won: l.Won, Stats: l.Stats})
		}
		ag := scorekeeper.ArchivedGame{Game: g}
		for _, e := range eg.Entries {
			ag.Entries = append(ag.Entries, scorekeeper.ArchivedEntry{Seq: e.Seq, Kind: e.Kind, JSON: e.Payload,
				CreatedAt: e.Created, Voids: e.Voids, Replaces: e.Replaces})
		}
		a.Games = append(a.Games, ag)
	}
	return a
}

// WriteExportJSON writes the document as writeJSON does: indented, with
// the games' own JSON copied verbatim (no HTML escaping).
func WriteExportJSON(w io.Writer, doc Doc) error { return view.WriteJSON(w, doc) }

// ReadExportJSON parses an export; the error says what is wrong and where,
// in words, for a message that names the file.
func ReadExportJSON(data []byte) (Doc, error) {
	var doc Doc
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a BOM some editors write
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 {
		return doc, fault.Inputf("the file is empty")
	}
	if trimmed[0] != '{' {
		return doc, fault.Inputf("not a chuche-ref JSON export (a CSV export cannot be imported; export with --format json)")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		return doc, jsonProblem(data, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return doc, fault.Inputf("line %#d: unexpected text after the export", lineAt(data, dec.InputOffset()))
	}
	switch {
	case doc.Format != exportFormatName:
		return doc, fault.Inputf("not a chuche-ref JSON export (format is %q, want %q)", doc.Format, exportFormatName)
	case doc.Version > exportFormatVersion:
		return doc, fault.Inputf("written by a newer chuche-ref (export version %#d, this one reads %#d); upgrade chuche-ref", doc.Version, exportFormatVersion)
	case doc.Version < 1:
		return doc, fault.Inputf("export version %#d is not a version chuche-ref wrote", doc.Version)
	}
	return doc, nil
}

// jsonProblem turns a decoding error into a reason, with the line number
// when the decoder knows it (it does not for unknown fields or bad times).
func jsonProblem(data []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return fault.Inputf("line %#d: %v", lineAt(data, syntax.Offset), syntax)
	case errors.As(err, &typ):
		return fault.Inputf("line %#d: %s should be %s, not %s", lineAt(data, typ.Offset), typ.Field, typ.Type, typ.Value)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return fault.Inputf("the file ends in the middle of the export (truncated?)")
	}
	return errors.New(strings.TrimPrefix(err.Error(), "json: "))
}

func lineAt(data []byte, offset int64) int {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	return bytes.Count(data[:offset], []byte("\n")) + 1
}
