-- PostgreSQL: as migrations/0007_ratings.sql, BIGINT and DOUBLE PRECISION.
-- Ratings per server, game kind and player (Weng-Lin, see src/ratings.rs),
-- and each finished game's result per human seat, for /leaderboard and
-- /stats. `conservative` is mu - 3 sigma, kept as a column so the board is
-- one indexed scan. A game is rated once: its results rows are its mark.

CREATE TABLE ratings (
    guild        TEXT    NOT NULL,
    kind         TEXT    NOT NULL,
    user_id      TEXT    NOT NULL,
    name         TEXT    NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    conservative DOUBLE PRECISION NOT NULL,
    games        BIGINT  NOT NULL DEFAULT 0,
    wins         BIGINT  NOT NULL DEFAULT 0,
    updated_at   BIGINT  NOT NULL,
    PRIMARY KEY (guild, kind, user_id)
);

CREATE INDEX ratings_board ON ratings (guild, kind, conservative);

CREATE TABLE game_results (
    game_id      BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         BIGINT  NOT NULL,
    guild        TEXT    NOT NULL,
    kind         TEXT    NOT NULL,
    user_id      TEXT    NOT NULL,
    name         TEXT    NOT NULL,
    players      BIGINT  NOT NULL,           -- seats in the game (1: solo)
    score        BIGINT  NOT NULL,
    rank         BIGINT  NOT NULL,           -- 1 = first; shared on a tie; leavers last
    won          BIGINT  NOT NULL,           -- rank 1
    mu_before    DOUBLE PRECISION,                       -- NULL when the game was not rated (solo)
    sigma_before DOUBLE PRECISION,
    mu_after     DOUBLE PRECISION,
    sigma_after  DOUBLE PRECISION,
    finished_at  BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX game_results_by_player ON game_results (guild, user_id, kind, finished_at);
CREATE INDEX game_results_recent ON game_results (guild, user_id, finished_at);
