import type { PushPayload } from '../../contract/push-alerts.ts';
import { adminQuoteRequestPath } from '../../contract/routes.ts';
import { createBackgroundWork } from '../background/background-work.ts';
import type { VisitNoticeFacts } from '../estimate-visits/index.ts';
import type { Logger } from '../logger.ts';
import { type RequestEventStore, type StoredQuoteRequest, townOf } from '../quote-requests/index.ts';
import type { DeviceDelivery, PushSender } from './push-sender.ts';

/** What a request's alert says for the service when the customer chose none. */
export const NO_SERVICE_WORDS = 'Not sure yet';
export const NO_DEVICE_WORDS = 'No device is set up for alerts';

/** One notification per request: a visit booked replaces the request's own alert on the lock screen. */
const requestTag = (requestId: number) => `request-${requestId}`;

/** The parts a notification's body shows, the missing ones left out: never the street, details, phone or e-mail. */
const bodyOf = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' — ');

/** "Tue, Dec 1, 9:00 AM PST": a visit's start as a lock screen has room for, in the business's zone. */
function visitStartWords(start: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(start));
}

/** The alert of a new quote request (or one restored from spam). */
export function quoteRequestPayload(request: StoredQuoteRequest): PushPayload {
  return {
    kind: 'quote_request',
    title: 'New quote request',
    body: bodyOf(request.name, request.serviceTitle ?? NO_SERVICE_WORDS, townOf(request.address)),
    url: adminQuoteRequestPath(request.id),
    tag: requestTag(request.id),
    requestId: request.id,
  };
}

/** The alert of an estimate visit the customer booked. */
export function visitBookedPayload({ visit, request, timeZone }: VisitNoticeFacts): PushPayload {
  return {
    kind: 'visit_booked',
    title: 'Estimate visit booked',
    body: bodyOf(request.name, visitStartWords(visit.start, timeZone), townOf(request.address)),
    url: adminQuoteRequestPath(request.id),
    tag: requestTag(request.id),
    requestId: request.id,
  };
}

const devicesWord = (count: number) => `${count} device${count === 1 ? '' : 's'}`;

/** The request's timeline event for one alert: sent to how many, the failures in words. */
function timelineEventOf(deliveries: DeviceDelivery[]) {
  if (deliveries.length === 0) return { outcome: 'skipped' as const, summary: NO_DEVICE_WORDS, detail: null };
  const failures = deliveries.filter(({ error }) => error !== null);
  const sent = deliveries.length - failures.length;
  const detail = failures.map(({ device, error }) => `${device.name}: ${error}`).join('\n') || null;
  if (sent === 0)
    return { outcome: 'failed' as const, summary: `Alert reached none of ${devicesWord(deliveries.length)}`, detail };
  return { outcome: 'sent' as const, summary: `Alert sent to ${devicesWord(sent)}`, detail };
}

/** A customer's step with an estimate, as the owner's alert words it. */
export interface EstimateNews {
  requestId: number;
  /** "Estimate 1042 accepted". */
  title: string;
  /** The customer's name and the amount, never more. */
  body: string;
}

export interface PushAlerts {
  /** A new request that is not spam, or one restored from the spam folder; after it is committed. */
  quoteRequest(request: StoredQuoteRequest): void;
  /** A visit the customer booked; after it is committed. */
  visitBooked(facts: VisitNoticeFacts): void;
  /** What a customer did with an estimate (first opened, accepted, declined, asked); after it is committed. */
  estimate(news: EstimateNews): void;
  /** Waits for the alerts under way and their timeline events. */
  close(): Promise<void>;
}

interface PushAlertsOptions {
  sender: PushSender;
  events: Pick<RequestEventStore, 'add'>;
  logger: Logger;
  clock: () => number;
}

/**
 * The owner's phone alerts: each pushed to every device without holding up the request that
 * caused it (never throws, never waits), and one event on the request's timeline saying how it went.
 */
export function createPushAlerts({ sender, events, logger, clock }: PushAlertsOptions): PushAlerts {
  const alerts = createBackgroundWork();

  const alert = (payload: PushPayload & { requestId: number }) => {
    void alerts.track(async () => {
      try {
        const deliveries = await sender.sendToAll(payload);
        events.add(payload.requestId, {
          kind: 'push',
          ...timelineEventOf(deliveries),
          at: new Date(clock()).toISOString(),
        });
      } catch (error) {
        logger.warn({ err: error, requestId: payload.requestId, kind: payload.kind }, 'push alert failed');
      }
    });
  };

  return {
    quoteRequest: (request) => alert({ ...quoteRequestPayload(request), requestId: request.id }),
    visitBooked: (facts) => alert({ ...visitBookedPayload(facts), requestId: facts.request.id }),
    estimate: ({ requestId, title, body }) =>
      alert({
        kind: 'estimate',
        title,
        body,
        url: adminQuoteRequestPath(requestId),
        tag: requestTag(requestId),
        requestId,
      }),
    async close() {
      await alerts.drain();
      await sender.close();
    },
  };
}
