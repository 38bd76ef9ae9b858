-- The figures `stats PLAYER` adds up, kept as integers beside each
-- player's line of a game, as the SQLite step player_figures (0006) does:
-- see migrations/0006_player_figures.sql for what they are. The Go part of
-- this step (figuresStep) fills them for the rows already written, then
-- counts player_totals from them.

ALTER TABLE player_games ADD COLUMN figured bigint NOT NULL DEFAULT 1;
ALTER TABLE player_games ADD COLUMN stat_hands bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_cuts bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_clean_cuts bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chinchons bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_buybacks bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_eliminations bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_leftover_sum bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_best_hand bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_rounds bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chuches bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_chuche_cards bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_cards bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_card_points bigint NOT NULL DEFAULT 0;
ALTER TABLE player_games ADD COLUMN stat_best_round bigint NOT NULL DEFAULT 0;

-- player_totals adds up every player's rows by game kind and table size,
-- kept so by chuche_ref_player_totals in the writing transaction: see the
-- SQLite step for what each column is and when a reader trusts it (on
-- PostgreSQL, always: the server keeps its pages).
CREATE TABLE player_totals (
	player_id         bigint NOT NULL REFERENCES players (id),
	kind              text COLLATE "C" NOT NULL,
	seat_count        bigint NOT NULL,
	games             bigint NOT NULL,
	finished          bigint NOT NULL,
	wins              bigint NOT NULL,
	unfigured         bigint NOT NULL,
	points            bigint NOT NULL,
	stat_hands        bigint NOT NULL,
	stat_cuts         bigint NOT NULL,
	stat_clean_cuts   bigint NOT NULL,
	stat_chinchons    bigint NOT NULL,
	stat_buybacks     bigint NOT NULL,
	stat_eliminations bigint NOT NULL,
	stat_leftover_sum bigint NOT NULL,
	stat_rounds       bigint NOT NULL,
	stat_chuches      bigint NOT NULL,
	stat_chuche_cards bigint NOT NULL,
	stat_cards        bigint NOT NULL,
	stat_card_points  bigint NOT NULL,
	stat_best_hand    bigint,
	stat_best_round   bigint,
	PRIMARY KEY (player_id, kind, seat_count)
);

CREATE FUNCTION chuche_ref_player_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An import counts the totals once at its end instead (store's
	-- setTotalsAside): through here it would leave a dead version of a
	-- player's totals per game.
	IF current_setting('chuche_ref.totals_aside', true) = 'on' THEN
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		-- A new row adds its game to its group.
		INSERT INTO player_totals AS t (player_id, kind, seat_count, games, finished, wins, unfigured, points,
			stat_hands, stat_cuts, stat_clean_cuts, stat_chinchons, stat_buybacks, stat_eliminations, stat_leftover_sum, stat_rounds, stat_chuches, stat_chuche_cards, stat_cards, stat_card_points,
			stat_best_hand, stat_best_round)
		VALUES (NEW.player_id, NEW.kind, NEW.seat_count, 1,
			CASE WHEN NEW.finished_at IS NOT NULL THEN 1 ELSE 0 END,
			CASE WHEN NEW.won <> 0 THEN 1 ELSE 0 END,
			CASE WHEN NEW.figured = 0 THEN 1 ELSE 0 END,
			CASE WHEN NEW.figured <> 0 THEN NEW.total ELSE 0 END,
			NEW.stat_hands, NEW.stat_cuts, NEW.stat_clean_cuts, NEW.stat_chinchons, NEW.stat_buybacks, NEW.stat_eliminations, NEW.stat_leftover_sum, NEW.stat_rounds, NEW.stat_chuches, NEW.stat_chuche_cards, NEW.stat_cards, NEW.stat_card_points,
			CASE WHEN NEW.figured <> 0 AND NEW.stat_hands > 0 THEN NEW.stat_best_hand END,
			CASE WHEN NEW.figured <> 0 AND NEW.stat_rounds > 0 THEN NEW.stat_best_round END)
		ON CONFLICT (player_id, kind, seat_count) DO UPDATE SET
			games = t.games + 1,
			finished = t.finished + excluded.finished,
			wins = t.wins + excluded.wins,
			unfigured = t.unfigured + excluded.unfigured,
			points = t.points + excluded.points,
			stat_hands = t.stat_hands + excluded.stat_hands,
			stat_cuts = t.stat_cuts + excluded.stat_cuts,
			stat_clean_cuts = t.stat_clean_cuts + excluded.stat_clean_cuts,
			stat_chinchons = t.stat_chinchons + excluded.stat_chinchons,
			stat_buybacks = t.stat_buybacks + excluded.stat_buybacks,
			stat_eliminations = t.stat_eliminations + excluded.stat_eliminations,
			stat_leftover_sum = t.stat_leftover_sum + excluded.stat_leftover_sum,
			stat_rounds = t.stat_rounds + excluded.stat_rounds,
			stat_chuches = t.stat_chuches + excluded.stat_chuches,
			stat_chuche_cards = t.stat_chuche_cards + excluded.stat_chuche_cards,
			stat_cards = t.stat_cards + excluded.stat_cards,
			stat_card_points = t.stat_card_points + excluded.stat_card_points,
			stat_best_hand = CASE WHEN t.stat_best_hand IS NULL OR excluded.stat_best_hand < t.stat_best_hand
				THEN excluded.stat_best_hand ELSE t.stat_best_hand END,
			stat_best_round = CASE WHEN t.stat_best_round IS NULL OR excluded.stat_best_round > t.stat_best_round
				THEN excluded.stat_best_round ELSE t.stat_best_round END;
		RETURN NULL;
	END IF;
	IF TG_OP = 'UPDATE' THEN
		IF (OLD.player_id, OLD.game_id, OLD.kind, OLD.seat_count) IS DISTINCT FROM (NEW.player_id, NEW.game_id, NEW.kind, NEW.seat_count) THEN
			RAISE EXCEPTION 'a player''s line of a game never moves';
		END IF;
		IF (OLD.finished_at IS NULL, OLD.won, OLD.total, OLD.figured, OLD.stat_hands, OLD.stat_cuts, OLD.stat_clean_cuts, OLD.stat_chinchons, OLD.stat_buybacks, OLD.stat_eliminations, OLD.stat_leftover_sum, OLD.stat_rounds, OLD.stat_chuches, OLD.stat_chuche_cards, OLD.stat_cards, OLD.stat_card_points, OLD.stat_best_hand, OLD.stat_best_round)
			IS NOT DISTINCT FROM (NEW.finished_at IS NULL, NEW.won, NEW.total, NEW.figured, NEW.stat_hands, NEW.stat_cuts, NEW.stat_clean_cuts, NEW.stat_chinchons, NEW.stat_buybacks, NEW.stat_eliminations, NEW.stat_leftover_sum, NEW.stat_rounds, NEW.stat_chuches, NEW.stat_chuche_cards, NEW.stat_cards, NEW.stat_card_points, NEW.stat_best_hand, NEW.stat_best_round) THEN
			RETURN NULL;
		END IF;
		-- A changed row changes its group by the difference; a best as in
		-- the SQLite step's player_totals_update.
		UPDATE player_totals t SET
			finished = t.finished + (CASE WHEN NEW.finished_at IS NOT NULL THEN 1 ELSE 0 END) - (CASE WHEN OLD.finished_at IS NOT NULL THEN 1 ELSE 0 END),
			wins = t.wins + (CASE WHEN NEW.won <> 0 THEN 1 ELSE 0 END) - (CASE WHEN OLD.won <> 0 THEN 1 ELSE 0 END),
			unfigured = t.unfigured + (CASE WHEN NEW.figured = 0 THEN 1 ELSE 0 END) - (CASE WHEN OLD.figured = 0 THEN 1 ELSE 0 END),
			points = t.points + CASE WHEN NEW.figured <> 0 THEN NEW.total ELSE 0 END
				- CASE WHEN OLD.figured <> 0 THEN OLD.total ELSE 0 END,
			stat_hands = t.stat_hands + NEW.stat_hands - OLD.stat_hands,
			stat_cuts = t.stat_cuts + NEW.stat_cuts - OLD.stat_cuts,
			stat_clean_cuts = t.stat_clean_cuts + NEW.stat_clean_cuts - OLD.stat_clean_cuts,
			stat_chinchons = t.stat_chinchons + NEW.stat_chinchons - OLD.stat_chinchons,
			stat_buybacks = t.stat_buybacks + NEW.stat_buybacks - OLD.stat_buybacks,
			stat_eliminations = t.stat_eliminations + NEW.stat_eliminations - OLD.stat_eliminations,
			stat_leftover_sum = t.stat_leftover_sum + NEW.stat_leftover_sum - OLD.stat_leftover_sum,
			stat_rounds = t.stat_rounds + NEW.stat_rounds - OLD.stat_rounds,
			stat_chuches = t.stat_chuches + NEW.stat_chuches - OLD.stat_chuches,
			stat_chuche_cards = t.stat_chuche_cards + NEW.stat_chuche_cards - OLD.stat_chuche_cards,
			stat_cards = t.stat_cards + NEW.stat_cards - OLD.stat_cards,
			stat_card_points = t.stat_card_points + NEW.stat_card_points - OLD.stat_card_points,
			stat_best_hand = CASE
				WHEN OLD.figured <> 0 AND OLD.stat_hands > 0 AND OLD.stat_best_hand = t.stat_best_hand
					AND NOT (NEW.figured <> 0 AND NEW.stat_hands > 0 AND NEW.stat_best_hand <= OLD.stat_best_hand)
				THEN (SELECT min(g.stat_best_hand) FROM player_games g
					WHERE g.player_id = NEW.player_id AND g.kind = NEW.kind AND g.seat_count = NEW.seat_count
					AND g.figured <> 0 AND g.stat_hands > 0)
				WHEN NEW.figured <> 0 AND NEW.stat_hands > 0 AND (t.stat_best_hand IS NULL OR NEW.stat_best_hand < t.stat_best_hand)
				THEN NEW.stat_best_hand
				ELSE t.stat_best_hand END,
			stat_best_round = CASE
				WHEN OLD.figured <> 0 AND OLD.stat_rounds > 0 AND OLD.stat_best_round = t.stat_best_round
					AND NOT (NEW.figured <> 0 AND NEW.stat_rounds > 0 AND NEW.stat_best_round >= OLD.stat_best_round)
				THEN (SELECT max(g.stat_best_round) FROM player_games g
					WHERE g.player_id = NEW.player_id AND g.kind = NEW.kind AND g.seat_count = NEW.seat_count
					AND g.figured <> 0 AND g.stat_rounds > 0)
				WHEN NEW.figured <> 0 AND NEW.stat_rounds > 0 AND (t.stat_best_round IS NULL OR NEW.stat_best_round > t.stat_best_round)
				THEN NEW.stat_best_round
				ELSE t.stat_best_round END
		WHERE t.player_id = NEW.player_id AND t.kind = NEW.kind AND t.seat_count = NEW.seat_count;
		RETURN NULL;
	END IF;
	-- No chuche-ref deletes a row; should anything else, its group is
	-- counted again from the rows left.
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
	RETURN NULL;
END
$$;
CREATE TRIGGER player_totals_kept AFTER INSERT OR UPDATE OR DELETE ON player_games
	FOR EACH ROW EXECUTE FUNCTION chuche_ref_player_totals();
