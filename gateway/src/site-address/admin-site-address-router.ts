import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import {
  dnsRecords,
  SITE_ADDRESS_ERROR_CODES,
  SITE_ADDRESS_SEGMENT,
  SITE_CHECKS_PER_WINDOW,
  type SiteAddressCheckResult,
  type SiteAddressState,
  siteNameMessage,
  tidySiteName,
} from '../../contract/site-address.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import { validateBodyByRules, validateByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { NameCheck } from './site-check.ts';

const checkBody = z.object(
  {
    name: z.string({ error: "Type your website's address, like okaforpainting.com." }),
    www: z.boolean({ error: 'Say whether www is wanted too: true or false.' }).default(false),
  },
  { error: 'The request body must be a JSON object.' },
);

const recordsQuery = z.object({
  name: z.string({ error: "Type your website's address, like okaforpainting.com." }),
  www: z.enum(['true', 'false'], { error: 'www is true or false.' }).default('false'),
});

const tidy = ({ name, www }: { name: string; www: boolean | string }) => ({
  name: tidySiteName(name),
  www: www === true || www === 'true',
});
const rules = ({ name }: { name: string }) => {
  const message = siteNameMessage(name);
  return message ? { name: message } : {};
};

export interface SiteAddressService {
  /** The state, with this server's public address as the request that asks shows it. */
  state(ctx: Context): SiteAddressState;
  /** Whether the server's settings fix the address, and their words when they do. */
  fixedByEnvironment(): string | undefined;
  /** Checks each name; when all reach, connects the domain and orders its certificate. */
  check(ctx: Context, name: string, www: boolean, setBy: string): Promise<NameCheck[]>;
}

/**
 * "Your website's address": the state, the records to add for a typed name, and Check. A check
 * that passes stores the domain (`worthABackup`); the pages are republished when the address
 * changes, which is the site address's own doing.
 */
export function adminSiteAddressRouter(
  service: SiteAddressService,
  limiter: RateWindow,
  requireOwner: Middleware<OwnerState>,
): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  const base = `/${SITE_ADDRESS_SEGMENT}`;
  router.use(base, async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get(base, requireOwner, (ctx) => {
    ctx.body = service.state(ctx) satisfies SiteAddressState;
  });

  router.get(`${base}/records`, requireOwner, (ctx) => {
    const { name, www } = validateByRules(ctx, recordsQuery, ctx.query, tidy, rules);
    ctx.body = { records: dnsRecords(name, www, service.state(ctx).serverAddress) };
  });

  router.post(`${base}/check`, requireOwner, worthABackup, async (ctx) => {
    const fixed = service.fixedByEnvironment();
    if (fixed) ctx.throw(409, fixed, { code: SITE_ADDRESS_ERROR_CODES.fixedByServer });
    const { name, www } = validateBodyByRules(ctx, checkBody, tidy, rules);
    const key = `owner:${ctx.state.owner.username}`;
    const retryAfter = limiter.retryAfterSeconds([key]);
    if (retryAfter > 0) {
      throwTooMany(
        ctx,
        retryAfter,
        ERROR_CODES.tooManyRequests,
        `That makes ${SITE_CHECKS_PER_WINDOW} checks already.`,
      );
    }
    limiter.record([key]);
    const checks = await service.check(ctx, name, www, ctx.state.owner.username);
    const failed = checks.filter((check) => !check.reaches);
    ctx.body = {
      reaches: failed.length === 0,
      words:
        failed.length === 0
          ? `${checks.map((check) => check.name).join(' and ')} ${checks.length === 1 ? 'reaches' : 'reach'} this site. Getting the certificate for https now; this takes up to a minute.`
          : failed.map((check) => (check.reaches ? '' : check.words)).join(' '),
      found: checks.map(({ name: checked, addresses }) => ({ name: checked, addresses })),
      state: service.state(ctx),
    } satisfies SiteAddressCheckResult;
  });

  return router;
}
