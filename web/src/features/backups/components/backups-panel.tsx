import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useBackupStatus } from '../use-backup-status.ts';
import { BackUpNow } from './back-up-now.tsx';
import { BackupSummary } from './backup-summary.tsx';
import { DownloadBackup } from './download-backup.tsx';

export const BACKUPS_HEADING = 'Backups';

/** The overview's answer to "is my data safe": the backups' status, "Back up now" and "Download a backup". */
export function BackupsPanel() {
  const { status, outcome, outOfTouch, start } = useBackupStatus();
  return (
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
  );
}
