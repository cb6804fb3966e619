-- A turn's clock paused while every player it waits for is on vacation
-- (the moment it paused), and a host's proposal awaiting the players'
-- agreement.
ALTER TABLE games ADD COLUMN paused_at BIGINT;
ALTER TABLE games ADD COLUMN proposal JSONB;
-- Whether a player is asked once before a move that can't be taken back
-- (`/me settings confirm:on|off`).
ALTER TABLE players ADD COLUMN confirm_final BIGINT NOT NULL DEFAULT 1;
-- Lobbies close after 7 days without a start; lobbies already open count
-- from when they were opened.
UPDATE games SET deadline_at = created_at + 604800, due_at = created_at + 604800
 WHERE status = 'lobby' AND deadline_at IS NULL;
