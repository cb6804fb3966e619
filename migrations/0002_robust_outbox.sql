-- Robustness: a leased outbox with retries, a record of games whose stored
-- data can't be read, and an index for a channel's latest game.

-- The outbox is claimed with a lease (claimed_until) so that a crashed or
-- second deliverer can take a notice over once the lease runs out; a failed
-- send is retried from next_attempt_at and, after too many, marked failed.
ALTER TABLE outbox ADD COLUMN claimed_until   INTEGER;
ALTER TABLE outbox ADD COLUMN attempts        INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN next_attempt_at INTEGER;
ALTER TABLE outbox ADD COLUMN failed_at       INTEGER;
ALTER TABLE outbox ADD COLUMN last_error      TEXT;
DROP INDEX outbox_pending;
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_failed ON outbox (game_id) WHERE failed_at IS NOT NULL;

-- `/game log`, `/game status` … look up a channel's most recent game.
CREATE INDEX games_by_channel ON games (channel, id);

-- Games found unreadable, each reported once to its channel and the log.
CREATE TABLE damaged_games (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    reason      TEXT    NOT NULL,
    found_at    INTEGER NOT NULL,
    reported_at INTEGER
);
