-- Tokens signed out before they expired. Rows are useless once expires_at (unix seconds)
-- has passed and are pruned then.
CREATE TABLE revoked_tokens (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
) STRICT;
