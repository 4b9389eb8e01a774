import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { createFormTokens, FORM_MAX_AGE_MS } from './form-token.ts';

describe('form tokens', () => {
  let now = 1_790_000_000_000;
  const tokens = createFormTokens(createSecretKey(randomBytes(32)), () => now);

  it('gives two forms shown in the same millisecond different tokens, each valid', () => {
    const first = tokens.issue();
    const second = tokens.issue();
    expect(first).not.toBe(second);
    now += QUOTE_FORM_MIN_FILL_MS;
    expect([tokens.check(first), tokens.check(second)]).toEqual(['ok', 'ok']);
  });

  it('tells a form sent too soon, an old one, and a forged one apart', () => {
    const token = tokens.issue();
    expect(tokens.check(token)).toBe('too_fast');
    const [issuedAt, nonce, signature] = token.split('.');
    expect(tokens.check(`${Number(issuedAt) - 10_000}.${nonce}.${signature}`)).toBe('expired');
    expect(tokens.check(`${issuedAt}.${'A'.repeat(22)}.${signature}`)).toBe('expired');
    expect(tokens.check(`${issuedAt}.${signature}`)).toBe('expired');
    now += FORM_MAX_AGE_MS + 1;
    expect(tokens.check(token)).toBe('expired');
  });
});
