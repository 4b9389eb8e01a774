import styled from 'styled-components';

/** The edge's colour; the words carry the meaning. `neutral` is also the only one not in bold. */
export type TagTone = 'neutral' | 'info' | 'highlight' | 'success' | 'danger';

/**
 * A word or two beside something ("This device", "Won", "Overdue"): ink on a pale fill with a
 * coloured edge, so it reads without its colour and the colour helps the eye scan a list.
 */
export const Tag = styled.span<{ $tone?: TagTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid
    ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.inkMuted : theme.colors[$tone])};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ $tone = 'neutral' }) => ($tone === 'neutral' ? 400 : 600)};
  white-space: nowrap;
`;
