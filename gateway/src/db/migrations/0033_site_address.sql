-- Issue 49: the site's address as a live value. One row: the origin the owner connected from the
-- dashboard (https://name, once the name reached this site; SITE_URL in the environment still
-- wins), and the public origin the owner last reached the dashboard at, which e-mails link to
-- until the site has its address. Both empty on a new install: links are held back.
CREATE TABLE site_address (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  origin TEXT,                             -- https://name, no trailing slash
  connected_at TEXT,                       -- ISO 8601, from the gateway's clock
  dashboard_origin TEXT,                   -- a public origin only (never loopback or private)
  dashboard_seen_at TEXT                   -- ISO 8601, from the gateway's clock
) STRICT;

INSERT INTO site_address (id) VALUES (1);
