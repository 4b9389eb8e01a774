import type { MailTestResult } from '../../contract/quote-requests.ts';
import type { MailSender, OutgoingMail } from '../mail/mail-sender.ts';
import { NOTIFY_RETRY_DELAYS_MS } from '../quote-requests/quote-outbox.ts';

export interface CustomerMailDelivery {
  /** E-mail is set up and has a From for customers, and the gateway is not stopping: else nothing automatic is tried. */
  ready(): boolean;
  /** Tries with the retry delays; resolves with the last outcome (never throws). */
  send(mail: OutgoingMail): Promise<MailTestResult>;
  /** Stops the retries and waits for the sends under way. */
  close(): Promise<void>;
}

interface DeliveryOptions {
  sender: Pick<MailSender, 'configured' | 'customerFrom' | 'send'>;
  retryDelaysMs?: number[];
  clock?: () => number;
}

/** The follow-ups' and review requests' way out: the site's mail sender, retried as the other e-mails are. */
export function createCustomerMailDelivery(options: DeliveryOptions): CustomerMailDelivery {
  const { sender, retryDelaysMs = NOTIFY_RETRY_DELAYS_MS, clock = Date.now } = options;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
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

  const deliver = async (mail: OutgoingMail): Promise<MailTestResult> => {
    let last: MailTestResult = {
      ok: false,
      message: 'Not sent: the gateway is stopping.',
      at: new Date(clock()).toISOString(),
    };
    for (const delay of retryDelaysMs) {
      if (delay > 0 && !(await wait(delay))) break;
      last = await sender.send(mail);
      if (last.ok) break;
    }
    return last;
  };

  return {
    ready: () => !closed && sender.configured && sender.customerFrom() !== undefined,
    send(mail) {
      const running = deliver(mail).finally(() => inFlight.delete(running));
      inFlight.add(running);
      return running;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(inFlight);
    },
  };
}
