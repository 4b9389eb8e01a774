import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { ERROR_CODES } from '../../contract/errors.ts';
import type { MailHealth, MailTestResult } from '../../contract/quote-requests.ts';
import type { AdminState } from '../auth/require-admin.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { type RateWindow, throwTooMany } from '../http/rate-window.ts';
import type { MailSender } from '../mail/mail-sender.ts';

/** Test e-mails the owner may send within MAIL_TEST_WINDOW_MS: enough to fix a setting, too few to spam with. */
export const MAIL_TESTS_PER_WINDOW = 10;
export const MAIL_TEST_WINDOW_MS = 10 * 60 * 1000;
/** The dashboard has one owner: the limit is the site's, whoever is signed in. */
const MAIL_TEST_KEY = 'mail-test';

interface AdminMailDeps {
  mail: Pick<MailSender, 'health' | 'sendTest'>;
  /** The business's name, for the test e-mail's subject. */
  siteName: () => string;
  limiter: RateWindow;
  requireAdmin: Middleware<AdminState>;
}

/** Mail health: whether the site can send e-mail, and a test e-mail to NOTIFY_EMAIL. */
export function adminMailRouter({ mail, siteName, limiter, requireAdmin }: AdminMailDeps): Router<AdminState> {
  const router = new Router<AdminState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use('/mail', async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/mail', requireAdmin, (ctx) => {
    ctx.body = mail.health() satisfies MailHealth;
  });

  // 200 whether or not the server took it: the answer is the server's, in plain words.
  router.post('/mail/test', requireAdmin, async (ctx) => {
    const retryAfter = limiter.retryAfterSeconds([MAIL_TEST_KEY]);
    if (retryAfter > 0) {
      throwTooMany(
        ctx,
        retryAfter,
        ERROR_CODES.tooManyRequests,
        `That makes ${MAIL_TESTS_PER_WINDOW} test e-mails already.`,
      );
    }
    limiter.record([MAIL_TEST_KEY]);
    ctx.body = (await mail.sendTest(siteName())) satisfies MailTestResult;
  });

  return router;
}
