import { dictionary } from '@zxcvbn-ts/language-common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '../../contract/auth.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp();
});
afterEach(async () => {
  await gateway.close();
});

const NEW_PASSWORD = 'rolled on in two even coats';

function changePassword(token: string, body: unknown) {
  return fetch(`${gateway.url}/api/admin/password`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

const credentialsStatus = async (token: string) =>
  (await fetch(`${gateway.url}/admin/credentials`, { headers: { Authorization: `Bearer ${token}` } })).status;

async function expectFieldError(response: Response, field: string, message: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: { code: 'validation_failed', message: 'Some fields need attention.', fields: { [field]: message } },
  });
}

describe('PUT /api/admin/password', () => {
  it('changes the password, refuses every older token and hands back a fresh one', async () => {
    const thisDevice = await gateway.signIn();
    const otherDevice = await gateway.signIn();

    const response = await changePassword(thisDevice, {
      currentPassword: TEST_ADMIN.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };

    expect(await credentialsStatus(thisDevice)).toBe(401);
    expect(await credentialsStatus(otherDevice)).toBe(401);
    expect(await credentialsStatus(token)).toBe(200);
    await expect(gateway.signIn()).rejects.toThrow(/401/);
    expect(await credentialsStatus(await gateway.signIn(NEW_PASSWORD))).toBe(200);
  });

  it('refuses a wrong current password with 400 beside that field, keeping the session', async () => {
    const token = await gateway.signIn();
    await expectFieldError(
      await changePassword(token, { currentPassword: 'not it', newPassword: NEW_PASSWORD }),
      'currentPassword',
      'That is not your current password.',
    );
    expect(await credentialsStatus(token)).toBe(200);
  });

  it.each([
    ['too short', 'x'.repeat(NEW_PASSWORD_MIN_LENGTH - 1), `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`],
    ['too long', 'x'.repeat(NEW_PASSWORD_MAX_LENGTH + 1), `Use at most ${NEW_PASSWORD_MAX_LENGTH} characters.`],
  ])('refuses a new password that is %s', async (_case, newPassword, message) => {
    const token = await gateway.signIn();
    await expectFieldError(
      await changePassword(token, { currentPassword: TEST_ADMIN.password, newPassword }),
      'newPassword',
      message,
    );
  });

  it('accepts a long passphrase unchanged, spaces and all', async () => {
    const passphrase = `  ${'the drop cloth goes down first '.repeat(2)}  `;
    const response = await changePassword(await gateway.signIn(), {
      currentPassword: TEST_ADMIN.password,
      newPassword: passphrase,
    });
    expect(response.status).toBe(200);
    expect(await credentialsStatus(await gateway.signIn(passphrase))).toBe(200);
  });

  it('refuses a new password equal to the username, whatever its case', async () => {
    const admin = { username: 'brightside-owner', password: TEST_ADMIN.password };
    await gateway.close();
    gateway = await startTestApp({ admin });
    await expectFieldError(
      await changePassword(await gateway.signIn(), {
        currentPassword: admin.password,
        newPassword: 'Brightside-Owner',
      }),
      'newPassword',
      'Choose a password that is not your username.',
    );
  });

  it('refuses a commonly used password, whatever its case', async () => {
    const common = dictionary['passwords-common'].find((password) => password.length >= NEW_PASSWORD_MIN_LENGTH) ?? '';
    const token = await gateway.signIn();
    await expectFieldError(
      await changePassword(token, { currentPassword: TEST_ADMIN.password, newPassword: common.toUpperCase() }),
      'newPassword',
      'This password is too common; choose one that is hard to guess.',
    );
  });

  it('answers missing fields with 400 and a message for each', async () => {
    const response = await changePassword(await gateway.signIn(), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { currentPassword: 'Enter your current password.', newPassword: 'Enter a new password.' },
      },
    });
  });

  it('refuses a request without a valid token', async () => {
    const response = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: NEW_PASSWORD }),
    });
    expect(response.status).toBe(401);
  });
});
