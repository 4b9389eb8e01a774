import styled from 'styled-components';

/** Something the owner must act on or keep in mind: ink words on a pale fill with a coloured edge. */
export const WarningNote = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;
