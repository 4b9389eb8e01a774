-- An estimate visit's calendar event id (UID, estimate-visit-<id>@<host>) names the site's host.
-- Kept here from the visit's first invitation (or feed) on, so the owner connecting her domain
-- later does not change the id of an event already in a customer's calendar (the next move or
-- cancel would arrive as a second event there instead of changing the first).
CREATE TABLE visit_uid_hosts (
  visit_id INTEGER PRIMARY KEY REFERENCES estimate_visits (id) ON DELETE CASCADE,
  host TEXT NOT NULL
) STRICT;
