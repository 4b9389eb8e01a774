import styled from 'styled-components';

/**
 * The row inside the site's and the dashboard's headers: the page's width, the name at the
 * start, the controls at the end, wrapping onto a second row when they do not fit.
 */
export const HeaderBarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.mobile} {
    column-gap: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;
