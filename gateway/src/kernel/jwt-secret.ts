import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILES } from '../data-files.ts';

export const JWT_SECRET_FILE = DATA_FILES.jwtSecret;
/** The least JWT_SECRET (or the stored secret) may hold. */
export const JWT_SECRET_MIN_BYTES = 32;
const OWNER_ONLY = 0o600;

export interface JwtSecret {
  key: KeyObject;
  source: 'environment' | 'generated' | 'file';
}

/**
 * The HS256 signing key: JWT_SECRET when set, otherwise a 256-bit random secret generated
 * once and kept in DATA_DIR (owner-only), so tokens survive restarts without the operator
 * having to invent a secret. A KeyObject is handed to jsonwebtoken, which then skips
 * building a key on every verify.
 */
export function loadJwtSecret(dataDir: string, fromEnvironment: string | undefined): JwtSecret {
  if (fromEnvironment !== undefined) {
    return { key: toKey(fromEnvironment), source: 'environment' };
  }
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    writeFileSync(path, randomBytes(48).toString('base64url'), { mode: OWNER_ONLY, flag: 'wx' });
    return { key: toKey(readFileSync(path, 'utf8')), source: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, OWNER_ONLY);
  const stored = readFileSync(path, 'utf8').trim();
  if (Buffer.byteLength(stored) < JWT_SECRET_MIN_BYTES) {
    throw new Error(`${path} holds fewer than ${JWT_SECRET_MIN_BYTES} bytes; delete it to generate a new secret`);
  }
  return { key: toKey(stored), source: 'file' };
}

function toKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret.trim(), 'utf8'));
}
