-- PostgreSQL: as migrations/0008_history.sql, BIGINT.
-- When a game finished, for /history: a server's finished games newest
-- first, a page at a time (all of them, or of one kind). Games finished
-- before this column existed finished at their last update. A player's
-- games are found through game_results_recent and game_results_by_player (0007).
ALTER TABLE games ADD COLUMN finished_at BIGINT;
UPDATE games SET finished_at = updated_at WHERE status = 'finished';

CREATE INDEX games_history ON games (guild, finished_at, id) WHERE status = 'finished';
CREATE INDEX games_history_by_kind ON games (guild, kind, finished_at, id) WHERE status = 'finished';
