import { describe, expect, it } from 'vitest';
import { repositoryLabel, sftpTarget } from './restic.ts';
import { repositoryMissing, resticProblem } from './restic-problems.ts';

// restic 0.14's own messages (Debian bookworm's, as the gateway image installs it).
const failed = (stderr: string) => ({ ok: false, code: 1, stdout: '', stderr, rawStderr: stderr });

describe("restic's messages, in the owner's words", () => {
  it.each([
    ['Fatal: wrong password or no key found\n', /^The backup password does not open the backup repository/],
    [
      'Fatal: unable to open config file: client.Head: Head "http://backup:8000/config": dial tcp 172.18.0.5:8000: connect: connection refused\nIs there a repository at the following location?\nrest:http://backup:8000/\n',
      /^The backup server could not be reached\./,
    ],
    [
      'subprocess ssh: ssh: connect to host nas port 22: Connection refused\nFatal: unable to open repository at sftp:backup@nas:/x: unable to start the sftp session, error: EOF\n',
      /^The backup server could not be reached\./,
    ],
    [
      'subprocess ssh: backup@nas: Permission denied (publickey).\nFatal: unable to open repository at sftp:backup@nas:/x: unable to start the sftp session, error: EOF\n',
      /^The backup server refused the sign-in/,
    ],
    ['Fatal: unable to create lock in backend: repository is already locked by PID 12\n', /lock/],
  ])('%s', (stderr, words) => {
    const problem = resticProblem(failed(stderr), 'backup');
    expect(problem).toMatch(words);
    expect(problem).toContain('(restic: ');
  });

  it('tells a repository not made yet from one that cannot be reached', () => {
    expect(
      repositoryMissing(
        failed(
          'Fatal: unable to open config file: Stat: stat /mnt/usb/site/config: no such file or directory\nIs there a repository at the following location?\n/mnt/usb/site\n',
        ),
      ),
    ).toBe(true);
    expect(
      repositoryMissing(
        failed(
          'Fatal: unable to open config file: client.Head: Head "http://backup:8000/config": dial tcp: connect: connection refused\nIs there a repository at the following location?\n',
        ),
      ),
    ).toBe(false);
    expect(repositoryMissing(failed('Fatal: wrong password or no key found\n'))).toBe(false);
  });

  it('names an unknown failure by restic’s last line, and a missing restic in words', () => {
    expect(resticProblem(failed('something\nFatal: the moon is in the way\n'), 'check of the backups')).toBe(
      'The check of the backups failed: the moon is in the way.',
    );
    expect(
      resticProblem(
        { ok: false, code: null, stdout: '', stderr: '\nspawn restic ENOENT', rawStderr: '\nspawn restic ENOENT' },
        'backup',
      ),
    ).toBe('restic is not installed where the gateway runs, so no backup can be made.');
  });
});

describe('repositories', () => {
  it('finds the ssh destination of both sftp forms', () => {
    expect(sftpTarget('sftp:backup@nas.example:/srv/site')).toEqual({
      destination: 'backup@nas.example',
      port: undefined,
    });
    expect(sftpTarget('sftp://backup@nas.example:2222//srv/site')).toEqual({
      destination: 'backup@nas.example',
      port: '2222',
    });
    expect(sftpTarget('rest:https://backup.example/')).toBeUndefined();
  });

  it('shows a repository without the password in its address', () => {
    expect(repositoryLabel('rest:https://site:s3cret@backup.example:8000/site')).toBe(
      'rest:https://site@backup.example:8000/site',
    );
    expect(repositoryLabel('s3:s3.amazonaws.com/bucket')).toBe('s3:s3.amazonaws.com/bucket');
  });
});
