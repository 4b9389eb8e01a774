-- Issue 49: the domain the owner connected from the dashboard ("Your website's address"), once a
-- check proved it reaches this site. One row at most; its certificate lives in TLS_DIR.
CREATE TABLE site_domain (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,                      -- okaforpainting.com: lower case, no trailing dot
  www INTEGER NOT NULL CHECK (www IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('ordering', 'live')),
  set_by TEXT NOT NULL,                    -- the owner's username
  set_at TEXT NOT NULL                     -- ISO 8601, from the gateway's clock
) STRICT;
