-- The level a computer player plays at (`/game bot add level:…`). Human
-- seats keep the default, which is also what a deadline stand-in plays.
ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT 'normal' CHECK (level IN ('easy', 'normal', 'hard'));
