import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, type PublicPath } from '../../contract/routes.ts';
import {
  DIRECT_SOURCE_NAME,
  REFERRER_MAX_LENGTH,
  SITE_EVENT_MAX_BYTES,
  SITE_EVENTS_PATH,
  SITE_EVENTS_PER_DAY_MAX,
  type SiteEvent,
  UTM_VALUE_MAX_LENGTH,
} from '../../contract/visitor-counts.ts';
import { addDays } from '../../contract/wall-clock.ts';
import { copyDatabase } from '../backups/site-copy.ts';
import { BACKUP_FILES } from '../data-files.ts';
import { capturedLog, LOG_LEVEL } from '../testing/captured-log.ts';
import { beacon, DESKTOP_BROWSER } from '../testing/site-event-beacon.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { SITE_EVENT_MESSAGES } from './site-events-router.ts';
import { VISITOR_FLUSH_INTERVAL_MS } from './visitor-counter.ts';
import { SALT_BYTES } from './visitor-salt-store.ts';

const [HOME, SECOND_PAGE] = PUBLIC_PATHS as [PublicPath, PublicPath];

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
});
afterEach(async () => {
  await gateway.close();
});

/** The raw events kept so far (after the buffer is written), as their columns. */
function storedEvents() {
  gateway.modules.visitorCounts.counter.flush();
  return gateway.db
    .prepare(
      'SELECT day, hex(visitor) AS visitor, kind, path, source_kind, source_name, device FROM site_events ORDER BY id',
    )
    .all();
}

async function expectFields(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
  expect(body.error.code).toBe('validation_failed');
  expect(body.error.fields).toEqual(fields);
}

describe('POST /api/site-events', () => {
  it('counts a page view with 204, keeping a day hash and the device class, never the address or user agent', async () => {
    const response = await beacon(gateway, { kind: 'view', path: HOME });
    expect(response.status).toBe(204);
    const [event, ...rest] = storedEvents();
    expect(rest).toEqual([]);
    expect(event).toMatchObject({ kind: 'view', path: HOME, source_kind: 'direct', source_name: DIRECT_SOURCE_NAME });
    expect(event?.device).toBe('phone');
    expect(String(event?.visitor)).toMatch(/^[0-9A-F]{32}$/);
    const everything = JSON.stringify(gateway.db.prepare('SELECT * FROM site_events').all());
    expect(everything).not.toContain('203.0.113.10');
    expect(everything).not.toContain('iPhone');
  });

  it('gives one visitor the same hash all day, and another address or browser another', async () => {
    await beacon(gateway, { kind: 'view', path: HOME });
    await beacon(gateway, { kind: 'view', path: SECOND_PAGE });
    await beacon(gateway, { kind: 'view', path: HOME }, { address: '203.0.113.11' });
    await beacon(gateway, { kind: 'view', path: HOME }, { userAgent: DESKTOP_BROWSER });
    const [first, second, otherAddress, otherBrowser] = storedEvents().map((event) => event.visitor);
    expect(second).toBe(first);
    expect(new Set([first, otherAddress, otherBrowser]).size).toBe(3);
  });

  it('does not call for a backup: a beacon is no change worth a run of its own', async () => {
    const before = gateway.modules.backups.backups.status().nextRunAt;
    gateway.advanceClock(60_000);
    expect((await beacon(gateway, { kind: 'view', path: HOME })).status).toBe(204);
    expect(gateway.modules.backups.backups.status().nextRunAt).toBe(before);
  });

  it("leaves today's salt out of a backup's copy of the database", async () => {
    expect((await beacon(gateway, { kind: 'view', path: HOME })).status).toBe(204);
    storedEvents();
    const salt = gateway.db.prepare('SELECT salt FROM site_event_salts').get()?.salt as Uint8Array;
    expect(salt).toHaveLength(SALT_BYTES);
    const target = mkdtempSync(join(tmpdir(), 'visitor-backup-'));
    try {
      await copyDatabase(gateway.dataDir, target);
      const copy = new DatabaseSync(join(target, BACKUP_FILES.database), { readOnly: true });
      expect(copy.prepare('SELECT count(*) AS n FROM site_event_salts').get()?.n).toBe(0);
      expect(copy.prepare('SELECT count(*) AS n FROM site_events').get()?.n).toBe(1);
      copy.close();
      expect(readFileSync(join(target, BACKUP_FILES.database)).includes(Buffer.from(salt))).toBe(false);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });

  it("keeps the source of the visitor's first event of the day for their later events", async () => {
    await beacon(gateway, { kind: 'view', path: HOME, utmSource: '  flyer  ' });
    await beacon(gateway, { kind: 'call', path: HOME, referrer: 'https://www.google.com/search?q=painter' });
    await beacon(
      gateway,
      { kind: 'view', path: HOME, referrer: 'https://www.Google.com/' },
      { address: '203.0.113.20' },
    );
    await beacon(
      gateway,
      { kind: 'view', path: HOME, referrer: `${TEST_SITE_URL}/services` },
      { address: '203.0.113.21' },
    );
    await beacon(gateway, { kind: 'view', path: HOME, referrer: `${gateway.url}/` }, { address: '203.0.113.22' });
    gateway.modules.visitorCounts.counter.flush();
    const sources = Object.fromEntries(
      gateway.modules.visitorCounts.events
        .summarize(gateway.modules.visitorCounts.counter.today().date)
        .sources.map((source) => [`${source.kind} ${source.name}`, source]),
    );
    expect(Object.keys(sources).sort()).toEqual(['campaign flyer', 'direct Direct', 'referrer google.com']);
    expect(sources['campaign flyer']).toMatchObject({ visitors: 1, pageViews: 1, callTaps: 1 });
    expect(sources['referrer google.com']).toMatchObject({ visitors: 1 });
    // This site's own address, as SITE_URL or as the request's Host, is no referrer.
    expect(sources['direct Direct']).toMatchObject({ visitors: 2 });
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['Bing', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Facebook previews', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['Lighthouse', `${DESKTOP_BROWSER} Chrome-Lighthouse`],
    ['headless Chrome', DESKTOP_BROWSER.replace('Chrome/', 'HeadlessChrome/')],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('answers %s with 204 and keeps nothing', async (_, userAgent) => {
    expect((await beacon(gateway, { kind: 'view', path: HOME }, { userAgent })).status).toBe(204);
    expect(storedEvents()).toEqual([]);
  });

  it(`refuses a body over ${SITE_EVENT_MAX_BYTES} bytes with 413, a UTM value of 10,000 characters included`, async () => {
    const response = await beacon(gateway, { kind: 'view', path: HOME, utmSource: 'x'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      SITE_EVENT_MESSAGES.tooLarge,
    );
    // Sent as JSON it is still this route's own limit, not the app's 64 KB JSON parser, that answers.
    const asJson = await fetch(`${gateway.url}${SITE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': DESKTOP_BROWSER },
      body: JSON.stringify({ kind: 'view', path: HOME, referrer: `https://example.com/${'r'.repeat(4_000)}` }),
    });
    expect(asJson.status).toBe(413);
    expect(((await asJson.json()) as { error: { message: string } }).error.message).toBe(SITE_EVENT_MESSAGES.tooLarge);
    expect(storedEvents()).toEqual([]);
  });

  it('counts the largest beacon a page sends: campaign names in another script, a long referrer', async () => {
    // As a page cuts them (site-events.ts): each UTM value to its length, 3 bytes a character in UTF-8.
    const name = (character: string) => character.repeat(UTM_VALUE_MAX_LENGTH);
    const event = {
      kind: 'view',
      path: HOME,
      referrer: `https://nextdoor.com/${'p'.repeat(REFERRER_MAX_LENGTH - 21)}`,
      utmSource: name('ペ'),
      utmMedium: name('チ'),
      utmCampaign: name('ラ'),
    } satisfies SiteEvent;
    expect(Buffer.byteLength(JSON.stringify(event))).toBeGreaterThan(1024);
    expect((await beacon(gateway, event)).status).toBe(204);
    expect(storedEvents()[0]).toMatchObject({ source_kind: 'campaign', source_name: name('ペ') });
  });

  it(`cuts a UTM source that fits the body to ${UTM_VALUE_MAX_LENGTH} characters`, async () => {
    const long = `flyer-${'y'.repeat(800)}`;
    expect((await beacon(gateway, { kind: 'view', path: HOME, utmSource: long })).status).toBe(204);
    expect(storedEvents()[0]?.source_name).toBe(long.slice(0, UTM_VALUE_MAX_LENGTH));
  });

  it('refuses wrong types, an unknown kind and a path that is not a public page with 400 and a message per field', async () => {
    await expectFields(await beacon(gateway, { kind: 'visit' as 'view', path: '/admin/dashboard' as '/' }), {
      kind: SITE_EVENT_MESSAGES.kind,
      path: SITE_EVENT_MESSAGES.path,
    });
    await expectFields(await beacon(gateway, JSON.stringify({ kind: 'view', path: 7, referrer: 1, utmSource: [] })), {
      path: SITE_EVENT_MESSAGES.path,
      referrer: SITE_EVENT_MESSAGES.referrer,
      utmSource: SITE_EVENT_MESSAGES.utm,
    });
    const broken = await beacon(gateway, '{"kind": "view", ');
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    expect(storedEvents()).toEqual([]);
  });

  it('refuses 10,000 distinct made-up paths: the totals hold only real pages', async () => {
    const fakes = Array.from({ length: 10_000 }, (_, index) => `/page-${index}`);
    const statuses = new Set<number>();
    for (let start = 0; start < fakes.length; start += 200) {
      const batch = fakes.slice(start, start + 200).map((path) => beacon(gateway, { kind: 'view', path: path as '/' }));
      for (const response of await Promise.all(batch)) statuses.add(response.status);
    }
    await beacon(gateway, { kind: 'view', path: HOME });
    expect(statuses).toEqual(new Set([400]));
    expect(storedEvents().map((event) => event.path)).toEqual([HOME]);
    // 10,000 requests: far longer than the default 20 s allows on a busy 2-core machine.
  }, 60_000);
});

describe('writing the counts', () => {
  it("answers beacons while another connection holds the write lock, the day's first included, and keeps every count once it is free", async () => {
    const path = gateway.db.location();
    if (!path) throw new Error('the test app has no database file');
    // As the operator's command or a long write elsewhere would: the database's write lock, held
    // from before the day's first beacon, whose new salt is kept with its events, not on its own.
    const other = new DatabaseSync(path);
    other.exec('BEGIN IMMEDIATE');
    try {
      for (const address of ['203.0.113.30', '203.0.113.31', '203.0.113.32', '203.0.113.33']) {
        expect((await beacon(gateway, { kind: 'view', path: HOME }, { address })).status).toBe(204);
      }
      // The buffer is handed over while the lock is held: the writer thread waits for it, the
      // gateway goes on answering.
      await new Promise((resolve) => setTimeout(resolve, VISITOR_FLUSH_INTERVAL_MS * 1.5));
      expect((await beacon(gateway, { kind: 'view', path: SECOND_PAGE })).status).toBe(204);
      expect(other.prepare('SELECT count(*) AS n FROM site_events').get()?.n).toBe(0);
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    expect(storedEvents().map((event) => event.path)).toEqual([HOME, HOME, HOME, HOME, SECOND_PAGE]);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM site_event_salts').get()?.n).toBe(1);
  });
});

describe('the daily cap', () => {
  it(`keeps at most ${SITE_EVENTS_PER_DAY_MAX} events a day and says so in the log once`, async () => {
    await gateway.close();
    const log = capturedLog();
    gateway = await startTestApp({ trustProxy: true, logger: log.logger });
    const today = gateway.modules.visitorCounts.counter.today().date;
    // The day almost full already (as after a busy day and a restart).
    gateway.db
      .prepare(`
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
        INSERT INTO site_events (day, visitor, kind, path, source_kind, source_name, device)
        SELECT ?, randomblob(16), 'view', ?, 'direct', 'Direct', 'phone' FROM n`)
      .run(SITE_EVENTS_PER_DAY_MAX - 2, today, HOME);
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      expect((await beacon(gateway, { kind: 'view', path: HOME }, { address })).status).toBe(204);
    }
    gateway.modules.visitorCounts.counter.flush();
    expect(gateway.modules.visitorCounts.events.countDay(today)).toBe(SITE_EVENTS_PER_DAY_MAX);
    const capped = log.lines.filter((line) => line.msg === 'visitor events capped for the day');
    expect(capped).toHaveLength(1);
    expect(capped[0]?.level).toBe(LOG_LEVEL.warn);
  });
});

describe('the fold', () => {
  it("leaves no byte of a folded day's salt or visitor hashes in the database's files", async () => {
    const root = mkdtempSync(join(tmpdir(), 'visitor-fold-'));
    try {
      const app = await startTestApp({ root, trustProxy: true });
      try {
        await beacon(app, { kind: 'view', path: HOME });
        const counter = app.modules.visitorCounts.counter;
        counter.flush();
        const stored = (column: string, table: string) =>
          Buffer.from(app.db.prepare(`SELECT ${column} AS bytes FROM ${table}`).get()?.bytes as Uint8Array);
        const salt = stored('salt', 'site_event_salts');
        const visitor = stored('visitor', 'site_events');
        expect(salt).toHaveLength(SALT_BYTES);
        // The day is over, as the hourly fold finds it.
        const yesterday = addDays(counter.today().date, -1);
        app.db.prepare('UPDATE site_events SET day = ?').run(yesterday);
        app.db.prepare('UPDATE site_event_salts SET day = ?').run(yesterday);
        counter.fold();

        const path = app.db.location();
        if (!path) throw new Error('the test database has no file');
        const files = [path, `${path}-wal`].filter((file) => existsSync(file));
        expect(files).toContain(path);
        for (const file of files) {
          const bytes = readFileSync(file);
          expect(bytes.includes(salt), `the salt in ${file}`).toBe(false);
          expect(bytes.includes(visitor), `a visitor hash in ${file}`).toBe(false);
        }
      } finally {
        await app.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the fold at start', () => {
  it('folds a day that ended while the gateway was stopped: raw events and old salts gone, totals kept', async () => {
    const root = mkdtempSync(join(tmpdir(), 'visitor-fold-'));
    try {
      const first = await startTestApp({ root, trustProxy: true });
      await beacon(first, { kind: 'view', path: HOME, utmSource: 'flyer' });
      await beacon(first, { kind: 'form-started', path: HOME });
      first.modules.visitorCounts.counter.flush();
      const today = first.modules.visitorCounts.counter.today().date;
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // As if the gateway was stopped yesterday and starts today.
      first.db.prepare('UPDATE site_events SET day = ?').run(yesterday);
      first.db.prepare('UPDATE site_event_salts SET day = ?').run(yesterday);
      await first.close();

      const second = await startTestApp({ root, trustProxy: true });
      try {
        const count = (table: string) => second.db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n;
        expect(count('site_events')).toBe(0);
        expect(count('site_event_salts')).toBe(0);
        expect(second.db.prepare('SELECT * FROM visitor_days').all()).toEqual([
          expect.objectContaining({ day: yesterday, visitors: 1, page_views: 1, forms_started: 1, phone_visitors: 1 }),
        ]);
        expect(second.db.prepare('SELECT day, kind, name, visitors FROM visitor_day_sources').all()).toEqual([
          { day: yesterday, kind: 'campaign', name: 'flyer', visitors: 1 },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
