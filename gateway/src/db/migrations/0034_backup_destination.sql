-- Issue 49: the owner sets where backups go in the dashboard's Backups panel: an S3-compatible
-- bucket or an SFTP server. One row; BACKUP_REPOSITORY in the environment still wins over it.
-- Only the parts that are not secret are here: the secret key, the SSH private key and the backup
-- password are files in DATA_DIR/backup-keys, which no backup copies (a backup goes to that very place).
CREATE TABLE backup_destination (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  kind TEXT NOT NULL CHECK (kind IN ('s3', 'sftp')),
  endpoint TEXT NOT NULL DEFAULT '',       -- s3: the provider's endpoint
  bucket TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',         -- '' when the provider needs none
  access_key_id TEXT NOT NULL DEFAULT '',
  host TEXT NOT NULL DEFAULT '',           -- sftp
  port INTEGER NOT NULL DEFAULT 22 CHECK (port BETWEEN 1 AND 65535),
  user_name TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
