import { join } from 'node:path';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { DATA_FILES } from '../data-files.ts';
import { openDatabase } from '../db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createOutboundAddresses } from '../http/outbound-address.ts';
import { createRateEventStore } from '../http/rate-event-store.ts';
import { createRateWindow, rateKeyHash } from '../http/rate-window.ts';
import { createDecodeBudget } from '../images/decode-budget.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import type { Kernel, KernelSettings, Runtime } from './kernel.ts';
import { createSiteAddress } from './site-address.ts';

/**
 * Opens and migrates the database in DATA_DIR and loads the signing secret (generated on the
 * first start): the kernel every module is built from.
 */
export function openKernel<Settings extends KernelSettings>(settings: Settings, runtime: Runtime): Kernel<Settings> {
  const { dataDir, publicDir } = settings;
  const { logger } = runtime;
  const clock = runtime.clock ?? Date.now;

  const db = openDatabase(join(dataDir, DATA_FILES.database));
  const applied = applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  if (applied.length > 0) logger.info({ versions: applied }, 'database migrated');

  const jwtSecret = loadJwtSecret(dataDir, settings.jwtSecret);
  if (jwtSecret.source === 'generated') logger.info('generated a new JWT signing secret in DATA_DIR');
  const jwtKey = jwtSecret.key;

  const rateEvents = createRateEventStore(db);
  const hashKey = rateKeyHash(jwtKey);
  return {
    db,
    clock,
    logger,
    settings,
    runtime,
    folders: {
      dataDir,
      publicDir,
      uploadsDir: join(publicDir, PUBLISHED_FILES.uploadsDir),
      quotePhotosDir: join(dataDir, DATA_FILES.quotePhotos),
    },
    jwtKey,
    // Each window's events are stored under its name (rate_events.window_name): renaming one forgets them.
    rateWindow: (name, limit, windowMs) =>
      createRateWindow({ events: rateEvents, hashKey, name, limit, windowMs, clock }),
    decodes: runtime.decodes ?? createDecodeBudget(),
    outbound: createOutboundAddresses(settings.outboundAllowedHosts),
    siteAddress: createSiteAddress(db, settings.siteUrl, { clock, logger }),
  };
}
