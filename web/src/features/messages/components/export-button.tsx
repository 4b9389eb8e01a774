import { useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { exportMessages } from '../api/export-messages.ts';
import type { MessageFilter } from '../api/get-messages.ts';

/** Downloads the requests matching the current filter (every page) as a CSV file. */
export function ExportButton({ filter }: { filter: MessageFilter }) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      const fileName = await exportMessages(filter);
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
