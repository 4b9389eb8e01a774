-- Issue 25: the owner connects their own mail account in the dashboard's E-mail section. One row;
-- SMTP_URL and NOTIFY_EMAIL in the environment still win over it. The password has to be sent to
-- the mail server as typed, so it is kept as typed: only the gateway reads DATA_DIR, and no API,
-- log or published file ever carries it.
CREATE TABLE mail_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  host TEXT NOT NULL,
  port INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  security TEXT NOT NULL CHECK (security IN ('tls', 'starttls', 'none')),
  user_name TEXT NOT NULL,                 -- '' when the server takes mail without signing in
  password TEXT NOT NULL,                  -- '' with no user name
  from_address TEXT NOT NULL,
  from_name TEXT NOT NULL,                 -- '' for the business's name
  notify_email TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
