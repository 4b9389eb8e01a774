import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type Koa from 'koa';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { PLACEHOLDER_BUSINESS_NAME } from '../contract/setup-checklist.ts';
import { type AppDeps, createApp } from './app.ts';
import { bootstrapAdmin } from './auth/bootstrap-admin.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import type { Config } from './config.ts';
import { DATA_FILES } from './data-files.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from './db/migrate.ts';
import type { DecodeBudget } from './images/decode-budget.ts';
import { LOGO_FILES, MAIL_LOGO_WIDTH_PX } from './brand/logo-files.ts';
import { createQuotePhotoCleanup } from './quote-requests/quote-photo-cleanup.ts';
import type { Logger } from './logger.ts';
import { createMailAccount } from './mail-settings/mail-account.ts';
import { createMailSender } from './mail/mail-sender.ts';
import { createQuoteOutbox } from './quote-requests/quote-outbox.ts';
import { republishDaily } from './publish/daily-republish.ts';
import { createPublicContent } from './public-site/public-content.ts';
import { preparePublicDir } from './publish/public-dir.ts';
import { createPublisher, type Publisher } from './publish/publisher.ts';
import { DEFAULT_RENDERER } from './publish/render-pages.ts';
import { setUpSite } from './site-setup.ts';
import { purgeSpamDaily } from './quote-requests/spam-purge.ts';
import { createAcknowledgementCapStore } from './quote-requests/acknowledgement-cap-store.ts';
import { createAdminStore } from './auth/admin-store.ts';
import { createBrandStore, type StoredLogo } from './brand/brand-store.ts';
import { createBusinessStore } from './site-content/business-store.ts';
import { createContactRequestStore } from './quote-requests/quote-request-store.ts';
import { createFaqStore } from './site-content/faq-store.ts';
import { createGalleryStore } from './gallery/gallery-store.ts';
import { createMailSettingsStore } from './mail-settings/mail-settings-store.ts';
import { createPageCopyStore } from './site-content/page-copy-store.ts';
import { createQuotePhotoStore } from './quote-requests/quote-photo-store.ts';
import { createSearchVisibilityStore } from './search-visibility/search-visibility-store.ts';
import { createServiceStore } from './services/service-store.ts';
import { createTestimonialStore } from './site-content/testimonial-store.ts';
import { createWorkStepStore } from './site-content/work-step-store.ts';
import { type CertificateKeeper, createCertificateKeeper } from './tls/certificate-keeper.ts';
import { createChallengeResponses } from './tls/challenge-responses.ts';

/**
 * The absolute address of the logo copy an e-mail shows, if the business has a logo: its PNG
 * copy, or for a logo stored before there were PNG copies, its WebP copy of about that width.
 */
function mailLogoUrl(logo: StoredLogo | null, siteUrl: string, uploadsDir: string): string | undefined {
  if (!logo) return undefined;
  const url = (name: string) => `${siteUrl}/${PUBLISHED_FILES.uploadsDir}/${name}`;
  if (existsSync(join(uploadsDir, LOGO_FILES.mail(logo.key)))) return url(LOGO_FILES.mail(logo.key));
  const width = logo.widths.find((candidate) => candidate >= MAIL_LOGO_WIDTH_PX) ?? logo.widths.at(-1);
  return width === undefined ? undefined : url(LOGO_FILES.variant(logo.key, width));
}

/** How long a stop waits for a publish under way, so the edits it carries reach PUBLIC_DIR. */
export const PUBLISH_SHUTDOWN_WAIT_MS = 5_000;

/** What the gateway is composed from: the configuration, less what only the process uses. */
export type GatewaySettings = Omit<Config, 'port' | 'logLevel'>;

interface Runtime {
  logger: Logger;
  /** Shows the first admin's generated password to whoever starts the gateway. */
  announce: (text: string) => void;
  /** Milliseconds since the epoch; tests move it to cross time windows without waiting. */
  clock?: () => number;
  /** Waits between tries of a quote-request e-mail; tests shorten them. */
  notifyRetryDelaysMs?: number[];
  /** How long the mail server may take (connect, greeting, each answer); tests shorten it. */
  mailTimeoutMs?: number;
  /** Photos a quote request has, for its e-mails (default: counted in the database). */
  photoCount?: (requestId: number) => number;
  /** Told the ids of quote requests deleted in the background (old spam); default: their photos' files go. */
  onRequestsRemoved?: (ids: number[]) => void;
  /**
   * The web's server bundle that renders the published pages (default: DEFAULT_RENDERER);
   * null for none: content.json, robots.txt and sitemap.xml are published, no pages.
   */
  renderer?: URL | null;
  /** How long the publisher gathers edits before it publishes; tests change it. */
  publishDebounceMs?: number;
  /** The budget of pictures decoded at once (default: the gateway's own); tests hold it full. */
  decodes?: DecodeBudget;
}

export interface Gateway {
  app: Koa;
  /** What the app was wired with. */
  deps: AppDeps;
  /** Writes PUBLIC_DIR: at start, and after every change to what the public site shows. */
  publisher: Publisher;
  /**
   * Lets a publish under way (or waiting) finish, for at most PUBLISH_SHUTDOWN_WAIT_MS, stops the
   * e-mail retries and the certificate orders and closes the database; call once the server has stopped.
   */
  close(): Promise<void>;
}

/**
 * Everything a start does before listening: opens and migrates the database in DATA_DIR, loads
 * the JWT secret, creates the first admin, readies PUBLIC_DIR (moving an older installation's
 * pictures into it), sets up the site on a first start, resumes the e-mails still due, with an
 * https SITE_URL makes sure TLS_DIR holds a certificate, wires the app, and starts the first
 * publish and certificate order (in the background: the server listens meanwhile). The
 * server and the tests' gateway both start here.
 */
export async function composeGateway(settings: GatewaySettings, runtime: Runtime): Promise<Gateway> {
  const { dataDir, publicDir, seedDemo, siteUrl } = settings;
  const { logger, clock, notifyRetryDelaysMs, renderer = DEFAULT_RENDERER, publishDebounceMs } = runtime;

  const db = openDatabase(join(dataDir, DATA_FILES.database));
  const applied = applyMigrations(db, readMigrations(MIGRATIONS_DIR));
  if (applied.length > 0) logger.info({ versions: applied }, 'database migrated');

  const jwtSecret = loadJwtSecret(dataDir, settings.jwtSecret);
  if (jwtSecret.source === 'generated') logger.info('generated a new JWT signing secret in DATA_DIR');

  await bootstrapAdmin({
    admins: createAdminStore(db),
    username: settings.adminUsername,
    password: settings.adminPassword,
    logger,
    announce: runtime.announce,
  });

  await preparePublicDir(publicDir, dataDir, logger);
  const uploadsDir = join(publicDir, PUBLISHED_FILES.uploadsDir);
  await setUpSite({ db, uploadsDir, seedDemo, logger });

  const business = createBusinessStore(db);
  const brand = createBrandStore(db);
  const copy = createPageCopyStore(db);
  const requests = createContactRequestStore(db);
  const quotePhotos = createQuotePhotoStore(db);
  const quotePhotosDir = join(dataDir, DATA_FILES.quotePhotos);
  const photoCleanup = createQuotePhotoCleanup({
    photos: quotePhotos,
    folder: quotePhotosDir,
    clock: clock ?? Date.now,
    logger,
  });
  // SMTP_URL and NOTIFY_EMAIL win; else the account the owner saved in the dashboard, read at each send.
  const mailAccount = createMailAccount(settings, createMailSettingsStore(db));
  const mail = createMailSender({
    connection: mailAccount.connection,
    // Not the placeholder a new site starts with: a bare address reads better than that.
    senderName: () => {
      const name = business.get()?.name ?? '';
      return name === PLACEHOLDER_BUSINESS_NAME ? '' : name;
    },
    businessEmail: () => business.get()?.email ?? '',
    clock,
    timeoutMs: runtime.mailTimeoutMs,
  });
  const outbox = createQuoteOutbox({
    sender: mail,
    requests,
    caps: createAcknowledgementCapStore(db),
    site: () => {
      const details = business.get();
      return {
        name: details?.name ?? 'your',
        phone: details?.phone ?? '',
        email: details?.email ?? '',
        confirmation: copy.get().pages.contact.confirmation,
        logoUrl: mailLogoUrl(brand.get().logo, siteUrl, uploadsDir),
      };
    },
    siteUrl,
    photoCount: runtime.photoCount ?? ((requestId) => quotePhotos.countForRequest(requestId)),
    logger,
    retryDelaysMs: notifyRetryDelaysMs,
    clock,
  });
  outbox.resumePending();
  // Purged spam's photos have no row left: the sweep takes their files at once.
  const stopSpamPurge = purgeSpamDaily({
    requests,
    logger,
    clock,
    onRequestsRemoved: runtime.onRequestsRemoved ?? (() => void photoCleanup.sweep()),
  });

  const content = createPublicContent({
    business,
    services: createServiceStore(db),
    gallery: createGalleryStore(db),
    testimonials: createTestimonialStore(db),
    workSteps: createWorkStepStore(db),
    faq: createFaqStore(db),
    copy,
    brand,
    search: createSearchVisibilityStore(db),
    siteUrl,
  });
  const publisher = createPublisher({
    publicDir,
    read: () => content.snapshot(),
    renderer,
    logger,
    debounceMs: publishDebounceMs,
  });
  publisher.schedule(0);
  const stopNightlyPublish = republishDaily(publisher);

  const stopPhotoSweep = photoCleanup.start();

  // SITE_URL https: a certificate for nginx now (self-signed if need be), the real one ordered in the background.
  const challenges = createChallengeResponses();
  let certificates: CertificateKeeper | undefined;
  if (settings.acme) {
    certificates = createCertificateKeeper({ settings: settings.acme, dataDir, challenges, logger, clock });
    await certificates.start();
  }

  const deps: AppDeps = {
    db,
    jwtKey: jwtSecret.key,
    tokenTtlSeconds: settings.tokenTtlSeconds,
    logger,
    trustProxy: settings.trustProxy,
    siteUrl,
    publicDir,
    publisher,
    outbox,
    mail,
    mailAccount,
    clock,
    quotePhotosDir,
    quotePhotosMaxTotalBytes: settings.quotePhotosMaxTotalMb * 1024 * 1024,
    ...(runtime.decodes ? { decodes: runtime.decodes } : {}),
    acme: certificates && { challenges, health: certificates.health },
  };
  return {
    app: createApp(deps),
    deps,
    publisher,
    async close() {
      stopNightlyPublish();
      stopPhotoSweep();
      stopSpamPurge();
      certificates?.stop();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUBLISH_SHUTDOWN_WAIT_MS);
      });
      await Promise.race([publisher.stop(), deadline]);
      clearTimeout(timer);
      await outbox.close();
      if (db.isOpen) db.close();
    },
  };
}
