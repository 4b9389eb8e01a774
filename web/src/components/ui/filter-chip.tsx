import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A rounded filter link for lists filtered through the URL (gallery categories, request
 * statuses); the chosen one carries aria-current="true".
 */
export const FilterChipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;

  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
      color: ${({ theme }) => theme.colors.accentHover};
    }
  }

  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.paper};
  }

  &[data-size='compact'] {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;
