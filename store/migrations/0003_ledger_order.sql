-- Ledger order: one ledger-wide number, advanced by creating a game, by
-- every entry and by every rename, so "most recently played" and the
-- scoreboard's event ids never depend on a wall clock that can be wrong.
-- Names are folded anew in Go right after this step (NFC and full Unicode
-- case folding; see foldStep in migrate_fold.go).

CREATE TABLE ledger_counter (
	id  INTEGER PRIMARY KEY CHECK (id = 1),
	seq INTEGER NOT NULL
);

ALTER TABLE games ADD COLUMN created_seq INTEGER NOT NULL DEFAULT 0;
-- the game's latest event: its creation or its last entry
ALTER TABLE games ADD COLUMN ledger_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE entries ADD COLUMN ledger_seq INTEGER NOT NULL DEFAULT 0;

-- A player's name changed: by `players rename`, or by this migration when
-- two names became one under the new folding. Append-only like entries;
-- entries written before a rename spell the old name, and reads respell them.
CREATE TABLE player_renames (
	ledger_seq INTEGER PRIMARY KEY,
	player_id  INTEGER NOT NULL REFERENCES players (id),
	old_name   TEXT NOT NULL,
	new_name   TEXT NOT NULL,
	why        TEXT NOT NULL, -- 'rename' | 'fold'
	created_at TEXT NOT NULL
);
CREATE INDEX player_renames_by_player ON player_renames (player_id, ledger_seq);
CREATE TRIGGER player_renames_append_only_update BEFORE UPDATE ON player_renames
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
CREATE TRIGGER player_renames_append_only_delete BEFORE DELETE ON player_renames
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;

-- Existing events get their numbers from the times they were written, the
-- only order they have: each game's creation then its entries in seq order,
-- an entry never before an earlier entry of its game.
CREATE TEMP TABLE ledger_events (
	game_id INTEGER NOT NULL,
	seq     INTEGER NOT NULL, -- 0: the game's creation
	n       INTEGER NOT NULL,
	PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
INSERT INTO ledger_events (game_id, seq, n)
	WITH ev (game_id, seq, t) AS (
		SELECT id, 0, created_at FROM games
		UNION ALL
		SELECT game_id, seq, created_at FROM entries
	), keyed AS (
		SELECT game_id, seq, max(t) OVER (PARTITION BY game_id ORDER BY seq ROWS UNBOUNDED PRECEDING) AS k FROM ev
	)
	SELECT game_id, seq, row_number() OVER (ORDER BY k, game_id, seq) FROM keyed;

-- The entries' append-only trigger is lifted for this one backfill.
DROP TRIGGER entries_append_only_update;
UPDATE entries SET ledger_seq = (SELECT v.n FROM ledger_events v WHERE v.game_id = entries.game_id AND v.seq = entries.seq);
CREATE TRIGGER entries_append_only_update BEFORE UPDATE ON entries
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
UPDATE games SET
	created_seq = (SELECT v.n FROM ledger_events v WHERE v.game_id = games.id AND v.seq = 0),
	ledger_seq = (SELECT max(v.n) FROM ledger_events v WHERE v.game_id = games.id);
INSERT INTO ledger_counter (id, seq) VALUES (1, (SELECT count(*) FROM ledger_events));
DROP TABLE temp.ledger_events;

-- The default page of `games` and the current game, in ledger order.
DROP INDEX games_by_last_played;
DROP INDEX games_unfinished;
CREATE INDEX games_by_ledger_seq ON games (ledger_seq DESC, id DESC);
CREATE INDEX games_unfinished ON games (ledger_seq DESC, id DESC) WHERE finished_at IS NULL;
