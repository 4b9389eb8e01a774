import type { VisitorDay } from '@painting-site/gateway/contract/visitor-counts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { formatDay } from '../visitor-words.ts';

export const SHOW_DAYS_LABEL = 'Show the figures for each day';
export const HIDE_DAYS_LABEL = 'Hide the figures for each day';
export const DAYS_CAPTION = 'Visitors and page views per day';

/**
 * The chart's figures, day by day, behind a disclosure button rather than visually hidden: a
 * screen reader reaches it right after the chart, and a sighted owner who wants a day's exact
 * figure (or cannot make out the bars) gets it too, without 90 rows in the way by default.
 */
export function DailyTable({ daily }: { daily: readonly VisitorDay[] }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <>
      <div>
        <Button
          type="button"
          data-variant="secondary"
          aria-expanded={open}
          aria-controls={tableId}
          onClick={() => setOpen(!open)}
        >
          {open ? HIDE_DAYS_LABEL : SHOW_DAYS_LABEL}
        </Button>
      </div>
      <DataTable id={tableId} hidden={!open} data-figures="true">
        <caption>{DAYS_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">
                <time dateTime={day.date}>{formatDay(day.date)}</time>
              </th>
              <td>{day.visitors}</td>
              <td>{day.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  );
}
