import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DATA_FILES } from './data-files.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from './db/migrate.ts';
import { createLogger } from './logger.ts';
import { createQuoteNotifier } from './mail/quote-notifier.ts';
import { setUpSite } from './site-setup.ts';
import { createAdminStore } from './store/admin-store.ts';
import { createBusinessStore } from './store/business-store.ts';
import { createContactRequestStore } from './store/contact-request-store.ts';

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`gateway: ${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfigOrExit();
const logger = createLogger(config.logLevel);

// DATA_DIR holds customers' names and addresses: everything created in it is owner-only.
process.umask(0o077);
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
const db = openDatabase(join(config.dataDir, DATA_FILES.database));
const applied = applyMigrations(db, readMigrations(MIGRATIONS_DIR));
if (applied.length > 0) logger.info({ versions: applied }, 'database migrated');

const jwtSecret = loadJwtSecret(config.dataDir, config.jwtSecret);
if (jwtSecret.source === 'generated') logger.info('generated a new JWT signing secret in DATA_DIR');

await bootstrapAdmin({
  admins: createAdminStore(db),
  username: config.adminUsername,
  password: config.adminPassword,
  logger,
  announce: (text) => process.stdout.write(text),
});

const uploadsDir = join(config.dataDir, DATA_FILES.uploads);
await setUpSite({ db, uploadsDir, seedDemo: config.seedDemo, logger });

const business = createBusinessStore(db);
const notifier = createQuoteNotifier({
  smtpUrl: config.smtpUrl,
  notifyEmail: config.notifyEmail,
  mailFrom: config.mailFrom,
  siteName: () => business.get()?.name ?? 'your',
  siteUrl: config.siteUrl,
  requests: createContactRequestStore(db),
  logger,
});
notifier.resumePending();

const app = createApp({
  db,
  jwtKey: jwtSecret.key,
  tokenTtlSeconds: config.tokenTtlSeconds,
  logger,
  trustProxy: config.trustProxy,
  siteUrl: config.siteUrl,
  uploadsDir,
  notifier,
});
const server = app.listen(config.port, () => {
  logger.info({ port: config.port, dataDir: config.dataDir }, 'gateway listening');
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  server.close(() => {
    clearTimeout(force);
    notifier.close();
    db.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
