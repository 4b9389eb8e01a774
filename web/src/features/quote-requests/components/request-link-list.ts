import styled from 'styled-components';
import { ruledItem } from '@/components/ui/card-list.tsx';

/** A row of a ruled list of quote requests (RuledList), each a link to one (the overview's latest and follow-ups). */
export const RequestLinkItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  ${ruledItem}
`;
