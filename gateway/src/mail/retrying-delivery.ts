import type { MailTestResult } from '../../contract/quote-requests.ts';
import { createBackgroundWork } from '../background/background-work.ts';
import type { MailSender, OutgoingMail } from './mail-sender.ts';

/** Waits before each try of an e-mail: at once, then backing off. After the last, it stays failed. */
export const MAIL_RETRY_DELAYS_MS = [0, 10_000, 60_000, 5 * 60_000];

/** How a failed try stands: how many were made, and whether another will be. */
export interface RetryState {
  tries: number;
  again: boolean;
}

export interface RetryingDelivery {
  /** E-mail is set up and has a From for customers, and the gateway is not stopping: else nothing automatic is tried. */
  ready(): boolean;
  /** Whether close() was called: nothing new should start. */
  readonly closed: boolean;
  /**
   * Tries with the retry delays, telling `onTry` each try's outcome (for the request's timeline);
   * resolves with the last outcome (never throws).
   */
  send(mail: OutgoingMail, onTry?: (result: MailTestResult, retry: RetryState) => void): Promise<MailTestResult>;
  /** Stops the retries and waits for the sends under way. */
  close(): Promise<void>;
}

interface DeliveryOptions {
  sender: Pick<MailSender, 'configured' | 'customerFrom' | 'send'>;
  retryDelaysMs?: number[];
  clock?: () => number;
}

/**
 * An e-mail's way out with retries (the visit e-mails, follow-ups, review requests): the site's
 * mail sender, tried at once and then after each delay, as the quote outbox does; a stop ends the
 * waiting at once.
 */
export function createRetryingDelivery(options: DeliveryOptions): RetryingDelivery {
  const { sender, retryDelaysMs = MAIL_RETRY_DELAYS_MS, clock = Date.now } = options;
  const timers = new Set<NodeJS.Timeout>();
  const sends = createBackgroundWork();
  let closed = false;

  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (closed) return resolve(false);
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve(!closed);
      }, ms);
      timer.unref();
      timers.add(timer);
    });

  const deliver = async (
    mail: OutgoingMail,
    onTry?: (result: MailTestResult, retry: RetryState) => void,
  ): Promise<MailTestResult> => {
    let last: MailTestResult = {
      ok: false,
      message: 'Not sent: the gateway is stopping.',
      at: new Date(clock()).toISOString(),
    };
    for (const [index, delay] of retryDelaysMs.entries()) {
      if (delay > 0 && !(await wait(delay))) break;
      last = await sender.send(mail);
      onTry?.(last, { tries: index + 1, again: !last.ok && index + 1 < retryDelaysMs.length && !closed });
      if (last.ok) break;
    }
    return last;
  };

  return {
    ready: () => !closed && sender.configured && sender.customerFrom() !== undefined,
    get closed() {
      return closed;
    },
    send: (mail, onTry) => sends.track(deliver(mail, onTry)),
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await sends.drain();
    },
  };
}
