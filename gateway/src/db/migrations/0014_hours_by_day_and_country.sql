-- Issue 25: opening hours as days with opening and closing times, and the address's country,
-- so search engines read them. The owner's free-text rows move to hours_text; the gateway reads
-- them at its next start (SQL cannot), fills hours, and keeps in hours_text only rows it could
-- not read, for the owner to set by hand (see opening-hours/convert-hours-text.ts).
ALTER TABLE business RENAME COLUMN hours TO hours_text;   -- JSON array of {days, hours}
ALTER TABLE business ADD COLUMN hours TEXT;                -- JSON array of {day, closed, opens, closes}; NULL until read
-- The address form asks for a state and a ZIP code: the sites set up so far are in the US.
ALTER TABLE business ADD COLUMN country TEXT NOT NULL DEFAULT 'US';
