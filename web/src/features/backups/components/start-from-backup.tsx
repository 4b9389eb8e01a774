import { BACKUP_FILE_NAME, type BackupRestoreOffer } from '@painting-site/gateway/contract/backup-file';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { API_URL } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { ApiError, authorizationHeader } from '@/lib/api-client.ts';
import { clearToken } from '@/lib/token-storage.ts';
import { RESTORE_OFFER_PATH, sendBackupFile } from '../api/backup-file.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.measure};

  input[type='file'] {
    max-width: 100%;
  }
`;

export const START_FROM_BACKUP = 'Start from a backup file';
export const RESTORED_SIGN_IN = 'Your site is back from the backup file. Sign in with the password of your old site.';
/** How often the page asks whether the restarted gateway is back, restored. */
const HEALTH_POLL_MS = 1000;
/** How long it waits for it before saying so. */
const HEALTH_WAIT_MS = 120_000;

/**
 * Waits for the gateway to come back restored: it answers that the site is no longer blank, or no
 * longer knows this session (the restored database has its own). Asked without the API client,
 * so neither answer ends the session before the page says why.
 */
async function gatewayBack(): Promise<boolean> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    const answer = await fetch(`${API_URL}${RESTORE_OFFER_PATH}`, {
      headers: authorizationHeader(),
      cache: 'no-store',
    }).then(
      async (response) => {
        if (response.status === 401) return 'restored';
        if (!response.ok) return 'away';
        return ((await response.json()) as BackupRestoreOffer).blank ? 'away' : 'restored';
      },
      () => 'away',
    );
    if (answer === 'restored') return true;
  }
  return false;
}

/**
 * On a blank new install (StartFromBackupOffer shows it): the owner picks the file "Download a backup" gave on the old site and
 * types its passphrase; the gateway checks it whole before it touches anything, restarts onto
 * the restored site, and the page sends the owner to sign in with the old site's password.
 */
export function StartFromBackup() {
  const [file, setFile] = useState<File | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<string>('');
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const fileBox = useRef<HTMLInputElement>(null);
  const passphraseBox = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.backup = `Choose the backup file (it ends in .${BACKUP_FILE_NAME.extension}).`;
    if (passphrase.length === 0) problems.passphrase = 'Type the passphrase the backup file was downloaded with.';
    setFields(problems);
    setOutcome(NO_OUTCOME);
    if (!file || problems.passphrase) {
      (problems.backup ? fileBox : passphraseBox).current?.focus();
      return;
    }
    setPending(true);
    try {
      await sendBackupFile(file, passphrase, {
        onProgress: (loaded, total) => setProgress(`Sending the file: ${Math.floor((loaded / total) * 100)}%`),
        onSent: () => setProgress('Checking the backup file…'),
      });
      setProgress('');
      setOutcome({ text: 'The backup file is whole. The site restarts with it: this takes a moment…', failed: false });
      const back = await gatewayBack();
      if (!back) {
        setOutcome({ text: 'The site has not come back yet. Reload this page in a minute.', failed: true });
        return;
      }
      clearToken();
      notify.success(RESTORED_SIGN_IN);
      void navigate(paths.adminLogin, { replace: true });
    } catch (error) {
      setProgress('');
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setFields(error.fields);
      setOutcome({
        text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        failed: true,
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <PageSection title={START_FROM_BACKUP}>
      <Form onSubmit={submit} noValidate>
        <p>
          Moving from another server? This site is still new and empty, so it can start from the file that "Download a
          backup" gave you there: every page, picture, quote request and photo, and your old sign-in. Nothing here is
          changed until the whole file has been checked.
        </p>
        <FormField label="Backup file" error={fields.backup}>
          {(control) => (
            <input
              {...control}
              ref={fileBox}
              type="file"
              accept={`.${BACKUP_FILE_NAME.extension}`}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        <TextField
          ref={passphraseBox}
          label="Its passphrase"
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={(event) => setPassphrase(event.target.value)}
          error={fields.passphrase}
        />
        <div>
          <PendingButton pending={pending} pendingLabel="Restoring…">
            Start from this backup
          </PendingButton>
        </div>
        <Announcement role="status" data-failed={outcome.failed || undefined}>
          {progress || outcome.text}
        </Announcement>
      </Form>
    </PageSection>
  );
}
