-- PostgreSQL: as migrations/0010_player_totals.sql, BIGINT.
-- Each player's totals per server and game kind, kept up to date in a
-- game's finishing transaction beside its game_results rows, so /stats and
-- /history player: read one row instead of all the player's results.
-- Games with others and solo games apart; `best` and `solo_best` are NULL
-- until there is such a game. How many solo games reached a target score
-- is counted through game_results_solo (the targets live with the table).
CREATE TABLE player_totals (
    guild      TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    kind       TEXT    NOT NULL,
    games      BIGINT  NOT NULL,
    wins       BIGINT  NOT NULL,
    score_sum  BIGINT  NOT NULL,
    best       BIGINT,
    solo_games BIGINT  NOT NULL,
    solo_sum   BIGINT  NOT NULL,
    solo_best  BIGINT,
    PRIMARY KEY (guild, user_id, kind)
);

INSERT INTO player_totals (guild, user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best)
SELECT guild, user_id, kind,
       SUM(CASE WHEN players > 1 THEN 1 ELSE 0 END),
       SUM(CASE WHEN players > 1 THEN won ELSE 0 END),
       SUM(CASE WHEN players > 1 THEN score ELSE 0 END),
       MAX(CASE WHEN players > 1 THEN score END),
       SUM(CASE WHEN players = 1 THEN 1 ELSE 0 END),
       SUM(CASE WHEN players = 1 THEN score ELSE 0 END),
       MAX(CASE WHEN players = 1 THEN score END)
FROM game_results GROUP BY guild, user_id, kind;

-- A player's page of /history is read off these in order (game_id breaks
-- ties, as the page's order does), and /stats by name looks the name up.
DROP INDEX game_results_recent;
DROP INDEX game_results_by_player;
CREATE INDEX game_results_recent ON game_results (guild, user_id, finished_at, game_id);
CREATE INDEX game_results_by_player ON game_results (guild, user_id, kind, finished_at, game_id);
CREATE INDEX game_results_by_name ON game_results (guild, name, finished_at);
CREATE INDEX game_results_solo ON game_results (guild, user_id, kind, players, score);
