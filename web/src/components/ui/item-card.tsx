import styled from 'styled-components';
import { cardBox } from './card-list.tsx';

/** A list of ItemCards, one under another. */
export const ItemCardList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.measure};
  padding: 0;
  list-style: none;
`;

/**
 * One thing of the owner's (a signed-in device, a phone that gets alerts): its facts beside its
 * actions, which wrap under them on a narrow screen; the owner's current one marked by a green edge.
 */
export const ItemCard = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${cardBox}

  &[data-current='true'] {
    border-left: 4px solid ${({ theme }) => theme.colors.success};
  }
`;

/** The lines that say what an item is. */
export const ItemFacts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** An item's first line, in bold, with the tags that go with it. */
export const ItemTitle = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 700;
`;
