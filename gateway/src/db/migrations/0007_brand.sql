-- The owner's brand: one row. accent NULL: the theme's own colour. A logo is stored as the
-- gallery's pictures are (uploads/<key>-logo-<width>.webp, plus its icons and share card under
-- the same key); logo_key NULL: no logo.
CREATE TABLE brand (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  accent TEXT CHECK (accent IS NULL OR accent GLOB '#[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]'),
  logo_key TEXT,
  logo_width INTEGER,             -- the upright original's size, in pixels
  logo_height INTEGER,
  logo_widths TEXT,               -- JSON array of the stored widths
  logo_backdrop TEXT CHECK (logo_backdrop IN ('any', 'light', 'dark')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((logo_key IS NULL) = (logo_width IS NULL)
     AND (logo_key IS NULL) = (logo_height IS NULL)
     AND (logo_key IS NULL) = (logo_widths IS NULL)
     AND (logo_key IS NULL) = (logo_backdrop IS NULL))
) STRICT;
INSERT INTO brand (id) VALUES (1);
