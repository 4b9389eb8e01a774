import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import type { CustomerMailView } from '../../contract/customer-mail.ts';
import { customerMailMessages, tidyCustomerMail } from '../../contract/customer-mail-rules.ts';
import { EXACT_PATHS } from '../http/exact-paths.ts';
import { worthABackup } from '../http/side-effects.ts';
import { validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { CustomerMail } from './customer-mail-service.ts';
import type { CustomerMailSettingsStore } from './customer-mail-settings-store.ts';

// The shape at the edge; the limits and the words are the contract's rules, shared with the dashboard.
const template = z.object(
  {
    subject: z.string({ error: 'Enter a subject.' }),
    body: z.string({ error: 'Enter the words of the e-mail.' }),
  },
  { error: 'Each e-mail needs a subject and a body.' },
);
const settingsBody = z.object(
  {
    followUps: z.object(
      {
        enabled: z.boolean({ error: 'Use true or false.' }),
        afterDays: z.number({ error: 'Enter a number of days.' }),
        template,
      },
      { error: 'Send the follow-up settings: enabled, afterDays and template.' },
    ),
    reviews: z.object(
      {
        link: z.string({ error: 'Enter the review link, or leave it empty.' }),
        autoAfterDays: z.union([z.null(), z.number()], { error: 'Enter a number of days, or null.' }),
        template,
      },
      { error: 'Send the review settings: link, autoAfterDays and template.' },
    ),
  },
  { error: 'The request body must be a JSON object.' },
);

interface AdminCustomerMailDeps {
  settings: CustomerMailSettingsStore;
  customerMail: Pick<CustomerMail, 'sending'>;
  requireOwner: Middleware<OwnerState>;
  clock: () => number;
}

/** The owner's quote follow-up and review request settings (contract/customer-mail.ts). */
export function adminCustomerMailRouter({
  settings,
  customerMail,
  requireOwner,
  clock,
}: AdminCustomerMailDeps): Router<OwnerState> {
  const router = new Router<OwnerState>({ prefix: '/api/admin', ...EXACT_PATHS });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });

  router.get('/customer-mail', requireOwner, (ctx) => {
    ctx.body = { ...settings.get(), sending: customerMail.sending() } satisfies CustomerMailView;
  });

  router.put('/customer-mail', requireOwner, worthABackup, (ctx) => {
    const saved = validateBodyByRules(ctx, settingsBody, tidyCustomerMail, customerMailMessages);
    const stored = settings.set(saved, new Date(clock()).toISOString());
    ctx.body = { ...stored, sending: customerMail.sending() } satisfies CustomerMailView;
  });

  return router;
}
