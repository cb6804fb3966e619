-- A server's defaults for the games opened on it (`/server settings`): the
-- settings as typed, `[["deadline","3d"],["standin","hard"]]`; a setting
-- not listed keeps the built-in default. Who set them is not kept.
CREATE TABLE server_defaults (
    guild TEXT PRIMARY KEY,
    settings TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
