import type { VisitorPeriodDays } from '@painting-site/gateway/contract/visitor-counts';
import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { exportVisitorDays } from '../api/export-visitor-days.ts';

/** Downloads the period's daily totals as a CSV file, for a spreadsheet or the accountant. */
export function ExportVisitorsButton({ days }: { days: VisitorPeriodDays }) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      const fileName = await exportVisitorDays(days);
      notify.success(`Downloaded ${fileName}.`);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <PendingButton
      type="button"
      data-variant="secondary"
      pending={pending}
      pendingLabel="Downloading…"
      onClick={handleClick}
    >
      Download CSV
    </PendingButton>
  );
}
