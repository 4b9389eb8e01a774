import type { Logger } from '../logger.ts';
import type { EstimateNotices } from './estimate-notices.ts';
import { addDays, type EstimateService } from './estimate-service.ts';
import type { EstimateStore } from './estimate-store.ts';

/** The customer is reminded this many days before the last day (on Wednesday for a Friday). */
export const REMINDER_DAYS_BEFORE_EXPIRY = 2;
/** How often the gateway looks for estimates whose reminder is due. */
export const ESTIMATE_REMINDER_SWEEP_MS = 30 * 60 * 1000;

interface ReminderDeps {
  store: EstimateStore;
  service: EstimateService;
  notices: Pick<EstimateNotices, 'reminder'>;
  /** When the address unsubscribed from automatic e-mail, if it did: such an address gets no reminder. */
  unsubscribedSince: (address: string) => string | undefined;
  logger: Logger;
}

/**
 * One sweep: each estimate still waiting on the customer (sent or opened, its newest version not
 * expired) whose last day is within REMINDER_DAYS_BEFORE_EXPIRY days gets one reminder, claimed
 * before it is sent so an overlapping sweep or a restart never sends it twice. Answers how many went.
 */
export async function sendDueEstimateReminders({ store, service, notices, unsubscribedSince, logger }: ReminderDeps) {
  let sent = 0;
  for (const estimate of store.all()) {
    const state = service.stateOf(estimate);
    if (state !== 'sent' && state !== 'opened') continue;
    const newest = store.versions(estimate.id).at(-1);
    if (!newest || newest.remindedAt) continue;
    const document = service.documentOf(estimate, newest);
    const today = service.dayOf(document.timeZone);
    if (addDays(today, REMINDER_DAYS_BEFORE_EXPIRY) < document.draft.expiresOn) continue;
    // Sent too close to its expiry to need a reminder (the first e-mail said the day).
    if (newest.sentAt.slice(0, 10) >= addDays(document.draft.expiresOn, -REMINDER_DAYS_BEFORE_EXPIRY)) continue;
    if (!document.customer.email || unsubscribedSince(document.customer.email)) continue;
    if (!store.claimReminder(estimate.id, newest.version, service.now())) continue;
    const url = service.customerUrl(estimate, newest.version);
    if (url && (await notices.reminder(estimate.requestId, document, url))) sent += 1;
  }
  if (sent > 0) logger.info({ sent }, 'estimate reminders sent');
  return sent;
}

/** Sweeps now and every ESTIMATE_REMINDER_SWEEP_MS; answers the stop. */
export function remindOfEstimates(deps: ReminderDeps): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sendDueEstimateReminders(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'estimate reminders failed'));
  };
  sweep();
  const timer = setInterval(sweep, ESTIMATE_REMINDER_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
