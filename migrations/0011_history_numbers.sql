-- Each finished game's place in its server's history, numbered 1, 2, 3, …
-- in the order games finished: among all the server's games (history_no)
-- and among its games of one kind (history_kind_no). A /history page is
-- then a range of numbers, however deep it is, and the newest number is
-- the count, kept per server and kind in finished_counts ('' = all kinds)
-- and bumped in each game's finishing transaction.
ALTER TABLE games ADD COLUMN history_no INTEGER;
ALTER TABLE games ADD COLUMN history_kind_no INTEGER;

UPDATE games SET history_no = numbered.no, history_kind_no = numbered.kind_no
FROM (SELECT id,
             ROW_NUMBER() OVER (PARTITION BY guild ORDER BY finished_at, id) AS no,
             ROW_NUMBER() OVER (PARTITION BY guild, kind ORDER BY finished_at, id) AS kind_no
      FROM games WHERE status = 'finished') AS numbered
WHERE games.id = numbered.id;

CREATE TABLE finished_counts (
    guild TEXT    NOT NULL,
    kind  TEXT    NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (guild, kind)
);
INSERT INTO finished_counts (guild, kind, games)
SELECT guild, '', COUNT(*) FROM games WHERE status = 'finished' GROUP BY guild;
INSERT INTO finished_counts (guild, kind, games)
SELECT guild, kind, COUNT(*) FROM games WHERE status = 'finished' GROUP BY guild, kind;

DROP INDEX games_history;
DROP INDEX games_history_by_kind;
CREATE INDEX games_history ON games (guild, history_no) WHERE status = 'finished';
CREATE INDEX games_history_by_kind ON games (guild, kind, history_kind_no) WHERE status = 'finished';
