-- Each backup the gateway made by itself (or the owner asked for), and each check of the
-- repository: what the dashboard's Backups panel and /api/health report.
CREATE TABLE backup_runs (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('backup', 'check')),
  trigger TEXT NOT NULL CHECK (trigger IN ('schedule', 'changes', 'owner')),
  destination TEXT NOT NULL CHECK (destination IN ('repository', 'local')),
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  bytes_added INTEGER,
  snapshot TEXT,
  problem TEXT
);
CREATE INDEX backup_runs_by_kind ON backup_runs (kind, ok, finished_at);

-- When the owner was last e-mailed that backups are failing (NULL: not failing, or not told yet).
CREATE TABLE backup_alerts (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  failure_mailed_at TEXT
);
INSERT INTO backup_alerts (id, failure_mailed_at) VALUES (1, NULL);
