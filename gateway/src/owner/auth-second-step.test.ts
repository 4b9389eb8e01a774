import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SECOND_STEP_MAX_WRONG_CODES,
  SECOND_STEP_MINUTES,
  type SecondStepRequired,
  type SignInActivity,
} from '../../contract/auth.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { appCode, enrolTwoFactor, postJson, STEP_MS } from '../testing/test-two-factor.ts';
import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_FAILURES } from './login-throttle.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const HOME = { 'X-Forwarded-For': '198.51.100.10', 'User-Agent': FIREFOX_ON_LINUX };
const HOTEL = { 'X-Forwarded-For': '198.51.100.99', 'User-Agent': FIREFOX_ON_LINUX };

let gateway: TestApp;
let secret: string;
let recoveryCodes: string[];
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
  // Signed in from home once before two-step sign-in was turned on: home is a known place.
  const response = await postJson(gateway, '/api/auth/login', TEST_ADMIN, HOME);
  const { token } = (await response.json()) as { token: string };
  ({ secret, recoveryCodes } = await enrolTwoFactor(gateway, token));
});
afterEach(async () => {
  await gateway.close();
});

const now = () => gateway.now();
const login = (place = HOME, credentials: unknown = TEST_ADMIN) =>
  postJson(gateway, '/api/auth/login', credentials, place);
const sendCode = (challenge: string, code: string, place = HOME) =>
  postJson(gateway, '/api/auth/login/code', { challenge, code }, place);

async function challengeFrom(place = HOME): Promise<string> {
  const response = await login(place);
  expect(response.status).toBe(200);
  return ((await response.json()) as SecondStepRequired).challenge;
}

async function signInWith(code: string, place = HOME) {
  return sendCode(await challengeFrom(place), code, place);
}

const opens = async (token: string) =>
  (await fetch(`${gateway.url}/api/admin/account/two-factor`, { headers: { Authorization: `Bearer ${token}` } }))
    .status;

const NOT_RIGHT = 'That code is not right. Enter the code your app shows now, or a recovery code.';
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;
const errorCodeOf = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;
const eventCount = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM sign_in_events').get()?.n);

describe('POST /api/auth/login with two-step sign-in on', () => {
  it('answers the right password with a second step: a challenge and no token', async () => {
    const eventsBefore = eventCount();
    const response = await login();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const body = JSON.parse(text) as SecondStepRequired;
    expect(Object.keys(body).sort()).toEqual(['challenge', 'expiresAt', 'secondStep']);
    expect(body.secondStep).toBe('code');
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.expiresAt) - now()).toBeGreaterThan(SECOND_STEP_MINUTES * 60_000 - 5000);
    expect(Date.parse(body.expiresAt) - now()).toBeLessThanOrEqual(SECOND_STEP_MINUTES * 60_000);
    // Nothing like a JWT anywhere, and nothing recorded yet.
    expect(text).not.toMatch(/eyJ/);
    expect(text).not.toContain('token');
    expect(eventCount()).toBe(eventsBefore);
    // The database keeps the challenge's hash, never the challenge.
    expect(JSON.stringify(gateway.db.prepare('SELECT * FROM sign_in_challenges').all())).not.toContain(body.challenge);
  });

  it('answers a wrong password exactly as without two-step sign-in', async () => {
    const wrongPassword = await login(HOME, { username: TEST_ADMIN.username, password: 'not it' });
    const unknownUser = await login(HOME, { username: 'nobody-here', password: 'not it' });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.text()).toBe(await unknownUser.text());
  });
});

describe('POST /api/auth/login/code', () => {
  it("answers the app's code with a session that opens the admin area", async () => {
    const response = await signInWith(appCode(secret, now()));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    expect(await opens(body.token)).toBe(200);
  });

  it('never accepts a code twice, even with a new challenge, and says it was just used', async () => {
    const code = appCode(secret, now());
    expect((await signInWith(code)).status).toBe(200);
    const again = await signInWith(code);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: { code: 'invalid_code', message: 'That code was just used. Wait for the next one.' },
    });
  });

  it('says "just used" only of the code accepted last: an older used code is simply not right', async () => {
    const older = appCode(secret, now());
    expect((await signInWith(older)).status).toBe(200);
    expect((await signInWith(appCode(secret, now() + STEP_MS))).status).toBe(200);
    const replayedOlder = await signInWith(older);
    expect(replayedOlder.status).toBe(401);
    expect(await messageOf(replayedOlder)).toBe(NOT_RIGHT);
    // A wrong code and a recovery code already spent say the same as any wrong code.
    expect(await messageOf(await signInWith(appCode(secret, now() + 5 * STEP_MS)))).toBe(NOT_RIGHT);
    expect((await signInWith(recoveryCodes[0] ?? '')).status).toBe(200);
    expect(await messageOf(await signInWith(recoveryCodes[0] ?? ''))).toBe(NOT_RIGHT);
  });

  it('counts a code just used as a wrong code', async () => {
    const code = appCode(secret, now());
    expect((await signInWith(code)).status).toBe(200);
    const challenge = await challengeFrom();
    for (let attempt = 0; attempt < SECOND_STEP_MAX_WRONG_CODES; attempt += 1) {
      expect((await sendCode(challenge, code)).status).toBe(401);
    }
    expect(await errorCodeOf(await sendCode(challenge, appCode(secret, now() + STEP_MS)))).toBe('second_step_expired');
  });

  it('accepts the codes of the step before and after, not two steps away, nor one older than the latest used', async () => {
    expect((await signInWith(appCode(secret, now() + STEP_MS))).status).toBe(200);
    gateway.advanceClock(3 * STEP_MS);
    expect((await signInWith(appCode(secret, now() - STEP_MS))).status).toBe(200);
    gateway.advanceClock(3 * STEP_MS);
    expect((await signInWith(appCode(secret, now() - 2 * STEP_MS))).status).toBe(401);
    expect((await signInWith(appCode(secret, now() + 2 * STEP_MS))).status).toBe(401);
    // The step after is taken: the current one is older, so it is refused too.
    expect((await signInWith(appCode(secret, now() + STEP_MS))).status).toBe(200);
    expect((await signInWith(appCode(secret, now()))).status).toBe(401);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const code = recoveryCodes[0] ?? '';
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    const response = await signInWith(typed);
    expect(response.status).toBe(200);
    expect(await opens(((await response.json()) as { token: string }).token)).toBe(200);
    const again = await signInWith(code);
    expect(again.status).toBe(401);
    expect(await errorCodeOf(again)).toBe('invalid_code');
  });

  it('uses a challenge once', async () => {
    const challenge = await challengeFrom();
    expect((await sendCode(challenge, appCode(secret, now()))).status).toBe(200);
    const again = await sendCode(challenge, appCode(secret, now() + STEP_MS));
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: { code: 'second_step_expired', message: 'That took too long: enter your password again.' },
    });
  });

  it('voids a challenge given before the password changed', async () => {
    const before = await challengeFrom();
    const signedIn = await signInWith(appCode(secret, now()));
    const { token } = (await signedIn.json()) as { token: string };
    const changed = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: 'fresh paint on a rainy tuesday' }),
    });
    expect(changed.status).toBe(200);

    const late = await sendCode(before, appCode(secret, now() + STEP_MS));
    expect(late.status).toBe(401);
    expect(await errorCodeOf(late)).toBe('second_step_expired');
  });

  it(`voids the challenge after ${SECOND_STEP_MINUTES} minutes`, async () => {
    const challenge = await challengeFrom();
    gateway.advanceClock(SECOND_STEP_MINUTES * 60_000);
    const late = await sendCode(challenge, appCode(secret, now()));
    expect(late.status).toBe(401);
    expect(await errorCodeOf(late)).toBe('second_step_expired');
  });

  it(`voids the challenge after ${SECOND_STEP_MAX_WRONG_CODES} wrong codes`, async () => {
    const challenge = await challengeFrom();
    for (let attempt = 0; attempt < SECOND_STEP_MAX_WRONG_CODES; attempt += 1) {
      const wrong = await sendCode(challenge, '000000');
      expect(wrong.status).toBe(401);
      expect(await errorCodeOf(wrong)).toBe('invalid_code');
    }
    const right = await sendCode(challenge, appCode(secret, now()));
    expect(right.status).toBe(401);
    expect(await errorCodeOf(right)).toBe('second_step_expired');
  });

  it('throttles wrong codes like passwords: per address, and per account except at a known place', async () => {
    // Guesses of someone who knows the password, from an unknown place.
    const guesser = { ...HOTEL, 'X-Forwarded-For': '203.0.113.5' };
    const challenge = await challengeFrom(guesser);
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES + 1; attempt += 1) {
      expect((await sendCode(challenge, `00000${attempt}`, guesser)).status).toBe(401);
    }
    // The guesser's address is throttled, at the password too.
    const blocked = await login(guesser);
    expect(blocked.status).toBe(429);
    // Another unknown place gets its challenge, but the account's codes are throttled there.
    const hotel = await signInWith(appCode(secret, now()), HOTEL);
    expect(hotel.status).toBe(429);
    expect(Number(hotel.headers.get('retry-after'))).toBe(LOGIN_FIRST_DELAY_MS / 1000);
    expect(await errorCodeOf(hotel)).toBe('too_many_attempts');
    // The owner at home is not.
    expect((await signInWith(appCode(secret, now()), HOME)).status).toBe(200);
    // Once the wait is over, the hotel gets in.
    gateway.advanceClock(LOGIN_FIRST_DELAY_MS);
    expect((await signInWith(appCode(secret, now()), HOTEL)).status).toBe(200);
  });

  it("gives a known place's exemption only where the password was given", async () => {
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES + 1; attempt += 1) {
      expect((await signInWith('000000', HOTEL)).status).toBe(401);
    }
    const challenge = await challengeFrom(HOME);
    const elsewhere = await sendCode(challenge, appCode(secret, now()), { ...HOME, 'X-Forwarded-For': '203.0.113.8' });
    expect(elsewhere.status).toBe(429);
  });

  it('cannot be skipped: nothing yields a token without a right code', async () => {
    for (const response of [await login(), await login()]) {
      const text = await response.text();
      expect(text).not.toMatch(/eyJ/);
      expect(JSON.parse(text)).toHaveProperty('secondStep', 'code');
    }
    const forged = await sendCode('A'.repeat(43), appCode(secret, now()));
    expect(forged.status).toBe(401);
    expect(await errorCodeOf(forged)).toBe('second_step_expired');
    const empty = await sendCode('', appCode(secret, now()));
    expect(empty.status).toBe(400);
    const noChallenge = await postJson(gateway, '/api/auth/login/code', { code: appCode(secret, now()) }, HOME);
    expect(noChallenge.status).toBe(400);
    const nonsense = await sendCode(await challengeFrom(), 'let me in');
    expect(nonsense.status).toBe(400);
    expect(await nonsense.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { code: expect.any(String) } },
    });
  });

  it('shows wrong codes and the second factor in the sign-in activity', async () => {
    expect((await signInWith('000000', HOTEL)).status).toBe(401);
    expect((await signInWith(recoveryCodes[1] ?? '', HOTEL)).status).toBe(200);
    const response = await signInWith(appCode(secret, now()), HOME);
    const { token } = (await response.json()) as { token: string };
    const activity = await fetch(`${gateway.url}/api/admin/account/activity`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { events } = (await activity.json()) as SignInActivity;
    expect(
      events
        .slice(0, 4)
        .map(({ outcome, secondFactor, newPlace, address }) => ({ outcome, secondFactor, newPlace, address })),
    ).toEqual([
      { outcome: 'signed_in', secondFactor: 'code', newPlace: false, address: '198.51.100.10' },
      { outcome: 'signed_in', secondFactor: 'recovery_code', newPlace: true, address: '198.51.100.99' },
      { outcome: 'wrong_code', secondFactor: 'code', newPlace: false, address: '198.51.100.99' },
      { outcome: 'signed_in', secondFactor: null, newPlace: true, address: '198.51.100.10' },
    ]);
  });
});
