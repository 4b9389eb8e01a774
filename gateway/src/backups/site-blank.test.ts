import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { siteBlankness } from './site-blank.ts';

/** The migration that records whether the site ran before the blank check. */
const SITE_HISTORY_VERSION = 35;

let dir: string;
let db: DatabaseSync;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-site-blank-'));
  db = openDatabase(join(dir, 'site.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a blank new install, the only site a backup file may replace from the dashboard', () => {
  it('is one made by this version, until its first change, which it never forgets', () => {
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    expect(siteBlankness(db, dir).isBlank()).toBe(true);
    siteBlankness(db, dir).markChanged();
    expect(siteBlankness(db, dir).isBlank()).toBe(false);
  });

  it('is never a site that ran before the check came, even with no request and no mark', () => {
    const shipped = readMigrations(MIGRATIONS_DIR);
    applyMigrations(
      db,
      shipped.filter((migration) => migration.version < SITE_HISTORY_VERSION),
    );
    // Installed last spring, its services written by the owner: no DATA_DIR/site-changed then.
    db.exec("UPDATE schema_migrations SET applied_at = '2026-04-01T09:00:00.000Z'");
    expect(applyMigrations(db, shipped)).toContain(SITE_HISTORY_VERSION);
    expect(siteBlankness(db, dir).isBlank()).toBe(false);
  });
});
