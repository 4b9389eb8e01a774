import { describe, expect, it } from 'vitest';
import { readAnyCode, readAppCode, readRecoveryCode } from './sign-in-code.ts';

describe('reading a typed sign-in code', () => {
  it('takes 6 digits from the app, spaces left out', () => {
    expect(readAppCode('123456')).toBe('123456');
    expect(readAppCode(' 123 456 ')).toBe('123456');
    expect(readAppCode('12345')).toBeNull();
    expect(readAppCode('12345a')).toBeNull();
    expect(readAppCode('7hkq-3wmx-p9ta')).toBeNull();
  });

  it('takes a recovery code in any case, with spaces or dashes or none, and sends it as shown', () => {
    expect(readRecoveryCode('7hkq-3wmx-p9ta')).toBe('7hkq-3wmx-p9ta');
    expect(readRecoveryCode('7HKQ 3WMX P9TA')).toBe('7hkq-3wmx-p9ta');
    expect(readRecoveryCode('7hkq3wmxp9ta')).toBe('7hkq-3wmx-p9ta');
    expect(readRecoveryCode('7hkq-3wmx-p9t')).toBeNull();
    // 0, 1, o and l are not in the alphabet: a code with them was mistyped.
    expect(readRecoveryCode('7hk0-3wmx-p9ta')).toBeNull();
    expect(readRecoveryCode('123456')).toBeNull();
  });

  it('takes either kind where both are accepted', () => {
    expect(readAnyCode('123 456')).toBe('123456');
    expect(readAnyCode('7HKQ3WMXP9TA')).toBe('7hkq-3wmx-p9ta');
    expect(readAnyCode('hello')).toBeNull();
  });
});
