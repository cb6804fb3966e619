-- One row per game hosted in a channel. The moves table is the truth; the
-- snapshot makes loading cheap. `version` guards every write.
CREATE TABLE games (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    guild        TEXT    NOT NULL,
    channel      TEXT    NOT NULL,
    kind         TEXT    NOT NULL,
    options      TEXT    NOT NULL,          -- JSON
    status       TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    host         TEXT    NOT NULL,          -- user id
    seed         INTEGER NOT NULL,
    version      INTEGER NOT NULL DEFAULT 0,
    snapshot     TEXT,                      -- JSON state after the last move, NULL in the lobby
    result       TEXT,                      -- JSON: how the game ended (resignations, winners)
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    turn_since   INTEGER                    -- when the seats to act started waiting
);

-- At most one active game per channel.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel) WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_guild ON games (guild, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

-- Append-only: an undo marks the move instead of deleting it.
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    ply       INTEGER NOT NULL,             -- 1, 2, ... over all moves ever made
    seat      INTEGER NOT NULL,
    user_id   TEXT    NOT NULL,
    notation  TEXT    NOT NULL,
    reveals   INTEGER NOT NULL,             -- 1 if it revealed hidden or random information
    played_at INTEGER NOT NULL,
    undone    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, ply)
);
