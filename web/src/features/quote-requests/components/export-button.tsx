import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { exportQuoteRequests } from '../api/export-quote-requests.ts';
import type { QuoteRequestFilter } from '../api/get-quote-requests.ts';

/** Downloads the requests matching the current filter (every page) as a CSV file. */
export function ExportButton({ filter }: { filter: QuoteRequestFilter }) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      const fileName = await exportQuoteRequests(filter);
      notify.success(`Exported to ${fileName}.`);
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
      pendingLabel="Exporting…"
      onClick={handleClick}
    >
      Export CSV
    </PendingButton>
  );
}
