import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { CustomerMailState } from '../../contract/customer-mail.ts';
import type { EstimateVisit } from '../../contract/estimate-visits.ts';
import {
  FOLLOW_UPS_ON_OVERVIEW,
  type Overview,
  QUOTE_REQUEST_FOLDERS,
  QUOTE_REQUEST_NOTES_MAX_LENGTH,
  QUOTE_REQUEST_SEARCH_MAX_LENGTH,
  QUOTE_REQUEST_STATUSES,
  QUOTE_REQUESTS_PAGE_SIZE,
  QUOTE_REQUESTS_PAGE_SIZE_MAX,
  type QuoteRequest,
  type QuoteRequestPage,
  type QuoteRequestPhoto,
  type QuoteRequestSummary,
  SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS,
  SOURCES_WINDOW_DAYS,
} from '../../contract/quote-requests.ts';
import type { TimelineEvent } from '../../contract/request-timeline.ts';
import { toCsv } from '../http/csv.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { idParam, validateBody, validateQuery } from '../http/validate.ts';
import { serverTimeZone, zonedIsoTime } from '../http/zoned-time.ts';
import { MAIL_NOT_CONFIGURED, type MailSender } from '../mail/mail-sender.ts';
import type { OwnerState } from '../owner/index.ts';
import { CALENDAR_DATE_HINT, calendarDate } from './calendar-date.ts';
import type { QuoteOutbox } from './quote-outbox.ts';
import type { QuotePhotoCleanup } from './quote-photo-cleanup.ts';
import type { QuotePhoto, QuotePhotoStore } from './quote-photo-store.ts';
import type { QuoteRequestStore, StoredQuoteRequest } from './quote-request-store.ts';
import { ownerChanges, requestRestored } from './request-change-events.ts';
import type { RequestEventStore } from './request-event-store.ts';
import type { RequestAlerts, RequestFollowUps, RequestVisits } from './request-ports.ts';

export const EXCERPT_LENGTH = 140;
export const LATEST_ON_OVERVIEW = 5;
/** One export holds at most this many rows; far beyond a painting business's inbox. */
const EXPORT_LIMIT = 50_000;

const filterQuery = z.object({
  folder: z.enum(QUOTE_REQUEST_FOLDERS, `Use one of: ${QUOTE_REQUEST_FOLDERS.join(', ')}.`).default('inbox'),
  status: z.enum(QUOTE_REQUEST_STATUSES, `Use one of: ${QUOTE_REQUEST_STATUSES.join(', ')}.`).optional(),
  q: z
    .string()
    .trim()
    .max(QUOTE_REQUEST_SEARCH_MAX_LENGTH, `Search for at most ${QUOTE_REQUEST_SEARCH_MAX_LENGTH} characters.`)
    .optional(),
});

const listQuery = filterQuery.extend({
  page: z.coerce
    .number({ error: 'Use a page number.' })
    .int('Use a page number.')
    .min(1, 'Pages start at 1.')
    .max(1_000_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Use a number.' })
    .int('Use a whole number.')
    .min(1, 'At least 1.')
    .max(QUOTE_REQUESTS_PAGE_SIZE_MAX, `At most ${QUOTE_REQUESTS_PAGE_SIZE_MAX}.`)
    .default(QUOTE_REQUESTS_PAGE_SIZE),
});

const changes = z
  .object(
    {
      status: z.enum(QUOTE_REQUEST_STATUSES, `Use one of: ${QUOTE_REQUEST_STATUSES.join(', ')}.`).optional(),
      notes: z
        .string({ error: 'Notes are text.' })
        .max(QUOTE_REQUEST_NOTES_MAX_LENGTH, `Notes can be at most ${QUOTE_REQUEST_NOTES_MAX_LENGTH} characters.`)
        .optional(),
      read: z.boolean({ error: 'Use true or false.' }).optional(),
      followUpOn: z.union([z.null(), calendarDate], { error: CALENDAR_DATE_HINT }).optional(),
    },
    { error: 'The request body must be a JSON object.' },
  )
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Send status, notes, read or followUpOn.',
  );

const overviewQuery = z.object({ today: calendarDate.optional() });

function summary(request: StoredQuoteRequest, photoCount: number, visitStart: string | null): QuoteRequestSummary {
  const excerpt =
    request.details.length > EXCERPT_LENGTH
      ? `${request.details.slice(0, EXCERPT_LENGTH).trimEnd()}…`
      : request.details;
  return {
    id: request.id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    address: request.address,
    serviceTitle: request.serviceTitle,
    excerpt,
    preferredContact: request.preferredContact,
    status: request.status,
    read: request.readAt !== null,
    createdAt: request.createdAt,
    photoCount,
    followUpOn: request.followUpOn,
    spamReason: request.spamReason,
    notifyStatus: request.notifyStatus,
    visitStart,
  };
}

const messagePhoto = ({ id, width, height, addedBy }: QuotePhoto): QuoteRequestPhoto => ({
  id,
  width,
  height,
  addedBy,
});

function full(
  request: StoredQuoteRequest,
  photos: QuotePhoto[],
  visit: EstimateVisit | null,
  timeline: TimelineEvent[],
  customerMail: CustomerMailState,
): QuoteRequest {
  const live = visit && visit.status !== 'cancelled' ? visit : null;
  return {
    ...summary(request, photos.length, live?.start ?? null),
    photos: photos.map(messagePhoto),
    details: request.details,
    notes: request.notes,
    readAt: request.readAt,
    notifyError: request.notifyError,
    acknowledgeStatus: request.acknowledgeStatus,
    acknowledgeError: request.acknowledgeError,
    acknowledgeSkipped: request.acknowledgeSkipped,
    source: request.source,
    sentWithoutScript: request.sentWithoutScript,
    visit,
    timeline,
    customerMail,
  };
}

/** Monday 00:00 and the 1st 00:00 of the current week and month, in UTC. */
function periodStarts(now: Date) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const week = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { week: week.toISOString(), month: month.toISOString() };
}

const DAY_MS = 86_400_000;
const NO_SUCH_REQUEST = 'There is no such quote request.';

interface AdminQuoteRequestsDeps {
  requests: QuoteRequestStore;
  outbox: QuoteOutbox;
  mail: Pick<MailSender, 'health'>;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
  photos: Pick<QuotePhotoStore, 'forRequest' | 'countForRequest' | 'refusalsSince'>;
  photoCleanup: Pick<QuotePhotoCleanup, 'removeRequestPhotos'>;
  visits: RequestVisits;
  /** The phone alert a restored request gets, as a new one would have. */
  alerts: RequestAlerts;
  /** Each request's history: the owner's changes are added to it, and every whole request carries it. */
  events: Pick<RequestEventStore, 'add' | 'list'>;
  customerMail: RequestFollowUps;
}

const ALREADY_IN_INBOX = 'This request is already in the inbox.';

/**
 * The owner's quote requests: overview, inbox and spam folder, detail, changes, restore, mail
 * retry, delete, CSV export.
 */
export function adminQuoteRequestsRouter({
  requests,
  outbox,
  mail,
  requireOwner,
  clock,
  photos,
  photoCleanup,
  visits,
  alerts,
  events,
  customerMail,
}: AdminQuoteRequestsDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  // A list's visit starts in one query, not one per request.
  const summariesOf = (list: StoredQuoteRequest[]) => {
    const starts = visits.liveStarts(list.map(({ id }) => id));
    return list.map((request) => summary(request, photos.countForRequest(request.id), starts.get(request.id) ?? null));
  };
  const fullOf = (request: StoredQuoteRequest) =>
    full(
      request,
      photos.forRequest(request.id),
      visits.forRequest(request.id) ?? null,
      events.list(request.id),
      customerMail.stateOf(request),
    );
  const at = () => new Date(clock()).toISOString();
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  const skippedAcknowledgements = (now: number) => {
    const { count, latestAt } = requests.hourlyCapSkips(
      new Date(now - SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS * DAY_MS).toISOString(),
    );
    return count > 0 && latestAt ? { count, latestAt } : null;
  };

  const refusedPhotos = (now: number) => {
    const { count, latestAt, reasons } = photos.refusalsSince(
      new Date(now - SKIPPED_ACKNOWLEDGEMENTS_WINDOW_DAYS * DAY_MS).toISOString(),
    );
    return count > 0 && latestAt ? { count, latestAt, storageFull: reasons.includes('storage_full') } : null;
  };

  router.get('/overview', requireOwner, (ctx) => {
    const now = clock();
    const { today = new Date(now).toISOString().slice(0, 10) } = validateQuery(ctx, overviewQuery);
    const { week, month } = periodStarts(new Date(now));
    ctx.body = {
      counts: {
        new: requests.statusCounts().new,
        thisWeek: requests.receivedSince(week),
        thisMonth: requests.receivedSince(month),
        total: requests.count({}),
      },
      latest: summariesOf(requests.list({}, LATEST_ON_OVERVIEW, 0)),
      followUps: summariesOf(requests.dueFollowUps(today, FOLLOW_UPS_ON_OVERVIEW)),
      sources: requests.countsBySource(new Date(now - SOURCES_WINDOW_DAYS * DAY_MS).toISOString()),
      awaitingDecision: customerMail.awaitingDecision(),
      mail: mail.health(),
      skippedAcknowledgements: skippedAcknowledgements(now),
      refusedPhotos: refusedPhotos(now),
    } satisfies Overview;
  });

  router.get('/messages', requireOwner, (ctx) => {
    const { folder, status, q, page, pageSize } = validateQuery(ctx, listQuery);
    const filter = { folder, status, search: q };
    ctx.body = {
      items: summariesOf(requests.list(filter, pageSize, (page - 1) * pageSize)),
      total: requests.count(filter),
      page,
      pageSize,
      counts: requests.statusCounts(),
    } satisfies QuoteRequestPage;
  });

  router.get('/messages/export.csv', requireOwner, (ctx) => {
    const { folder, status, q } = validateQuery(ctx, filterQuery);
    const spam = folder === 'spam';
    // The owner's spreadsheet reads the business's local time, the offset keeping each one exact.
    const timeZone = serverTimeZone();
    const rows = requests
      .list({ folder, status, search: q }, EXPORT_LIMIT, 0)
      .map((request) => [
        zonedIsoTime(request.createdAt, timeZone),
        request.status,
        request.name,
        request.email,
        request.phone,
        request.address,
        request.serviceTitle,
        request.preferredContact,
        request.details,
        request.notes,
        request.readAt === null ? 'no' : 'yes',
        request.followUpOn,
        request.source.landingPage,
        request.source.referrer,
        request.source.utmSource,
        request.source.utmMedium,
        request.source.utmCampaign,
        request.notifyStatus,
        request.acknowledgeStatus,
        ...(spam ? [request.spamReason] : []),
      ]);
    const header = [
      `Received (${timeZone} time with its offset from UTC)`,
      'Status',
      'Name',
      'Email',
      'Phone',
      'Address',
      'Service',
      'Reply by',
      'Details',
      'Notes',
      'Read',
      'Follow up on',
      'Landing page',
      'Referrer',
      'UTM source',
      'UTM medium',
      'UTM campaign',
      'Notification',
      'Acknowledgement',
      ...(spam ? ['Spam reason'] : []),
    ];
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`${spam ? 'spam' : 'quote-requests'}-${new Date(clock()).toISOString().slice(0, 10)}.csv`);
    ctx.body = toCsv(header, rows);
  });

  router.get('/messages/:id', requireOwner, (ctx) => {
    const request = requests.get(idParam(ctx));
    if (!request) return ctx.throw(404, NO_SUCH_REQUEST);
    ctx.body = fullOf(request);
  });

  router.patch('/messages/:id', requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    const body = validateBody(ctx, changes);
    const now = at();
    const before = requests.get(id);
    const updated = before && requests.update(id, body, now);
    if (!before || !updated) return ctx.throw(404, NO_SUCH_REQUEST);
    for (const event of ownerChanges(before, updated, now)) events.add(id, event);
    ctx.body = fullOf(updated);
  });

  // Out of the spam folder, then mailed as a new request would have been.
  router.post('/messages/:id/restore', requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    const request = requests.get(id);
    if (!request) return ctx.throw(404, NO_SUCH_REQUEST);
    // Before the statuses: an acknowledgement made due counts against the caps.
    if (request.spamReason === null) return ctx.throw(409, ALREADY_IN_INBOX);
    const restored = requests.restore(id, outbox.initialStatuses(request.email));
    if (!restored) return ctx.throw(409, ALREADY_IN_INBOX);
    events.add(id, requestRestored(at()));
    outbox.send(id);
    alerts.quoteRequest(restored);
    ctx.body = fullOf(restored);
  });

  router.post('/messages/:id/retry-mail', requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    const retried = outbox.retry(id);
    if (retried === undefined) return ctx.throw(404, NO_SUCH_REQUEST);
    if (!retried) {
      return ctx.throw(
        409,
        outbox.enabled ? 'No e-mail of this request failed: there is nothing to send again.' : MAIL_NOT_CONFIGURED,
      );
    }
    const request = requests.get(id);
    if (!request) return ctx.throw(404, NO_SUCH_REQUEST);
    ctx.body = fullOf(request);
  });

  // The one review request this customer gets: decided at once, its e-mail on the timeline.
  router.post('/messages/:id/review-request', requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    const asked = customerMail.askForReview(id);
    if (!asked) return ctx.throw(404, NO_SUCH_REQUEST);
    if ('refused' in asked) return ctx.throw(409, asked.message, { code: asked.refused });
    const request = requests.get(id);
    if (!request) return ctx.throw(404, NO_SUCH_REQUEST);
    ctx.body = fullOf(request);
  });

  router.delete('/messages/:id', requireOwner, worthABackup, (ctx) => {
    const id = idParam(ctx);
    if (!requests.get(id)) return ctx.throw(404, NO_SUCH_REQUEST);
    // Its photos' files go with it (their rows would go by ON DELETE CASCADE, the files would not).
    photoCleanup.removeRequestPhotos([id]);
    if (!requests.remove(id)) return ctx.throw(404, NO_SUCH_REQUEST);
    ctx.status = 204;
  });

  return router;
}
