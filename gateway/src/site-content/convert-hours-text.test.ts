import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { capturedLog } from '../testing/captured-log.ts';
import { siteStoresOn } from '../testing/site-stores.ts';
import { createBusinessStore } from './business-store.ts';
import { setUpSite } from './site-setup.ts';

const HOURS_BY_DAY_VERSION = 14;

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-hours-'));
  db = openDatabase(join(dir, 'site.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A site set up before hours had days and times, with these rows, moved to the newest schema and started. */
async function startedWithOldHours(rows: Array<{ days: string; hours: string }>) {
  const shipped = readMigrations(MIGRATIONS_DIR);
  applyMigrations(
    db,
    shipped.filter((migration) => migration.version < HOURS_BY_DAY_VERSION),
  );
  db.prepare("INSERT INTO business (id, name, city, hours) VALUES (1, 'Rivera Painting', 'Tucson', ?)").run(
    JSON.stringify(rows),
  );
  expect(applyMigrations(db, shipped)).toContain(HOURS_BY_DAY_VERSION);
  await setUpSite({
    db,
    stores: siteStoresOn(db),
    uploadsDir: join(dir, 'uploads'),
    seedDemo: false,
    logger: capturedLog().logger,
  });
  return createBusinessStore(db).get();
}

describe('a site whose hours were free text, after migration 0014 and a start', () => {
  it('has the hours by day where the text reads, and no text left over', async () => {
    const business = await startedWithOldHours([
      { days: 'Monday – Friday', hours: '7:00 am – 5:00 pm' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
    expect(business?.hours).toHaveLength(6);
    expect(business?.hours[0]).toEqual({ day: 'Monday', closed: false, opens: '07:00', closes: '17:00' });
    expect(business?.hours.at(-1)).toEqual({ day: 'Sunday', closed: true, opens: '', closes: '' });
    expect(business?.hoursText).toEqual([]);
    expect(business?.address.country).toBe('US');
  });

  it('keeps every row as written where one does not read, with no hours by day until the owner sets them', async () => {
    const rows = [
      { days: 'Monday – Friday', hours: '7:00 am – 5:00 pm' },
      { days: 'Saturday', hours: 'By appointment' },
    ];
    const business = await startedWithOldHours(rows);
    expect(business?.hours).toEqual([]);
    expect(business?.hoursText).toEqual(rows);
  });

  it('clears the kept text once the owner saves hours by day, and only then', async () => {
    await startedWithOldHours([{ days: 'Saturday', hours: 'By appointment' }]);
    const store = createBusinessStore(db);
    const { updatedAt: _updatedAt, hoursText: _hoursText, ...details } = store.get() ?? ({} as never);
    store.save({ ...details, name: 'Rivera Painting LLC' });
    expect(store.get()?.hoursText).toHaveLength(1);
    store.save({ ...details, hours: [{ day: 'Saturday', closed: false, opens: '09:00', closes: '12:00' }] });
    expect(store.get()?.hoursText).toEqual([]);
  });

  it('reads the text only once', async () => {
    await startedWithOldHours([{ days: 'Mon-Fri', hours: '8-5' }]);
    expect(createBusinessStore(db).hoursTextToRead()).toBeUndefined();
  });
});
