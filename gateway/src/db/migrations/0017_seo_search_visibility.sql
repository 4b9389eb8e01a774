-- Issue 25: whether search engines may list the site, the owner's choice. While hidden, every
-- published page says noindex and robots.txt disallows everything.
-- A database that already holds a named business is a site that is live today: it stays listed,
-- so an upgrade never takes it out of search results. A new database (blank or demo, whose
-- business is written after the migrations) and a site still under the placeholder name start
-- hidden until the owner turns it on.
CREATE TABLE search_visibility (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  shown INTEGER NOT NULL CHECK (shown IN (0, 1)),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

INSERT INTO search_visibility (id, shown)
VALUES (1, EXISTS (SELECT 1 FROM business WHERE name <> 'Your painting business'));
