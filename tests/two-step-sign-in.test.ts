import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEEP_SIGNED_IN_DAYS,
  type LoginAnswer,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  TOTP_PERIOD_SECONDS,
} from '../gateway/contract/auth.ts';
import { EXIT_CODES } from '../gateway/src/cli/admin.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage } from './stack/browser.ts';
import { signInAsOwner, submitSignIn } from './stack/owner.ts';
import { type Stack, startStack, TEST_ADMIN } from './stack/start-stack.ts';
import { startTwoStepSetup } from './stack/two-step-setup.ts';

// Two-step sign-in as the owner meets it: turned on in the Account section by scanning the QR code
// (the test reads the QR code off the screen, as a phone's camera would, and computes the codes an
// authenticator app shows), then every sign-in asks for a code; the operator's disable-two-factor
// command turns it off for an owner who lost the phone and the recovery codes.
let stack: Stack;
const session = useBrowserPage();
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
});
afterAll(async () => {
  await stack?.stop();
});

/** The owner's authenticator app, once it has scanned the QR code. */
let authenticator: OTPAuth.TOTP;
let recoveryCodes: string[] = [];
/** The code the owner signed in with in the browser. */
let usedCode = '';

/** The code the app shows `steps` 30-second steps from now (the gateway accepts one step either side). */
const appCode = (steps = 0) => authenticator.generate({ timestamp: Date.now() + steps * TOTP_PERIOD_SECONDS * 1000 });

async function login(password: string = TEST_ADMIN.password): Promise<LoginAnswer> {
  const response = await fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginAnswer;
}

function sendCode(challenge: string, code: string) {
  return fetch(`${stack.baseUrl}/api/auth/login/code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ challenge, code }),
  });
}

const enterPassword = (page: Page) => submitSignIn(page, stack.baseUrl);

describe('two-step sign-in', () => {
  it('is turned on by scanning the QR code and confirming a code, and shows ten recovery codes once', async () => {
    const { page } = session;
    await enterPassword(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const { panel, uri } = await startTwoStepSetup(page, stack.baseUrl);
    await expectNoAccessibilityViolations(page);

    const scanned = OTPAuth.URI.parse(uri);
    if (!(scanned instanceof OTPAuth.TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
    authenticator = scanned;
    expect(authenticator).toMatchObject({ algorithm: 'SHA1', digits: 6, period: 30, label: TEST_ADMIN.username });
    // The setup key typed by hand is the same secret as the QR code's.
    const setupKey = await page.locator('dt:text-is("Setup key") + dd').innerText();
    expect(setupKey.replace(/\s/g, '')).toBe(authenticator.secret.base32);

    await panel.getByLabel(/6-digit code/).fill(appCode());
    await panel.getByRole('button', { name: 'Confirm', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(RECOVERY_CODE_COUNT);
    recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
    for (const code of recoveryCodes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    await expectNoAccessibilityViolations(page);

    await panel.getByRole('button', { name: 'Done' }).click();
    await page.getByText(`${RECOVERY_CODE_COUNT} recovery codes left`).waitFor();
    // Shown once: the page reloaded shows the count, never the codes.
    await page.reload();
    await page.getByText(`${RECOVERY_CODE_COUNT} recovery codes left`).waitFor();
    expect(await page.content()).not.toContain(recoveryCodes[0]);
  });

  it('asks for the code after the password in the browser, and the password alone yields no token', async () => {
    const { page } = session;
    const answer = await login();
    expect(answer).toEqual({ secondStep: 'code', challenge: expect.any(String), expiresAt: expect.any(String) });
    expect(JSON.stringify(answer)).not.toMatch(/token/i);

    await enterPassword(page);
    const codeField = page.getByLabel('Sign-in code', { exact: true });
    await codeField.waitFor();
    await expect.poll(() => codeField.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAccessibilityViolations(page);
    // The confirming code's step is spent; the app's next code is accepted (one step either side).
    usedCode = appCode(1);
    await codeField.fill(usedCode);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('refuses a code twice, takes a recovery code once, and says so in the sign-in activity', async () => {
    const { page } = session;
    session.expectFailedResponses(401);
    const first = await login();
    if (!('challenge' in first)) throw new Error('no second step');
    const reused = await sendCode(first.challenge, usedCode);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ error: { code: 'invalid_code' } });
    const [recovery] = recoveryCodes;
    if (!recovery) throw new Error('no recovery codes');

    await enterPassword(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code', { exact: true }).fill(recovery.toUpperCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const again = await login();
    if (!('challenge' in again)) throw new Error('no second step');
    const refused = await sendCode(again.challenge, recovery);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_code' } });

    await page.goto(`${stack.baseUrl}/admin/dashboard/account`);
    await page.getByText(`${RECOVERY_CODE_COUNT - 1} recovery codes left`).waitFor();
    const activity = page.getByRole('table', { name: 'Recent sign-in activity' });
    await activity
      .getByText(/recovery code/i)
      .first()
      .waitFor();
    await activity.getByText('Wrong code').first().waitFor();
  });

  it('is turned off by the operator for an owner who lost the phone: disable-two-factor', async () => {
    const run = await stack.gateway.exec(['node', 'dist/admin.mjs', 'disable-two-factor']);

    expect(run.exitCode).toBe(EXIT_CODES.done);
    const logged = run.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toEqual([expect.objectContaining({ username: TEST_ADMIN.username, command: 'disable-two-factor' })]);
    const answer = await login();
    expect(answer).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });

    // Run again, it says there was nothing to turn off, and still succeeds.
    const again = await stack.gateway.exec(['node', 'dist/admin.mjs', 'disable-two-factor']);
    expect(again.exitCode).toBe(EXIT_CODES.done);
  });

  it('keeps a phone signed in for 30 days when asked, and still asks nothing more without two-step sign-in on', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`${stack.baseUrl}/admin/login`);
    await page.getByRole('checkbox', { name: 'Keep me signed in on this device' }).waitFor();
    await expectNoAccessibilityViolations(page);
    await signInAsOwner(page, stack.baseUrl, { keepSignedIn: true });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const claims = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(KEEP_SIGNED_IN_DAYS * 24 * 60 * 60);

    await page.goto(`${stack.baseUrl}/admin/dashboard/account`);
    await page.getByText(`Kept signed in for ${KEEP_SIGNED_IN_DAYS} days`).first().waitFor();
    await expectNoAccessibilityViolations(page);
  });
});
