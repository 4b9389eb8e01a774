import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { QuoteRequestRecords } from '../quote-requests/index.ts';
import { adminPushRouter } from './admin-push-router.ts';
import { createPushAlerts } from './push-alerts.ts';
import { createPushDeviceStore } from './push-device-store.ts';
import { createPushSender } from './push-sender.ts';
import { createVapidKeyStore } from './vapid-key-store.ts';
import { vapidSubject } from './vapid-subject.ts';

interface PushDeps {
  access: OwnerAccess;
  records: QuoteRequestRecords;
  mailSettings: MailSettingsModule;
}

/**
 * Phone alerts: the owner's devices, the site's VAPID keys (made on the first start and kept with
 * the data, as the devices subscribed with them), and the alert of each new request and visit.
 */
export function pushModule(kernel: Kernel, { access, records, mailSettings }: PushDeps) {
  const { db, clock, logger, outbound, runtime } = kernel;
  const devices = createPushDeviceStore(db);
  const keys = createVapidKeyStore(db).ensure(new Date(clock()).toISOString());
  const sender = createPushSender({
    devices,
    keys,
    subject: () => vapidSubject(mailSettings.mail.notifyEmail, kernel.siteAddress.linkBase()),
    agent: runtime.pushAgent,
    outbound,
    logger,
    clock,
  });
  const alerts = createPushAlerts({ sender, events: records.events, logger, clock });
  return {
    devices,
    /** The VAPID public key devices subscribe with. */
    publicKey: keys.publicKey,
    /** Sends to every device ("Send a test"). */
    sender,
    /** Each request's and visit's alerts. */
    alerts,
    routers: [
      adminPushRouter({ devices, publicKey: keys.publicKey, sender, requireOwner: access.requireOwner, clock }),
    ],
    close: () => alerts.close(),
  } satisfies Module;
}

export type PushModule = ReturnType<typeof pushModule>;

// What the other modules use of this one.
export type { EstimateNews, PushAlerts } from './push-alerts.ts';
