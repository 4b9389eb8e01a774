-- Two-step sign-in (issue 15): a TOTP secret per account, its recovery codes, and the challenges
-- that stand between a right password and a token.

-- One row per account that has started enrolment; two-step sign-in is on once confirmed_at is set.
-- The secret must be readable to check codes, so it is stored as is (base32), like the JWT secret
-- beside the database; codes are never stored.
CREATE TABLE two_factor (
  account_id INTEGER PRIMARY KEY REFERENCES admin_accounts (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  -- Milliseconds since the epoch; NULL while enrolment waits for its first code.
  confirmed_at INTEGER,
  -- The latest 30-second step whose code was accepted: a code of that step or an earlier one is
  -- refused, so no code is ever accepted twice.
  last_used_step INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
) STRICT;

-- Single-use codes for when the phone is lost: SHA-256 of the normalised code (60 random bits each,
-- so a fast hash is safe, and a sign-in need not run ten slow hashes).
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  -- Milliseconds since the epoch; NULL while unused.
  used_at INTEGER,
  UNIQUE (account_id, code_hash)
) STRICT;

-- A right password for an account with two-step sign-in on: the second step's challenge, stored as
-- the SHA-256 of the opaque value the browser holds; used once, void after 5 minutes or 5 wrong codes,
-- and void once the account's token_version moves on (a new password, the operator's reset-password
-- or sign-out-everywhere): a password that was right then must not finish a sign-in now.
CREATE TABLE sign_in_challenges (
  challenge_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES admin_accounts (id) ON DELETE CASCADE,
  -- The place the password came from (a sign-in event names it; a new place is e-mailed).
  address TEXT NOT NULL,
  browser TEXT NOT NULL,
  -- Whether that place was known when the password was given: its code failures count per address only.
  known_place INTEGER NOT NULL CHECK (known_place IN (0, 1)),
  -- admin_accounts.token_version when the password was given.
  token_version INTEGER NOT NULL,
  -- Milliseconds since the epoch.
  expires_at INTEGER NOT NULL,
  wrong_codes INTEGER NOT NULL DEFAULT 0
) STRICT;

-- Sign-in events gain the second step: 'wrong_code' outcomes, and which factor completed a sign-in.
-- SQLite cannot alter a CHECK, so the table is rebuilt with its rows.
CREATE TABLE sign_in_events_new (
  id INTEGER PRIMARY KEY,
  -- Milliseconds since the epoch.
  at INTEGER NOT NULL,
  username TEXT NOT NULL,
  address TEXT NOT NULL,
  browser TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('signed_in', 'wrong_password', 'wrong_code', 'throttled')),
  new_place INTEGER NOT NULL DEFAULT 0 CHECK (new_place IN (0, 1)),
  second_factor TEXT CHECK (second_factor IN ('code', 'recovery_code'))
) STRICT;
INSERT INTO sign_in_events_new (id, at, username, address, browser, outcome, new_place)
  SELECT id, at, username, address, browser, outcome, new_place FROM sign_in_events;
DROP TABLE sign_in_events;
ALTER TABLE sign_in_events_new RENAME TO sign_in_events;
CREATE INDEX sign_in_events_by_time ON sign_in_events (at);
