-- The league (docs/rules.md, LG-…): each game's places kept with its
-- summary, the seasons, and the ratings as the writers last computed them.
--
-- games and player_games: a rated game is decided by one of its entries
-- (decided_by, its seq); decided_at and decided_seq are that entry's time
-- and ledger position, copied so that the rated games read in the league's
-- order from one index (LG-7). Each seat's place and the hand it last went
-- out in (Chinchón) are written with every summary. placed is 0 for a game
-- whose summary was written before this step: its places are not known
-- until its entries are replayed once, which the scorekeeper does right
-- after opening (the store does not know the games' rules).

ALTER TABLE games ADD COLUMN decided_by INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN decided_at TEXT;
ALTER TABLE games ADD COLUMN decided_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN placed INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_rated ON games (kind, decided_at, decided_seq) WHERE decided_seq > 0;
CREATE INDEX games_unplaced ON games (id) WHERE placed = 0;

ALTER TABLE player_games ADD COLUMN place INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN out_after INTEGER NOT NULL DEFAULT 0;

-- A season is a named span of local days (LG-9); seasons are made, never
-- changed, and travel with an export.
CREATE TABLE seasons (
	id         INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	fold       TEXT NOT NULL UNIQUE,
	first_day  TEXT NOT NULL, -- YYYY-MM-DD
	last_day   TEXT,          -- YYYY-MM-DD; NULL: open-ended
	created_at TEXT NOT NULL,
	ledger_seq INTEGER NOT NULL
);
CREATE TRIGGER seasons_append_only_update BEFORE UPDATE ON seasons
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
CREATE TRIGGER seasons_append_only_delete BEFORE DELETE ON seasons
BEGIN
	SELECT RAISE(ABORT, 'ledger entries are append-only');
END;

-- The ratings as computed by the processes that write (never trusted over
-- the games: league_state says whether they are current). One row per seat
-- of each rated game, in the league's order, with the rating the player
-- brought to the game and the one they took away.
CREATE TABLE league_ratings (
	kind         TEXT NOT NULL,
	decided_at   TEXT NOT NULL,
	decided_seq  INTEGER NOT NULL,
	seat         INTEGER NOT NULL,
	player_id    INTEGER NOT NULL REFERENCES players (id),
	game_id      INTEGER NOT NULL REFERENCES games (id),
	place        INTEGER NOT NULL,
	won          INTEGER NOT NULL, -- the game was won by the player (LG-5: not every first place is)
	mu_before    REAL NOT NULL,
	sigma_before REAL NOT NULL,
	mu           REAL NOT NULL,
	sigma        REAL NOT NULL,
	PRIMARY KEY (kind, decided_at, decided_seq, seat)
) WITHOUT ROWID;
CREATE INDEX league_ratings_by_player ON league_ratings (player_id, kind, decided_at, decided_seq);

-- Per game kind: changed counts the writes that changed a rated game of
-- that kind (or made or unmade one), cached is the count the rows above
-- were computed for: they are current when the two agree. stale_at/stale_seq is the earliest position changed since they
-- last were, from which they must be computed again ('' and 0: from the
-- start).
CREATE TABLE league_state (
	kind      TEXT PRIMARY KEY,
	changed   INTEGER NOT NULL,
	cached    INTEGER NOT NULL,
	stale_at  TEXT NOT NULL DEFAULT '',
	stale_seq INTEGER NOT NULL DEFAULT 0
);
-- The games already in the ledger are not placed yet: every kind they are
-- of is to be computed again, from the start, once they are.
INSERT INTO league_state (kind, changed, cached) SELECT DISTINCT kind, 1, 0 FROM games;
