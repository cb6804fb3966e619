-- One DM a day instead of many reminders (see table::digest): a player who
-- chose `daily@HH:MM` or `only@HH:MM` has a row here; `/me settings
-- digest:off` deletes it. at_minute: the chosen local time, in minutes after
-- midnight; due_at: when the digest is next sent (a claim moves it on by a
-- lease, as games' due_at, so one process alone sends each digest).
CREATE TABLE digests (
    user_id   TEXT    PRIMARY KEY,
    mode      TEXT    NOT NULL CHECK (mode IN ('daily', 'only')),
    at_minute INTEGER NOT NULL,
    due_at    INTEGER NOT NULL
);
CREATE INDEX digests_due ON digests (due_at);

-- A digest waiting in the outbox names whose it is: when their DM is
-- closed, it is replaced by one reminder per game in that game's channel.
ALTER TABLE outbox ADD COLUMN digest_of TEXT;
