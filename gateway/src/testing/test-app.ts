import type { KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type AppDeps, createApp } from '../app.ts';
import { bootstrapAdmin } from '../auth/bootstrap-admin.ts';
import { loadJwtSecret } from '../auth/jwt-secret.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createQuoteNotifier } from '../mail/quote-notifier.ts';
import { setUpSite } from '../site-setup.ts';
import { createAdminStore } from '../store/admin-store.ts';
import { createContactRequestStore } from '../store/contact-request-store.ts';

export const TEST_TOKEN_TTL_SECONDS = 8 * 3600;
export const TEST_SITE_URL = 'https://brightside.example';
export const TEST_ADMIN = { username: 'owner', password: 'a fine brush and steady hands' } as const;

export interface TestApp {
  url: string;
  /** What the app was wired with, e.g. to enumerate its routes. */
  deps: AppDeps;
  uploadsDir: string;
  dataDir: string;
  db: DatabaseSync;
  jwtKey: KeyObject;
  /** Moves the app's clock forward without waiting. */
  advanceClock(ms: number): void;
  /** Signs in as the test admin and returns the token. */
  signIn(password?: string): Promise<string>;
  close(): Promise<void>;
}

interface TestAppOptions {
  trustProxy?: boolean;
  admin?: { username: string; password: string };
  /** The demo content of a first start; off by default, as drawing its pictures takes a moment. */
  seedDemo?: boolean;
  /** Quote-request e-mails to the owner through this SMTP server. */
  mail?: { smtpUrl: string; notifyEmail: string; retryDelaysMs?: number[] };
}

/**
 * The real gateway on an ephemeral port, with a fresh SQLite file in a temp dir and the
 * first admin created as on a real first start, with a clock tests can move.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { trustProxy = false, admin = TEST_ADMIN, seedDemo = false, mail } = options;
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const db = openDatabase(join(dataDir, 'site.db'));
  applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  const logger = createLogger('silent');
  await bootstrapAdmin({ admins: createAdminStore(db), ...admin, logger, announce: () => {} });
  const { key: jwtKey } = loadJwtSecret(dataDir, undefined);
  const uploadsDir = join(dataDir, 'uploads');
  await setUpSite({ db, uploadsDir, seedDemo, logger });
  const notifier = createQuoteNotifier({
    smtpUrl: mail?.smtpUrl,
    notifyEmail: mail?.notifyEmail,
    mailFrom: undefined,
    siteName: () => 'Test Painting',
    siteUrl: TEST_SITE_URL,
    requests: createContactRequestStore(db),
    logger,
    ...(mail?.retryDelaysMs ? { retryDelaysMs: mail.retryDelaysMs } : {}),
  });
  let offsetMs = 0;
  const clock = () => Date.now() + offsetMs;
  const deps: AppDeps = {
    db,
    jwtKey,
    tokenTtlSeconds: TEST_TOKEN_TTL_SECONDS,
    logger,
    trustProxy,
    clock,
    siteUrl: TEST_SITE_URL,
    uploadsDir,
    notifier,
  };
  const app = createApp(deps);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    deps,
    uploadsDir,
    dataDir,
    db,
    jwtKey,
    advanceClock(ms) {
      offsetMs += ms;
    },
    async signIn(password = admin.password) {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: admin.username, password }),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
    async close() {
      notifier.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (db.isOpen) db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
