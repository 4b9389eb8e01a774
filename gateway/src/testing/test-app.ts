import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { KeyObject } from 'node:crypto';
import { createApp } from '../app.ts';
import { loadJwtSecret } from '../auth/jwt-secret.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';

export const TEST_TOKEN_TTL_SECONDS = 8 * 3600;

export interface TestApp {
  url: string;
  dataDir: string;
  db: DatabaseSync;
  jwtKey: KeyObject;
  close(): Promise<void>;
}

/** The real gateway on an ephemeral port, with a fresh SQLite file in a temp dir. */
export async function startTestApp(): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const db = openDatabase(join(dataDir, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  const { key: jwtKey } = loadJwtSecret(dataDir, undefined);
  const app = createApp({ db, jwtKey, tokenTtlSeconds: TEST_TOKEN_TTL_SECONDS, logger: createLogger('silent') });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    db,
    jwtKey,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (db.isOpen) db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
