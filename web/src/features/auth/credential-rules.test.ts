import { NEW_PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '@painting-site/gateway/contract/auth';
import { describe, expect, it } from 'vitest';
import { validateLogin, validatePasswordChange } from './credential-rules.ts';

describe('validateLogin', () => {
  it('accepts a username of letters, digits and . _ @ -', () => {
    expect(validateLogin({ username: 'owner.name_1@brightside-painting', password: 'x' })).toEqual({});
  });

  it(`refuses a username longer than ${USERNAME_MAX_LENGTH} characters`, () => {
    expect(validateLogin({ username: 'a'.repeat(USERNAME_MAX_LENGTH + 1), password: 'x' })).toEqual({
      username: 'A username is 3 to 64 characters long.',
    });
  });
});

describe('validatePasswordChange', () => {
  const valid = { currentPassword: 'old', newPassword: 'ladder paint brush', confirmPassword: 'ladder paint brush' };

  it('counts characters as the gateway does, so an emoji is one character', () => {
    const emojiPassword = '🎨'.repeat(NEW_PASSWORD_MIN_LENGTH);
    expect(
      validatePasswordChange({ ...valid, newPassword: emojiPassword, confirmPassword: emojiPassword }, 'owner'),
    ).toEqual({});
    const oneShort = '🎨'.repeat(NEW_PASSWORD_MIN_LENGTH - 1);
    expect(validatePasswordChange({ ...valid, newPassword: oneShort, confirmPassword: oneShort }, 'owner')).toEqual({
      newPassword: 'Use at least 12 characters.',
    });
  });

  it('refuses the username as the new password, whatever its case or surrounding spaces', () => {
    const username = 'brightside.owner';
    const newPassword = ' Brightside.Owner ';
    expect(validatePasswordChange({ ...valid, newPassword, confirmPassword: newPassword }, username)).toEqual({
      newPassword: 'Choose a password that is not your username.',
    });
  });
});
