import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LOADING_DOT_INTERVAL_MS, LOADING_MAX_DOTS } from '@/config/constants.ts';

const Status = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  margin-inline: auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

// A fixed width keeps the word still while the dots come and go.
const Dots = styled.span`
  display: inline-block;
  min-width: ${LOADING_MAX_DOTS}ch;
  text-align: start;
`;

/** "Loading" with 0 to 3 trailing dots, one more every interval, then back to none. */
export function LoadingText() {
  const [dotCount, setDotCount] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setDotCount((count) => (count + 1) % (LOADING_MAX_DOTS + 1));
    }, LOADING_DOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <Status role="status">
      Loading
      {/* Hidden from screen readers so the live region is not re-announced every step. */}
      <Dots aria-hidden="true">{'.'.repeat(dotCount)}</Dots>
    </Status>
  );
}
