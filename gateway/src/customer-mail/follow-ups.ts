import { FOLLOW_UPS_MAX, type MailTemplate } from '../../contract/customer-mail.ts';
import type { OutgoingMail } from '../mail/mail-sender.ts';
import type { RetryingDelivery } from '../mail/retrying-delivery.ts';
import type { RequestEventStore } from '../quote-requests/index.ts';
import type { CustomerMailSettingsStore } from './customer-mail-settings-store.ts';
import type { MailCustomer } from './customer-mail-template.ts';
import type { FollowUpStore } from './follow-up-store.ts';
import type { UnsubscribeStore } from './unsubscribe-store.ts';

export const DAY_MS = 86_400_000;
export const UNSUBSCRIBED_WORDS = 'The customer unsubscribed.';

/** Writes a request's automatic e-mail from a template (its unsubscribe link included). */
export type WriteCustomerMail = (template: MailTemplate, customer: MailCustomer, requestId: number) => OutgoingMail;

export interface FollowUpDeps {
  followUps: FollowUpStore;
  settings: Pick<CustomerMailSettingsStore, 'get'>;
  unsubscribes: Pick<UnsubscribeStore, 'since'>;
  events: Pick<RequestEventStore, 'add'>;
  delivery: Pick<RetryingDelivery, 'ready' | 'send'>;
  write: WriteCustomerMail;
  clock: () => number;
}

/**
 * One sweep of quote follow-ups: each one due is counted first, then sent, so an overlapping
 * sweep or a restart never sends it twice (a failure shows on the timeline instead). An address
 * that unsubscribed gets none: its follow-up counts as done, skipped. Nothing is tried while
 * follow-ups are off or e-mail is not set up. Answers how many went out.
 */
export async function sendDueFollowUps(deps: FollowUpDeps): Promise<number> {
  const { followUps, unsubscribes, events, delivery, write, clock } = deps;
  const { enabled, afterDays, template } = deps.settings.get().followUps;
  if (!enabled || !delivery.ready()) return 0;
  let sent = 0;
  for (const due of followUps.due(new Date(clock() - afterDays * DAY_MS).toISOString())) {
    // Stopping (or mail taken away) mid-sweep: the rest wait for the next start, still due.
    if (!delivery.ready()) break;
    const at = new Date(clock()).toISOString();
    if (!followUps.claim(due.id, due.followUpsSent, at)) continue;
    const which = `Follow-up ${due.followUpsSent + 1} of ${FOLLOW_UPS_MAX}`;
    if (unsubscribes.since(due.email) !== undefined) {
      events.add(due.id, {
        kind: 'follow_up',
        outcome: 'skipped',
        summary: `${which} not sent`,
        detail: UNSUBSCRIBED_WORDS,
        at,
      });
      continue;
    }
    const result = await delivery.send(write(template, due, due.id));
    events.add(due.id, {
      kind: 'follow_up',
      outcome: result.ok ? 'sent' : 'failed',
      summary: result.ok ? `${which} sent to ${due.email}` : `${which} to ${due.email} failed`,
      detail: result.ok ? null : result.message,
      at: result.at,
    });
    if (result.ok) sent += 1;
  }
  return sent;
}
