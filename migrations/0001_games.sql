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
    turn_since   INTEGER,                   -- when the seats to act started waiting
    settings     TEXT    NOT NULL DEFAULT '{}', -- JSON: reminders, deadline, vacation allowance
    remind_at    INTEGER,                   -- the next reminder is due then
    deadline_at  INTEGER,                   -- the deadline action is due then
    due_at       INTEGER,                   -- the earlier of the two: what the scheduler looks up
    reminders_sent INTEGER NOT NULL DEFAULT 0, -- reminders sent for the current turn
    board_link   TEXT,                      -- link to the last public board message
    skip_votes   TEXT    NOT NULL DEFAULT '[]' -- JSON: user ids voting to skip an absent player's turn
);

-- At most one active game per channel.
CREATE UNIQUE INDEX games_one_active_per_channel ON games (channel) WHERE status IN ('lobby', 'running');
CREATE INDEX games_by_guild ON games (guild, status);
-- The scheduler's one query: the earliest due game.
CREATE INDEX games_due ON games (due_at) WHERE due_at IS NOT NULL;

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    kind     TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'computer', 'stand-in')),
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

-- Each user's choices, across games.
CREATE TABLE players (
    user_id         TEXT PRIMARY KEY,
    remind_where    TEXT NOT NULL DEFAULT 'channel' CHECK (remind_where IN ('channel', 'dm', 'off')),
    vacation_since  INTEGER,                  -- set while on vacation
    vacation_period INTEGER NOT NULL DEFAULT 0, -- the 30-day period vacation_used counts in
    vacation_used   INTEGER NOT NULL DEFAULT 0  -- seconds of vacation used in that period
);

-- Reminders and notices, written in the same transaction as the change that
-- causes them and delivered afterwards, so none is lost or sent twice.
CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id      TEXT,                       -- who it is for (NULL: the channel)
    channel      TEXT    NOT NULL,
    deliver_to   TEXT    NOT NULL CHECK (deliver_to IN ('channel', 'dm')),
    text         TEXT    NOT NULL,
    created_at   INTEGER NOT NULL,
    delivered_at INTEGER
);
CREATE INDEX outbox_pending ON outbox (id) WHERE delivered_at IS NULL;
