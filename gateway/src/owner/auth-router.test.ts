import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KNOWN_PLACE_DAYS } from '../../contract/auth.ts';
import { DATA_FILES } from '../data-files.ts';
import { startTestApp, TEST_ADMIN, TEST_TOKEN_TTL_SECONDS, type TestApp } from '../testing/test-app.ts';
import {
  LOGIN_FAILURE_MEMORY_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES,
  LOGIN_MAX_DELAY_MS,
  loginDelayMs,
} from './login-throttle.ts';

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp();
});
afterEach(async () => {
  await gateway.close();
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function postLogin(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const credentialsWith = (token: string) =>
  fetch(`${gateway.url}/admin/credentials`, { headers: { Authorization: `Bearer ${token}` } });

async function failLogins(count: number, username: string | ((attempt: number) => string), headers = {}) {
  for (let attempt = 0; attempt < count; attempt += 1) {
    const name = typeof username === 'function' ? username(attempt) : username;
    expect((await postLogin({ username: name, password: 'not the password' }, headers)).status).toBe(401);
  }
}

describe('POST /api/auth/login', () => {
  it('answers the right username and password with a token that opens the dashboard', async () => {
    const before = Date.now();
    const response = await postLogin(TEST_ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { token: string; expiresAt: string };
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    const lifetime = Date.parse(body.expiresAt) - before;
    expect(lifetime).toBeGreaterThan((TEST_TOKEN_TTL_SECONDS - 5) * 1000);
    expect(lifetime).toBeLessThanOrEqual((TEST_TOKEN_TTL_SECONDS + 1) * 1000);

    const credentials = await credentialsWith(body.token);
    expect(credentials.status).toBe(200);
    expect(await credentials.json()).toEqual({ username: TEST_ADMIN.username });
  });

  it('signs in whatever the case of the username and around spaces', async () => {
    expect((await postLogin({ username: '  OWNER ', password: TEST_ADMIN.password })).status).toBe(200);
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const wrongPassword = await postLogin({ username: TEST_ADMIN.username, password: 'not the password' });
    const unknownUser = await postLogin({ username: 'nobody-here', password: 'not the password' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const body = await wrongPassword.text();
    expect(body).toBe(await unknownUser.text());
    expect(JSON.parse(body)).toEqual({
      error: { code: 'invalid_credentials', message: 'Wrong username or password.' },
    });
    const comparable = (response: Response) =>
      [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name));
    expect(comparable(wrongPassword)).toEqual(comparable(unknownUser));
  });

  it(`answers 429 with Retry-After after ${LOGIN_FREE_FAILURES + 1} failures for one username, even to the right password`, async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username);
    const blocked = await postLogin(TEST_ADMIN);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(LOGIN_FIRST_DELAY_MS / 1000);
    expect(await blocked.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many failed sign-ins. Try again in about 1 minute.' },
    });
  });

  it('makes each further failure double the wait, up to the cap, and lets the right password in once it ends', async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username);
    const waits: number[] = [];
    for (let extra = 0; extra < 4; extra += 1) {
      const blocked = await postLogin({ username: TEST_ADMIN.username, password: 'still not it' });
      expect(blocked.status).toBe(429);
      const wait = Number(blocked.headers.get('retry-after'));
      waits.push(wait);
      gateway.advanceClock(wait * 1000 - 2000);
      expect((await postLogin(TEST_ADMIN)).status).toBe(429);
      gateway.advanceClock(2000);
      // The wait is over: one more guess is heard (and fails), which doubles the next wait.
      if (extra < 3) await failLogins(1, TEST_ADMIN.username);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });

  it(`caps the wait at ${LOGIN_MAX_DELAY_MS / 60_000} minutes and forgets failures after ${LOGIN_FAILURE_MEMORY_MS / 3_600_000} hours`, () => {
    expect([4, 5, 6, 7, 10, 11, 12, 50].map((failures) => loginDelayMs(failures) / 60_000)).toEqual([
      0, 1, 2, 4, 32, 60, 60, 60,
    ]);
    expect(LOGIN_MAX_DELAY_MS).toBeLessThan(LOGIN_FAILURE_MEMORY_MS);
  });

  it('forgets failures once they are older than the memory', async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username);
    gateway.advanceClock(LOGIN_FIRST_DELAY_MS);
    await failLogins(1, TEST_ADMIN.username);
    gateway.advanceClock(LOGIN_FAILURE_MEMORY_MS);
    // Remembered, these would be ten failures: a wait of 32 minutes.
    await failLogins(LOGIN_FREE_FAILURES, TEST_ADMIN.username);
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });

  it("honours failures cleared by another process (the operator's unlock) on the very next attempt", async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username);
    expect((await postLogin(TEST_ADMIN)).status).toBe(429);
    const operator = new DatabaseSync(join(gateway.dataDir, DATA_FILES.database));
    operator.exec('DELETE FROM sign_in_failures');
    operator.close();
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });

  it('throttles an unknown username exactly like a wrong password, with the same answer', async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, 'nobody-here', { 'User-Agent': 'curl/8.5.0' });
    await gateway.close();
    gateway = await startTestApp();
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username);
    const wrongPassword = await postLogin({ username: TEST_ADMIN.username, password: 'x' });
    const unknownUser = await postLogin({ username: 'nobody-here', password: 'x' });
    expect(wrongPassword.status).toBe(429);
    expect(await wrongPassword.text()).toBe(await unknownUser.text());
  });

  it('counts failures for one account whatever the case and spacing of the username', async () => {
    const spellings = ['owner', 'OWNER', ' Owner ', 'oWnEr', 'owner\t'];
    await failLogins(LOGIN_FREE_FAILURES + 1, (attempt) => spellings[attempt % spellings.length] ?? 'owner');
    expect((await postLogin({ username: 'Owner', password: TEST_ADMIN.password })).status).toBe(429);
  });

  it('counts failures per client address across usernames', async () => {
    await failLogins(LOGIN_FREE_FAILURES + 1, (attempt) => `guess-${attempt}`);
    expect((await postLogin(TEST_ADMIN)).status).toBe(429);
  });

  it('keeps one address blocked without blocking another, behind the proxy', async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    await failLogins(LOGIN_FREE_FAILURES + 1, (attempt) => `guess-${attempt}`, attacker);
    expect((await postLogin({ username: 'guess-x', password: 'x' }, attacker)).status).toBe(429);
    expect((await postLogin(TEST_ADMIN, { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(200);
  });

  it("keeps a known place subject to its own address's count", async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const home = { 'X-Forwarded-For': '198.51.100.1', 'User-Agent': FIREFOX_ON_LINUX };
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(200);
    await failLogins(LOGIN_FREE_FAILURES + 1, (attempt) => `guess-${attempt}`, home);
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(429);
  });

  it("clears its own address's count on success, and exempts only its own place from the username's", async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const home = { 'X-Forwarded-For': '198.51.100.1', 'User-Agent': FIREFOX_ON_LINUX };
    await failLogins(LOGIN_FREE_FAILURES, TEST_ADMIN.username, home);
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(200);
    // Home's own typos are forgotten there: four more are free again (the username has eight now).
    await failLogins(LOGIN_FREE_FAILURES, TEST_ADMIN.username, home);
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(200);
    // The username's count was not reset by those sign-ins: another place is throttled by it.
    const elsewhere = { 'X-Forwarded-For': '198.51.100.2', 'User-Agent': FIREFOX_ON_LINUX };
    expect((await postLogin(TEST_ADMIN, elsewhere)).status).toBe(429);
    // The same address with another browser is another place.
    expect((await postLogin(TEST_ADMIN, { ...home, 'User-Agent': 'curl/8.5.0' })).status).toBe(429);
  });

  it(`forgets a place ${KNOWN_PLACE_DAYS} days after its last sign-in`, async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const home = { 'X-Forwarded-For': '198.51.100.1', 'User-Agent': FIREFOX_ON_LINUX };
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(200);
    gateway.advanceClock(KNOWN_PLACE_DAYS * 24 * 3_600_000 - LOGIN_FAILURE_MEMORY_MS / 2);
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username, { 'X-Forwarded-For': '203.0.113.1' });
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(200);
    gateway.advanceClock(KNOWN_PLACE_DAYS * 24 * 3_600_000 + 1000);
    await failLogins(LOGIN_FREE_FAILURES + 1, TEST_ADMIN.username, { 'X-Forwarded-For': '203.0.113.2' });
    expect((await postLogin(TEST_ADMIN, home)).status).toBe(429);
  });

  it.each([
    ['no username', { password: 'x' }, { username: 'Enter your username.' }],
    ['an empty username', { username: '   ', password: 'x' }, { username: 'Enter your username.' }],
    ['no password', { username: 'owner' }, { password: 'Enter your password.' }],
    ['a number for a password', { username: 'owner', password: 12345 }, { password: 'Enter your password.' }],
    [
      'an oversized username',
      { username: 'u'.repeat(65), password: 'x' },
      { username: 'A username is 3 to 64 characters long.' },
    ],
    [
      'an oversized password',
      { username: 'owner', password: 'p'.repeat(1025) },
      { password: 'A password is at most 1024 characters long.' },
    ],
    ['nothing', {}, { username: 'Enter your username.', password: 'Enter your password.' }],
  ])('answers %s with 400 and a message per field', async (_case, body, fields) => {
    const response = await postLogin(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: 'Some fields need attention.', fields },
    });
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await postLogin(['owner', 'password']);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message: 'The request body must be a JSON object.', fields: {} },
    });
  });

  it('answers broken JSON with 400', async () => {
    const response = await postLogin('{"username": "owner", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers a form-encoded body with 415', async () => {
    const response = await fetch(`${gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=owner&password=x',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await postLogin({ username: 'owner', password: 'p'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('does not count malformed requests as failed sign-ins', async () => {
    for (let attempt = 0; attempt < LOGIN_FREE_FAILURES + 3; attempt += 1) {
      expect((await postLogin({ username: 'owner' })).status).toBe(400);
    }
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });
});

describe('the attack of issue 15: five guesses for the owner from five addresses', () => {
  it('leaves the owner signing in from a known place, and throttles unknown places and the guesser', async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const transcript: string[] = [];
    const attempt = async (who: string, address: string, userAgent: string, password: string) => {
      const response = await postLogin(
        { username: TEST_ADMIN.username, password },
        { 'X-Forwarded-For': address, 'User-Agent': userAgent },
      );
      const retryAfter = response.headers.get('retry-after');
      transcript.push(
        `${who.padEnd(38)} ${address.padEnd(14)} → ${response.status}${retryAfter ? ` (Retry-After: ${retryAfter})` : ''}`,
      );
      return response;
    };
    const known = { address: '198.51.100.10', userAgent: FIREFOX_ON_LINUX };

    expect(
      (await attempt('owner, earlier, from home', known.address, known.userAgent, TEST_ADMIN.password)).status,
    ).toBe(200);
    for (let guess = 1; guess <= LOGIN_FREE_FAILURES + 1; guess += 1) {
      const response = await attempt(
        `attacker guess ${guess}`,
        `203.0.113.${guess}`,
        CHROME_ON_WINDOWS,
        `guess ${guess}`,
      );
      expect(response.status).toBe(401);
    }
    const home = await attempt('owner from home (known place)', known.address, known.userAgent, TEST_ADMIN.password);
    const hotel = await attempt(
      'owner from a hotel (unknown place)',
      '198.51.100.99',
      CHROME_ON_WINDOWS,
      TEST_ADMIN.password,
    );
    const sixth = await attempt('attacker guess 6', '203.0.113.6', CHROME_ON_WINDOWS, 'guess 6');
    const again = await attempt('attacker guess 7, an earlier address', '203.0.113.1', CHROME_ON_WINDOWS, 'guess 7');
    if (process.env.PRINT_ATTACK === '1')
      console.log(`--- the attack, status per attempt ---\n${transcript.join('\n')}`);

    expect(home.status).toBe(200);
    expect(hotel.status).toBe(429);
    expect(Number(hotel.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await hotel.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).not.toBeNull();
    expect(again.status).toBe(429);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends that session only: its token is refused, another stays valid', async () => {
    const phone = await gateway.signIn();
    const laptop = await gateway.signIn();
    const response = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${phone}` },
    });
    expect(response.status).toBe(204);
    expect((await credentialsWith(phone)).status).toBe(401);
    expect((await credentialsWith(laptop)).status).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect((await fetch(`${gateway.url}/api/auth/logout`, { method: 'POST' })).status).toBe(401);
  });
});
