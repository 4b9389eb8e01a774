import { BACKUP_PASSPHRASE_MIN_LENGTH, backupPassphraseProblems } from '@painting-site/gateway/contract/backup-file';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Announcement, NO_OUTCOME, type Outcome } from '@/components/ui/announcement.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { API_URL } from '@/config/env.ts';
import { ApiError } from '@/lib/api-client.ts';
import { askForBackupFile } from '../api/backup-file.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.measure};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

export const DOWNLOAD_BACKUP = 'Download a backup';
export const DOWNLOAD_STARTED =
  'Your backup file is downloading. Keep it somewhere other than this server, and keep the passphrase apart from it: without the passphrase nobody can open it, not even us.';

/** Starts the browser's own download of the file (saved to disk as it comes, never held in the page). */
function downloadFrom(url: string) {
  const link = document.createElement('a');
  link.href = `${API_URL}${url}`;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download a backup": the owner types a passphrase twice and gets one file with the whole site
 * (database, signing secret, pictures, quote photos), encrypted with it. The outcome is said in a
 * polite live region; a field's problem is read out with the field.
 */
export function DownloadBackup() {
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(NO_OUTCOME);
  const hintId = useId();
  const passphraseBox = useRef<HTMLInputElement>(null);
  const repeatBox = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = backupPassphraseProblems(passphrase, repeat);
    setFields(problems);
    setOutcome(NO_OUTCOME);
    if (Object.keys(problems).length > 0) {
      (problems.passphrase ? passphraseBox : repeatBox).current?.focus();
      return;
    }
    setPending(true);
    try {
      const { url } = await askForBackupFile(passphrase, repeat);
      downloadFrom(url);
      setPassphrase('');
      setRepeat('');
      setOutcome({ text: DOWNLOAD_STARTED, failed: false });
    } catch (error) {
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
    <Form onSubmit={submit} noValidate aria-labelledby={`${hintId}-heading`} aria-describedby={hintId}>
      <h3 id={`${hintId}-heading`}>{DOWNLOAD_BACKUP}</h3>
      <Hint id={hintId}>
        One file with the whole site: the quote requests and their photos, the pictures, every setting, the mail
        password and the sign-in secret. It is locked with a passphrase you choose: at least{' '}
        {BACKUP_PASSPHRASE_MIN_LENGTH} characters, a few words you will remember. A new install can start from it.
      </Hint>
      <TextField
        ref={passphraseBox}
        label="Passphrase"
        type="password"
        autoComplete="new-password"
        value={passphrase}
        onChange={(event) => setPassphrase(event.target.value)}
        error={fields.passphrase}
      />
      <TextField
        ref={repeatBox}
        label="The same passphrase again"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={fields.repeat}
      />
      <div>
        <PendingButton pending={pending} pendingLabel="Preparing the file…" data-variant="secondary">
          {DOWNLOAD_BACKUP}
        </PendingButton>
      </div>
      {/* A polite live region, not a second role="status" in the panel beside "Back up now"'s. */}
      <Announcement aria-live="polite" data-failed={outcome.failed}>
        {outcome.text}
      </Announcement>
    </Form>
  );
}
