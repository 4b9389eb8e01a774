import { useState } from 'react';
import { notifyApiError } from '@/lib/notify-api-error.ts';
import { PendingButton } from './pending-button.tsx';
import { notify } from './toast/notify.ts';

type DownloadButtonProps = {
  /** Saves the file; resolves with the name it was saved under. */
  download: () => Promise<string>;
  /** The button's words, e.g. "Download CSV". */
  label: string;
  /** Its words while the file comes, e.g. "Downloading…". */
  pendingLabel: string;
  /** The toast's words before the file name, e.g. "Downloaded" for "Downloaded visitors.csv." */
  successWords: string;
};

/** A secondary button that downloads a file, busy until it is saved, then names it in a toast. */
export function DownloadButton({ download, label, pendingLabel, successWords }: DownloadButtonProps) {
  const [pending, setPending] = useState(false);

  async function handleClick() {
    setPending(true);
    try {
      const fileName = await download();
      notify.success(`${successWords} ${fileName}.`);
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
      pendingLabel={pendingLabel}
      onClick={handleClick}
    >
      {label}
    </PendingButton>
  );
}
