-- PostgreSQL: as migrations/0015_digest.sql, BIGINT; a digest's due time
-- set or changed wakes every process's scheduler, as a game's does.
CREATE TABLE digests (
    user_id   TEXT    PRIMARY KEY,
    mode      TEXT    NOT NULL CHECK (mode IN ('daily', 'only')),
    at_minute INTEGER NOT NULL,
    due_at    BIGINT  NOT NULL
);
CREATE INDEX digests_due ON digests (due_at);

ALTER TABLE outbox ADD COLUMN digest_of TEXT;

CREATE TRIGGER digests_wakeup AFTER INSERT OR UPDATE OF due_at ON digests
    FOR EACH STATEMENT EXECUTE FUNCTION aerie_wakeup();
