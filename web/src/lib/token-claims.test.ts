import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/testing/stub-api.ts';
import { readTokenUsername } from './token-claims.ts';

describe('readTokenUsername', () => {
  it('reads who the token was issued to', () => {
    expect(readTokenUsername(fakeToken('owner@brightside'))).toBe('owner@brightside');
  });

  it('gives nothing for a token that is not a JWT', () => {
    expect(readTokenUsername('garbage')).toBeNull();
    expect(readTokenUsername('a.%%%.c')).toBeNull();
    expect(readTokenUsername(`a.${btoa('{"sub":42}')}.c`)).toBeNull();
  });
});
