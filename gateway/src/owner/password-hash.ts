import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const deriveKey = promisify(argon2);

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. Raising these rehashes at the next sign-in. */
export const ARGON2_PARAMS = { memory: 19 * 1024, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

interface Argon2Params {
  memory: number;
  passes: number;
  parallelism: number;
}

interface ParsedHash {
  params: Argon2Params;
  salt: Buffer;
  hash: Buffer;
}

// PHC string format, as other argon2 tools write it: the parameters travel with the hash.
const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
const toB64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

function parse(stored: string): ParsedHash | undefined {
  const match = PHC.exec(stored);
  if (!match) return undefined;
  const [, memory, passes, parallelism, salt, hash] = match;
  return {
    params: { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    salt: Buffer.from(salt ?? '', 'base64'),
    hash: Buffer.from(hash ?? '', 'base64'),
  };
}

function derive(password: string, salt: Buffer, params: Argon2Params, length: number): Promise<Buffer> {
  return deriveKey('argon2id', { message: password, nonce: salt, tagLength: length, ...params });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, ARGON2_PARAMS, HASH_BYTES);
  const { memory, passes, parallelism } = ARGON2_PARAMS;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${toB64(salt)}$${toB64(hash)}`;
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { memory, passes, parallelism } = parsed.params;
  return memory < ARGON2_PARAMS.memory || passes < ARGON2_PARAMS.passes || parallelism !== ARGON2_PARAMS.parallelism;
}
