import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button.tsx';

export const COPY_KEY_LABEL = 'Copy the key';
export const KEY_COPIED = 'Key copied. Paste it into your authenticator app.';
export const KEY_NOT_COPIED = 'This browser would not copy it: select the key and copy it by hand.';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Copies the setup key (without the spaces it is shown with) for pasting into an app on this
 * phone; the result is said in a live region kept rendered, so a screen reader hears it.
 */
export function CopyKeyButton({ secret }: { secret: string }) {
  const [said, setSaid] = useState('');

  async function copy() {
    setSaid('');
    try {
      await navigator.clipboard.writeText(secret);
      setSaid(KEY_COPIED);
    } catch {
      setSaid(KEY_NOT_COPIED);
    }
  }

  return (
    <Row>
      <Button type="button" data-variant="secondary" data-size="small" onClick={() => void copy()}>
        {COPY_KEY_LABEL}
      </Button>
      <span role="status">{said}</span>
    </Row>
  );
}
