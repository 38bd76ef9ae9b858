-- The per-player summary, clustered by player: `stats PLAYER` reads one
-- contiguous range of one b-tree instead of a row of game_players, a row of
-- games and a count of seats for each game, scattered through the file.
--
-- What the stats need of the game is copied here from games and seats.
-- kind, name, seat_count and created_at never change once a game exists;
-- finished_at and last_played_at are rewritten in every player row of the
-- game in the same transaction as each entry (syncPlayerGames).

CREATE TABLE player_games (
	player_id      INTEGER NOT NULL REFERENCES players (id),
	game_id        INTEGER NOT NULL REFERENCES games (id),
	-- copied from the game
	kind           TEXT NOT NULL,
	name           TEXT NOT NULL,
	seat_count     INTEGER NOT NULL,
	created_at     TEXT NOT NULL,
	finished_at    TEXT,
	last_played_at TEXT NOT NULL,
	-- the player's line of the summary, rewritten with every entry
	total          INTEGER NOT NULL DEFAULT 0,
	status         TEXT NOT NULL DEFAULT '',
	buybacks       INTEGER NOT NULL DEFAULT 0,
	won            INTEGER NOT NULL DEFAULT 0,
	stats          TEXT,
	PRIMARY KEY (player_id, game_id)
) WITHOUT ROWID;

-- In key order, so the new b-tree is written densely, page after page.
INSERT INTO player_games (player_id, game_id, kind, name, seat_count, created_at, finished_at, last_played_at,
		total, status, buybacks, won, stats)
	SELECT gp.player_id, gp.game_id, g.kind, g.name,
		(SELECT count(*) FROM seats s WHERE s.game_id = g.id),
		g.created_at, g.finished_at, g.last_played_at,
		gp.total, gp.status, gp.buybacks, gp.won, gp.stats
	FROM game_players gp
	JOIN games g ON g.id = gp.game_id
	ORDER BY gp.player_id, gp.game_id;

DROP TABLE game_players; -- and its index game_players_by_player
