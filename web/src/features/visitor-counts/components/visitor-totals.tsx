import type { VisitorReport } from '@painting-site/gateway/contract/visitor-counts';
import { FigureCard, FigureCards, FigureNote, FigureValue } from '@/components/ui/figure-cards.tsx';

export const TOTALS_LABEL = 'Totals for the period';
export const DEVICES_LABEL = 'Visitors by device';

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
      <FigureCards aria-label={TOTALS_LABEL}>
        {shown.map(([label, value]) => (
          <FigureCard key={label}>
            <FigureValue>{value}</FigureValue> <FigureNote>{label}</FigureNote>
          </FigureCard>
        ))}
      </FigureCards>
      <FigureCards aria-label={DEVICES_LABEL}>
        <FigureCard>
          <FigureValue>{withShare(devices.phone, onDevices)}</FigureValue> <FigureNote>on a phone or tablet</FigureNote>
        </FigureCard>
        <FigureCard>
          <FigureValue>{withShare(devices.desktop, onDevices)}</FigureValue> <FigureNote>on a computer</FigureNote>
        </FigureCard>
      </FigureCards>
    </>
  );
}
