import styled from 'styled-components';
import { Button } from './button.tsx';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

// Square arrow buttons: the arrows say it on screen, the accessible name says which item moves.
const ArrowButton = styled(Button)`
  width: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  font-size: 1.25rem;
  line-height: 1;
`;

type MoveButtonsProps = {
  /** The item's title, so each button says which item it moves ("Move up: Blue front door"). */
  title: string;
  index: number;
  count: number;
  /** Moves the item from `index` to the position given. */
  onMove: (from: number, to: number) => void;
};

/**
 * The keyboard (and touch) way to reorder a list: Move up / Move down. At either end the
 * button stays focusable but does nothing, so focus is not lost when the item arrives there.
 */
export function MoveButtons({ title, index, count, onMove }: MoveButtonsProps) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <Group>
      <ArrowButton
        type="button"
        data-variant="secondary"
        aria-label={`Move up: ${title}`}
        title="Move up"
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(index, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </ArrowButton>
      <ArrowButton
        type="button"
        data-variant="secondary"
        aria-label={`Move down: ${title}`}
        title="Move down"
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(index, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </ArrowButton>
    </Group>
  );
}
