import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSshKeyPair, SSH_KEY_COMMENT } from './ssh-key-pair.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('the SFTP key pair the gateway makes', () => {
  it('is a private key OpenSSH reads, whose public key is the one-line form shown to the owner', () => {
    const pair = makeSshKeyPair();
    expect(pair.publicKey).toMatch(
      new RegExp(`^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI[A-Za-z0-9+/]{43} ${SSH_KEY_COMMENT}$`),
    );
    folder = mkdtempSync(join(tmpdir(), 'ssh-key-'));
    const file = join(folder, 'key');
    writeFileSync(file, pair.privateKey, { mode: 0o600 });
    // ssh-keygen -y reads the private key as ssh does and prints its public key.
    const derived = execFileSync('ssh-keygen', ['-y', '-f', file], { encoding: 'utf8' }).trim();
    expect(`${derived.split(' ').slice(0, 2).join(' ')} ${SSH_KEY_COMMENT}`).toBe(pair.publicKey);
  });

  it('is new each time', () => {
    expect(makeSshKeyPair().publicKey).not.toBe(makeSshKeyPair().publicKey);
  });
});
