import type { KeyObject } from 'node:crypto';
import type { Agent } from 'node:https';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type Koa from 'koa';
import { PUBLISHED_FILES } from '../contract/public-content.ts';
import { PLACEHOLDER_BUSINESS_NAME } from '../contract/setup-checklist.ts';
import { type AppDeps, createApp } from './app.ts';
import { createBackupService } from './backups/backup-service.ts';
import { mailLogoUrl } from './brand/mail-logo-url.ts';
import type { Config } from './config.ts';
import { createServices } from './create-services.ts';
import { createStores } from './create-stores.ts';
import { createCustomerMail } from './customer-mail/customer-mail-service.ts';
import { DATA_FILES } from './data-files.ts';
import { openDatabase } from './db/database.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from './db/migrate.ts';
import { createVisitMail } from './estimate-visits/visit-mail-sender.ts';
import { remindOfVisits } from './estimate-visits/visit-reminders.ts';
import { createOutboundAddresses } from './http/outbound-address.ts';
import type { DecodeBudget } from './images/decode-budget.ts';
import type { Logger } from './logger.ts';
import type { MailSite } from './mail/mail-layout.ts';
import { createMailSender } from './mail/mail-sender.ts';
import { createMailAccount } from './mail-settings/mail-account.ts';
import { bootstrapAdmin } from './owner/bootstrap-admin.ts';
import { loadJwtSecret } from './owner/jwt-secret.ts';
import { republishDaily } from './publish/daily-republish.ts';
import { preparePublicDir } from './publish/public-dir.ts';
import { createPublisher, type Publisher } from './publish/publisher.ts';
import { DEFAULT_RENDERER } from './publish/render-pages.ts';
import { createPushAlerts } from './push/push-alerts.ts';
import { createPushSender } from './push/push-sender.ts';
import { vapidSubject } from './push/vapid-subject.ts';
import { createContactPage } from './quote-requests/contact-page.ts';
import { createQuoteOutbox } from './quote-requests/quote-outbox.ts';
import { purgeSpamDaily } from './quote-requests/spam-purge.ts';
import { setUpSite } from './site-setup.ts';
import { type CertificateKeeper, createCertificateKeeper } from './tls/certificate-keeper.ts';
import { createChallengeResponses } from './tls/challenge-responses.ts';

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
  /** The restic program (default: `restic` on the PATH, as the image installs it). */
  resticBin?: string;
  /** The HTTPS agent pushes go through (default: Node's, with its CAs); tests trust their push service's certificate with it. */
  pushAgent?: Agent;
}

export interface Gateway {
  app: Koa;
  /** What the app was wired with. */
  deps: AppDeps;
  /** The database, open until close(). */
  db: DatabaseSync;
  /** The key that signs the admin tokens and form tokens. */
  jwtKey: KeyObject;
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

  // The one place the stores are built; everything below shares them.
  const stores = createStores(db);
  const { business, brand, copy, quoteRequests, quotePhotos } = stores;
  await bootstrapAdmin({
    admins: stores.admins,
    username: settings.adminUsername,
    password: settings.adminPassword,
    logger,
    announce: runtime.announce,
  });

  await preparePublicDir(publicDir, dataDir, logger);
  const uploadsDir = join(publicDir, PUBLISHED_FILES.uploadsDir);
  await setUpSite({ db, stores, uploadsDir, seedDemo, logger });

  const quotePhotosDir = join(dataDir, DATA_FILES.quotePhotos);
  // SMTP_URL and NOTIFY_EMAIL win; else the account the owner saved in the dashboard, read at each send.
  // The owner's mail server and push endpoints: never the server's own network, unless the operator allows it.
  const outbound = createOutboundAddresses(settings.outboundAllowedHosts);
  const mailAccount = createMailAccount(settings, stores.mailSettings, outbound);
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
  const services = createServices({
    db,
    stores,
    jwtKey: jwtSecret.key,
    tokenTtlSeconds: settings.tokenTtlSeconds,
    logger,
    mail,
    siteUrl,
    quotePhotosDir,
    clock: clock ?? Date.now,
    decodes: runtime.decodes,
  });
  const { photoCleanup } = services;
  // The business's name, phone, e-mail, confirmation words and logo, read as each e-mail is written.
  const mailSite = (): MailSite => {
    const details = business.get();
    return {
      name: details?.name ?? 'your',
      phone: details?.phone ?? '',
      email: details?.email ?? '',
      confirmation: copy.get().pages.contact.confirmation,
      logoUrl: mailLogoUrl(brand.get().logo, siteUrl, uploadsDir),
    };
  };
  const outbox = createQuoteOutbox({
    sender: mail,
    requests: quoteRequests,
    caps: stores.acknowledgementCaps,
    site: mailSite,
    siteUrl,
    photoCount: runtime.photoCount ?? ((requestId) => quotePhotos.countForRequest(requestId)),
    events: stores.requestEvents,
    unsubscribes: stores.unsubscribes,
    unsubscribeLinks: services.unsubscribeLinks,
    logger,
    retryDelaysMs: notifyRetryDelaysMs,
    clock,
  });
  outbox.resumePending();
  // Purged spam's photos have no row left: the sweep takes their files at once.
  const stopSpamPurge = purgeSpamDaily({
    requests: quoteRequests,
    logger,
    clock,
    onRequestsRemoved: runtime.onRequestsRemoved ?? (() => void photoCleanup.sweep()),
  });

  const publisher = createPublisher({
    publicDir,
    read: () => services.publicContent.snapshot(),
    renderer,
    logger,
    debounceMs: publishDebounceMs,
  });
  publisher.schedule(0);
  const stopNightlyPublish = republishDaily(publisher);

  const stopPhotoSweep = photoCleanup.start();
  // Visitor counts: the days that ended while the gateway was stopped are folded now, then hourly.
  services.visitorCounter.start();

  // Estimate visits: the customer's and the owner's e-mails after each change, and the reminders.
  const visitMail = createVisitMail({
    sender: mail,
    visits: stores.visits,
    caps: stores.visitMailCaps,
    site: mailSite,
    siteUrl,
    logger,
    events: stores.requestEvents,
    unsubscribes: stores.unsubscribes,
    unsubscribeLinks: services.unsubscribeLinks,
    retryDelaysMs: notifyRetryDelaysMs,
    clock,
  });
  const stopVisitReminders = remindOfVisits({
    visits: stores.visits,
    factsFor: services.visitFacts,
    mail: visitMail,
    logger,
    clock: clock ?? Date.now,
  });

  // Quote follow-ups and review requests: swept now and every 10 minutes, each marked before it is sent.
  const customerMail = createCustomerMail({
    db,
    stores,
    sender: mail,
    site: mailSite,
    unsubscribeLinks: services.unsubscribeLinks,
    logger,
    retryDelaysMs: notifyRetryDelaysMs,
    clock: clock ?? Date.now,
  });
  const stopCustomerMail = customerMail.start();

  // SITE_URL https: a certificate for nginx now (self-signed if need be), the real one ordered in the background.
  const challenges = createChallengeResponses();
  let certificates: CertificateKeeper | undefined;
  if (settings.acme) {
    certificates = createCertificateKeeper({ settings: settings.acme, dataDir, challenges, logger, clock });
    await certificates.start();
  }

  const backups = createBackupService({
    settings: settings.backup,
    folders: { dataDir, publicDir },
    runs: stores.backupRuns,
    mail,
    siteName: () => business.get()?.name ?? 'your website',
    logger,
    clock,
    resticBin: runtime.resticBin,
  });
  backups.start();

  // Phone alerts: the VAPID keys made on the first start and kept with the data, as the devices subscribed with them.
  const vapidKeys = stores.vapidKeys.ensure(new Date((clock ?? Date.now)()).toISOString());
  const pushSender = createPushSender({
    devices: stores.pushDevices,
    keys: vapidKeys,
    subject: () => vapidSubject(mail.notifyEmail, siteUrl),
    agent: runtime.pushAgent,
    outbound,
    logger,
    clock: clock ?? Date.now,
  });
  const pushAlerts = createPushAlerts({
    sender: pushSender,
    events: stores.requestEvents,
    logger,
    clock: clock ?? Date.now,
  });

  const deps: AppDeps = {
    stores,
    services,
    logger,
    contactPage: createContactPage({
      renderer,
      content: () => services.publicContent.snapshot()?.content,
      logger,
    }),
    trustProxy: settings.trustProxy,
    publicDir,
    publisher,
    outbox,
    mail,
    mailAccount,
    clock,
    quotePhotosDir,
    quotePhotosMaxTotalBytes: settings.quotePhotosMaxTotalMb * 1024 * 1024,
    acme: certificates && { challenges, health: certificates.health },
    backups,
    visitNotices: visitMail,
    siteUrl,
    push: { publicKey: vapidKeys.publicKey, sender: pushSender, alerts: pushAlerts },
    customerMail,
  };
  return {
    app: createApp(deps),
    deps,
    db,
    jwtKey: jwtSecret.key,
    publisher,
    async close() {
      stopNightlyPublish();
      stopPhotoSweep();
      stopSpamPurge();
      stopVisitReminders();
      stopCustomerMail();
      certificates?.stop();
      await backups.stop();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUBLISH_SHUTDOWN_WAIT_MS);
      });
      await Promise.race([publisher.stop(), deadline]);
      clearTimeout(timer);
      await visitMail.close();
      await customerMail.close();
      await outbox.close();
      await pushAlerts.close();
      await services.visitorCounter.close();
      if (db.isOpen) db.close();
    },
  };
}
