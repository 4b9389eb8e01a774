import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'gateway-secret-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadJwtSecret', () => {
  it('generates a secret on first start, readable by the owner only, and reuses it', () => {
    const first = loadJwtSecret(dataDir, undefined);
    const path = join(dataDir, JWT_SECRET_FILE);
    expect(first.source).toBe('generated');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8').length).toBeGreaterThanOrEqual(32);

    const second = loadJwtSecret(dataDir, undefined);
    expect(second.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
  });

  it('tightens a secret file that others could read', () => {
    const path = join(dataDir, JWT_SECRET_FILE);
    writeFileSync(path, 'y'.repeat(48));
    chmodSync(path, 0o644);
    loadJwtSecret(dataDir, undefined);
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('prefers JWT_SECRET and writes no file then', () => {
    const secret = loadJwtSecret(dataDir, 'z'.repeat(40));
    expect(secret.source).toBe('environment');
    expect(secret.key.export().toString()).toBe('z'.repeat(40));
    expect(() => statSync(join(dataDir, JWT_SECRET_FILE))).toThrow();
  });
});
