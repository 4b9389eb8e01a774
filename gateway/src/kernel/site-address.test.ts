import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createSiteAddress, isPublicOrigin } from './site-address.ts';

const NOW = Date.parse('2026-05-04T09:00:00.000Z');
let root: string;
let db: DatabaseSync;
const addressFrom = (environment: string | undefined) =>
  createSiteAddress(db, environment, { clock: () => NOW, logger: createLogger('silent') });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-address-'));
  db = openDatabase(join(root, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
});
afterEach(() => {
  db.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the site address', () => {
  it('has none on a new install without SITE_URL', () => {
    const address = addressFrom(undefined);
    expect(address.current()).toBeUndefined();
    expect(address.source()).toBe('none');
    expect(address.linkBase()).toBeUndefined();
  });

  it('is SITE_URL, as given, when the environment sets it, and refuses a connect then', () => {
    const address = addressFrom('http://localhost:8080/');
    expect(address.current()).toBe('http://localhost:8080');
    expect(address.source()).toBe('environment');
    expect(() => address.connect('https://okafor.example')).toThrow(/SITE_URL/);
    expect(address.current()).toBe('http://localhost:8080');
  });

  it('keeps the address the owner connected in the database, across a restart', () => {
    addressFrom(undefined).connect('https://Okafor.example/');
    const restarted = addressFrom(undefined);
    expect(restarted.current()).toBe('https://okafor.example');
    expect(restarted.source()).toBe('dashboard');
    expect(restarted.linkBase()).toBe('https://okafor.example');
  });

  it('tells its listeners of each change, until they stop', () => {
    const address = addressFrom(undefined);
    const heard: string[] = [];
    const stop = address.onChange((origin) => heard.push(origin));
    address.connect('https://okafor.example');
    stop();
    address.connect('https://www.okafor.example');
    expect(heard).toEqual(['https://okafor.example']);
    expect(address.current()).toBe('https://www.okafor.example');
  });

  it('connects only a public https://name', () => {
    const address = addressFrom(undefined);
    for (const origin of ['http://okafor.example', 'https://localhost', 'https://10.0.0.5', 'https://a.example/path']) {
      expect(() => address.connect(origin), origin).toThrow();
    }
    expect(address.current()).toBeUndefined();
  });

  it('links e-mails to the public address the owner reached the dashboard at, never a private one', () => {
    const address = addressFrom(undefined);
    for (const origin of [
      'http://localhost:8080',
      'http://127.0.0.2',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
    ]) {
      address.noteDashboardOrigin(origin);
    }
    expect(address.linkBase()).toBeUndefined();
    address.noteDashboardOrigin('http://203.0.113.5:8080');
    expect(address.linkBase()).toBe('http://203.0.113.5:8080');
    expect(address.current()).toBeUndefined();
    address.connect('https://okafor.example');
    expect(address.linkBase()).toBe('https://okafor.example');
  });
});

describe('isPublicOrigin', () => {
  it('refuses loopback, private, link-local and local names as a link base', () => {
    for (const origin of [
      'http://localhost:8080',
      'http://app.localhost',
      'http://127.0.0.1',
      'http://127.8.9.10',
      'http://[::1]',
      'http://10.1.2.3',
      'http://172.20.0.4',
      'http://192.168.0.9',
      'http://169.254.1.1',
      'http://[fe80::1]',
      'http://[fd00::5]',
      'http://printer.local',
      'http://gateway',
      'ftp://okafor.example',
    ]) {
      expect(isPublicOrigin(origin), origin).toBe(false);
    }
  });

  it('takes public names and addresses', () => {
    for (const origin of ['https://okafor.example', 'http://www.okafor.example:8080', 'http://203.0.113.5']) {
      expect(isPublicOrigin(origin), origin).toBe(true);
    }
  });
});
