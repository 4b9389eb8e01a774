import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPAM_RETENTION_DAYS } from '../../contract/quote-requests.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createQuoteRequestStore, type QuoteRequestInput } from './quote-request-store.ts';
import { purgeSpamDaily, SPAM_PURGE_INTERVAL_MS } from './spam-purge.ts';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-06-10T12:00:00.000Z');

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-spam-'));
  db = openDatabase(join(dir, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const REQUEST: QuoteRequestInput = {
  name: 'Bot',
  email: null,
  phone: '503 555 0100',
  address: '97202',
  serviceSlug: null,
  serviceTitle: null,
  details: 'Cheap pills, cheap pills.',
  preferredContact: 'phone',
  notifyStatus: 'off',
};

function receivedDaysAgo(days: number, fields: Partial<QuoteRequestInput> = {}): number {
  const { id } = createQuoteRequestStore(db).add({ ...REQUEST, ...fields });
  db.prepare('UPDATE contact_requests SET created_at = ? WHERE id = ?').run(
    new Date(NOW - days * DAY_MS).toISOString(),
    id,
  );
  return id;
}

const remaining = () =>
  db
    .prepare('SELECT id FROM contact_requests ORDER BY id')
    .all()
    .map((row) => Number(row.id));

describe('purgeSpamDaily', () => {
  it(`deletes spam older than ${SPAM_RETENTION_DAYS} days at start and each day after, telling whom`, () => {
    const oldSpam = receivedDaysAgo(SPAM_RETENTION_DAYS + 1, { spamReason: 'honeypot' });
    const youngSpam = receivedDaysAgo(SPAM_RETENTION_DAYS - 0.5, { spamReason: 'too_fast' });
    const oldRequest = receivedDaysAgo(400);
    let now = NOW;
    const removed: number[][] = [];

    const stop = purgeSpamDaily({
      requests: createQuoteRequestStore(db),
      logger: createLogger('silent'),
      clock: () => now,
      onRequestsRemoved: (ids) => removed.push(ids),
    });
    expect(remaining()).toEqual([youngSpam, oldRequest]);
    expect(removed).toEqual([[oldSpam]]);

    now += DAY_MS;
    vi.advanceTimersByTime(SPAM_PURGE_INTERVAL_MS);
    expect(remaining()).toEqual([oldRequest]);
    expect(removed).toEqual([[oldSpam], [youngSpam]]);

    stop();
    receivedDaysAgo(SPAM_RETENTION_DAYS + 5, { spamReason: 'honeypot' });
    vi.advanceTimersByTime(SPAM_PURGE_INTERVAL_MS * 3);
    expect(remaining()).toHaveLength(2);
    expect(removed).toHaveLength(2);
  });

  it('tells nobody when there was nothing to delete, and survives a database that cannot write', () => {
    const onRequestsRemoved = vi.fn();
    const stop = purgeSpamDaily({
      requests: createQuoteRequestStore(db),
      logger: createLogger('silent'),
      clock: () => NOW,
      onRequestsRemoved,
    });
    receivedDaysAgo(SPAM_RETENTION_DAYS + 1, { spamReason: 'honeypot' });
    db.exec('PRAGMA query_only = ON');
    expect(() => vi.advanceTimersByTime(SPAM_PURGE_INTERVAL_MS)).not.toThrow();
    db.exec('PRAGMA query_only = OFF');
    expect(onRequestsRemoved).not.toHaveBeenCalled();
    stop();
  });
});
