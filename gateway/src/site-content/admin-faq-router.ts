import type { Middleware } from 'koa';
import { z } from 'zod';
import { FAQ_MAX_COUNT } from '../../contract/faq.ts';
import { FAQ_MESSAGES, faqMessages, tidyFaqEntry } from '../../contract/faq-rules.ts';
import { orderedListRouter } from '../http/ordered-list-router.ts';
import { validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { FaqStore } from './faq-store.ts';

// The shape at the edge; the limits are the contract's rules, shared with the dashboard's form.
const faqBody = z.object(
  {
    question: z.string({ error: FAQ_MESSAGES.questionMissing }),
    answer: z.string({ error: FAQ_MESSAGES.answerMissing }),
  },
  { error: 'The request body must be a JSON object.' },
);

/** The services page's frequently asked questions: add, edit, reorder, delete. */
export function adminFaqRouter(faq: FaqStore, requireOwner: Middleware<OwnerState>) {
  return orderedListRouter({
    prefix: '/api/admin/faq',
    listKey: 'faq',
    store: faq,
    readInput: (ctx) => validateBodyByRules(ctx, faqBody, tidyFaqEntry, faqMessages),
    toJson: ({ updatedAt: _updatedAt, ...entry }) => entry,
    notFound: 'There is no such question.',
    maxCount: { count: FAQ_MAX_COUNT, message: FAQ_MESSAGES.tooMany },
    requireOwner,
  });
}
