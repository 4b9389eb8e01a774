import styled, { css } from 'styled-components';

// The dashboard's lists and cards. The public pages keep their own: what they share is loaded by
// every one of them, within byte budgets (bench/budgets.json) these would use up.

/** A list with no bullets or indent whose items stand one under another. */
export const StackList = styled.ul<{ $gap?: 'sm' | 'md' }>`
  display: grid;
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  padding: 0;
  list-style: none;
`;

/** A list ruled like a table: a line above the first item and under each (see ruledItem). */
export const RuledList = styled.ul`
  display: grid;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

/** An item of a RuledList: the line under it, and links in it tall enough to tap. */
export const ruledItem = css`
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.sizes.tapTarget};
    overflow-wrap: anywhere;
  }
`;

/** Cards side by side, as many columns of at least `$min` as fit; one column where that is too wide. */
export const CardGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
`;

/** A card's box: the surface colour inside a thin border with rounded corners. */
export const cardBox = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** A card of a CardGrid that one link inside covers (see stretchedLink), so it is easy to hit on a phone. */
export const LinkCard = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  ${cardBox}

  /* Only where a pointer can hover: on touch screens :hover sticks after a tap. */
  @media (hover: hover) {
    &:hover {
      border-color: ${({ theme }) => theme.colors.accent};
    }
  }

  &:focus-within {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
  }
`;

/** The link of a LinkCard: its target covers the card, which shows its focus (:focus-within). */
export const stretchedLink = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;
