import type { BackupDestinationField, BackupDestinationKind } from '../../contract/backup-destination.ts';
import type { ResticResult } from './restic.ts';
import { resticProblem } from './restic-problems.ts';

type Words = { field?: BackupDestinationField; message: string };

/**
 * restic's answer when the owner tests a destination typed in the dashboard → words about the
 * fields of that form (restic-problems.ts speaks of the server's BACKUP_* settings instead).
 */
const PROBLEMS: [RegExp, (kind: BackupDestinationKind) => Words][] = [
  [
    /wrong password or no key found/i,
    () => ({
      field: 'path',
      message:
        'There are backups there already, made with another password. Choose an empty folder or bucket for this site.',
    }),
  ],
  [
    /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED/i,
    () => ({
      field: 'host',
      message:
        'The server’s own key is not the one it showed before: if it was reinstalled, ask whoever runs the server to reset the known key; otherwise someone may stand in its place.',
    }),
  ],
  [
    /Permission denied \(publickey|Permission denied, please try again|Too many authentication failures/i,
    () => ({
      field: 'user',
      message:
        'The server refused the key. Add the public key shown here to that user’s ~/.ssh/authorized_keys on the server (one line), and check the user name.',
    }),
  ],
  [
    /NoSuchBucket|bucket does not exist|specified bucket does not exist/i,
    () => ({
      field: 'bucket',
      message: 'There is no bucket of that name at this provider. Make it there first, or check the name.',
    }),
  ],
  [
    /InvalidAccessKeyId|access key id.*does not exist|invalid access key/i,
    () => ({
      field: 'accessKeyId',
      message: 'The storage does not know this access key id. Copy it again from your provider.',
    }),
  ],
  [
    /SignatureDoesNotMatch|signature we calculated does not match/i,
    () => ({
      field: 'secretAccessKey',
      message: 'The secret key does not match the access key id. Copy it again from your provider.',
    }),
  ],
  [
    /AccessDenied|\b403\b|Forbidden/i,
    () => ({
      field: 'accessKeyId',
      message: 'The storage refused this key for that bucket. Give the key read and write access to the bucket.',
    }),
  ],
  [
    /no such host|could not resolve|Could not resolve hostname|Name or service not known|server misbehaving/i,
    (kind) => ({
      field: kind === 's3' ? 'endpoint' : 'host',
      message: 'No server is known by that name. Check the spelling.',
    }),
  ],
  [
    /connection refused|timed out|timeout|network is unreachable|no route to host|connection reset|unable to start the sftp session|Connection closed|EOF/i,
    (kind) => ({
      field: kind === 's3' ? 'endpoint' : 'host',
      message:
        kind === 's3'
          ? 'The storage did not answer at that endpoint. Check the endpoint your provider gives for the bucket’s region.'
          : 'The server did not answer. Check its name and port, that it is on, and that its firewall lets this server in.',
    }),
  ],
  [
    /permission denied|read-only file system/i,
    () => ({
      field: 'path',
      message: 'The server took the key but refused that folder. Check the folder, and that the user may write there.',
    }),
  ],
];

/**
 * The words for a refusal this form can fix, or undefined. Asked before "nothing there yet": restic
 * asks "Is there a repository at the following location?" after a wrong key or a missing bucket too.
 */
export function destinationProblem(result: ResticResult, kind: BackupDestinationKind): Words | undefined {
  return PROBLEMS.find(([pattern]) => pattern.test(result.rawStderr))?.[1](kind);
}

/** Any other failure, in restic-problems.ts's words. */
export const otherProblem = (result: ResticResult): Words => ({ message: resticProblem(result, 'test') });
