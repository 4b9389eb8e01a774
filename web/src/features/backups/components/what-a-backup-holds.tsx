import { PageSection } from '@/components/ui/page-section.tsx';

export const BACKUP_HOLDS_HEADING = 'What a backup holds';

/** Item 4 of issue 49: why backups are encrypted, said where the owner sets them. */
export function WhatABackupHolds() {
  return (
    <PageSection title={BACKUP_HOLDS_HEADING}>
      <p>
        Everything needed to bring the site back: the database (your quote requests and customers, your business
        details, your sign-in with its two-step secret, the mail account’s password and the phone alerts’ key), the
        signing secret that keeps you signed in, your pictures and the photos customers sent.
      </p>
      <p>
        Because the mail password and the signing secret are in it, every backup sent off this machine is encrypted with
        the backup password. The storage’s keys and the backup password themselves are never in a backup.
      </p>
    </PageSection>
  );
}
