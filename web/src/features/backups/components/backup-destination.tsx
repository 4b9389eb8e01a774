import type { BackupDestinationSaved } from '@painting-site/gateway/contract/backup-destination';
import { useState } from 'react';
import styled from 'styled-components';
import { AsyncContent, OWNER_LOAD_ADVICE } from '@/components/ui/async-content.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { useLoaded } from '@/lib/use-loaded.ts';
import { getBackupDestination } from '../api/get-backup-destination.ts';
import { BackupDestinationForm } from './backup-destination-form.tsx';
import { BackupPasswordNotice } from './backup-password-notice.tsx';

export const DESTINATION_HEADING = 'Where backups go';
export const DESTINATION_FIXED_WORDS =
  'The server’s settings fix where backups go (BACKUP_REPOSITORY). Whoever runs the server changes it there.';

const Fixed = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  overflow-wrap: anywhere;
`;

/**
 * Where backups go: the form (SFTP or an S3-compatible bucket), or the server's BACKUP_REPOSITORY
 * when it fixes it; after a save, the password once and the recovery sheet.
 */
export function BackupDestinationSection({ onSaved }: { onSaved: () => void }) {
  const destination = useLoaded('where backups go', 'backup-destination', getBackupDestination);
  const [saved, setSaved] = useState<BackupDestinationSaved | null>(null);
  return (
    <PageSection
      title={DESTINATION_HEADING}
      lead="Off this machine, so that losing the server does not lose the site. restic encrypts each backup with a password this site makes."
    >
      <AsyncContent resource={destination} failureAdvice={OWNER_LOAD_ADVICE}>
        {(view) =>
          view.source === 'environment' ? (
            <Fixed>
              {DESTINATION_FIXED_WORDS} Now: {view.repository}.
            </Fixed>
          ) : (
            <>
              {saved && <BackupPasswordNotice password={saved.password} recoverySheet={saved.recoverySheet} />}
              <BackupDestinationForm
                view={view}
                onSaved={(answer) => {
                  destination.update(() => answer.destination);
                  setSaved(answer);
                  onSaved();
                }}
              />
            </>
          )
        }
      </AsyncContent>
    </PageSection>
  );
}
