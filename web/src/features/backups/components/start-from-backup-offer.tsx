import type { BackupRestoreOffer } from '@painting-site/gateway/contract/backup-file';
import { lazy, Suspense, useEffect, useState } from 'react';
import { apiClient } from '@/lib/api-client.ts';
import { RESTORE_OFFER_PATH } from '../api/backup-file.ts';

/** The form is needed once in a site's life, on a blank install: its code loads only then. */
const StartFromBackup = lazy(() =>
  import('./start-from-backup.tsx').then((module) => ({ default: module.StartFromBackup })),
);

/** "Start from a backup file", offered on the overview while the install is blank. */
export function StartFromBackupOffer() {
  const [blank, setBlank] = useState(false);
  useEffect(() => {
    apiClient.get<BackupRestoreOffer>(RESTORE_OFFER_PATH, { authenticated: true }).then(
      (offer) => setBlank(offer.blank),
      () => setBlank(false),
    );
  }, []);
  if (!blank) return null;
  return (
    <Suspense fallback={null}>
      <StartFromBackup />
    </Suspense>
  );
}
