import styled from 'styled-components';

/** The page's main column with a narrower one beside it; stacked, main first, on phones. */
export const WithAside = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};

  && {
    margin-top: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
  }
`;
