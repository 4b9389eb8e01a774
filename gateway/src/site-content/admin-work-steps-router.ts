import type { Middleware } from 'koa';
import { z } from 'zod';
import { tidyWorkStep, WORK_STEP_MESSAGES, workStepMessages } from '../../contract/work-step-rules.ts';
import { WORK_STEPS_MAX_COUNT } from '../../contract/work-steps.ts';
import { orderedListRouter } from '../http/ordered-list-router.ts';
import { validateBodyByRules } from '../http/validate.ts';
import type { OwnerState } from '../owner/index.ts';
import type { WorkStepStore } from './work-step-store.ts';

// The shape at the edge; the limits are the contract's rules, shared with the dashboard's form.
const workStepBody = z.object(
  {
    title: z.string({ error: WORK_STEP_MESSAGES.titleMissing }),
    text: z.string({ error: WORK_STEP_MESSAGES.textMissing }),
  },
  { error: 'The request body must be a JSON object.' },
);

/** The services page's "How we work" steps: add, edit, reorder, delete. */
export function adminWorkStepsRouter(workSteps: WorkStepStore, requireOwner: Middleware<OwnerState>) {
  return orderedListRouter({
    prefix: '/api/admin/work-steps',
    listKey: 'workSteps',
    store: workSteps,
    readInput: (ctx) => validateBodyByRules(ctx, workStepBody, tidyWorkStep, workStepMessages),
    toJson: ({ updatedAt: _updatedAt, ...step }) => step,
    notFound: 'There is no such step.',
    maxCount: { count: WORK_STEPS_MAX_COUNT, message: WORK_STEP_MESSAGES.tooMany },
    requireOwner,
  });
}
