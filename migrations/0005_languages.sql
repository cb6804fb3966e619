-- A notice is stored as the table's structured text (JSON) and worded when
-- sent, in the language of its game (or, for a DM, of its recipient).
ALTER TABLE outbox ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
