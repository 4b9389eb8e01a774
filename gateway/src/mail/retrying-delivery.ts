import type { MailTestResult } from '../../contract/mail.ts';
import { createBackgroundWork } from '../background/background-work.ts';
import type { MailSender, OutgoingMail } from './mail-sender.ts';

/** Waits before each try of an e-mail: at once, then backing off. After the last, it stays failed. */
export const MAIL_RETRY_DELAYS_MS = [0, 10_000, 60_000, 5 * 60_000];

const STOPPING_WORDS = 'Not sent: the gateway is stopping.';
const NOT_DUE_WORDS = 'Not sent: it was not due any more.';

/** How a failed try stands: how many were made, and whether another will be. */
export interface RetryState {
  tries: number;
  again: boolean;
}

/**
 * The e-mail to try: as it is, or asked for again before each try (what is due may change between
 * tries); undefined when it is not due any more, which ends the tries without one.
 */
export type MailToTry = OutgoingMail | (() => OutgoingMail | undefined);

/** Told each try's outcome, and the e-mail tried. */
export type OnTry = (result: MailTestResult, retry: RetryState, mail: OutgoingMail) => void;

export interface RetryingDelivery {
  /** E-mail is set up and has a From for customers, and the gateway is not stopping: else nothing automatic is tried. */
  ready(): boolean;
  /** Whether close() was called: nothing new should start. */
  readonly closed: boolean;
  /**
   * Tries with the retry delays, telling `onTry` each try's outcome (for the request's timeline);
   * resolves with the last outcome (rejects only when `mail` or `onTry` throws).
   */
  send(mail: MailToTry, onTry?: OnTry): Promise<MailTestResult>;
  /** Stops the retries and waits for the sends under way. */
  close(): Promise<void>;
}

interface DeliveryOptions {
  sender: Pick<MailSender, 'configured' | 'customerFrom' | 'send'>;
  retryDelaysMs?: number[];
  clock?: () => number;
}

/**
 * An e-mail's way out with retries (the quote requests' and visits' e-mails, follow-ups, review
 * requests): the site's mail sender, tried at once and then after each delay; a stop ends the
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

  const deliver = async (mailToTry: MailToTry, onTry?: OnTry): Promise<MailTestResult> => {
    const notSent = (why: string): MailTestResult => ({ ok: false, message: why, at: new Date(clock()).toISOString() });
    let last = notSent(STOPPING_WORDS);
    for (const [index, delay] of retryDelaysMs.entries()) {
      if (delay > 0 && !(await wait(delay))) break;
      const mail = typeof mailToTry === 'function' ? mailToTry() : mailToTry;
      if (!mail) return index === 0 ? notSent(NOT_DUE_WORDS) : last;
      last = await sender.send(mail);
      onTry?.(last, { tries: index + 1, again: !last.ok && index + 1 < retryDelaysMs.length && !closed }, mail);
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
