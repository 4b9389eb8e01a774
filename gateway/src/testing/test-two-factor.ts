import { Secret, TOTP } from 'otpauth';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../contract/auth.ts';
import { TEST_ADMIN, type TestApp } from './test-app.ts';

/** What an authenticator app shows for this secret at `timestamp` (milliseconds). */
export function appCode(secret: string, timestamp: number): string {
  return new TOTP({ digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) }).generate({
    timestamp,
  });
}

export const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

/** Moves the clock to the middle of a step, so a test's codes never cross a step's edge by chance. */
export function toMidStep(gateway: TestApp): void {
  gateway.advanceClock((STEP_MS * 1.5 - (gateway.now() % STEP_MS)) % STEP_MS);
}

export function postJson(gateway: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * Turns two-step sign-in on for the signed-in owner as the Account section does (setup, then the
 * app's code), and moves the clock to the middle of a later step, so the next code is fresh.
 */
export async function enrolTwoFactor(gateway: TestApp, token: string, password: string = TEST_ADMIN.password) {
  const auth = { Authorization: `Bearer ${token}` };
  toMidStep(gateway);
  const setup = await postJson(gateway, '/api/admin/account/two-factor/setup', { password }, auth);
  if (setup.status !== 200) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await postJson(
    gateway,
    '/api/admin/account/two-factor/confirm',
    { code: appCode(secret, gateway.now()) },
    auth,
  );
  if (confirm.status !== 200) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  const { codes } = (await confirm.json()) as { codes: string[] };
  gateway.advanceClock(STEP_MS);
  toMidStep(gateway);
  return { secret, recoveryCodes: codes };
}
