import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from './auth.ts';
import { CREDENTIAL_MESSAGES, loginMessages, newPasswordMessage } from './credential-rules.ts';

describe('loginMessages', () => {
  it('accepts a username of letters, digits and . _ @ -', () => {
    expect(loginMessages({ username: 'owner.name_1@brightside-painting', password: 'x' })).toEqual({});
  });

  it(`refuses a username longer than ${USERNAME_MAX_LENGTH} characters`, () => {
    expect(loginMessages({ username: 'a'.repeat(USERNAME_MAX_LENGTH + 1), password: 'x' })).toEqual({
      username: 'A username is 3 to 64 characters long.',
    });
  });
});

describe('newPasswordMessage', () => {
  it('counts characters in code points, so an emoji is one character', () => {
    expect(newPasswordMessage('🎨'.repeat(NEW_PASSWORD_MIN_LENGTH), 'owner')).toBeUndefined();
    expect(newPasswordMessage('🎨'.repeat(NEW_PASSWORD_MIN_LENGTH - 1), 'owner')).toBe('Use at least 12 characters.');
  });

  it('refuses the username as the new password, whatever its case or surrounding spaces', () => {
    expect(newPasswordMessage(' Brightside.Owner ', 'brightside.owner')).toBe(
      'Choose a password that is not your username.',
    );
    expect(newPasswordMessage(' Brightside.Owner ', null)).toBeUndefined();
    expect(newPasswordMessage('', 'owner')).toBe(CREDENTIAL_MESSAGES.newPasswordMissing);
  });
});
