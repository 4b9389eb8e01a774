-- What the public site shows. The business row doubles as the marker that the site has been
-- set up (demo content or not), so demo content is only ever seeded on the very first start.
CREATE TABLE business (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  tagline TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  street TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  region TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  service_area TEXT NOT NULL DEFAULT '[]', -- JSON array of place names
  hours TEXT NOT NULL DEFAULT '[]',        -- JSON array of {days, hours}
  licence TEXT NOT NULL DEFAULT '',
  founded_year INTEGER,
  social TEXT NOT NULL DEFAULT '[]',       -- JSON array of {network, url}
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE services (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  description TEXT NOT NULL,
  price_hint TEXT,
  icon TEXT NOT NULL,
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE gallery_items (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  caption TEXT NOT NULL DEFAULT '',
  alt TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL CHECK (category IN ('interior', 'exterior', 'cabinets', 'commercial')),
  featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  position INTEGER NOT NULL,
  image_key TEXT NOT NULL,        -- content hash; files are uploads/<key>-<width>.webp
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  color TEXT NOT NULL,            -- dominant colour, shown while the picture loads
  variant_widths TEXT NOT NULL,   -- JSON array of the stored widths
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  town TEXT NOT NULL DEFAULT '',
  quote TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;

-- Quote requests from the contact form: stored before the visitor is told it arrived.
CREATE TABLE contact_requests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT,
  phone TEXT,
  address TEXT NOT NULL,
  service_slug TEXT,
  service_title TEXT,             -- as it was called when the request came in
  details TEXT NOT NULL,
  preferred_contact TEXT NOT NULL CHECK (preferred_contact IN ('email', 'phone', 'text')),
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'quoted', 'won', 'lost', 'archived')),
  read_at TEXT,
  notes TEXT NOT NULL DEFAULT '',
  notify_status TEXT NOT NULL DEFAULT 'off' CHECK (notify_status IN ('off', 'pending', 'sent', 'failed')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notified_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) STRICT;
CREATE INDEX contact_requests_by_time ON contact_requests (created_at);
CREATE INDEX contact_requests_by_status ON contact_requests (status, created_at);
CREATE INDEX contact_requests_to_notify ON contact_requests (notify_status) WHERE notify_status = 'pending';
