import type { KeyObject } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type Koa from 'koa';
import { createApp } from './app.ts';
import { applyStagedRestore, backupsModule } from './backups/index.ts';
import { brandModule } from './brand/index.ts';
import type { GatewaySettings } from './config.ts';
import { customerMailModule } from './customer-mail/index.ts';
import { estimateVisitsModule } from './estimate-visits/index.ts';
import { estimatesModule } from './estimates/index.ts';
import { galleryModule } from './gallery/index.ts';
import { healthModule } from './health/index.ts';
import { type Kernel, type Module, ModuleList, type Runtime, type Stop } from './kernel/kernel.ts';
import { openKernel } from './kernel/open-kernel.ts';
import type { SiteAddress } from './kernel/site-address.ts';
import { mailSettingsModule } from './mail-settings/index.ts';
import { ownerAccess, ownerModule } from './owner/index.ts';
import { publicSiteModule } from './public-site/index.ts';
import { preparePublicDir } from './publish/public-dir.ts';
import type { Publisher } from './publish/publisher.ts';
import { pushModule } from './push/index.ts';
import { quoteRequestRecords, quoteRequestsModule } from './quote-requests/index.ts';
import { searchVisibilityModule } from './search-visibility/index.ts';
import { servicesModule } from './services/index.ts';
import { setupChecklistModule } from './setup-checklist/index.ts';
import { siteAddressModule } from './site-address/index.ts';
import { setUpSite, siteContentModule } from './site-content/index.ts';
import { tlsModule } from './tls/index.ts';
import { visitorCountsModule } from './visitor-counts/index.ts';

export type { GatewaySettings } from './config.ts';
export type { Runtime } from './kernel/kernel.ts';

/**
 * The composition root: every resource module, each built from the kernel and the modules it
 * names (its parameter's fields), in an order where each comes after what it uses. Starting
 * follows the list; closing goes back up it. A new resource is one line here.
 */
const composeModules = (kernel: Kernel<GatewaySettings>) =>
  new ModuleList(kernel, {})
    .add('access', ownerAccess)
    .add('tls', tlsModule)
    .add('gallery', galleryModule)
    .add('siteContent', siteContentModule)
    .add('services', servicesModule)
    .add('brand', brandModule)
    .add('search', searchVisibilityModule)
    .add('mailSettings', mailSettingsModule)
    .add('owner', ownerModule)
    .add('publicSite', publicSiteModule)
    .add('records', quoteRequestRecords)
    .add('push', pushModule)
    .add('customerMail', customerMailModule)
    .add('visits', estimateVisitsModule)
    .add('estimates', estimatesModule)
    .add('visitorCounts', visitorCountsModule)
    .add('quoteRequests', quoteRequestsModule)
    .add('backups', backupsModule)
    .add('health', healthModule)
    .add('siteAddress', siteAddressModule)
    .add('setup', setupChecklistModule).built;

/** Each module's public parts, by name: what the tests and the operator's commands reach. */
export type Modules = ReturnType<typeof composeModules>;

export interface Gateway {
  app: Koa;
  /** Each module's public parts. */
  modules: Modules;
  /** Every router, as mounted: tests enumerate their routes. */
  routers: NonNullable<Module['routers']>;
  /** The database, open until close(). */
  db: DatabaseSync;
  /** The key that signs the owner's tokens and the form tokens. */
  jwtKey: KeyObject;
  /** The site's address, live: connecting a domain calls its `connect`. */
  siteAddress: SiteAddress;
  /** Writes PUBLIC_DIR: at start, and after every change to what the public site shows. */
  publisher: Publisher;
  /** Stops every module's background work (last built, first stopped) and closes the database; call once the server has stopped. */
  close(): Promise<void>;
}

/**
 * Everything a start does before listening: opens and migrates the database, builds the modules,
 * readies PUBLIC_DIR (moving an older installation's pictures into it), sets up the site on a
 * first start, starts each module (the first owner, the certificate, the first publish, the
 * e-mails still due, the sweeps) and wires the app. The server and the tests' gateway both start here.
 */
export async function composeGateway(settings: GatewaySettings, runtime: Runtime): Promise<Gateway> {
  // A backup file the dashboard staged goes in place before anything opens the database.
  await applyStagedRestore({ dataDir: settings.dataDir, publicDir: settings.publicDir }, runtime.logger);
  const kernel = openKernel(settings, runtime);
  const { db, logger, folders } = kernel;
  const modules = composeModules(kernel);
  const { siteContent, services, gallery } = modules;
  // The list, in order: each module that has routers or background work.
  const list: Module[] = Object.values(modules);

  await preparePublicDir(folders.publicDir, folders.dataDir, logger);
  await setUpSite({
    db,
    stores: { ...siteContent, services: services.services, gallery: gallery.gallery },
    uploadsDir: folders.uploadsDir,
    seedDemo: settings.seedDemo,
    logger,
  });
  const stops = new Map<Module, Stop>();
  for (const module of list) {
    const stop = await module.start?.();
    if (stop) stops.set(module, stop);
  }

  const routers = list.flatMap((module) => module.routers ?? []);
  const { publisher } = modules.publicSite;
  return {
    app: createApp({ logger, trustProxy: settings.trustProxy, routers, publisher, backups: modules.backups.changes }),
    modules,
    routers,
    db,
    jwtKey: kernel.jwtKey,
    siteAddress: kernel.siteAddress,
    publisher,
    async close() {
      for (const module of list.toReversed()) {
        stops.get(module)?.();
        await module.close?.();
      }
      if (db.isOpen) db.close();
    },
  };
}
