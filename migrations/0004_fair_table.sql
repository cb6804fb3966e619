-- A turn's clock paused while every player it waits for is on vacation
-- (the moment it paused), and a host's proposal awaiting the players'
-- agreement (JSON).
ALTER TABLE games ADD COLUMN paused_at INTEGER;
ALTER TABLE games ADD COLUMN proposal TEXT;
-- Lobbies close after 7 days without a start; lobbies already open count
-- from when they were opened.
UPDATE games SET deadline_at = created_at + 604800, due_at = created_at + 604800
 WHERE status = 'lobby' AND deadline_at IS NULL;
