import type { ResticResult } from './restic.ts';

/** restic's message → what the owner (and the operator reading the status) can act on. */
const PROBLEMS: [RegExp, string][] = [
  [
    /wrong password or no key found/i,
    'The backup password does not open the backup repository. Check BACKUP_PASSWORD (or its file): it must be the password the repository was made with.',
  ],
  [
    /ciphertext verification failed|Load\(.*\) returned error|pack .* contains \d+ errors|invalid data returned|checksum mismatch/i,
    'The backup repository holds damaged or altered data. Run a check of it, and make a new repository if it does not pass.',
  ],
  [
    /Permission denied \(publickey|Permission denied, please try again|Host key verification failed/i,
    'The backup server refused the sign-in: its key is not accepted (check BACKUP_SSH_KEY_FILE and the server’s authorized_keys), or the server’s own key changed.',
  ],
  [
    /\b(401|403)\b.*(Unauthorized|Forbidden)|AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|bad credentials|unauthorized/i,
    'The backup storage refused the credentials. Check the access key or the user name and password given for it.',
  ],
  [
    /connection refused|no such host|could not resolve|timed out|timeout|network is unreachable|no route to host|unable to start the sftp session|connection reset|EOF/i,
    'The backup server could not be reached. Check that it is running and that this server can reach it (address, port, firewall).',
  ],
  [
    /repository is already locked/i,
    'Another backup or check is holding the repository’s lock. It is released when that one ends; a lock left by a crash can be removed with `restic unlock`.',
  ],
  [/no space left on device|quota exceeded|insufficient storage/i, 'The backup storage is full.'],
  [
    /is not a restic repository|config file.*invalid|unsupported repository version/i,
    'BACKUP_REPOSITORY points at something that is not a restic repository.',
  ],
];

/** The words for a failed restic run; its last message is kept after them for whoever runs the server. */
export function resticProblem(result: ResticResult, what: string): string {
  if (result.code === null && /ENOENT/.test(result.rawStderr)) {
    return 'restic is not installed where the gateway runs, so no backup can be made.';
  }
  const known = PROBLEMS.find(([pattern]) => pattern.test(result.rawStderr))?.[1];
  const detail = lastMessage(result.stderr);
  if (result.code === null && !known)
    return `The ${what} was stopped before it finished (it took too long, or the server stopped).`;
  return known
    ? `${known} (restic: ${detail})`
    : `The ${what} failed: ${detail || `restic ended with code ${result.code}`}.`;
}

/** restic's last line worth reading: "Fatal: …" when there is one. */
function lastMessage(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^Is there a repository/.test(line));
  const fatal = lines.findLast((line) => line.startsWith('Fatal:'));
  return (fatal ?? lines.at(-1) ?? '').replace(/^Fatal:\s*/, '').slice(0, 300);
}

/** Whether `restic cat config` failed because the repository is not made yet (and not because it is unreachable). */
export function repositoryMissing(result: ResticResult): boolean {
  if (result.ok) return false;
  if (PROBLEMS.some(([pattern, words]) => pattern.test(result.rawStderr) && !words.startsWith('BACKUP_REPOSITORY')))
    return false;
  return /Is there a repository at the following location|file does not exist|no such file or directory|404/i.test(
    result.rawStderr,
  );
}
