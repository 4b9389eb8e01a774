-- Photos a visitor attaches to a quote request. Each is uploaded on its own while the form is
-- open (request_id NULL), then claimed by the request sent under the same form token; unclaimed
-- ones are deleted after a day. The files are DATA_DIR/quote-photos/<id>-<size>.webp (a thumbnail
-- and a full copy); the original is never kept.
CREATE TABLE quote_photos (
  id TEXT PRIMARY KEY,                     -- 128 random bits, base64url: never guessable
  request_id INTEGER REFERENCES contact_requests (id) ON DELETE CASCADE,
  form_token_hash TEXT NOT NULL,           -- SHA-256 of the form token it was uploaded under
  client_address TEXT NOT NULL,            -- for the per-address hourly limit
  width INTEGER NOT NULL,                  -- of the full copy
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,                  -- both copies together, for the total size cap
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX quote_photos_by_request ON quote_photos (request_id, created_at);
CREATE INDEX quote_photos_by_form_token ON quote_photos (form_token_hash);
CREATE INDEX quote_photos_by_address ON quote_photos (client_address, created_at);
CREATE INDEX quote_photos_unclaimed ON quote_photos (created_at) WHERE request_id IS NULL;
