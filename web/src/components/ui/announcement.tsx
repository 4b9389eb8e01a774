import styled from 'styled-components';

/** What a section's last action came to, in words: give it role="status" and keep it rendered while empty. */
export const Announcement = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};

  &:focus {
    outline: none;
  }

  /* Kept in place while empty (a live region must be there before its words), without the gap below it. */
  &:empty {
    margin-bottom: -${({ theme }) => theme.space.lg};
  }

  &[data-failed='true'] {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** What the announcement says, and whether it tells of a failure. */
export type Outcome = { text: string; failed: boolean };

export const NO_OUTCOME: Outcome = { text: '', failed: false };
