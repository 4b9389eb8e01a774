-- Owner access that a bot cannot lock (issue 15). Kept in the database, not in memory, so the
-- operator's commands (dist/admin.mjs, another process) can read and clear them.

-- Failed sign-ins, per throttle key: "ip:<client address>" or "user:<normalised username>".
-- Rows older than the longest throttle window are pruned.
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  throttle_key TEXT NOT NULL,
  -- Milliseconds since the epoch.
  at INTEGER NOT NULL
) STRICT;
CREATE INDEX sign_in_failures_by_key ON sign_in_failures (throttle_key, at);

-- Places the owner has signed in from: the client address and the browser (its User-Agent
-- reduced to "Chrome on Windows"-like words), remembered for 30 days from the last sign-in.
-- A known place keeps signing in while the username is throttled from elsewhere.
CREATE TABLE known_places (
  account_id INTEGER NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  browser TEXT NOT NULL,
  last_signed_in_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, address, browser)
) STRICT;

-- One row per token issued: the owner's active sessions, each of which can be signed out.
CREATE TABLE admin_sessions (
  jti TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  browser TEXT NOT NULL,
  -- Milliseconds since the epoch.
  created_at INTEGER NOT NULL,
  -- Unix seconds, as the token's exp.
  expires_at INTEGER NOT NULL
) STRICT;
CREATE INDEX admin_sessions_by_account ON admin_sessions (account_id, expires_at);

-- Sign-in activity, newest kept for 90 days: successes and failures.
CREATE TABLE sign_in_events (
  id INTEGER PRIMARY KEY,
  -- Milliseconds since the epoch.
  at INTEGER NOT NULL,
  username TEXT NOT NULL,
  address TEXT NOT NULL,
  browser TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('signed_in', 'wrong_password', 'throttled')),
  new_place INTEGER NOT NULL DEFAULT 0 CHECK (new_place IN (0, 1))
) STRICT;
CREATE INDEX sign_in_events_by_time ON sign_in_events (at);
