import type { EstimateVisit } from '../../contract/estimate-visits.ts';
import type { Logger } from '../logger.ts';
import type { VisitMail } from './visit-mail-sender.ts';
import type { VisitNoticeFacts } from './visit-notices.ts';

/** How often the gateway looks for visits whose reminder is due. */
export const VISIT_REMINDER_SWEEP_MS = 10 * 60 * 1000;

interface ReminderDeps {
  visits: {
    /** Live visits starting within VISIT_REMINDER_HOURS that were booked earlier than that and have had no reminder. */
    dueReminders(nowMs: number): EstimateVisit[];
    markReminderSent(visitId: number, atIso: string): void;
  };
  factsFor(visitId: number): VisitNoticeFacts | undefined;
  mail: Pick<VisitMail, 'remind'>;
  logger: Logger;
  clock: () => number;
}

/**
 * One sweep: each visit whose reminder is due is marked first, then reminded, so a sweep that
 * overlaps another, or a restart, never sends it twice (a failure shows on the visit instead).
 * Answers how many reminders went out.
 */
export async function sendDueReminders({ visits, factsFor, mail, logger, clock }: ReminderDeps): Promise<number> {
  let sent = 0;
  for (const visit of visits.dueReminders(clock())) {
    visits.markReminderSent(visit.id, new Date(clock()).toISOString());
    const facts = factsFor(visit.id);
    if (facts && (await mail.remind(facts))) sent += 1;
  }
  if (sent > 0) logger.info({ sent }, 'visit reminders sent');
  return sent;
}

/** Sweeps now and every VISIT_REMINDER_SWEEP_MS; answers the stop. */
export function remindOfVisits(deps: ReminderDeps): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = running
      .then(() => sendDueReminders(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'visit reminders failed'));
  };
  sweep();
  const timer = setInterval(sweep, VISIT_REMINDER_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
