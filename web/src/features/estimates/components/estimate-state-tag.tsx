import type { EstimateState } from '@painting-site/gateway/contract/estimates';
import { Tag } from '@/components/ui/tag.tsx';
import { STATE_TONES, stateLabel } from '../estimate-words.ts';

/** An estimate's state in a word: Draft, Sent, Opened, Accepted, Declined, Expired. */
export function EstimateStateTag({ state }: { state: EstimateState }) {
  return (
    <Tag $tone={STATE_TONES[state]} data-state={state}>
      {stateLabel(state)}
    </Tag>
  );
}
