import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import { PUBLIC_PATHS, type PublicPath } from '../../contract/routes.ts';
import {
  REFERRER_MAX_LENGTH,
  SITE_EVENT_KINDS,
  SITE_EVENT_MAX_BYTES,
  SITE_EVENTS_PATH,
  type SiteEvent,
} from '../../contract/visitor-counts.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { notWorthABackup } from '../http/side-effects.ts';
import { validate } from '../http/validate.ts';
import { isRobot } from './robot-user-agents.ts';
import type { VisitorCounter } from './visitor-counter.ts';

/** A UTM value sent: any text, cut to UTM_VALUE_MAX_LENGTH when it is counted (the body's cap bounds it first). */
const UTM_VALUE_SENT_MAX_LENGTH = SITE_EVENT_MAX_BYTES;

export const SITE_EVENT_MESSAGES = {
  tooLarge: `A site event is at most ${SITE_EVENT_MAX_BYTES} bytes.`,
  notJson: 'The site event is not valid JSON.',
  kind: `Use one of: ${SITE_EVENT_KINDS.join(', ')}.`,
  path: "Use the path of one of the site's public pages.",
  referrer: `Send the referrer as text of at most ${REFERRER_MAX_LENGTH} characters.`,
  utm: 'Send UTM values as text.',
} as const;

const publicPaths = new Set<string>(PUBLIC_PATHS);
const utmValue = z.string({ error: SITE_EVENT_MESSAGES.utm }).max(UTM_VALUE_SENT_MAX_LENGTH).optional();

const siteEventBody = z.object(
  {
    kind: z.enum(SITE_EVENT_KINDS, { error: SITE_EVENT_MESSAGES.kind }),
    path: z
      .string({ error: SITE_EVENT_MESSAGES.path })
      .refine((path) => publicPaths.has(path), SITE_EVENT_MESSAGES.path)
      .transform((path) => path as PublicPath),
    referrer: z
      .string({ error: SITE_EVENT_MESSAGES.referrer })
      .max(REFERRER_MAX_LENGTH, SITE_EVENT_MESSAGES.referrer)
      .optional(),
    utmSource: utmValue,
    utmMedium: utmValue,
    utmCampaign: utmValue,
  },
  { error: 'Send the site event as a JSON object.' },
) satisfies z.ZodType<SiteEvent>;

/** The body as text, whatever its type (sendBeacon sends text/plain): 413 past SITE_EVENT_MAX_BYTES. */
async function smallBody(ctx: Context): Promise<string> {
  if (Number(ctx.get('Content-Length')) > SITE_EVENT_MAX_BYTES) ctx.throw(413, SITE_EVENT_MESSAGES.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > SITE_EVENT_MAX_BYTES) ctx.throw(413, SITE_EVENT_MESSAGES.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parsed(ctx: Context, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return ctx.throw(400, SITE_EVENT_MESSAGES.notJson, { code: ERROR_CODES.invalidJson });
  }
}

/**
 * Counts `event` for the request's sender (its address and browser), as their own beacon would be
 * counted: a crawler's or a headless browser's never.
 */
export function countForSender(counter: Pick<VisitorCounter, 'count'>, ctx: Context, event: SiteEvent): void {
  const userAgent = ctx.get('User-Agent');
  if (!isRobot(userAgent)) counter.count({ event, address: ctx.ip, userAgent, host: ctx.get('Host') });
}

/** `POST /api/site-events`: the public pages' beacons (contract/visitor-counts.ts). Always 204 once it is valid. */
export function siteEventsRouter(counter: Pick<VisitorCounter, 'count'>): Router {
  const router = new Router(EXACT_PATHS);
  router.post(SITE_EVENTS_PATH, notWorthABackup, async (ctx) => {
    const event = validate(ctx, siteEventBody, parsed(ctx, await smallBody(ctx)), 'Some fields need attention.');
    // A crawler or a headless browser is told it was counted, and is not.
    countForSender(counter, ctx, event);
    ctx.status = 204;
  });
  return router;
}
