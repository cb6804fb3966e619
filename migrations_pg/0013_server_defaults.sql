-- PostgreSQL: as migrations/0013_server_defaults.sql, BIGINT.
CREATE TABLE server_defaults (
    guild TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);
