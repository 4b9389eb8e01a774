import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

describe('hashPassword', () => {
  it('stores argon2id with OWASP parameters and a 16-byte salt in the hash string', async () => {
    const stored = await hashPassword('a fine brush and steady hands');
    const [, algorithm, version, params, salt, hash] = stored.split('$');
    expect([algorithm, version, params]).toEqual(['argon2id', 'v=19', 'm=19456,t=2,p=1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(32);
  });

  it('salts every hash afresh', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });
});

describe('verifyPassword', () => {
  it('accepts the password and nothing else', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
  });

  it('never matches a malformed stored hash', async () => {
    expect(await verifyPassword('anything', 'plain text')).toBe(false);
    expect(await verifyPassword('anything', '$argon2id$v=19$m=19456,t=2,p=1$$')).toBe(false);
  });
});

describe('needsRehash', () => {
  it('asks for a rehash of hashes made with weaker parameters', async () => {
    const current = await hashPassword('x');
    expect(needsRehash(current)).toBe(false);
    expect(needsRehash(current.replace('m=19456,t=2', 'm=4096,t=2'))).toBe(true);
    expect(needsRehash(current.replace('t=2', 't=1'))).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });
});
