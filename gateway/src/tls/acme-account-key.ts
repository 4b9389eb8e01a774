import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import acme from 'acme-client';
import { writeFileAtomic } from '../publish/atomic-write.ts';

/** In DATA_DIR, never in TLS_DIR: the account key is the gateway's alone. */
export const ACME_ACCOUNT_FILES = { folder: 'acme', key: 'account-key.pem' } as const;

const OWNER_ONLY_FILE = 0o600;
const OWNER_ONLY_FOLDER = 0o700;

/**
 * The ACME account's key, made on the first order and kept: the ACME server finds the account
 * again by its key, so no account URL needs keeping.
 */
export async function loadAccountKey(dataDir: string): Promise<Buffer> {
  const folder = join(dataDir, ACME_ACCOUNT_FILES.folder);
  const path = join(folder, ACME_ACCOUNT_FILES.key);
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const key = await acme.crypto.createPrivateEcdsaKey();
  await writeFileAtomic(path, key, OWNER_ONLY_FILE);
  return key;
}
