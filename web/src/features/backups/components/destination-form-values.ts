import {
  type BackupDestinationField,
  type BackupDestinationInput,
  type BackupDestinationKind,
  type BackupDestinationView,
  DEFAULT_SFTP_PORT,
} from '@painting-site/gateway/contract/backup-destination';

/** The form's values: every field of both kinds, as typed (the port as text). */
export type DestinationFormValues = { kind: BackupDestinationKind } & Record<
  Exclude<BackupDestinationField, 'kind'>,
  string
>;

/** In the order the form shows them: the first with a message gets focus. */
export const DESTINATION_FIELDS = [
  'kind',
  'endpoint',
  'bucket',
  'region',
  'accessKeyId',
  'secretAccessKey',
  'host',
  'port',
  'user',
  'path',
] as const satisfies readonly BackupDestinationField[];

export function toFormValues(view: BackupDestinationView): DestinationFormValues {
  const blank: DestinationFormValues = {
    kind: 'sftp',
    endpoint: '',
    bucket: '',
    region: '',
    accessKeyId: '',
    secretAccessKey: '',
    host: '',
    port: String(DEFAULT_SFTP_PORT),
    user: '',
    path: '',
  };
  const saved = view.settings;
  if (!saved) return blank;
  return saved.kind === 's3'
    ? { ...blank, ...saved, secretAccessKey: '' }
    : { ...blank, ...saved, port: String(saved.port) };
}

export function toInput(values: DestinationFormValues): BackupDestinationInput {
  const trim = (text: string) => text.trim();
  if (values.kind === 's3') {
    return {
      kind: 's3',
      endpoint: trim(values.endpoint),
      bucket: trim(values.bucket),
      region: trim(values.region),
      accessKeyId: trim(values.accessKeyId),
      secretAccessKey: trim(values.secretAccessKey),
    };
  }
  const port = trim(values.port);
  return {
    kind: 'sftp',
    host: trim(values.host),
    port: /^\d+$/.test(port) ? Number(port) : Number.NaN,
    user: trim(values.user),
    path: trim(values.path),
  };
}
