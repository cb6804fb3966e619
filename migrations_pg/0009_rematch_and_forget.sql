-- PostgreSQL: as migrations/0009_rematch_and_forget.sql.
-- A rematch lobby names the finished game it repeats; the unique index makes
-- it one rematch per game, even when two players click at once.
ALTER TABLE games ADD COLUMN rematch_of BIGINT REFERENCES games (id);
CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of) WHERE rematch_of IS NOT NULL;
