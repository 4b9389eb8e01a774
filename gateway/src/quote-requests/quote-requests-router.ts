import { Router } from '@koa/router';
import type { FormTokenResponse, QuoteReceipt } from '../../contract/quote-requests.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import type { FormTokens } from './form-token.ts';
import type { QuoteRequestIntake } from './quote-request-intake.ts';
import type { VisitKeys } from './request-ports.ts';

interface QuoteRequestsDeps {
  formTokens: FormTokens;
  intake: QuoteRequestIntake;
  /** The key of each request's estimate visit, given with its receipt. */
  visitTokens: VisitKeys;
}

/** `GET /api/contact/token` and `POST /api/contact`: the quote-request form, as the app sends it. */
export function quoteRequestsRouter({ formTokens, intake, visitTokens }: QuoteRequestsDeps): Router {
  const router = new Router({ prefix: '/api', ...EXACT_PATHS });

  router.get('/contact/token', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { token: formTokens.issue() } satisfies FormTokenResponse;
  });

  router.post('/contact', worthABackup, (ctx) => {
    const stored = intake(ctx, { kind: 'app' });
    ctx.status = 201;
    ctx.body = {
      id: stored.id,
      receivedAt: stored.createdAt,
      visitToken: visitTokens.issue(stored.id),
    } satisfies QuoteReceipt;
  });

  return router;
}
