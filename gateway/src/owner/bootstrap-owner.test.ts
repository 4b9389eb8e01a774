import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { bootstrapOwner } from './bootstrap-owner.ts';
import { createOwnerStore, type OwnerStore } from './owner-store.ts';
import { verifyPassword } from './password-hash.ts';

let dir: string;
let db: DatabaseSync;
let admins: OwnerStore;
let logLines: string;
let announced: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-bootstrap-'));
  db = openDatabase(join(dir, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  admins = createOwnerStore(db);
  logLines = '';
  announced = '';
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function bootstrap(password: string | undefined) {
  return bootstrapOwner({
    admins,
    username: 'admin',
    password,
    logger: createLogger('info', {
      write: (line: string) => {
        logLines += line;
      },
    }),
    announce: (text) => {
      announced += text;
    },
  });
}

describe('bootstrapOwner on first start', () => {
  it('creates the admin with ADMIN_PASSWORD and shows no password anywhere', async () => {
    expect(await bootstrap('a fine brush and steady hands')).toBe('created');
    const account = admins.findByUsername('admin');
    expect(account && (await verifyPassword('a fine brush and steady hands', account.passwordHash))).toBe(true);
    expect(announced).toBe('');
    expect(logLines).not.toContain('a fine brush');
    expect(logLines).not.toContain(account?.passwordHash);
  });

  it('without ADMIN_PASSWORD generates a strong one, shows it once, and logs it nowhere else', async () => {
    expect(await bootstrap(undefined)).toBe('generated');
    const generated = /password, shown only this once:\s+(\S+)/.exec(announced)?.[1] ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(24);
    const account = admins.findByUsername('admin');
    expect(account && (await verifyPassword(generated, account.passwordHash))).toBe(true);
    expect(logLines).toContain('generated password');
    expect(logLines).not.toContain(generated);
  });

  it('leaves an existing admin alone and shows nothing', async () => {
    await bootstrap('a fine brush and steady hands');
    const before = admins.findByUsername('admin');
    announced = '';
    expect(await bootstrap(undefined)).toBe('existing');
    expect(await bootstrap('another long password here')).toBe('existing');
    expect(admins.findByUsername('admin')).toEqual(before);
    expect(announced).toBe('');
  });
});
