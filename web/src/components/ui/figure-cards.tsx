import styled from 'styled-components';

/** The narrowest a card gets before the row wraps. */
const CARD_MIN_WIDTH = '9rem';
/** The narrowest a spread card gets: a few cards with a line of words under each figure. */
const SPREAD_CARD_MIN_WIDTH = '10rem';

/**
 * A list of figures as cards in a grid. By default every card takes one column, so lists under
 * each other line up (empty columns stay empty); `data-spread="true"` stretches a few cards
 * across the whole row instead.
 */
export const FigureCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${CARD_MIN_WIDTH}, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  &[data-spread='true'] {
    grid-template-columns: repeat(auto-fit, minmax(min(${SPREAD_CARD_MIN_WIDTH}, 100%), 1fr));
  }
`;

export const FigureCard = styled.li`
  display: grid;
  align-content: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The figure itself, large, its digits lined up. */
export const FigureValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** The quieter words with a figure: what it counts, or how it changed. */
export const FigureNote = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
