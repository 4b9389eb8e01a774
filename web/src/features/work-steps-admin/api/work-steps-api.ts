import type { WorkStep, WorkStepInput } from '@painting-site/gateway/contract/work-steps';
import { orderedListApi } from '@/lib/ordered-list-api.ts';

/** The "How we work" steps, in the order the services page shows them. */
export const workStepsApi = orderedListApi<WorkStep, WorkStepInput>('/api/admin/work-steps', 'workSteps');
