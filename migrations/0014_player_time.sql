-- A player's own time (`/me settings timezone:… quiet:…`): their IANA time
-- zone (NULL: UTC) and their quiet hours, in minutes after local midnight
-- (both NULL: none; a window may cross midnight).
ALTER TABLE players ADD COLUMN time_zone TEXT;
ALTER TABLE players ADD COLUMN quiet_from INTEGER;
ALTER TABLE players ADD COLUMN quiet_until INTEGER;
-- The quiet hours each awaited seat's clock keeps for the turn under way
-- (taken when the turn starts, so an edit counts from the next turn), with
-- that seat's own deadline: JSON, NULL when no awaited seat has any.
ALTER TABLE games ADD COLUMN seat_clocks TEXT;
-- A ping or reminder held for a player's quiet hours: sent once, worded
-- afresh with what they missed, when those hours end (next_attempt_at).
ALTER TABLE outbox ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
