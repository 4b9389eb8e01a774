import styled from 'styled-components';
import { formatAbsolute, formatRelative } from '@/lib/time-words.ts';

const Exact = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** "2 hours ago (Mar 3, 2026, 2:05 PM)": the distance to read at a glance, the exact time beside it. */
export function Moment({ at }: { at: string }) {
  const exact = formatAbsolute(at);
  return (
    <>
      <time dateTime={at} title={exact}>
        {formatRelative(at)}
      </time>{' '}
      <Exact>({exact})</Exact>
    </>
  );
}
