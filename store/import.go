package store

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"github.com/chuche-ref/chuche-ref/fault"
	"github.com/chuche-ref/chuche-ref/variants"
)

// ImportOptions tune Import.
type ImportOptions struct {
	// Respell rewrites the player names inside an entry's payload when this
	// ledger's roster spells a player differently from the archive ("Ana" in
	// the file, "ana" on the roster): payloads are opaque to the store, but
	// the games read names from them. names maps the archive's spelling to
	// the roster's. nil leaves payloads as they are.
	Respell func(e Entry, names map[string]string) (json.RawMessage, error)
	// Progress, when set, is told after each game how many of the
	// archive's games are done (a progress line for big archives).
	Progress func(done, total int)
}

// ImportReport says what Import did with each game of the archive.
type ImportReport struct {
	KeptIDs      bool           // the ledger had no games, so games kept their archive ids
	Games        []ImportedGame // archive order
	PlayersAdded []string       // new on the roster, archive order
	Respelled    map[string]string
}

// ImportedGame is the fate of one archived game.
type ImportedGame struct {
	ArchiveID   int64
	ArchiveName string
	ID          int64  // the game in this ledger: the new one, or the copy already there
	Name        string // its name here; differs from ArchiveName when that was taken
	Entries     int    // entries in the archive
	// Skipped: the game was already in the ledger (same kind, start time,
	// seats and entries) and nothing was written for it. LaterEntries
	// counts the entries the ledger's copy has beyond the archived ones.
	Skipped      bool
	LaterEntries int
}

// Renamed reports whether the game got a new name because its own was taken.
func (g ImportedGame) Renamed() bool { return !g.Skipped && g.Name != g.ArchiveName }

// Import restores archived games into the ledger in one transaction: all of
// them or, on any error, none.
//
//   - Players are matched to the roster by name ignoring case; the roster's
//     spelling wins. New players join with the time the archive says they
//     joined.
//   - A game already in the ledger (same kind, creation time, seats, and
//     entries — the ledger's copy may have more, later entries) is skipped.
//   - Into a ledger with no games, games keep their archive ids, so that an
//     exported ledger restores exactly; otherwise they get the next free ids.
//   - A game whose name is taken is renamed "NAME (imported)", then
//     "NAME (imported)-2", and so on.
//   - Entries keep their seq, times, voids and replaces; games keep their
//     times and summaries as archived (the summary is the domain's, computed
//     when the game was played).
func (db *DB) Import(ctx context.Context, a Archive, opts ImportOptions) (_ ImportReport, err error) {
	defer func() { err = translate(db.path, err) }()
	if err := a.clean(); err != nil {
		return ImportReport{}, err
	}
	tx, err := db.beginWrite(ctx)
	if err != nil {
		return ImportReport{}, err
	}
	defer tx.Rollback()

	if err := setTotalsAside(ctx, tx); err != nil {
		return ImportReport{}, err
	}
	report, err := importArchive(ctx, tx, a, opts)
	if err != nil {
		return ImportReport{}, err
	}
	if err := recountSetAside(ctx, tx); err != nil {
		return ImportReport{}, err
	}
	return report, tx.Commit()
}

// clean normalises names and JSON and refuses what the ledger could not
// hold; messages name the game by its position and name in the archive.
func (a *Archive) clean() error {
	a.Players = slices.Clone(a.Players)
	for i := range a.Players {
		p := &a.Players[i]
		if strings.TrimSpace(p.Name) == "" {
			return fault.Inputf("roster line %#d has no name", i+1).Of(fault.Invalid)
		}
		name, err := variants.CleanPlayerName(p.Name)
		if err != nil {
			return fault.Inputf("roster line %#d", i+1).Of(fault.Invalid).Because(invalidName(err))
		}
		p.Name = name
	}
	a.Games = slices.Clone(a.Games)
	ids := map[int64]bool{}
	for i := range a.Games {
		g := &a.Games[i]
		if err := g.clean(); err != nil {
			return fault.Inputf("game %#d (id %#d, %q)", i+1, g.Game.ID, g.Game.Name).Of(fault.Invalid).Because(err)
		}
		if ids[g.Game.ID] {
			return fault.Inputf("game %#d (%q): id %#d appears twice", i+1, g.Game.Name, g.Game.ID).Of(fault.Invalid)
		}
		ids[g.Game.ID] = true
	}
	return nil
}

func (ag *ArchivedGame) clean() error {
	g := &ag.Game
	if g.ID <= 0 || g.ID > MaxGameID {
		return fault.Inputf("id %#d is not a game id (1 to %#d)", g.ID, MaxGameID)
	}
	ng := NewGame{Kind: g.Kind, Name: g.Name, Players: g.Players, Rules: g.Rules}
	if err := ng.clean(); err != nil {
		return err
	}
	if ng.Name == "" {
		return fault.Inputf("the game has no name")
	}
	g.Kind, g.Name, g.Players, g.Rules = ng.Kind, ng.Name, ng.Players, ng.Rules
	if g.CreatedAt.IsZero() || g.LastPlayedAt.IsZero() {
		return fault.Inputf("the game has no creation or last-played time")
	}
	if err := cleanSummary(g); err != nil {
		return err
	}
	if g.FinishedAt != nil && g.FinishedAt.Before(g.CreatedAt) {
		return fault.Inputf("the game is finished (%s) before it was created (%s)", formatTime(*g.FinishedAt), formatTime(g.CreatedAt))
	}
	ag.Entries = slices.Clone(ag.Entries)
	for i := range ag.Entries {
		e := &ag.Entries[i]
		if err := cleanArchivedEntry(e, i+1); err != nil {
			return err
		}
		if i > 0 && e.CreatedAt.Before(ag.Entries[i-1].CreatedAt) {
			return fault.Inputf("entry %#d is dated before entry %#d (%s, %s); entries are recorded in order", e.Seq, e.Seq-1,
				formatTime(e.CreatedAt), formatTime(ag.Entries[i-1].CreatedAt))
		}
	}
	return checkArchivedLinks(ag.Entries)
}

// checkArchivedLinks refuses what Append refuses (checkTarget): voiding or
// amending an entry already voided when the entry was written, such as two
// undos of one entry. Each entry is judged against the entries before it.
func checkArchivedLinks(entries []Entry) error {
	for i, e := range entries {
		target := e.Voids + e.Replaces // one of them is 0
		if target == 0 {
			continue
		}
		before := slices.Clone(entries[:i])
		for j := range before {
			before[j].VoidedBy, before[j].ReplacedBy = 0, 0
		}
		DeriveLinks(before)
		if by := before[target-1].VoidedBy; by != 0 {
			return fault.Inputf("entry %#d voids or amends entry %#d, which entry %#d had already voided", e.Seq, target, by)
		}
	}
	return nil
}

// CheckArchivedGame runs the checks Import runs on the shape of a game
// (ids, names, times, entries numbered 1, 2, 3… whose links point back at
// entries still in force), without writing: what must hold before the
// entries' payloads are read.
func CheckArchivedGame(ag ArchivedGame) error { return ag.clean() }

func cleanSummary(g *Game) error {
	seated := map[string]bool{}
	for _, name := range g.Players {
		seated[fold(name)] = true
	}
	s := &g.Summary
	s.Winners = slices.Clone(s.Winners)
	for i, w := range s.Winners {
		s.Winners[i] = cleanName(w)
		if !seated[fold(s.Winners[i])] {
			return fault.Inputf("winner %q is not seated", w)
		}
	}
	extra, err := compactJSON(s.Extra, "")
	if err != nil {
		return fault.Inputf("summary extra is not valid JSON")
	}
	s.Extra = rawOrNil(extra)
	s.Players = slices.Clone(s.Players)
	seen := map[string]bool{}
	for i := range s.Players {
		p := &s.Players[i]
		p.Name = cleanName(p.Name)
		switch {
		case !seated[fold(p.Name)]:
			return fault.Inputf("summary names %q, who is not seated", p.Name)
		case seen[fold(p.Name)]:
			return fault.Inputf("summary names %q twice", p.Name)
		case p.Status != "" && p.Status != "in" && p.Status != "out":
			return fault.Inputf("status %q of %s is neither in nor out", p.Status, p.Name)
		}
		seen[fold(p.Name)] = true
		stats, err := compactJSON(p.Stats, "")
		if err != nil {
			return fault.Inputf("stats of %s are not valid JSON", p.Name)
		}
		p.Stats = rawOrNil(stats)
	}
	return nil
}

// cleanArchivedEntry checks what loadEntries and DeriveLinks rely on: seqs
// 1, 2, 3… and links that point back.
func cleanArchivedEntry(e *Entry, want int) error {
	e.Kind = strings.TrimSpace(e.Kind)
	switch {
	case e.Seq != want:
		return fault.Inputf("entry %#d has seq %#d; entries must be numbered 1, 2, 3… in order", want, e.Seq)
	case e.Kind == "":
		return fault.Inputf("entry %#d has no kind", e.Seq)
	case e.Voids < 0 || e.Voids >= e.Seq || e.Replaces < 0 || e.Replaces >= e.Seq:
		return fault.Inputf("entry %#d voids or replaces an entry that is not before it", e.Seq)
	case e.Voids != 0 && e.Replaces != 0:
		return fault.Inputf("entry %#d both voids and replaces", e.Seq)
	case e.CreatedAt.IsZero():
		return fault.Inputf("entry %#d has no time", e.Seq)
	}
	payload, err := compactJSON(e.Payload, "{}")
	if err != nil {
		return fault.Inputf("entry %#d payload is not valid JSON", e.Seq)
	}
	e.Payload = payload
	return nil
}

// rosterLine is a player of this ledger.
type rosterLine struct {
	id   int64
	name string
}

func importArchive(ctx context.Context, tx *tx, a Archive, opts ImportOptions) (ImportReport, error) {
	var report ImportReport
	var games int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM games`).Scan(&games); err != nil {
		return report, err
	}
	report.KeptIDs = games == 0

	roster, err := loadRoster(ctx, tx)
	if err != nil {
		return report, err
	}
	joined := map[string]time.Time{}
	for _, p := range a.Players {
		if _, ok := joined[fold(p.Name)]; !ok && !p.CreatedAt.IsZero() {
			joined[fold(p.Name)] = p.CreatedAt
		}
	}
	enrol := func(name string) (rosterLine, error) {
		if line, ok := roster[fold(name)]; ok {
			if line.name != name {
				if report.Respelled == nil {
					report.Respelled = map[string]string{}
				}
				report.Respelled[name] = line.name
			}
			return line, nil
		}
		since, ok := joined[fold(name)]
		if !ok {
			since = tx.now
		}
		var id int64
		err := tx.QueryRowContext(ctx, `INSERT INTO players (name, fold, created_at) VALUES (?, ?, ?) RETURNING id`,
			name, fold(name), formatTime(since)).Scan(&id)
		if err != nil {
			return rosterLine{}, err
		}
		line := rosterLine{id: id, name: name}
		roster[fold(name)] = line
		report.PlayersAdded = append(report.PlayersAdded, name)
		return line, err
	}
	for _, p := range a.Players {
		if _, err := enrol(p.Name); err != nil {
			return report, err
		}
	}

	if err := importSeasons(ctx, tx, a.Seasons); err != nil {
		return report, err
	}
	starts, err := gamesByStart(ctx, tx)
	if err != nil {
		return report, err
	}
	for i, ag := range a.Games {
		seats := make([]rosterLine, len(ag.Game.Players))
		for j, name := range ag.Game.Players {
			if seats[j], err = enrol(name); err != nil {
				return report, err
			}
		}
		if ag.Entries, err = respell(ag, seats, opts.Respell); err != nil {
			return report, fault.Inputf("game %#d (%q)", i+1, ag.Game.Name).Of(fault.Invalid).Because(err)
		}
		done, err := importGame(ctx, tx, ag, seats, report.KeptIDs, starts)
		if err != nil {
			return report, err
		}
		report.Games = append(report.Games, done)
		if opts.Progress != nil {
			opts.Progress(i+1, len(a.Games))
		}
	}
	return report, nil
}

func loadRoster(ctx context.Context, tx *tx) (map[string]rosterLine, error) {
	rows, err := tx.QueryContext(ctx, `SELECT id, name, fold FROM players`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	roster := map[string]rosterLine{}
	for rows.Next() {
		var line rosterLine
		var key string
		if err := rows.Scan(&line.id, &line.name, &key); err != nil {
			return nil, err
		}
		roster[key] = line
	}
	return roster, rows.Err()
}

// respell hands the entries of a game whose players the roster spells
// differently to the domain's rewrite.
func respell(ag ArchivedGame, seats []rosterLine, rewrite func(Entry, map[string]string) (json.RawMessage, error)) ([]Entry, error) {
	names := map[string]string{}
	for i, name := range ag.Game.Players {
		if seats[i].name != name {
			names[name] = seats[i].name
		}
	}
	if len(names) == 0 || rewrite == nil {
		return ag.Entries, nil
	}
	entries := slices.Clone(ag.Entries)
	for i := range entries {
		payload, err := rewrite(entries[i], names)
		if err != nil {
			e := fault.Inputf("entry %#d: %s", entries[i].Seq, err)
			e.Err = err // the cause, for errors.As; the words name it already
			return nil, e
		}
		if entries[i].Payload, err = compactJSON(payload, "{}"); err != nil {
			return nil, fault.Inputf("entry %#d: respelled payload is not valid JSON", entries[i].Seq)
		}
	}
	return entries, nil
}

// importGame writes one game, or finds it already there.
func importGame(ctx context.Context, tx *tx, ag ArchivedGame, seats []rosterLine, keepID bool, starts map[string][]int64) (ImportedGame, error) {
	g := ag.Game
	done := ImportedGame{ArchiveID: g.ID, ArchiveName: g.Name, Entries: len(ag.Entries)}
	key := startKey(g.Kind, formatTime(g.CreatedAt))
	for _, id := range starts[key] {
		later, same, err := sameGame(ctx, tx, id, ag, seats)
		if err != nil {
			return done, err
		}
		if same {
			done.ID, done.Skipped, done.LaterEntries = id, true, later
			done.Name, err = gameName(ctx, tx, id)
			return done, err
		}
	}

	id := g.ID
	if !keepID {
		var err error
		if id, err = nextGameID(ctx, tx); err != nil {
			return done, err
		}
	}
	name := g.Name
	if taken, err := gameNameTaken(ctx, tx, name); err != nil {
		return done, err
	} else if taken {
		if name, err = freeGameName(ctx, tx, name+" (imported)"); err != nil {
			return done, err
		}
	}
	if err := insertArchivedGame(ctx, tx, id, name, ag, seats); err != nil {
		return done, err
	}
	starts[key] = append(starts[key], id)
	done.ID, done.Name = id, name
	return done, nil
}

// sameGame reports whether game id is ag: same seats, and ag's entries are
// the first entries of id exactly. later counts id's further entries.
func sameGame(ctx context.Context, tx *tx, id int64, ag ArchivedGame, seats []rosterLine) (later int, same bool, err error) {
	folds, err := seatFolds(ctx, tx, id)
	if err != nil || len(folds) != len(seats) {
		return 0, false, err
	}
	for i, s := range seats {
		if folds[i] != fold(s.name) {
			return 0, false, nil
		}
	}
	stored, err := storedEntries(ctx, tx, id)
	if err != nil || len(stored) < len(ag.Entries) {
		return 0, false, err
	}
	for i, e := range ag.Entries {
		s := stored[i]
		if s.seq != e.Seq || s.kind != e.Kind || s.payload != string(e.Payload) ||
			s.created != formatTime(e.CreatedAt) || s.voids != e.Voids || s.replaces != e.Replaces {
			return 0, false, nil
		}
	}
	return len(stored) - len(ag.Entries), true, nil
}

func insertArchivedGame(ctx context.Context, tx *tx, id int64, name string, ag ArchivedGame, seats []rosterLine) error {
	g := ag.Game
	bySeat := map[string]rosterLine{}
	for _, s := range seats {
		bySeat[fold(s.name)] = s
	}
	winners := make([]string, 0, len(g.Summary.Winners))
	for _, w := range g.Summary.Winners {
		winners = append(winners, bySeat[fold(w)].name)
	}
	winnersJSON, err := json.Marshal(winners)
	if err != nil {
		return err
	}
	finished := archivedFinish(ag)
	// The game's creation, then each entry, take the next ledger positions,
	// handed out as one block.
	var lastSeq int64
	if err := tx.QueryRowContext(ctx, `UPDATE ledger_counter SET seq = seq + ? WHERE id = 1 RETURNING seq`, 1+len(ag.Entries)).Scan(&lastSeq); err != nil {
		return err
	}
	createdSeq := lastSeq - int64(len(ag.Entries))
	if _, err := tx.ExecContext(ctx, `INSERT INTO games (id, kind, name, fold, rules, created_at, finished_at, last_played_at, round, winners, extra,
		created_seq, ledger_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		id, g.Kind, name, fold(name), string(g.Rules), formatTime(g.CreatedAt), finished, formatTime(g.LastPlayedAt),
		g.Summary.Round, string(winnersJSON), nullString(g.Summary.Extra), createdSeq, lastSeq); err != nil {
		return err
	}

	lines := map[string]PlayerSummary{}
	for _, p := range g.Summary.Players {
		lines[fold(p.Name)] = p
	}
	for i, s := range seats {
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (game_id, seat, player_id) VALUES (?, ?, ?)`, id, i+1, s.id); err != nil {
			return err
		}
		p := lines[fold(s.name)]
		args := append([]any{s.id, id, g.Kind, name, len(seats), formatTime(g.CreatedAt), finished, formatTime(g.LastPlayedAt),
			p.Total, p.Status, p.BuyBacks, b2i(p.Won), nullString(p.Stats)}, figureValues(p.Stats, p.Total)...)
		if _, err := tx.ExecContext(ctx, importedLineInsert, args...); err != nil {
			return err
		}
	}

	// Many rows a statement: a game's entries are one round trip to a
	// server, not one each.
	const rowsPerInsert = 64
	for start := 0; start < len(ag.Entries); start += rowsPerInsert {
		chunk := ag.Entries[start:min(start+rowsPerInsert, len(ag.Entries))]
		var q strings.Builder
		q.WriteString(`INSERT INTO entries (game_id, seq, kind, payload, created_at, voids, replaces, ledger_seq) VALUES `)
		args := make([]any, 0, 8*len(chunk))
		for i, e := range chunk {
			if i > 0 {
				q.WriteString(", ")
			}
			q.WriteString(`(?, ?, ?, ?, ?, ?, ?, ?)`)
			args = append(args, id, e.Seq, e.Kind, string(e.Payload), formatTime(e.CreatedAt), e.Voids, e.Replaces, createdSeq+int64(start+i+1))
		}
		if _, err := tx.ExecContext(ctx, q.String(), args...); err != nil {
			return err
		}
	}
	// The league's part of the summary, now that the deciding entry has
	// its place in this ledger: the game is rated where it was decided.
	seated, err := seatedPlayers(ctx, tx, id)
	if err != nil {
		return err
	}
	c, err := writePlaces(ctx, tx, id, &g.Summary, seated)
	if err != nil {
		return err
	}
	if err := recordLeagueChange(ctx, tx, c, 0, id, nil); err != nil {
		return err
	}
	return notify(ctx, tx, id)
}

// importedLineInsert writes an imported player's line into player_games,
// with the figures a player's stats add up (figureValues).
var importedLineInsert = `INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at,
	total, status, buybacks, won, stats, ` + figureList + `) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ` + figurePlaceholders + `)`

// archivedFinish is the finish time to store: whether a game is finished
// is its summary's word (Summary.Finished, which import recomputes by
// replaying the entries), never the file's "finished" field alone; the
// file's time is kept when both agree, else the last entry's time.
func archivedFinish(ag ArchivedGame) any {
	g := ag.Game
	switch {
	case !g.Summary.Finished:
		return nil
	case g.FinishedAt != nil:
		return formatTime(*g.FinishedAt)
	case len(ag.Entries) > 0:
		return formatTime(ag.Entries[len(ag.Entries)-1].CreatedAt)
	}
	return formatTime(g.LastPlayedAt)
}
