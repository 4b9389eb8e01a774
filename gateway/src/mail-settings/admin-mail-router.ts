import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { ERROR_CODES } from '../../contract/errors.ts';
import { MAIL_SECURITY, type MailSettingsInput } from '../../contract/mail.ts';
import { type MailSettingsView, mailSettingsProblems } from '../../contract/mail-settings.ts';
import type { MailHealth, MailTestResult } from '../../contract/quote-requests.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { type RateWindow, throwTooMany } from '../http/rate-window.ts';
import { worthABackup } from '../http/side-effects.ts';
import { validateBody } from '../http/validate.ts';
import type { MailSender, MailTrialResult } from '../mail/mail-sender.ts';
import type { OwnerState } from '../owner/index.ts';
import type { MailAccount } from './mail-account.ts';

/** Test e-mails the owner may send within MAIL_TEST_WINDOW_MS: enough to fix a setting, too few to spam with. */
export const MAIL_TESTS_PER_WINDOW = 10;
export const MAIL_TEST_WINDOW_MS = 10 * 60 * 1000;
/** The dashboard has one owner: the limit is the site's, whoever is signed in. */
const MAIL_TEST_KEY = 'mail-test';
/** Each save connects to the mail server it names: those tries are limited like the test e-mails, apart. */
const MAIL_CHECK_KEY = 'mail-check';

/** The answer when SMTP_URL sets e-mail: only whoever runs the server can change it. */
export const MAIL_FIXED_BY_ENVIRONMENT =
  'E-mail is set by the server’s SMTP_URL and NOTIFY_EMAIL settings, which win over the dashboard. Ask whoever runs the server to change them there, or to remove them so you can set e-mail here.';
export const MAIL_FIXED_CODE = 'mail_fixed_by_environment';
/** A save whose mail server refused the settings: nothing was stored. */
export const MAIL_CHECK_FAILED_CODE = 'mail_check_failed';

const settingsSchema = z.object({
  host: z.string().trim().max(300, 'Use at most 300 characters.'),
  port: z.number('Enter the port as a number, like 587.'),
  security: z.enum(MAIL_SECURITY, 'Choose TLS on connect, STARTTLS or none.'),
  user: z.string().trim(),
  password: z.string(),
  fromAddress: z.string().trim(),
  fromName: z.string().trim(),
  notifyEmail: z.string().trim(),
}) satisfies z.ZodType<MailSettingsInput>;

interface AdminMailDeps {
  mail: Pick<MailSender, 'health' | 'sendTest' | 'trySend' | 'check'>;
  account: MailAccount;
  /** The business's name, for the test e-mail's subject. */
  siteName: () => string;
  limiter: RateWindow;
  requireOwner: Middleware<OwnerState>;
}

/**
 * Mail health, the owner's mail account (`/mail/settings`: never the password) and the test
 * e-mail, through the saved settings or, before a save, through the ones typed in the form.
 */
export function adminMailRouter({ mail, account, siteName, limiter, requireOwner }: AdminMailDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use('/mail', async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  const spendAttempt = (ctx: Context, key: string, what: string) => {
    const retryAfter = limiter.retryAfterSeconds([key]);
    if (retryAfter > 0) throwTooMany(ctx, retryAfter, ERROR_CODES.tooManyRequests, what);
    limiter.record([key]);
  };

  /**
   * The form's values, or 409 when the environment sets e-mail, or 400 with a message per field
   * (a host on a private network the operator has not allowed among them).
   */
  const typedSettings = async (ctx: Context): Promise<MailSettingsInput> => {
    if (account.fixedByEnvironment) ctx.throw(409, MAIL_FIXED_BY_ENVIRONMENT, { code: MAIL_FIXED_CODE });
    const input = validateBody(ctx, settingsSchema);
    const fields = mailSettingsProblems(input, {
      passwordStored: account.passwordStoredFor(input),
      fromFixed: account.fixedBy.includes('MAIL_FROM'),
    });
    const elsewhere = account.storedPasswordElsewhere(input);
    if (elsewhere) fields.password = elsewhere;
    const hostRefused = fields.host ? undefined : await account.hostRefusal(input.host);
    if (hostRefused) fields.host = hostRefused;
    if (Object.keys(fields).length > 0) {
      ctx.throw(400, 'Some fields need attention.', { code: ERROR_CODES.validationFailed, fields });
    }
    return input;
  };

  router.get('/mail', requireOwner, (ctx) => {
    ctx.body = mail.health() satisfies MailHealth;
  });

  router.get('/mail/settings', requireOwner, (ctx) => {
    ctx.body = account.view() satisfies MailSettingsView;
  });

  // Stored only once the mail server takes them (connects, secures, signs in): a setting that
  // cannot work is refused in plain words, beside the field to fix, and nothing changes.
  router.put('/mail/settings', requireOwner, worthABackup, async (ctx) => {
    const input = await typedSettings(ctx);
    spendAttempt(ctx, MAIL_CHECK_KEY, `That makes ${MAIL_TESTS_PER_WINDOW} saves already.`);
    const checked = await mail.check(account.trial(input));
    if (!checked.ok) {
      ctx.throw(400, checked.message, {
        code: MAIL_CHECK_FAILED_CODE,
        fields: checked.field ? { [checked.field]: checked.message } : {},
      });
    }
    account.save(input);
    ctx.body = account.view() satisfies MailSettingsView;
  });

  // 200 whether or not the server took it: the answer is the server's, in plain words. With a
  // body, the test goes through the typed settings (not saved); without, through those in use.
  router.post('/mail/test', requireOwner, worthABackup, async (ctx) => {
    const typed = ctx.request.length ? await typedSettings(ctx) : undefined;
    spendAttempt(ctx, MAIL_TEST_KEY, `That makes ${MAIL_TESTS_PER_WINDOW} test e-mails already.`);
    ctx.body = typed
      ? ((await mail.trySend(account.trial(typed), siteName())) satisfies MailTrialResult)
      : ((await mail.sendTest(siteName())) satisfies MailTestResult);
  });

  return router;
}
