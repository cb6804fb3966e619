-- Wakes every process's scheduler (LISTEN aerie_wakeup, src/store/wakeups.rs)
-- when work may have become due: a game's due time set or changed, a notice
-- queued. NOTIFY is sent at commit, and only once per transaction.
CREATE FUNCTION aerie_wakeup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('aerie_wakeup', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER games_wakeup AFTER INSERT OR UPDATE OF due_at ON games
    FOR EACH STATEMENT EXECUTE FUNCTION aerie_wakeup();
CREATE TRIGGER outbox_wakeup AFTER INSERT ON outbox
    FOR EACH STATEMENT EXECUTE FUNCTION aerie_wakeup();
