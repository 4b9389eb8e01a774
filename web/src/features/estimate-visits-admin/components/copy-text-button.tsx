import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';
import { VisuallyHidden } from '@/components/ui/visually-hidden.tsx';

export const COPIED = 'Copied.';
export const NOT_COPIED = 'This browser would not copy it: select the address and copy it by hand.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Copies `text` for pasting into a calendar app; the result is said in a live region kept
 * rendered, so a screen reader hears it.
 */
export function CopyTextButton({ text, what }: { text: string; what: string }) {
  const [said, setSaid] = useState('');

  async function copy() {
    setSaid('');
    try {
      await navigator.clipboard.writeText(text);
      setSaid(COPIED);
    } catch {
      setSaid(NOT_COPIED);
    }
  }

  return (
    <Row>
      <Button type="button" data-variant="secondary" data-size="small" onClick={() => void copy()}>
        Copy<VisuallyHidden> the {what}</VisuallyHidden>
      </Button>
      <span role="status">{said}</span>
    </Row>
  );
}
