import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeSshKeyPair } from './ssh-key-pair.ts';

/** 24 random bytes: 32 characters of base64url, 192 bits. */
const PASSWORD_BYTES = 24;

const FILES = {
  sshKey: 'ssh-key',
  sshPublicKey: 'ssh-key.pub',
  password: 'password',
  s3Secret: 's3-secret-key',
} as const;

export interface BackupKeys {
  /** The SFTP key's file for `ssh -i`, made (once) on first use. */
  sshKeyFile(): string;
  /** Its public half in OpenSSH's one-line form. */
  sshPublicKey(): string;
  /** The backup password's file for RESTIC_PASSWORD_FILE, once made. */
  passwordFile(): string | undefined;
  /** Makes the backup password unless there is one: the new password (to show once), else null. */
  makePassword(): string | null;
  s3SecretKey(): string | undefined;
  saveS3SecretKey(secret: string): void;
}

/**
 * The dashboard destination's secrets, each a file of its own (0600) in DATA_DIR/backup-keys
 * (0700): readable by the gateway alone, and outside everything a backup copies.
 */
export function createBackupKeys(folder: string): BackupKeys {
  const path = (name: string) => join(folder, name);
  const write = (name: string, text: string) => {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    // Whole or not at all: a key cut short by a crash would lock the backups out.
    const partial = path(`.${name}.partial`);
    writeFileSync(partial, text, { mode: 0o600 });
    renameSync(partial, path(name));
  };
  const read = (name: string) => (existsSync(path(name)) ? readFileSync(path(name), 'utf8') : undefined);

  const ensureSshKey = () => {
    if (existsSync(path(FILES.sshKey)) && existsSync(path(FILES.sshPublicKey))) return;
    const pair = makeSshKeyPair();
    write(FILES.sshKey, pair.privateKey);
    write(FILES.sshPublicKey, `${pair.publicKey}\n`);
  };

  return {
    sshKeyFile() {
      ensureSshKey();
      return path(FILES.sshKey);
    },
    sshPublicKey() {
      ensureSshKey();
      return (read(FILES.sshPublicKey) ?? '').trim();
    },
    passwordFile: () => (existsSync(path(FILES.password)) ? path(FILES.password) : undefined),
    makePassword() {
      if (existsSync(path(FILES.password))) return null;
      const password = randomBytes(PASSWORD_BYTES).toString('base64url');
      write(FILES.password, password);
      return password;
    },
    s3SecretKey: () => read(FILES.s3Secret),
    saveS3SecretKey: (secret) => write(FILES.s3Secret, secret),
  };
}
