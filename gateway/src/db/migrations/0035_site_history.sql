-- "Start from a backup file" (the dashboard's first-start restore) may replace only a blank new
-- install: no quote request, no photo, and no edit worth a backup since it was made (the mark
-- DATA_DIR/site-changed). A site that ran before that mark existed (an install upgraded to this
-- version) may have been filled without leaving it: such a site is recorded here, once, as one
-- that existed, and is never blank. A new install applies every migration in one go, seconds
-- apart; an upgraded site's first migration was applied more than a minute before this one.
CREATE TABLE site_history (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  existed_before_this INTEGER NOT NULL CHECK (existed_before_this IN (0, 1))
) STRICT;

INSERT INTO site_history (id, existed_before_this)
SELECT 1, coalesce((julianday('now') - julianday(min(applied_at))) * 86400 > 60, 0)
FROM schema_migrations;
