import type { VisitorReport } from '@painting-site/gateway/contract/visitor-counts';
import styled from 'styled-components';

export const TOTALS_LABEL = 'Totals for the period';
export const DEVICES_LABEL = 'Visitors by device';

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(9rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const PERCENT = 100;

/** "3 (60%)": a device's visitors and their share, nothing to share when none came. */
function withShare(count: number, total: number): string {
  return total === 0 ? String(count) : `${count} (${Math.round((count / total) * PERCENT)}%)`;
}

/** The period's totals, then how many came on a phone and on a computer. */
export function VisitorTotals({ report }: { report: VisitorReport }) {
  const { totals, devices } = report;
  const shown = [
    ['Visitors', totals.visitors],
    ['Page views', totals.pageViews],
    ['Quote forms started', totals.formsStarted],
    ['Requests sent', totals.requestsSent],
    ['Call taps', totals.callTaps],
    ['Text taps', totals.textTaps],
  ] as const;
  const onDevices = devices.phone + devices.desktop;
  return (
    <>
      <Figures aria-label={TOTALS_LABEL}>
        {shown.map(([label, value]) => (
          <Item key={label}>
            <Value>{value}</Value> <Label>{label}</Label>
          </Item>
        ))}
      </Figures>
      <Figures aria-label={DEVICES_LABEL}>
        <Item>
          <Value>{withShare(devices.phone, onDevices)}</Value> <Label>on a phone or tablet</Label>
        </Item>
        <Item>
          <Value>{withShare(devices.desktop, onDevices)}</Value> <Label>on a computer</Label>
        </Item>
      </Figures>
    </>
  );
}
