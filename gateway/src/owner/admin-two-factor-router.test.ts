import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../contract/auth.ts';
import { DEMO_BUSINESS } from '../../demo/demo-site.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { appCode, enrolTwoFactor, postJson, STEP_MS, toMidStep } from '../testing/test-two-factor.ts';
import { LOGIN_FIRST_DELAY_MS, LOGIN_FREE_FAILURES } from './login-throttle.ts';

const TWO_FACTOR = '/api/admin/account/two-factor';

let gateway: TestApp;
let token: string;
beforeEach(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
});
afterEach(async () => {
  await gateway.close();
});

const asOwner = () => ({ Authorization: `Bearer ${token}` });
const post = (path: string, body: unknown) => postJson(gateway, `${TWO_FACTOR}${path}`, body, asOwner());
async function status() {
  const response = await fetch(`${gateway.url}${TWO_FACTOR}`, { headers: asOwner() });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
}
const login = () => postJson(gateway, '/api/auth/login', TEST_ADMIN);
async function signInWithCode(code: string) {
  const { challenge } = (await (await login()).json()) as { challenge: string };
  return postJson(gateway, '/api/auth/login/code', { challenge, code });
}
const fieldErrorOf = async (response: Response) =>
  ((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields;

async function setUp(): Promise<TwoFactorSetup> {
  toMidStep(gateway);
  const response = await post('/setup', { password: TEST_ADMIN.password });
  expect(response.status).toBe(200);
  return (await response.json()) as TwoFactorSetup;
}

describe('GET /api/admin/account/two-factor', () => {
  it('says two-step sign-in is off until it is set up and confirmed', async () => {
    expect(await status()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    await setUp();
    expect(await status()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });
});

describe('POST /api/admin/account/two-factor/setup', () => {
  it('answers a new secret, its otpauth URI under the business name and username, and the URI as a QR code', async () => {
    gateway.modules.siteContent.business.save({ ...DEMO_BUSINESS, name: 'Brightside Painting' });
    const response = await post('/setup', { password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const setup = (await response.json()) as TwoFactorSetup;
    expect(Object.keys(setup).sort()).toEqual(['otpauthUri', 'qrCode', 'secret']);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauthUri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/Brightside Painting:${TEST_ADMIN.username}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: setup.secret,
      issuer: 'Brightside Painting',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(setup.qrCode.split(',')[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('gives a new secret each time it is restarted, and only the latest one confirms', async () => {
    const first = await setUp();
    const second = await setUp();
    expect(second.secret).not.toBe(first.secret);
    const stale = await post('/confirm', { code: appCode(first.secret, gateway.now()) });
    expect(stale.status).toBe(400);
    expect((await post('/confirm', { code: appCode(second.secret, gateway.now()) })).status).toBe(200);
  });

  it('answers a wrong current password with 400 on the field, and starts nothing', async () => {
    const response = await post('/setup', { password: 'not my password' });
    expect(response.status).toBe(400);
    expect(await fieldErrorOf(response)).toEqual({ password: 'That is not your current password.' });
    expect(gateway.db.prepare('SELECT count(*) AS n FROM two_factor').get()).toEqual({ n: 0 });
  });

  it('answers 409 when two-step sign-in is on already', async () => {
    await enrolTwoFactor(gateway, token);
    const response = await post('/setup', { password: TEST_ADMIN.password });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'two_factor_state' } });
  });
});

describe('POST /api/admin/account/two-factor/confirm', () => {
  it(`turns two-step sign-in on with the app's code and answers ${RECOVERY_CODE_COUNT} recovery codes, once`, async () => {
    const { secret } = await setUp();
    const before = gateway.now();
    const response = await post('/confirm', { code: appCode(secret, gateway.now()) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { codes } = (await response.json()) as { codes: string[] };
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    const { enabledAt, ...rest } = (await status()) as TwoFactorStatus;
    expect(rest).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(Date.parse(enabledAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(Date.parse(enabledAt ?? '')).toBeLessThanOrEqual(gateway.now());
    // Stored hashed: no code is in the database as shown.
    const stored = gateway.db.prepare('SELECT code_hash FROM recovery_codes').all();
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
  });

  it('takes the code with spaces, as typed from the app', async () => {
    const { secret } = await setUp();
    const code = appCode(secret, gateway.now());
    expect((await post('/confirm', { code: ` ${code.slice(0, 3)} ${code.slice(3)} ` })).status).toBe(200);
  });

  it('answers a wrong code with 400 on the field and turns nothing on', async () => {
    const { secret } = await setUp();
    const wrong = appCode(secret, gateway.now() + 5 * STEP_MS);
    const response = await post('/confirm', { code: wrong });
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await fieldErrorOf(response)).toEqual({
      code: 'That code is not right. Enter the code your app shows now.',
    });
    expect(await status()).toMatchObject({ enabled: false });
  });

  it.each([
    ['letters', 'abcdef', 'Enter the 6-digit code from your app, or one of your recovery codes (like 7hkq-3wmx-p9ta).'],
    [
      'five digits',
      '12345',
      'Enter the 6-digit code from your app, or one of your recovery codes (like 7hkq-3wmx-p9ta).',
    ],
    ['nothing', '', 'Enter the code your authenticator app shows.'],
  ])('answers %s with 400 on the field', async (_case, code, message) => {
    await setUp();
    const response = await post('/confirm', { code });
    expect(response.status).toBe(400);
    expect(await fieldErrorOf(response)).toEqual({ code: message });
  });

  it(`answers 429 with Retry-After after ${LOGIN_FREE_FAILURES + 1} wrong codes, even to the right one`, async () => {
    const { secret } = await setUp();
    for (let attempt = 0; attempt <= LOGIN_FREE_FAILURES; attempt += 1) {
      expect((await post('/confirm', { code: appCode(secret, gateway.now() + 9 * STEP_MS) })).status).toBe(400);
    }
    const blocked = await post('/confirm', { code: appCode(secret, gateway.now()) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(LOGIN_FIRST_DELAY_MS / 1000);
    expect(await blocked.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    gateway.advanceClock(LOGIN_FIRST_DELAY_MS);
    toMidStep(gateway);
    expect((await post('/confirm', { code: appCode(secret, gateway.now()) })).status).toBe(200);
  });

  it('answers 409 when no set-up is waiting, and when it is on already', async () => {
    expect((await post('/confirm', { code: '123456' })).status).toBe(409);
    await enrolTwoFactor(gateway, token);
    const response = await post('/confirm', { code: '123456' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'two_factor_state' } });
  });
});

describe('POST /api/admin/account/two-factor/disable', () => {
  it('turns two-step sign-in off with the password and a code: the password alone signs in again', async () => {
    const { secret } = await enrolTwoFactor(gateway, token);
    const response = await post('/disable', { password: TEST_ADMIN.password, code: appCode(secret, gateway.now()) });
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await status()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(Object.keys((await (await login()).json()) as object).sort()).toEqual(['expiresAt', 'token']);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM recovery_codes').get()).toEqual({ n: 0 });
  });

  it('needs the right password and a right code', async () => {
    const { secret } = await enrolTwoFactor(gateway, token);
    const wrongPassword = await post('/disable', { password: 'nope', code: appCode(secret, gateway.now()) });
    expect(wrongPassword.status).toBe(400);
    expect(await fieldErrorOf(wrongPassword)).toEqual({ password: 'That is not your current password.' });
    const wrongCode = await post('/disable', {
      password: TEST_ADMIN.password,
      code: appCode(secret, gateway.now() + 4 * STEP_MS),
    });
    expect(wrongCode.status).toBe(400);
    expect(await fieldErrorOf(wrongCode)).toEqual({
      code: 'That code is not right. Enter the code your app shows now, or a recovery code.',
    });
    const noCode = await post('/disable', { password: TEST_ADMIN.password });
    expect(noCode.status).toBe(400);
    expect(await status()).toMatchObject({ enabled: true });
  });

  it('says a code just used was just used, and refuses it', async () => {
    const { secret } = await enrolTwoFactor(gateway, token);
    const code = appCode(secret, gateway.now());
    expect((await post('/recovery-codes', { password: TEST_ADMIN.password, code })).status).toBe(200);
    const again = await post('/disable', { password: TEST_ADMIN.password, code });
    expect(again.status).toBe(400);
    expect(await fieldErrorOf(again)).toEqual({ code: 'That code was just used. Wait for the next one.' });
    expect(await status()).toMatchObject({ enabled: true });
  });

  it('takes a recovery code instead of the app’s', async () => {
    const { recoveryCodes } = await enrolTwoFactor(gateway, token);
    expect((await post('/disable', { password: TEST_ADMIN.password, code: recoveryCodes[3] })).status).toBe(204);
  });

  it('answers 409 when two-step sign-in is off', async () => {
    const response = await post('/disable', { password: TEST_ADMIN.password, code: '123456' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'two_factor_state' } });
  });
});

describe('POST /api/admin/account/two-factor/recovery-codes', () => {
  it('answers new recovery codes that replace the old ones', async () => {
    const { secret, recoveryCodes: old } = await enrolTwoFactor(gateway, token);
    expect((await signInWithCode(old[0] ?? '')).status).toBe(200);
    expect(await status()).toMatchObject({ recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });

    const response = await post('/recovery-codes', {
      password: TEST_ADMIN.password,
      code: appCode(secret, gateway.now()),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { codes } = (await response.json()) as { codes: string[] };
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(codes.some((code) => old.includes(code))).toBe(false);
    expect(await status()).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    const refused = await signInWithCode(old[1] ?? '');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'invalid_code' } });
    expect((await signInWithCode(codes[0] ?? '')).status).toBe(200);
  });

  it('needs the password and a code, and two-step sign-in on', async () => {
    expect((await post('/recovery-codes', { password: TEST_ADMIN.password, code: '123456' })).status).toBe(409);
    const { secret } = await enrolTwoFactor(gateway, token);
    const wrongPassword = await post('/recovery-codes', { password: 'nope', code: appCode(secret, gateway.now()) });
    expect(await fieldErrorOf(wrongPassword)).toHaveProperty('password');
    const wrongCode = await post('/recovery-codes', { password: TEST_ADMIN.password, code: '000000' });
    expect(await fieldErrorOf(wrongCode)).toHaveProperty('code');
  });
});
