import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import { CALENDAR_FEED_PREFIX, type CalendarFeed, type UpcomingVisit } from '../../contract/estimate-visits.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { SiteAddress } from '../kernel/site-address.ts';
import type { OwnerState } from '../owner/index.ts';
import { calendarFeed } from './calendar-feed.ts';
import type { CalendarFeedStore, StoredCalendarFeed } from './calendar-feed-store.ts';
import { siteHostOf } from './visit-invitation.ts';

const DAY_MS = 24 * 3600 * 1000;
/** The feed shows visits and follow-ups from this many days back (calendar apps keep what they had). */
export const CALENDAR_FEED_PAST_DAYS = 30;
/** Events of each kind the feed lists at most. */
export const CALENDAR_FEED_EVENTS_MAX = 500;

/** A feed's file name: the secret (32 bytes base64url) and .ics. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

interface CalendarFeedDeps {
  feeds: CalendarFeedStore;
  visits: { upcoming(fromIso: string, limit: number): UpcomingVisit[] };
  businessName: () => string;
  /** Read as each feed is written: its links, and the feed's own address. */
  siteAddress: Pick<SiteAddress, 'current' | 'linkBase'>;
  /** The host in a visit's event id, the one its invitations carry (visit-uid-hosts.ts). */
  visitHost: (visitId: number) => string;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
}

/**
 * The owner's calendar feed: its address in the dashboard (make, renew, stop), and the feed itself,
 * which anyone with the address reads, so the address is the secret: 32 random bytes, compared in
 * constant time; a renewed or stopped feed's old address is a 404 at once.
 */
export function calendarFeedRouter(deps: CalendarFeedDeps): Router<OwnerState> {
  const { feeds, visits, siteAddress, requireOwner, clock } = deps;
  const router = new Router<OwnerState>({ prefix: '/api', ...EXACT_PATHS });

  const describe = (feed: StoredCalendarFeed | undefined): CalendarFeed => {
    const base = siteAddress.linkBase();
    // No address a calendar app could reach: no address to give (never one on localhost).
    if (!feed || base === undefined) return { url: null, webcalUrl: null, createdAt: feed?.createdAt ?? null };
    const url = `${base}${CALENDAR_FEED_PREFIX}${feed.token}.ics`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: feed.createdAt };
  };

  router.get('/admin/visits/feed', requireOwner, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = describe(feeds.get());
  });
  router.post('/admin/visits/feed', requireOwner, worthABackup, (ctx) => {
    ctx.body = describe(feeds.renew(new Date(clock()).toISOString()));
  });
  router.delete('/admin/visits/feed', requireOwner, worthABackup, (ctx) => {
    feeds.revoke();
    ctx.body = describe(undefined);
  });

  router.get(`${CALENDAR_FEED_PREFIX.slice('/api'.length)}:file`, (ctx) => {
    const token = FEED_FILE.exec(ctx.params.file ?? '')?.[1];
    const feed = feeds.get();
    if (!token || !feed || !timingSafeEqual(digest(token), digest(feed.token))) {
      ctx.throw(404, 'There is no calendar at this address: make a new one in the dashboard.', {
        code: ERROR_CODES.notFound,
      });
    }
    const now = clock();
    const since = new Date(now - CALENDAR_FEED_PAST_DAYS * DAY_MS).toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Robots-Tag', 'noindex');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = calendarFeed({
      businessName: deps.businessName(),
      linkBase: siteAddress.linkBase(),
      siteHost: siteHostOf(siteAddress.current()),
      visitHost: deps.visitHost,
      visits: visits.upcoming(since, CALENDAR_FEED_EVENTS_MAX),
      followUps: feeds.followUps(since.slice(0, 10), CALENDAR_FEED_EVENTS_MAX),
    });
  });

  return router;
}
