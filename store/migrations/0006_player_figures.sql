-- The figures `stats PLAYER` adds up, kept as integers beside each
-- player's line of a game, so that they add up in SQL (into player_totals
-- below, or over the player's range of player_games when those are not
-- trusted) instead of every game's stats JSON being decoded in Go.
--
-- They are what store.ReadStatFigures reads from the row's stats (the
-- integers under those keys, encoding/json's reading, zeros for stats that
-- do not decode), written with the stats in Go on every write of the line
-- (figureValues). figured is 0 for a row whose figures or total are too
-- large to add up in SQL without overflowing (only an import can bring such
-- numbers): its stat_ columns are then 0, and the reader decodes that row's
-- stats itself, as it always could.
--
-- The Go part of this step (figuresStep) fills them for the rows already
-- written, then counts player_totals from them.

ALTER TABLE player_games ADD COLUMN figured INTEGER NOT NULL DEFAULT 1;
ALTER TABLE player_games ADD COLUMN stat_hands INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_cuts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_clean_cuts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chinchons INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_buybacks INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_eliminations INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_leftover_sum INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_best_hand INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_rounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chuches INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chuche_cards INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_cards INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_card_points INTEGER NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_best_round INTEGER NOT NULL DEFAULT 0;

-- player_totals adds up every player's rows by game kind and table size,
-- kept so by the triggers below in the writing transaction, whatever
-- writes player_games: `stats PLAYER` reads a row or two instead of adding
-- up all the player's games (on PostgreSQL those are scattered over the
-- table, a page each). It is never trusted over the rows: a reader uses it
-- while the ledger is as chuche-ref left it (the verified stamp) and adds
-- up the rows otherwise, and check ledger counts it again. unfigured counts
-- the unfigured games, whose totals and figures are left out of points and
-- the stat_ sums (the reader adds those in Go). stat_best_hand is the
-- lowest best hand of the figured games that had hands, stat_best_round
-- the highest best round of those that had rounds (NULL: none).
CREATE TABLE player_totals (
	player_id         INTEGER NOT NULL REFERENCES players (id),
	kind              TEXT NOT NULL,
	seat_count        INTEGER NOT NULL,
	games             INTEGER NOT NULL,
	finished          INTEGER NOT NULL,
	wins              INTEGER NOT NULL,
	unfigured         INTEGER NOT NULL,
	points            INTEGER NOT NULL,
	stat_hands        INTEGER NOT NULL,
	stat_cuts         INTEGER NOT NULL,
	stat_clean_cuts   INTEGER NOT NULL,
	stat_chinchons    INTEGER NOT NULL,
	stat_buybacks     INTEGER NOT NULL,
	stat_eliminations INTEGER NOT NULL,
	stat_leftover_sum INTEGER NOT NULL,
	stat_rounds       INTEGER NOT NULL,
	stat_chuches      INTEGER NOT NULL,
	stat_chuche_cards INTEGER NOT NULL,
	stat_cards        INTEGER NOT NULL,
	stat_card_points  INTEGER NOT NULL,
	stat_best_hand    INTEGER,
	stat_best_round   INTEGER,
	PRIMARY KEY (player_id, kind, seat_count)
) WITHOUT ROWID;

-- A player's line never moves to another player, game, kind or table
-- size: the totals follow the row where it is.
CREATE TRIGGER player_games_fixed BEFORE UPDATE OF player_id, game_id, kind, seat_count ON player_games
WHEN (OLD.player_id, OLD.game_id, OLD.kind, OLD.seat_count) IS NOT (NEW.player_id, NEW.game_id, NEW.kind, NEW.seat_count)
BEGIN
	SELECT RAISE(ABORT, 'a player''s line of a game never moves');
END;

-- A new row adds its game to its group.
CREATE TRIGGER player_totals_insert AFTER INSERT ON player_games
BEGIN
	INSERT INTO player_totals (player_id, kind, seat_count, games, finished, wins, unfigured, points,
		stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points,
		stat_best_hand, stat_best_round)
	VALUES (NEW.player_id, NEW.kind, NEW.seat_count, 1, NEW.finished_at IS NOT NULL, NEW.won <> 0, NEW.figured = 0,
		CASE WHEN NEW.figured <> 0 THEN NEW.total ELSE 0 END,
		NEW.stat_hands, NEW.stat_cuts, NEW.stat_clean_cuts, NEW.stat_chinchons, NEW.stat_buybacks, NEW.stat_eliminations, NEW.stat_leftover_sum, NEW.stat_rounds, NEW.stat_chuches, NEW.stat_chuche_cards, NEW.stat_cards, NEW.stat_card_points,
		CASE WHEN NEW.figured <> 0 AND NEW.stat_hands > 0 THEN NEW.stat_best_hand END,
		CASE WHEN NEW.figured <> 0 AND NEW.stat_rounds > 0 THEN NEW.stat_best_round END)
	ON CONFLICT (player_id, kind, seat_count) DO UPDATE SET
		games = games + 1,
		finished = finished + excluded.finished,
		wins = wins + excluded.wins,
		unfigured = unfigured + excluded.unfigured,
		points = points + excluded.points,

		stat_hands = stat_hands + excluded.stat_hands,
		stat_cuts = stat_cuts + excluded.stat_cuts,
		stat_clean_cuts = stat_clean_cuts + excluded.stat_clean_cuts,
		stat_chinchons = stat_chinchons + excluded.stat_chinchons,
		stat_buybacks = stat_buybacks + excluded.stat_buybacks,
		stat_eliminations = stat_eliminations + excluded.stat_eliminations,
		stat_leftover_sum = stat_leftover_sum + excluded.stat_leftover_sum,
		stat_rounds = stat_rounds + excluded.stat_rounds,
		stat_chuches = stat_chuches + excluded.stat_chuches,
		stat_chuche_cards = stat_chuche_cards + excluded.stat_chuche_cards,
		stat_cards = stat_cards + excluded.stat_cards,
		stat_card_points = stat_card_points + excluded.stat_card_points,
		stat_best_hand = CASE WHEN stat_best_hand IS NULL OR excluded.stat_best_hand < stat_best_hand
			THEN excluded.stat_best_hand ELSE stat_best_hand END,
		stat_best_round = CASE WHEN stat_best_round IS NULL OR excluded.stat_best_round > stat_best_round
			THEN excluded.stat_best_round ELSE stat_best_round END;
END;

-- A changed row changes its group by the difference. A best that can only
-- get better is set in place; when the row held its group's best and its
-- own got worse (an undo of the hand that set it), the group's best is
-- looked up again among its rows, which the statement has already changed.
CREATE TRIGGER player_totals_update AFTER UPDATE OF finished_at, won, total, figured,
	stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points,
	stat_best_hand, stat_best_round ON player_games
WHEN (OLD.finished_at IS NULL, OLD.won, OLD.total, OLD.figured, OLD.stat_hands, OLD.stat_cuts, OLD.stat_clean_cuts, OLD.stat_chinchons, OLD.stat_buybacks, OLD.stat_eliminations, OLD.stat_leftover_sum, OLD.stat_rounds, OLD.stat_chuches, OLD.stat_chuche_cards, OLD.stat_cards, OLD.stat_card_points, OLD.stat_best_hand, OLD.stat_best_round)
	IS NOT (NEW.finished_at IS NULL, NEW.won, NEW.total, NEW.figured, NEW.stat_hands, NEW.stat_cuts, NEW.stat_clean_cuts, NEW.stat_chinchons, NEW.stat_buybacks, NEW.stat_eliminations, NEW.stat_leftover_sum, NEW.stat_rounds, NEW.stat_chuches, NEW.stat_chuche_cards, NEW.stat_cards, NEW.stat_card_points, NEW.stat_best_hand, NEW.stat_best_round)
BEGIN
	UPDATE player_totals SET
		finished = finished + (NEW.finished_at IS NOT NULL) - (OLD.finished_at IS NOT NULL),
		wins = wins + (NEW.won <> 0) - (OLD.won <> 0),
		unfigured = unfigured + (NEW.figured = 0) - (OLD.figured = 0),
		points = points + CASE WHEN NEW.figured <> 0 THEN NEW.total ELSE 0 END
			- CASE WHEN OLD.figured <> 0 THEN OLD.total ELSE 0 END,

		stat_hands = stat_hands + NEW.stat_hands - OLD.stat_hands,
		stat_cuts = stat_cuts + NEW.stat_cuts - OLD.stat_cuts,
		stat_clean_cuts = stat_clean_cuts + NEW.stat_clean_cuts - OLD.stat_clean_cuts,
		stat_chinchons = stat_chinchons + NEW.stat_chinchons - OLD.stat_chinchons,
		stat_buybacks = stat_buybacks + NEW.stat_buybacks - OLD.stat_buybacks,
		stat_eliminations = stat_eliminations + NEW.stat_eliminations - OLD.stat_eliminations,
		stat_leftover_sum = stat_leftover_sum + NEW.stat_leftover_sum - OLD.stat_leftover_sum,
		stat_rounds = stat_rounds + NEW.stat_rounds - OLD.stat_rounds,
		stat_chuches = stat_chuches + NEW.stat_chuches - OLD.stat_chuches,
		stat_chuche_cards = stat_chuche_cards + NEW.stat_chuche_cards - OLD.stat_chuche_cards,
		stat_cards = stat_cards + NEW.stat_cards - OLD.stat_cards,
		stat_card_points = stat_card_points + NEW.stat_card_points - OLD.stat_card_points,
		stat_best_hand = CASE
			WHEN OLD.figured <> 0 AND OLD.stat_hands > 0 AND OLD.stat_best_hand = stat_best_hand
				AND NOT (NEW.figured <> 0 AND NEW.stat_hands > 0 AND NEW.stat_best_hand <= OLD.stat_best_hand)
			THEN (SELECT min(g.stat_best_hand) FROM player_games g
				WHERE g.player_id = NEW.player_id AND g.kind = NEW.kind AND g.seat_count = NEW.seat_count
				AND g.figured <> 0 AND g.stat_hands > 0)
			WHEN NEW.figured <> 0 AND NEW.stat_hands > 0 AND (stat_best_hand IS NULL OR NEW.stat_best_hand < stat_best_hand)
			THEN NEW.stat_best_hand
			ELSE stat_best_hand END,
		stat_best_round = CASE
			WHEN OLD.figured <> 0 AND OLD.stat_rounds > 0 AND OLD.stat_best_round = stat_best_round
				AND NOT (NEW.figured <> 0 AND NEW.stat_rounds > 0 AND NEW.stat_best_round >= OLD.stat_best_round)
			THEN (SELECT max(g.stat_best_round) FROM player_games g
				WHERE g.player_id = NEW.player_id AND g.kind = NEW.kind AND g.seat_count = NEW.seat_count
				AND g.figured <> 0 AND g.stat_rounds > 0)
			WHEN NEW.figured <> 0 AND NEW.stat_rounds > 0 AND (stat_best_round IS NULL OR NEW.stat_best_round > stat_best_round)
			THEN NEW.stat_best_round
			ELSE stat_best_round END
	WHERE player_id = NEW.player_id AND kind = NEW.kind AND seat_count = NEW.seat_count;
END;

-- No chuche-ref deletes a row; should anything else, its group is counted
-- again from the rows left.
CREATE TRIGGER player_totals_delete AFTER DELETE ON player_games
BEGIN
	DELETE FROM player_totals WHERE player_id = OLD.player_id AND kind = OLD.kind AND seat_count = OLD.seat_count;
	INSERT INTO player_totals (player_id, kind, seat_count, games, finished, wins, unfigured, points,
		stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points,
		stat_best_hand, stat_best_round)
	SELECT player_id, kind, seat_count, count(*), count(finished_at), count(NULLIF(won, 0)),
		count(*) - count(NULLIF(figured, 0)), sum(CASE WHEN figured <> 0 THEN total ELSE 0 END),
		sum(stat_hands), sum(stat_cuts), sum(stat_clean_cuts), sum(stat_chinchons), sum(stat_buybacks), sum(stat_eliminations), sum(stat_leftover_sum), sum(stat_rounds), sum(stat_chuches), sum(stat_chuche_cards), sum(stat_cards), sum(stat_card_points),
		min(CASE WHEN figured <> 0 AND stat_hands > 0 THEN stat_best_hand END),
		max(CASE WHEN figured <> 0 AND stat_rounds > 0 THEN stat_best_round END)
	FROM player_games
	WHERE player_id = OLD.player_id AND kind = OLD.kind AND seat_count = OLD.seat_count
	GROUP BY player_id, kind, seat_count;
END;
