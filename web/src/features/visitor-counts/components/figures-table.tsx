import type { ReactNode } from 'react';
import { ScrollingTable } from '@/components/ui/data-table.tsx';

/** Below this width a figures table's columns scroll in their own region instead of squeezing. */
const FIGURES_TABLE_MIN_WIDTH = '36rem';

interface FiguresTableProps {
  caption: string;
  /** The column headers, in order: the row header's first. */
  columns: Readonly<Record<string, string>>;
  /** One row per source or campaign link. */
  children: ReactNode;
  /** Below this width the columns scroll (FIGURES_TABLE_MIN_WIDTH unless given): more columns need more. */
  minWidth?: string;
}

/** A source or campaign link per row, then its figures: numbers aligned, cards on a phone. */
export function FiguresTable({ caption, columns, children, minWidth = FIGURES_TABLE_MIN_WIDTH }: FiguresTableProps) {
  return (
    <ScrollingTable
      caption={caption}
      columns={Object.values(columns)}
      minWidth={minWidth}
      data-figures="true"
      data-cards="figures"
    >
      {children}
    </ScrollingTable>
  );
}
