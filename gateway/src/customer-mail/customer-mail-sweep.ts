import type { Logger } from '../logger.ts';

/** How often the gateway looks for follow-ups and automatic review requests that are due. */
export const CUSTOMER_MAIL_SWEEP_MS = 10 * 60 * 1000;

/** Sweeps now and every CUSTOMER_MAIL_SWEEP_MS, one sweep at a time; answers the stop. */
export function sweepCustomerMail(sweep: () => Promise<unknown>, logger: Logger): () => void {
  let running: Promise<unknown> = Promise.resolve();
  const next = () => {
    running = running.then(sweep).catch((error: unknown) => logger.error({ err: error }, 'customer e-mails failed'));
  };
  next();
  const timer = setInterval(next, CUSTOMER_MAIL_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
