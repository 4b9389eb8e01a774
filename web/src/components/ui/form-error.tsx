import styled from 'styled-components';

/**
 * What went wrong with a whole form (wrong credentials, too many attempts, no connection),
 * shown under it. Not a live region: the error toast raised with it is already announced.
 */
export const FormError = styled.p`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.paper};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;
