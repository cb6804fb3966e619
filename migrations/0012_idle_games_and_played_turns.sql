-- Nothing holds a channel for ever (see table::idle): a running game with no
-- move for 60 days, or twice its deadline if that is longer, gets a notice
-- in its channel and ends unrated 7 days later. idle_at: when the table next
-- looks at the game for that; idle_notice_at: when the notice was posted
-- (NULL until then, and again after the next move).
ALTER TABLE games ADD COLUMN idle_at INTEGER;
ALTER TABLE games ADD COLUMN idle_notice_at INTEGER;
-- Games running already are looked at 60 days after their last move (or
-- the start of their turn, without one), however long idle they are now;
-- the table puts the look off where the game's deadline asks for longer.
UPDATE games SET idle_at = COALESCE(
        (SELECT MAX(played_at) FROM moves WHERE moves.game_id = games.id AND undone = 0),
        turn_since, updated_at) + 5184000
 WHERE status = 'running';
UPDATE games SET due_at = idle_at WHERE status = 'running' AND (due_at IS NULL OR due_at > idle_at);
-- A rated game is a played game (see table::rated): each move says whether
-- the computer played it (a computer player, or the stand-in for a person
-- away or gone). Moves from before count as their seat's own.
ALTER TABLE moves ADD COLUMN by_computer INTEGER NOT NULL DEFAULT 0;
