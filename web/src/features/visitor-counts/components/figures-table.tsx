import styled from 'styled-components';

/** Below this width a table of many columns scrolls in its own region instead of squeezing them. */
const WIDE_TABLE_MIN_WIDTH = '36rem';

/**
 * A table of figures: a name in the first column, numbers after it. Many columns do not fit a
 * narrow window: there the table keeps its width and scrolls sideways in its own focusable region
 * (FiguresScroller); on a phone each row becomes a card of labelled lines (each cell's
 * `data-label`), so nothing is cut off and the page never scrolls sideways.
 */
export const FiguresTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  &[data-wide='true'] {
    min-width: ${WIDE_TABLE_MIN_WIDTH};
  }

  caption {
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 600;
    text-align: start;
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  thead th {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }

  tbody th {
    font-weight: 400;
  }

  td,
  thead th:not(:first-child) {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  ${({ theme }) => theme.media.mobile} {
    &[data-wide='true'] {
      min-width: 0;

      /* The column names move into each line (data-label): the header row is for screen readers only. */
      thead tr {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }

      tr {
        display: grid;
        gap: ${({ theme }) => theme.space.xs};
        padding: ${({ theme }) => theme.space.sm} 0;
        border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      }

      tbody th {
        font-weight: 700;
      }

      tbody th,
      tbody td {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: ${({ theme }) => theme.space.sm};
        padding: 0;
        border-bottom: none;
        text-align: start;
      }

      tbody td::before {
        content: attr(data-label);
        color: ${({ theme }) => theme.colors.inkMuted};
      }
    }
  }
`;

/** The region a wide FiguresTable scrolls in; focusable (tabIndex 0) so a keyboard can scroll it. */
export const FiguresScroller = styled.div`
  overflow-x: auto;

  ${({ theme }) => theme.media.mobile} {
    overflow-x: visible;
  }
`;

/** Words beside a figure or name that say what it is, quieter than it. */
export const Aside = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;
