package scorekeeper

import (
	"context"
	"time"

	"github.com/chuche-ref/chuche-ref/cmd/chuche-ref/internal/league"
	"github.com/chuche-ref/chuche-ref/store"
)

// Ledger is the ledger file, opened. It is the way to the ledger for every
// package but the store and ledgerfile: its methods speak this package's
// types, never the store's.
type Ledger struct {
	db *store.DB
}

// gameStore is what a game needs of the ledger, the few store methods the
// play of a game rests on: read a game and its entries, create one, append
// an entry with the same-game conflict check. Another engine behind the
// store has these to offer, whatever else it does differently.
type gameStore interface {
	Game(ctx context.Context, ref string) (store.Game, error)
	CurrentGame(ctx context.Context) (store.Game, error)
	Games(ctx context.Context, f store.GameFilter) ([]store.Game, error)
	CreateGame(ctx context.Context, g store.NewGame) (store.Game, error)
	Entries(ctx context.Context, gameID int64) ([]store.Entry, error)
	Append(ctx context.Context, gameID int64, a store.Append) (store.Entry, error)
	// Untouched: nothing but chuche-ref wrote the ledger since it was last
	// seen sound (store.DB.Untouched).
	Untouched() bool
}

// OpenLedger opens the ledger file at path to read and write, creating it
// (and its folder) when missing. ledgerfile decides when that is wanted.
func OpenLedger(ctx context.Context, path string) (*Ledger, error) {
	db, err := store.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	return upgraded(ctx, &Ledger{db: db})
}

// upgraded is a ledger opened to write with its games placed for the
// league (league_upgrade.go): a ledger an older chuche-ref wrote is
// replayed once, here.
func upgraded(ctx context.Context, l *Ledger) (*Ledger, error) {
	if err := l.placeUnplaced(ctx); err != nil {
		l.db.Close()
		return nil, err
	}
	return l, nil
}

// OpenLedgerReadOnly opens an existing ledger file to read only.
//
// A ledger an older chuche-ref wrote is upgraded first, which is a write
// (as the store's schema steps are): its games are placed for the league,
// when the ledger can be written; when it cannot, what reads the league
// replays them instead.
func OpenLedgerReadOnly(ctx context.Context, path string) (*Ledger, error) {
	db, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return nil, err
	}
	if ids, err := db.UnplacedGames(ctx, 1); err == nil && len(ids) > 0 {
		if w, err := OpenLedgerExisting(ctx, path); err == nil {
			w.Close()
		}
	}
	return &Ledger{db: db}, nil
}

// OpenLedgerUntouched opens another ledger to read it whole, as import
// --from does, without ever writing it: an older one is read from an
// upgraded copy (store.OpenUntouched), and its games are not placed for
// the league (the ledger they are imported into places them).
func OpenLedgerUntouched(ctx context.Context, path string) (*Ledger, error) {
	db, err := store.OpenUntouched(ctx, path)
	if err != nil {
		return nil, err
	}
	return &Ledger{db: db}, nil
}

// SchemaVersion is the ledger schema this build writes.
func SchemaVersion() int { return store.SchemaVersion() }

// CheckPath refuses a ledger path no ledger can have (an empty --db, a
// folder, a device), before anything is opened.
func CheckPath(path string) error { return store.CheckPath(path) }

// CheckOutputPath refuses an output path (export -o, backup) that is the
// ledger or one of its files, by name or through a link: writing there
// would replace the live ledger. An input error, before anything is written.
func CheckOutputPath(ledgerPath, out string) error { return store.CheckOutputPath(ledgerPath, out) }

// SetClock makes now the ledger's clock (tests, the benchmark builder).
func (l *Ledger) SetClock(now func() time.Time) { l.db.Now = now }

// Renamed are the names the schema migration of this open changed.
func (l *Ledger) Renamed() []Rename {
	var out []Rename
	for _, r := range l.db.Renamed() {
		out = append(out, Rename{What: r.What, Old: r.Old, New: r.New})
	}
	return out
}

// Identity is the ledger's own identity, made with it and kept for its
// life (never exported): what is kept outside the ledger on its behalf —
// play's drafts — is keyed by it, so a new ledger at an old path is a new
// ledger, and the same one reached through a link is the same.
func (l *Ledger) Identity(ctx context.Context) (string, error) { return l.db.Identity(ctx) }

// Path is the ledger file's path.
func (l *Ledger) Path() string { return l.db.Path() }

// Close closes the ledger.
func (l *Ledger) Close() error { return l.db.Close() }

// CloseUnused closes the ledger and removes it when this process created
// it and left it empty.
func (l *Ledger) CloseUnused() (removed bool, err error) { return l.db.CloseUnused() }

// Game finds a game by id or name.
func (l *Ledger) Game(ctx context.Context, ref string) (GameInfo, error) {
	g, err := l.db.Game(ctx, ref)
	return gameInfoOf(g), err
}

// Games lists games, most recently played first.
func (l *Ledger) Games(ctx context.Context, f GameFilter) ([]GameInfo, error) {
	games, err := l.db.Games(ctx, f.store())
	return gamesOf(games), err
}

// Players is the roster: every player of every game.
func (l *Ledger) Players(ctx context.Context) ([]Player, error) {
	players, err := l.db.Players(ctx)
	out := make([]Player, len(players))
	for i, p := range players {
		out[i] = Player{Name: p.Name, Games: p.Games, CreatedAt: p.CreatedAt}
	}
	return out, err
}

// RenamePlayer mends a player's name on the roster, recorded in the ledger.
func (l *Ledger) RenamePlayer(ctx context.Context, old, new string) (PlayerRename, error) {
	r, err := l.db.RenamePlayer(ctx, old, new)
	return PlayerRename{LedgerSeq: r.LedgerSeq, Old: r.Old, New: r.New, At: r.At}, err
}

// Backup writes a consistent copy of the ledger to dest, which must not
// exist, even while it is in use; progress (when set) hears how many bytes
// of about how many are written.
func (l *Ledger) Backup(ctx context.Context, dest string, progress func(done, total int64)) error {
	return l.db.BackupWith(ctx, dest, store.BackupOptions{Progress: progress})
}

// GameChange is a game created or with entries after a ledger-wide id: the
// ids of its creation and of its latest event.
type GameChange struct {
	GameID     int64
	CreatedSeq int64
	LedgerSeq  int64
}

// ChangedGames are the games with an event after the ledger-wide event id
// after, in the order of their latest events, for the scoreboard's event
// stream; limit > 0 keeps the limit most recent.
func (l *Ledger) ChangedGames(ctx context.Context, after int64, limit int) ([]GameChange, error) {
	changes, err := l.db.ChangedGames(ctx, after, limit)
	out := make([]GameChange, len(changes))
	for i, c := range changes {
		out[i] = GameChange{GameID: c.GameID, CreatedSeq: c.CreatedSeq, LedgerSeq: c.LedgerSeq}
	}
	return out, err
}

// LastEventID is the ledger-wide id of the newest game event, a creation or
// an entry: where a scoreboard starts.
func (l *Ledger) LastEventID(ctx context.Context) (int64, error) { return l.db.LastEventID(ctx) }

// ChangeProbe tells cheaply whether another connection has committed to the
// ledger; it holds a connection until Close.
type ChangeProbe struct{ p *store.ChangeProbe }

// NewChangeProbe opens a change probe on the ledger.
func (l *Ledger) NewChangeProbe(ctx context.Context) (*ChangeProbe, error) {
	p, err := l.db.NewChangeProbe(ctx)
	if err != nil {
		return nil, err
	}
	return &ChangeProbe{p: p}, nil
}

// Version changes whenever another connection commits to the ledger.
func (p *ChangeProbe) Version(ctx context.Context) (int64, error) { return p.p.Version(ctx) }

// Close gives the probe's connection back.
func (p *ChangeProbe) Close() error { return p.p.Close() }

// OpenLedgerExisting opens a ledger that must exist already to read and
// write: a file as OpenLedger does, a PostgreSQL database only when it
// holds a ledger (new creates one).
func OpenLedgerExisting(ctx context.Context, path string) (*Ledger, error) {
	db, err := store.OpenExisting(ctx, path)
	if err != nil {
		return nil, err
	}
	return upgraded(ctx, &Ledger{db: db})
}

// IsURL reports whether a ledger is named by a postgres:// URL rather than a
// file's path.
func IsURL(ledger string) bool { return store.IsURL(ledger) }

// ExportAll is the whole ledger as one archive, from one snapshot.
func (l *Ledger) ExportAll(ctx context.Context) (Archive, error) {
	var a Archive
	err := l.ExportTo(ctx, 0, ArchiveSink{
		Roster:  func(p []Player) error { a.Players = p; return nil },
		Seasons: func(s []league.Season) error { a.Seasons = s; return nil },
		Game:    func(ag ArchivedGame) error { a.Games = append(a.Games, ag); return nil },
	})
	return a, err
}

// Wake, when not nil, is told as soon as another connection commits (a
// PostgreSQL ledger's notifications); nil means Version must be polled.
func (p *ChangeProbe) Wake() <-chan struct{} { return p.p.Wake() }
