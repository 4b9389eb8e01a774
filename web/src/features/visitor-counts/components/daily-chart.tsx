import type { VisitorDay } from '@painting-site/gateway/contract/visitor-counts';
import styled from 'styled-components';
import { countOf, formatShortDay } from '../visitor-words.ts';

// Hand-made SVG, no chart library: two series of at most 90 points are a few rectangles and one
// polyline, a few hundred bytes of code, where uPlot would add about 20 KB gzip to the dashboard
// (and its canvas would still need the words and the table we give here for screen readers).

/** The drawing's own units; it stretches to the width it is given (preserveAspectRatio="none"). */
const VIEW_WIDTH = 600;
const VIEW_HEIGHT = 200;
/** The share of a day's slot its bar fills: the gaps keep neighbouring bars apart. */
const BAR_SHARE = 0.7;

const Figure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Plot = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

/** The scale's top and bottom figures, in HTML: text inside a stretched SVG would be squashed at 320 px. */
const Scale = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-variant-numeric: tabular-nums;
  text-align: end;
`;

const Drawing = styled.svg`
  display: block;
  width: 100%;
  height: 12rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};

  rect {
    fill: ${({ theme }) => theme.colors.info};
  }

  polyline {
    fill: none;
    stroke: ${({ theme }) => theme.colors.ink};
    stroke-width: 3px;
    stroke-linejoin: round;
  }
`;

const Days = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

/** The legend's key: a bar's block or the line's stroke, so the shape tells the series apart, not only the colour. */
const Key = styled.span`
  display: inline-block;
  flex: none;

  &[data-series='visitors'] {
    width: 0.75rem;
    height: 1rem;
    background: ${({ theme }) => theme.colors.info};
  }

  &[data-series='page-views'] {
    width: 1.5rem;
    height: 3px;
    background: ${({ theme }) => theme.colors.ink};
  }
`;

/** What the chart shows, in words: the period, its totals and its busiest day. */
export function chartSummary(daily: readonly VisitorDay[]): string {
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return 'Visitors and page views per day: no days.';
  const visitors = daily.reduce((sum, day) => sum + day.visitors, 0);
  const pageViews = daily.reduce((sum, day) => sum + day.pageViews, 0);
  const busiest = daily.reduce((best, day) => (day.visitors > best.visitors ? day : best), first);
  const period = `Visitors and page views per day, ${formatShortDay(first.date)} to ${formatShortDay(last.date)}`;
  const total = `${countOf(visitors, 'visitor', 'visitors')} and ${countOf(pageViews, 'page view', 'page views')} in all`;
  if (busiest.visitors === 0) return `${period}: ${total}.`;
  const peak = `the busiest day ${formatShortDay(busiest.date)}, with ${countOf(busiest.visitors, 'visitor', 'visitors')} and ${countOf(busiest.pageViews, 'page view', 'page views')}`;
  return `${period}: ${total}; ${peak}.`;
}

/**
 * Visitors (bars) and page views (a line) per day, oldest on the left. One image for screen
 * readers, named by chartSummary; the figures of each day are in the table beside it.
 */
export function DailyChart({ daily }: { daily: readonly VisitorDay[] }) {
  // Page views are at least the visitors (each visitor viewed a page), so they set the scale.
  const top = Math.max(1, ...daily.map((day) => Math.max(day.pageViews, day.visitors)));
  const slot = VIEW_WIDTH / Math.max(1, daily.length);
  const barWidth = slot * BAR_SHARE;
  const y = (value: number) => VIEW_HEIGHT - (value / top) * VIEW_HEIGHT;
  const line = daily.map((day, index) => `${(index + 0.5) * slot},${y(day.pageViews)}`).join(' ');
  const first = daily[0];
  const last = daily.at(-1);

  return (
    <Figure>
      <Plot>
        <Scale aria-hidden="true">
          <span>{top}</span>
          <span>0</span>
        </Scale>
        <Drawing
          role="img"
          aria-label={chartSummary(daily)}
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          preserveAspectRatio="none"
        >
          {daily.map((day, index) => (
            <rect
              key={day.date}
              x={index * slot + (slot - barWidth) / 2}
              y={y(day.visitors)}
              width={barWidth}
              height={VIEW_HEIGHT - y(day.visitors)}
            />
          ))}
          {/* Keeps its width however far the drawing is stretched. */}
          <polyline points={line} vectorEffect="non-scaling-stroke" />
        </Drawing>
        <span />
        {first && last && (
          <Days aria-hidden="true">
            <span>{formatShortDay(first.date)}</span>
            <span>{formatShortDay(last.date)}</span>
          </Days>
        )}
      </Plot>
      <Legend aria-label="Legend">
        <li>
          <Key data-series="visitors" aria-hidden="true" /> Visitors (bars)
        </li>
        <li>
          <Key data-series="page-views" aria-hidden="true" /> Page views (line)
        </li>
      </Legend>
    </Figure>
  );
}
