-- The ledger: games are created, entries are appended and never changed.
-- Times are UTC text in a fixed-width format so that text order is time order.
-- fold columns hold the lower-cased name: SQLite's NOCASE folds ASCII only,
-- and players called Óscar and óscar are the same person.

CREATE TABLE players (
	id         INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	fold       TEXT NOT NULL UNIQUE,
	created_at TEXT NOT NULL
);

CREATE TABLE games (
	id             INTEGER PRIMARY KEY,
	kind           TEXT NOT NULL,
	name           TEXT NOT NULL,
	fold           TEXT NOT NULL UNIQUE,
	rules          TEXT NOT NULL DEFAULT '{}',
	created_at     TEXT NOT NULL,
	finished_at    TEXT,
	last_played_at TEXT NOT NULL,
	-- the summary, rewritten with every entry
	round          INTEGER NOT NULL DEFAULT 0,
	winners        TEXT NOT NULL DEFAULT '[]',
	extra          TEXT
);

-- The default page of `games` and the current game are read from these
-- without scanning or sorting the table.
CREATE INDEX games_by_last_played ON games (last_played_at DESC, id DESC);
CREATE INDEX games_unfinished ON games (last_played_at DESC, id DESC) WHERE finished_at IS NULL;

CREATE TABLE seats (
	game_id   INTEGER NOT NULL REFERENCES games (id),
	seat      INTEGER NOT NULL,
	player_id INTEGER NOT NULL REFERENCES players (id),
	PRIMARY KEY (game_id, seat),
	UNIQUE (game_id, player_id)
);
CREATE INDEX seats_by_player ON seats (player_id, game_id);

CREATE TABLE entries (
	game_id    INTEGER NOT NULL REFERENCES games (id),
	seq        INTEGER NOT NULL CHECK (seq > 0),
	kind       TEXT NOT NULL,
	payload    TEXT NOT NULL,
	created_at TEXT NOT NULL,
	voids      INTEGER NOT NULL DEFAULT 0,
	replaces   INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game_id, seq)
);

-- Corrections are new entries (voids, replaces); history is never rewritten.
CREATE TRIGGER entries_append_only_update BEFORE UPDATE ON entries
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
CREATE TRIGGER entries_append_only_delete BEFORE DELETE ON entries
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;

-- Per-player summary of each game, so lists and stats need not replay entries.
CREATE TABLE game_players (
	game_id   INTEGER NOT NULL REFERENCES games (id),
	player_id INTEGER NOT NULL REFERENCES players (id),
	total     INTEGER NOT NULL DEFAULT 0,
	status    TEXT NOT NULL DEFAULT '',
	buybacks  INTEGER NOT NULL DEFAULT 0,
	won       INTEGER NOT NULL DEFAULT 0,
	stats     TEXT,
	PRIMARY KEY (game_id, player_id)
);
CREATE INDEX game_players_by_player ON game_players (player_id, game_id);
