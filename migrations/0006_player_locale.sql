-- The language a player last used Aerie in (from their Discord locale), so a
-- reminder sent to them alone reads in it; NULL until they are seen.
ALTER TABLE players ADD COLUMN locale TEXT;
