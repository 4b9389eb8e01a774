import { type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';

/** On a phone, a records card's labels take this column and each value the rest of the line. */
const RECORD_LABEL_WIDTH = '6rem';

type DataTableProps = {
  /** A table of many columns keeps at least this width; narrower, it scrolls in a TableScroller. */
  $minWidth?: string;
  /** Every cell after the row's name is a number: tabular digits, lined up at the end. */
  'data-figures'?: 'true';
  /**
   * On a phone each row becomes a card of labelled lines (each cell's `data-label`), so nothing
   * is cut off and the page never scrolls sideways: 'figures' puts the row's name on top in bold
   * and each number at the end of its line; 'records' labels every cell, the row's name too.
   */
  'data-cards'?: 'figures' | 'records';
};

/** A table: a name in each row's first cell (a row header), the row's details after it. */
export const DataTable = styled.table<DataTableProps>`
  width: 100%;
  ${({ $minWidth }) =>
    $minWidth &&
    css`
      min-width: ${$minWidth};
    `}
  border-collapse: collapse;

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

  &[data-figures='true'] td,
  &[data-figures='true'] thead th:not(:first-child) {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  ${({ theme }) => theme.media.mobile} {
    &[data-cards] {
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

      tbody th,
      tbody td {
        display: grid;
        gap: ${({ theme }) => theme.space.sm};
        padding: 0;
        border-bottom: none;
        overflow-wrap: anywhere;
      }

      tbody td::before {
        content: attr(data-label);
        color: ${({ theme }) => theme.colors.inkMuted};
      }
    }

    &[data-cards='figures'] {
      tbody th {
        font-weight: 700;
      }

      tbody th,
      tbody td {
        grid-template-columns: minmax(0, 1fr) auto;
        text-align: start;
      }
    }

    &[data-cards='records'] {
      tbody th,
      tbody td {
        grid-template-columns: ${RECORD_LABEL_WIDTH} minmax(0, 1fr);
      }

      tbody th::before {
        content: attr(data-label);
        color: ${({ theme }) => theme.colors.inkMuted};
      }

      tbody th::before,
      tbody td::before {
        font-weight: 600;
      }
    }
  }
`;

/**
 * The region a DataTable with a `$minWidth` scrolls in on a narrow window; on a phone its cards
 * fit, so nothing scrolls. ScrollingTable gives it its role, name and tabIndex.
 */
const TableScroller = styled.div`
  overflow-x: auto;

  ${({ theme }) => theme.media.mobile} {
    overflow-x: visible;
  }
`;

/** Words beside a row's name that say more about it, quieter than it. */
export const CellNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

interface ScrollingTableProps extends Omit<DataTableProps, '$minWidth'> {
  caption: string;
  /** The column headers, in order: the row's name first. */
  columns: readonly string[];
  /** The width the table keeps on a narrow window, where it scrolls sideways in its region. */
  minWidth: string;
  /** The body's rows. */
  children: ReactNode;
  /** Goes to the table, so that styled(ScrollingTable) styles the table. */
  className?: string;
}

/**
 * A DataTable of many columns in its TableScroller: a region named by the table's caption, which
 * a keyboard can reach (tabIndex 0) to scroll it, with a header row of `columns`.
 */
export function ScrollingTable({ caption, columns, minWidth, children, ...table }: ScrollingTableProps) {
  const captionId = useId();
  return (
    // A region that scrolls must be reachable by keyboard to be scrolled, hence its tabIndex.
    <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <DataTable $minWidth={minWidth} {...table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroller>
  );
}
