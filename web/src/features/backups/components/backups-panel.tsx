import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useBackupStatus } from '../use-backup-status.ts';
import { BackUpNow } from './back-up-now.tsx';
import { BackupDestinationSection } from './backup-destination.tsx';
import { BackupSummary } from './backup-summary.tsx';
import { DownloadBackup } from './download-backup.tsx';
import { WhatABackupHolds } from './what-a-backup-holds.tsx';

export const BACKUPS_HEADING = 'Backups';

/** The overview's answer to "is my data safe": the backups' status, "Back up now", "Download a backup", where they go and what they hold. */
export function BackupsPanel() {
  const { status, outcome, outOfTouch, start, refresh } = useBackupStatus();
  return (
    <>
      <PageSection title={BACKUPS_HEADING}>
        <AsyncContent resource={status} minHeight="6rem" failureAdvice={OWNER_LOAD_ADVICE}>
          {(data) => (
            <>
              <BackupSummary status={data} />
              <BackUpNow running={data.running} outcome={outcome} outOfTouch={outOfTouch} onStart={start} />
              <DownloadBackup />
            </>
          )}
        </AsyncContent>
      </PageSection>
      <BackupDestinationSection onSaved={() => void refresh().catch(() => undefined)} />
      <WhatABackupHolds />
    </>
  );
}
