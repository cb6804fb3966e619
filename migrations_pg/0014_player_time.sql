-- PostgreSQL: as migrations/0014_player_time.sql, BIGINT.
ALTER TABLE players ADD COLUMN time_zone TEXT;
ALTER TABLE players ADD COLUMN quiet_from BIGINT;
ALTER TABLE players ADD COLUMN quiet_until BIGINT;
ALTER TABLE games ADD COLUMN seat_clocks TEXT;
ALTER TABLE outbox ADD COLUMN held BIGINT NOT NULL DEFAULT 0;
