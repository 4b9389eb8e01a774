import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { WorkStep } from '@painting-site/gateway/contract/work-steps';
import { usePublicContent } from '@/lib/use-public-content.ts';

/** A snapshot published before the gateway kept steps has none. */
const selectWorkSteps = (content: PublicContent): WorkStep[] => content.workSteps ?? [];

/** The owner's "How we work" steps, in order. */
export function useWorkSteps() {
  return usePublicContent('how we work', selectWorkSteps);
}
