import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressKey } from '../http/rate-window.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { appCode, enrolTwoFactor, postJson } from '../testing/test-two-factor.ts';
import { LOGIN_FREE_FAILURES, throttleKeyForCodes, throttleKeyForUsername } from './login-throttle.ts';

/** Guesses sent at the same moment, as a script would. */
const CONCURRENT_GUESSES = 50;
/** The failures a key may collect before it must wait: the free ones, and the one that starts the wait. */
const ALLOWANCE = LOGIN_FREE_FAILURES + 1;

const HOME = {
  address: '198.51.100.10',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};
const THIEF = { address: '203.0.113.66', userAgent: 'curl/8.5.0' };
const HOTEL = { address: '198.51.100.99', userAgent: HOME.userAgent };
const from = (place: { address: string; userAgent: string }) => ({
  'X-Forwarded-For': place.address,
  'User-Agent': place.userAgent,
});

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
});
afterEach(async () => {
  await gateway.close();
});

/** Failures recorded for a throttle key, read from the database the gateway counts them in. */
function failuresRecorded(key: string): number {
  const row = gateway.db.prepare('SELECT count(*) AS n FROM sign_in_failures WHERE throttle_key = ?').get(key);
  return Number(row?.n);
}

async function signInFrom(place: { address: string; userAgent: string }, password: string = TEST_ADMIN.password) {
  return postJson(gateway, '/api/auth/login', { username: TEST_ADMIN.username, password }, from(place));
}

/** Sends `send` CONCURRENT_GUESSES times at once; the statuses, counted. */
async function atOnce(send: (guess: number) => Promise<Response>): Promise<Record<number, number>> {
  const responses = await Promise.all(Array.from({ length: CONCURRENT_GUESSES }, (_, guess) => send(guess)));
  const statuses: Record<number, number> = {};
  for (const response of responses) {
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    await response.body?.cancel();
  }
  if (process.env.PRINT_RACE === '1') console.log('statuses', JSON.stringify(statuses));
  return statuses;
}

describe(`${CONCURRENT_GUESSES} wrong passwords sent at once`, () => {
  it('at sign-in: record at most the allowance, the rest 429, and the owner still signs in from a known place', async () => {
    expect((await signInFrom(HOME)).status).toBe(200);

    const statuses = await atOnce((guess) => signInFrom(THIEF, `guess ${guess}`));
    const recorded = failuresRecorded(throttleKeyForUsername(TEST_ADMIN.username));
    if (process.env.PRINT_RACE === '1') console.log(`sign-in: ${recorded} failures recorded for the owner`);

    expect(recorded).toBeLessThanOrEqual(ALLOWANCE);
    expect(failuresRecorded(addressKey(THIEF.address))).toBeLessThanOrEqual(ALLOWANCE);
    expect(statuses[401]).toBeLessThanOrEqual(ALLOWANCE);
    expect(statuses[429]).toBe(CONCURRENT_GUESSES - (statuses[401] ?? 0));
    // As the throttle's rules say: a known place escapes the account's count, an unknown one does not.
    expect((await signInFrom(HOME)).status).toBe(200);
    expect((await signInFrom(HOTEL)).status).toBe(429);
  });
});

describe(`${CONCURRENT_GUESSES} wrong passwords sent at once with a valid token (stolen, used from elsewhere)`, () => {
  const signedInRoutes: {
    name: string;
    method: 'PUT' | 'POST';
    path: string;
    /** The body with a wrong password (and, where asked, a right code). */
    body: (guess: number, code: () => string) => Record<string, string>;
    twoFactorOn: boolean;
  }[] = [
    {
      name: 'PUT /api/admin/password',
      method: 'PUT',
      path: '/api/admin/password',
      body: (guess) => ({ currentPassword: `guess ${guess}`, newPassword: 'an entirely new long passphrase' }),
      twoFactorOn: false,
    },
    {
      name: 'POST /api/admin/account/two-factor/setup',
      method: 'POST',
      path: '/api/admin/account/two-factor/setup',
      body: (guess) => ({ password: `guess ${guess}` }),
      twoFactorOn: false,
    },
    {
      name: 'POST /api/admin/account/two-factor/disable',
      method: 'POST',
      path: '/api/admin/account/two-factor/disable',
      body: (guess, code) => ({ password: `guess ${guess}`, code: code() }),
      twoFactorOn: true,
    },
    {
      name: 'POST /api/admin/account/two-factor/recovery-codes',
      method: 'POST',
      path: '/api/admin/account/two-factor/recovery-codes',
      body: (guess, code) => ({ password: `guess ${guess}`, code: code() }),
      twoFactorOn: true,
    },
  ];

  for (const route of signedInRoutes) {
    it(`${route.name}: records at most the allowance on the sign-in throttle, the rest 429`, async () => {
      const token = await gateway.signIn();
      const secret = route.twoFactorOn ? (await enrolTwoFactor(gateway, token)).secret : '';
      const code = () => appCode(secret, gateway.now());
      const stolen = { ...from(THIEF), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

      const statuses = await atOnce((guess) =>
        fetch(`${gateway.url}${route.path}`, {
          method: route.method,
          headers: stolen,
          body: JSON.stringify(route.body(guess, code)),
        }),
      );
      const recorded = failuresRecorded(throttleKeyForUsername(TEST_ADMIN.username));
      if (process.env.PRINT_RACE === '1') console.log(`${route.name}: ${recorded} failures recorded for the owner`);

      expect(recorded).toBeLessThanOrEqual(ALLOWANCE);
      expect(recorded).toBeGreaterThan(0);
      expect(failuresRecorded(addressKey(THIEF.address))).toBeLessThanOrEqual(ALLOWANCE);
      expect(statuses[400]).toBeLessThanOrEqual(ALLOWANCE);
      expect(statuses[429]).toBe(CONCURRENT_GUESSES - (statuses[400] ?? 0));
      // One throttle: the thief's guesses here leave no guesses at the sign-in page either.
      expect((await signInFrom(THIEF)).status).toBe(429);
    });
  }

  it('POST /api/admin/account/two-factor/disable with the right password and wrong codes: at most the allowance of codes', async () => {
    const token = await gateway.signIn();
    await enrolTwoFactor(gateway, token);
    const stolen = { ...from(THIEF), Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const statuses = await atOnce((guess) =>
      fetch(`${gateway.url}/api/admin/account/two-factor/disable`, {
        method: 'POST',
        headers: stolen,
        body: JSON.stringify({ password: TEST_ADMIN.password, code: String(guess).padStart(6, '0') }),
      }),
    );
    const account = gateway.db.prepare('SELECT id FROM admin_accounts').get();
    expect(failuresRecorded(throttleKeyForCodes(Number(account?.id)))).toBeLessThanOrEqual(ALLOWANCE);
    // Right passwords are not failures: each reservation was taken back.
    expect(failuresRecorded(throttleKeyForUsername(TEST_ADMIN.username))).toBe(0);
    expect(statuses[400]).toBeLessThanOrEqual(ALLOWANCE);
    expect(statuses[429]).toBe(CONCURRENT_GUESSES - (statuses[400] ?? 0));
  });
});
