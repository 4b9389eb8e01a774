import {
  type BackupDestinationKind,
  type BackupDestinationSaved,
  type BackupDestinationTestResult,
  type BackupDestinationView,
  backupDestinationProblems,
} from '@painting-site/gateway/contract/backup-destination';
import styled from 'styled-components';
import { FieldGroup } from '@/components/ui/field-group.tsx';
import { PendingButton } from '@/components/ui/pending-button.tsx';
import { RadioGroup } from '@/components/ui/radio-group.tsx';
import { FieldExplanation, FieldPair, SettingsActions, SettingsForm } from '@/components/ui/settings-form.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from '@/lib/api-client.ts';
import { focusFirstInvalid, hasMessages, pickFieldMessages } from '@/lib/field-messages.ts';
import { useFormSubmission } from '@/lib/use-form-submission.ts';
import { saveBackupDestination } from '../api/save-backup-destination.ts';
import { testBackupDestination } from '../api/test-backup-destination.ts';
import { DESTINATION_FIELDS, type DestinationFormValues, toFormValues, toInput } from './destination-form-values.ts';
import { DestinationTestButton } from './destination-test-button.tsx';
import { StorageGuides } from './storage-guides.tsx';

export const DESTINATION_SAVED_MESSAGE = 'Saved. The next backup goes there.';

const PublicKey = styled.textarea`
  width: 100%;
  min-height: 5.5rem;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ui-monospace, monospace;
  font-size: ${({ theme }) => theme.fontSizes.small};
  word-break: break-all;
  resize: vertical;
`;

const KIND_OPTIONS: { value: BackupDestinationKind; label: string }[] = [
  { value: 'sftp', label: 'An SFTP server (a NAS, a second server)' },
  { value: 's3', label: 'An S3-compatible bucket (Backblaze B2, Wasabi, Cloudflare R2, AWS…)' },
];

type BackupDestinationFormProps = {
  view: BackupDestinationView;
  onSaved: (saved: BackupDestinationSaved) => void;
};

/**
 * "Where backups go": a bucket with its keys, or an SFTP server that takes the key shown here.
 * "Test" tries what is typed, unsaved; Save tests again and stores only what the storage took.
 */
export function BackupDestinationForm({ view, onSaved }: BackupDestinationFormProps) {
  const context = (values: DestinationFormValues) => ({
    secretKeyStored:
      view.secretKeySet &&
      view.settings?.kind === 's3' &&
      values.kind === 's3' &&
      view.settings.endpoint === values.endpoint.trim() &&
      view.settings.bucket === values.bucket.trim() &&
      view.settings.accessKeyId === values.accessKeyId.trim(),
  });
  const problems = (values: DestinationFormValues) => backupDestinationProblems(toInput(values), context(values));
  const form = useFormSubmission({
    initialValues: () => toFormValues(view),
    fields: DESTINATION_FIELDS,
    validate: problems,
    send: (values: DestinationFormValues) => saveBackupDestination(toInput(values)),
    onSuccess: (saved) => {
      form.setValues(toFormValues(saved.destination));
      onSaved(saved);
      notify.success(DESTINATION_SAVED_MESSAGE);
    },
  });
  const { values, setMessages, pending, formRef, textField, radioGroupField, handleSubmit } = form;

  function showBesideFields(found: ReturnType<typeof problems>): boolean {
    setMessages(found);
    if (hasMessages(found)) focusFirstInvalid(formRef.current, DESTINATION_FIELDS, found);
    return hasMessages(found);
  }

  async function testTyped(): Promise<BackupDestinationTestResult | null> {
    if (showBesideFields(problems(values))) return null;
    try {
      return await testBackupDestination(toInput(values));
    } catch (error) {
      const fromGateway = error instanceof ApiError ? pickFieldMessages(error.fields, DESTINATION_FIELDS) : {};
      if (showBesideFields(fromGateway)) return null;
      throw error;
    }
  }

  const keyHint = view.secretKeySet
    ? 'A secret key is saved and never shown. Leave this empty to keep it.'
    : 'Shown once by your provider when you make the key.';

  return (
    <SettingsForm ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Where backups go">
      <RadioGroup legend="Send the backups to" options={KIND_OPTIONS} {...radioGroupField('kind')} />
      {values.kind === 's3' ? (
        <FieldGroup legend="The bucket" lead="Make a private bucket and a key for it at your provider first.">
          <TextField
            label="S3 endpoint"
            {...textField('endpoint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="s3.us-west-004.backblazeb2.com"
          />
          <FieldPair>
            <TextField
              label="Bucket"
              {...textField('bucket')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              label="Region"
              {...textField('region')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint="Only if your provider names one (AWS, Wasabi)."
            />
          </FieldPair>
          <TextField
            label="Access key id"
            {...textField('accessKeyId')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField
            label="Secret key"
            {...textField('secretAccessKey')}
            type="password"
            autoComplete="new-password"
            hint={keyHint}
          />
          <StorageGuides />
        </FieldGroup>
      ) : (
        <FieldGroup
          legend="The server"
          lead="A computer that keeps files and takes SSH, like a NAS or a second server."
        >
          <FieldPair>
            <TextField
              label="Server name"
              {...textField('host')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="nas.example.com"
            />
            <TextField label="Port" {...textField('port')} inputMode="numeric" autoComplete="off" />
          </FieldPair>
          <FieldPair>
            <TextField
              label="User"
              {...textField('user')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
            <TextField
              label="Folder"
              {...textField('path')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="/backups/site"
            />
          </FieldPair>
          <label htmlFor="backup-public-key">This site’s public key</label>
          <PublicKey
            id="backup-public-key"
            readOnly
            value={view.sshPublicKey}
            aria-describedby="backup-public-key-hint"
          />
          <FieldExplanation id="backup-public-key-hint">
            Add this one line to the file ~/.ssh/authorized_keys of that user on the server (a NAS’s settings often have
            a box for it). The site made this key; its private half never leaves this server.
          </FieldExplanation>
        </FieldGroup>
      )}
      <SettingsActions>
        <DestinationTestButton
          test={testTyped}
          onResult={(result) => {
            if (!result.ok && result.field) setMessages({ [result.field]: result.message });
          }}
        />
        <PendingButton pending={pending} pendingLabel="Testing and saving…">
          Save
        </PendingButton>
      </SettingsActions>
    </SettingsForm>
  );
}
