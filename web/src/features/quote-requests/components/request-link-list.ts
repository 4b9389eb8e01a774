import styled from 'styled-components';

/** A ruled list of quote requests, each row a link to one (the overview's latest and follow-ups). */
export const RequestLinkList = styled.ul`
  display: grid;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

export const RequestLinkItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    overflow-wrap: anywhere;
  }
`;
