import { SPAM_RETENTION_DAYS } from '../../contract/quote-requests.ts';
import type { Logger } from '../logger.ts';
import type { QuoteRequestStore } from './quote-request-store.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How often the spam folder is emptied of what has outlived SPAM_RETENTION_DAYS. */
export const SPAM_PURGE_INTERVAL_MS = DAY_MS;

interface SpamPurgeOptions {
  requests: Pick<QuoteRequestStore, 'purgeSpam'>;
  logger: Logger;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  /** Told the ids of the requests deleted (their photos go with them). */
  onRequestsRemoved?: (ids: number[]) => void;
}

/**
 * Deletes spam older than SPAM_RETENTION_DAYS now and then daily, so the spam folder cannot
 * grow without end. Returns the function that stops it.
 */
export function purgeSpamDaily({ requests, logger, clock = Date.now, onRequestsRemoved }: SpamPurgeOptions) {
  const purge = () => {
    try {
      const ids = requests.purgeSpam(new Date(clock() - SPAM_RETENTION_DAYS * DAY_MS).toISOString());
      if (ids.length === 0) return;
      logger.info({ count: ids.length }, 'deleted old spam');
      onRequestsRemoved?.(ids);
    } catch (error) {
      // A read-only or full disk: tomorrow's run tries again.
      logger.warn({ err: error }, 'could not delete old spam');
    }
  };
  purge();
  const timer = setInterval(purge, SPAM_PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
