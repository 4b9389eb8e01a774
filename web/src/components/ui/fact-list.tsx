import styled from 'styled-components';

/**
 * Facts as a description list: each name (`dt`) beside its value (`dd`), names in a column as wide
 * as the longest; on a phone each value under its name.
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dd + dt {
      margin-top: ${({ theme }) => theme.space.sm};
    }
  }
`;
