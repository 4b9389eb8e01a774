import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PLACEHOLDER_BUSINESS_NAME } from '../../contract/setup-checklist.ts';
import { DEMO_FAQ, DEMO_WORK_STEPS } from '../../demo/demo-services-page.ts';
import { createGalleryStore } from '../gallery/gallery-store.ts';
import { createSignInEventStore } from '../owner/sign-in-event-store.ts';
import { createQuoteRequestStore } from '../quote-requests/quote-request-store.ts';
import { openDatabase } from './database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from './migrate.ts';

let dir: string;
let db: DatabaseSync;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-migrate-'));
  mkdirSync(join(dir, 'migrations'));
  db = openDatabase(join(dir, 'site.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeMigration(file: string, sql: string) {
  writeFileSync(join(dir, 'migrations', file), sql);
}

const tables = () =>
  db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all()
    .map((row) => row.name);

describe('applyMigrations', () => {
  it('applies the files in version order and records each one', () => {
    writeMigration(
      '0002_notes.sql',
      'CREATE TABLE notes (id INTEGER PRIMARY KEY, item_id INTEGER REFERENCES items(id));',
    );
    writeMigration('0001_items.sql', 'CREATE TABLE items (id INTEGER PRIMARY KEY);');
    writeMigration('README.md', 'not a migration');

    expect(applyMigrations(db, readMigrations(join(dir, 'migrations')))).toEqual([1, 2]);
    expect(tables()).toEqual(['items', 'notes', 'schema_migrations']);
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1, name: 'items' },
      { version: 2, name: 'notes' },
    ]);
  });

  it('applies nothing the second time', () => {
    writeMigration('0001_items.sql', 'CREATE TABLE items (id INTEGER PRIMARY KEY);');
    applyMigrations(db, readMigrations(join(dir, 'migrations')));
    expect(applyMigrations(db, readMigrations(join(dir, 'migrations')))).toEqual([]);
  });

  it('leaves the schema untouched when one pending migration fails', () => {
    writeMigration('0001_items.sql', 'CREATE TABLE items (id INTEGER PRIMARY KEY);');
    writeMigration('0002_broken.sql', 'CREATE TABLE broken (;');

    expect(() => applyMigrations(db, readMigrations(join(dir, 'migrations')))).toThrow(/0002_broken\.sql failed/);
    expect(tables()).toEqual(['schema_migrations']);
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: 0 });
  });

  it('refuses a database migrated by a newer gateway', () => {
    writeMigration('0001_items.sql', 'CREATE TABLE items (id INTEGER PRIMARY KEY);');
    writeMigration('0002_notes.sql', 'CREATE TABLE notes (id INTEGER PRIMARY KEY);');
    applyMigrations(db, readMigrations(join(dir, 'migrations')));
    const older = readMigrations(join(dir, 'migrations')).slice(0, 1);
    expect(() => applyMigrations(db, older)).toThrow(/newer than this gateway knows/);
  });

  it('refuses two migrations with the same version', () => {
    writeMigration('0001_items.sql', 'SELECT 1;');
    writeMigration('0001_other.sql', 'SELECT 1;');
    expect(() => readMigrations(join(dir, 'migrations'))).toThrow(/share version 1/);
  });
});

describe('the shipped migrations', () => {
  it('apply to an empty database with WAL and foreign keys on', () => {
    expect(applyMigrations(db, readMigrations(MIGRATIONS_DIR)).length).toBeGreaterThan(0);
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  });

  it('keep the testimonials of a site made before 0004 on its home page', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 4),
    );
    db.prepare(
      "INSERT INTO testimonials (name, quote, rating, position) VALUES ('Maria G.', 'Tidy work.', 5, 1)",
    ).run();
    expect(applyMigrations(db, shipped)).toContain(4);
    expect(db.prepare('SELECT show_on_home FROM testimonials').all()).toEqual([{ show_on_home: 1 }]);
  });

  // The demo content holds the very texts the web app showed on every site until 0006.
  it('give a site made before 0006 the steps and questions its services page showed, in order', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 6),
    );
    db.prepare("INSERT INTO business (id, name) VALUES (1, 'Your painting business')").run();
    expect(applyMigrations(db, shipped)).toContain(6);
    expect(db.prepare('SELECT title, text FROM work_steps ORDER BY position').all()).toEqual(DEMO_WORK_STEPS);
    expect(db.prepare('SELECT question, answer FROM faq_entries ORDER BY position').all()).toEqual(DEMO_FAQ);
  });

  it('give a new site no steps or questions: only the demo content brings any', () => {
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    expect(db.prepare('SELECT count(*) AS n FROM work_steps').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT count(*) AS n FROM faq_entries').get()).toEqual({ n: 0 });
  });

  it('keep the gallery of a site made before 0008, each item without a before picture', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 8),
    );
    db.prepare(
      `INSERT INTO gallery_items (title, category, position, image_key, width, height, color, variant_widths)
       VALUES ('Sunny living room', 'interior', 1, 'abc123', 1600, 1200, '#c8b89a', '[480,960,1600]')`,
    ).run();
    expect(applyMigrations(db, shipped)).toContain(8);
    const [item] = createGalleryStore(db).list();
    expect(item).toMatchObject({ title: 'Sunny living room', image: { key: 'abc123' }, before: null });
  });

  it('keep the quote requests of a site made before 0009, each without photos; a request takes its photos’ rows with it', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 9),
    );
    db.prepare(
      `INSERT INTO contact_requests (id, name, email, address, details, preferred_contact)
       VALUES (7, 'Maria', 'maria@example.com', '97202', 'Two rooms, walls only.', 'email')`,
    ).run();
    expect(applyMigrations(db, shipped)).toContain(9);
    expect(db.prepare('SELECT count(*) AS n FROM quote_photos').get()).toEqual({ n: 0 });

    const photo = db.prepare(
      `INSERT INTO quote_photos (id, request_id, form_token_hash, client_address, width, height, bytes, created_at)
       VALUES (?, ?, 'hash', '127.0.0.1', 1600, 1200, 250000, '2025-05-01T10:00:00.000Z')`,
    );
    photo.run('AAAAAAAAAAAAAAAAAAAAAA', 7);
    photo.run('BBBBBBBBBBBBBBBBBBBBBB', null);
    expect(() => photo.run('CCCCCCCCCCCCCCCCCCCCCC', 8)).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM contact_requests WHERE id = 7').run();
    expect(db.prepare('SELECT id FROM quote_photos').all()).toEqual([{ id: 'BBBBBBBBBBBBBBBBBBBBBB' }]);
  });

  it('keep the quote requests of a site made before 0010 in the inbox, never acknowledged, with no source', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 10),
    );
    db.prepare(
      `INSERT INTO contact_requests (name, email, address, details, preferred_contact, notify_status)
       VALUES ('Maria', 'maria@example.com', '97202', 'Two rooms, walls only.', 'email', 'sent')`,
    ).run();
    expect(applyMigrations(db, shipped)).toContain(10);
    const [request] = createQuoteRequestStore(db).list({}, 10, 0);
    expect(request).toMatchObject({
      name: 'Maria',
      spamReason: null,
      followUpOn: null,
      notifyStatus: 'sent',
      notifyError: null,
      acknowledgeStatus: 'off',
      acknowledgeAttempts: 0,
      acknowledgeError: null,
      source: { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
    });
    expect(createQuoteRequestStore(db).statusCounts()).toMatchObject({ new: 1, spam: 0 });
  });

  it('keep the sign-in events of a site made before 0012, none with a second factor, and take wrong codes after', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 12),
    );
    const insert = db.prepare(
      `INSERT INTO sign_in_events (at, username, address, browser, outcome, new_place) VALUES (?, 'owner', ?, 'Firefox on Linux', ?, ?)`,
    );
    insert.run(1_000, '198.51.100.1', 'wrong_password', 0);
    insert.run(2_000, '198.51.100.1', 'signed_in', 1);
    insert.run(3_000, '203.0.113.9', 'throttled', 0);
    expect(() => insert.run(4_000, '203.0.113.9', 'wrong_code', 0)).toThrow(/CHECK constraint/);
    expect(applyMigrations(db, shipped)).toContain(12);
    const events = createSignInEventStore(db);
    expect(events.recent(10)).toEqual([
      {
        at: 3_000,
        username: 'owner',
        address: '203.0.113.9',
        browser: 'Firefox on Linux',
        outcome: 'throttled',
        newPlace: false,
        secondFactor: null,
      },
      {
        at: 2_000,
        username: 'owner',
        address: '198.51.100.1',
        browser: 'Firefox on Linux',
        outcome: 'signed_in',
        newPlace: true,
        secondFactor: null,
      },
      {
        at: 1_000,
        username: 'owner',
        address: '198.51.100.1',
        browser: 'Firefox on Linux',
        outcome: 'wrong_password',
        newPlace: false,
        secondFactor: null,
      },
    ]);
    events.add({
      at: 5_000,
      username: 'owner',
      address: '203.0.113.9',
      browser: 'Firefox on Linux',
      outcome: 'wrong_code',
      newPlace: false,
      secondFactor: 'code',
    });
    expect(events.recent(1)).toMatchObject([{ outcome: 'wrong_code', secondFactor: 'code' }]);
    expect(() => insert.run(6_000, '203.0.113.9', 'guessed', 0)).toThrow(/CHECK constraint/);
    expect(
      db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'sign_in_events'").all(),
    ).toEqual([{ name: 'sign_in_events_by_time' }]);
  });

  it('refuse a spam reason or follow-up date the contract does not know', () => {
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    const insert = (column: string, value: string) => () =>
      db
        .prepare(
          `INSERT INTO contact_requests (name, address, details, preferred_contact, ${column})
           VALUES ('Maria', '97202', 'Two rooms, walls only.', 'email', ?)`,
        )
        .run(value);
    expect(insert('spam_reason', 'looked odd')).toThrow(/CHECK constraint/);
    expect(insert('follow_up_on', 'next week')).toThrow(/CHECK constraint/);
    expect(insert('ack_status', 'maybe')).toThrow(/CHECK constraint/);
    expect(insert('follow_up_on', '2026-05-31')).not.toThrow();
  });

  const pageCopy = () => db.prepare('SELECT page, copy FROM page_copy ORDER BY page').all();
  const PAGES = ['contact', 'gallery', 'home', 'services'];

  it('start a new site with every page’s words empty and no preview picture picked', () => {
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    expect(pageCopy()).toEqual(PAGES.map((page) => ({ page, copy: '{}' })));
    expect(db.prepare('SELECT gallery_item_id FROM share_image').all()).toEqual([{ gallery_item_id: null }]);
  });

  it('leave the pages of a site made before 0005 waiting for the words they showed (site-setup writes them)', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < 5),
    );
    db.prepare("INSERT INTO business (id, name) VALUES (1, 'Sunrise Painters')").run();
    expect(applyMigrations(db, shipped)).toContain(5);
    expect(pageCopy()).toEqual(PAGES.map((page) => ({ page, copy: null })));
  });
});

describe('the search-visibility migration', () => {
  const shipped = () => readMigrations(MIGRATIONS_DIR);
  // Found by name: its number may change when parts of an issue are merged.
  const version = () => shipped().find((migration) => migration.name === 'seo_search_visibility')?.version ?? 0;
  const shown = () => db.prepare('SELECT shown FROM search_visibility').all();

  function upgradeSiteNamed(name: string) {
    applyMigrations(
      db,
      shipped().filter((migration) => migration.version < version()),
    );
    db.prepare('INSERT INTO business (id, name) VALUES (1, ?)').run(name);
    expect(applyMigrations(db, shipped())).toContain(version());
  }

  it('starts a new site hidden from search engines', () => {
    applyMigrations(db, shipped());
    expect(shown()).toEqual([{ shown: 0 }]);
  });

  it('keeps a live site listed: an upgrade never takes it out of search results', () => {
    upgradeSiteNamed('Sunrise Painters');
    expect(shown()).toEqual([{ shown: 1 }]);
  });

  it('keeps hidden an upgraded site still under the placeholder name: it was never set up', () => {
    upgradeSiteNamed(PLACEHOLDER_BUSINESS_NAME);
    expect(shown()).toEqual([{ shown: 0 }]);
  });
});
