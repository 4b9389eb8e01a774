import type { KeyObject } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import type { BackupSettings } from '../backups/backup-settings.ts';
import { composeGateway, type Gateway, type Modules } from '../compose-gateway.ts';
import { DEFAULT_QUOTE_PHOTOS_MAX_TOTAL_MB, loadConfig } from '../config.ts';
import type { ResolveHost } from '../http/outbound-address.ts';
import type { DecodeBudget } from '../images/decode-budget.ts';
import { createLogger, type Logger } from '../logger.ts';
import type { Publisher } from '../publish/publisher.ts';
import type { AcmeServerSettings, AcmeSettings } from '../tls/acme-settings.ts';

export const TEST_TOKEN_TTL_SECONDS = 8 * 3600;
export const TEST_SITE_URL = 'https://brightside.example';
export const TEST_ADMIN = { username: 'owner', password: 'a fine brush and steady hands' } as const;

export interface TestApp {
  url: string;
  /** The gateway's logger (silent unless the test gave one). */
  logger: Logger;
  /** Each module's public parts: its stores and services, as the gateway built them. */
  modules: Modules;
  /** Every router, as mounted, e.g. to enumerate the routes. */
  routers: Gateway['routers'];
  /** PUBLIC_DIR/uploads: the pictures. */
  uploadsDir: string;
  dataDir: string;
  /** The published site, in a temp dir beside DATA_DIR. */
  publicDir: string;
  /** `whenIdle()` waits for the publishes the requests so far have caused. */
  publisher: Publisher;
  db: DatabaseSync;
  jwtKey: KeyObject;
  /** The site's address, as the gateway reads it. */
  siteAddress: Gateway['siteAddress'];
  /** Moves the app's clock forward without waiting. */
  advanceClock(ms: number): void;
  /** Puts the app's clock at a moment (ISO), from where it runs on; tokens issued before may then be too old. */
  setClock(at: string): void;
  /** The app's clock: milliseconds since the epoch, as moved. */
  now(): number;
  /** Signs in as the test admin and returns the token. */
  signIn(password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The test app listens on loopback: trusting it makes the tests' X-Forwarded-For the client address. */
const LOOPBACK_PROXIES = ['127.0.0.1', '::1'];
/** The tests' mail and push servers listen on loopback: the operator's setting allows it, as a server's would. */
const LOOPBACK_RANGES = ['127.0.0.0/8', '::1'];

interface TestAppOptions {
  /** Believe X-Forwarded-For from the test's own requests (loopback), as the image does from nginx. */
  trustProxy?: boolean;
  admin?: { username: string; password: string };
  /** The demo content of a first start; off by default, as drawing its pictures takes a moment. */
  seedDemo?: boolean;
  /** Quote-request e-mails (the owner's, the customer's) through this SMTP server. */
  mail?: { smtpUrl: string; notifyEmail: string; mailFrom?: string; retryDelaysMs?: number[]; timeoutMs?: number };
  /** How long a mail server may take, also for settings saved in the dashboard; the gateway's own by default. */
  mailTimeoutMs?: number;
  /** Told the ids of quote requests deleted in the background (old spam). */
  onRequestsRemoved?: (ids: number[]) => void;
  /** Photos each quote request has, as its e-mails count them (none by default). */
  photoCount?: (requestId: number) => number;
  /** The module that renders the published pages; none by default (content.json, robots, sitemap only). */
  renderer?: URL | null;
  publishDebounceMs?: number;
  /** Silent by default. */
  logger?: Logger;
  /** QUOTE_PHOTOS_MAX_TOTAL_MB; the default's otherwise. */
  quotePhotosMaxTotalMb?: number;
  /** Runs before the gateway starts on the fresh folders, e.g. to leave an older installation's files. */
  beforeStart?: (folders: { dataDir: string; publicDir: string }) => void;
  /** Automatic HTTPS, as an https SITE_URL turns it on; off by default. */
  acme?: AcmeSettings;
  /** The ACME server a domain connected from the dashboard is ordered from; none by default (nothing is ordered). */
  acmeServer?: AcmeServerSettings;
  /** SITE_URL: TEST_SITE_URL by default; null leaves it unset, as a new install without one. */
  siteUrl?: string | null;
  /** Looks up the names "Your website's address" checks; node:dns by default. */
  resolveSiteName?: ResolveHost;
  /** Fetch that check's token from the app's own port, not 80. */
  siteCheckOnOwnPort?: boolean;
  /**
   * A folder of the test's to keep DATA_DIR and PUBLIC_DIR in, left in place when the app closes:
   * a second app on the same folder is the first one restarted. A fresh temp dir otherwise.
   */
  root?: string;
  /** The budget of pictures decoded at once; the gateway's own by default. */
  decodes?: DecodeBudget;
  /** The BACKUP_* settings over the defaults (local folders, nightly and 15 minutes after changes). */
  backup?: Partial<BackupSettings>;
  /** The restic program the backups run; `restic` on the PATH by default. */
  resticBin?: string;
  /** The HTTPS agent pushes go through: one that trusts the test's push service. */
  pushAgent?: Agent;
  /** OUTBOUND_ALLOWED_HOSTS: loopback by default; [] refuses every private address, as a server without it does. */
  outboundAllowedHosts?: string[];
  /**
   * The moment (ISO) the app's clock starts at; it runs on from there, and advanceClock moves it.
   * A test of anything that depends on the date sets one, so it means the same on every day.
   */
  startAt?: string;
}

/**
 * The real gateway on an ephemeral port, with a fresh SQLite file and PUBLIC_DIR in a temp dir
 * and the first admin created as on a real first start, with a clock tests can move.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { trustProxy = false, admin = TEST_ADMIN, seedDemo = false, mail, renderer = null } = options;
  const root = options.root ?? mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const dataDir = join(root, 'data');
  const publicDir = join(root, 'site');
  mkdirSync(dataDir, { recursive: true });
  options.beforeStart?.({ dataDir, publicDir });
  const offsetTo = (at: string) => {
    const offset = Date.parse(at) - Date.now();
    if (Number.isNaN(offset)) throw new Error(`not a moment: ${at}`);
    return offset;
  };
  let offsetMs = options.startAt === undefined ? 0 : offsetTo(options.startAt);
  const logger = options.logger ?? createLogger('silent');
  // The app's port, once it listens (the site check's, when siteCheckOnOwnPort).
  let port = 0;
  const gateway = await composeGateway(
    {
      dataDir,
      publicDir,
      jwtSecret: undefined,
      tokenTtlSeconds: TEST_TOKEN_TTL_SECONDS,
      adminUsername: admin.username,
      adminPassword: admin.password,
      seedDemo,
      trustProxy: trustProxy ? LOOPBACK_PROXIES : [],
      siteUrl: options.siteUrl === null ? undefined : (options.siteUrl ?? TEST_SITE_URL),
      smtpUrl: mail?.smtpUrl,
      notifyEmail: mail?.notifyEmail,
      mailFrom: mail?.mailFrom,
      outboundAllowedHosts: options.outboundAllowedHosts ?? LOOPBACK_RANGES,
      quotePhotosMaxTotalMb: options.quotePhotosMaxTotalMb ?? DEFAULT_QUOTE_PHOTOS_MAX_TOTAL_MB,
      acme: options.acme,
      acmeServer: options.acmeServer,
      backup: { ...loadConfig({}).backup, ...options.backup },
    },
    {
      logger,
      announce: () => {},
      clock: () => Date.now() + offsetMs,
      notifyRetryDelaysMs: mail?.retryDelaysMs,
      mailTimeoutMs: options.mailTimeoutMs ?? mail?.timeoutMs,
      onRequestsRemoved: options.onRequestsRemoved,
      photoCount: options.photoCount,
      renderer,
      publishDebounceMs: options.publishDebounceMs,
      decodes: options.decodes,
      resticBin: options.resticBin,
      pushAgent: options.pushAgent,
      resolveSiteName: options.resolveSiteName,
      siteCheckPort: options.siteCheckOnOwnPort ? () => port : undefined,
    },
  );
  const server = gateway.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    logger,
    modules: gateway.modules,
    routers: gateway.routers,
    uploadsDir: join(publicDir, PUBLISHED_FILES.uploadsDir),
    dataDir,
    publicDir,
    publisher: gateway.publisher,
    db: gateway.db,
    jwtKey: gateway.jwtKey,
    siteAddress: gateway.siteAddress,
    advanceClock(ms) {
      offsetMs += ms;
    },
    setClock(at) {
      offsetMs = offsetTo(at);
    },
    now: () => Date.now() + offsetMs,
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
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.close();
      if (!options.root) rmSync(root, { recursive: true, force: true });
    },
  };
}
