import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../auth/login-throttle.ts';
import { startTestApp, TEST_ADMIN, TEST_TOKEN_TTL_SECONDS, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp();
});
afterEach(async () => {
  await gateway.close();
});

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

  it(`answers 429 with Retry-After after ${LOGIN_MAX_FAILURES} failures for one username, even to the right password`, async () => {
    await failLogins(LOGIN_MAX_FAILURES, TEST_ADMIN.username);
    const blocked = await postLogin(TEST_ADMIN);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MS / 1000 - 10);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MS / 1000);
    expect(await blocked.json()).toEqual({
      error: { code: 'too_many_attempts', message: 'Too many failed sign-ins. Try again in about 15 minutes.' },
    });
  });

  it('lets the owner in again once the window has passed', async () => {
    await failLogins(LOGIN_MAX_FAILURES, TEST_ADMIN.username);
    expect((await postLogin(TEST_ADMIN)).status).toBe(429);
    gateway.advanceClock(LOGIN_FAILURE_WINDOW_MS - 2000);
    expect((await postLogin(TEST_ADMIN)).status).toBe(429);
    gateway.advanceClock(2000);
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
  });

  it('counts failures for one account whatever the case and spacing of the username', async () => {
    const spellings = ['owner', 'OWNER', ' Owner ', 'oWnEr', 'owner\t'];
    await failLogins(LOGIN_MAX_FAILURES, (attempt) => spellings[attempt % spellings.length] ?? 'owner');
    expect((await postLogin({ username: 'Owner', password: TEST_ADMIN.password })).status).toBe(429);
  });

  it('counts failures per client address across usernames', async () => {
    await failLogins(LOGIN_MAX_FAILURES, (attempt) => `guess-${attempt}`);
    expect((await postLogin(TEST_ADMIN)).status).toBe(429);
  });

  it('keeps one address blocked without blocking another, behind the proxy', async () => {
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    const attacker = { 'X-Forwarded-For': '203.0.113.9' };
    await failLogins(LOGIN_MAX_FAILURES, (attempt) => `guess-${attempt}`, attacker);
    expect((await postLogin({ username: 'guess-x', password: 'x' }, attacker)).status).toBe(429);
    expect((await postLogin(TEST_ADMIN, { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(200);
  });

  it('forgets earlier failures of the account once the owner signs in', async () => {
    // Different addresses, so only the account's own counter is in play.
    await gateway.close();
    gateway = await startTestApp({ trustProxy: true });
    await failLogins(LOGIN_MAX_FAILURES - 1, TEST_ADMIN.username, { 'X-Forwarded-For': '198.51.100.1' });
    expect((await postLogin(TEST_ADMIN, { 'X-Forwarded-For': '198.51.100.2' })).status).toBe(200);
    await failLogins(LOGIN_MAX_FAILURES - 1, TEST_ADMIN.username, { 'X-Forwarded-For': '198.51.100.3' });
    expect((await postLogin(TEST_ADMIN, { 'X-Forwarded-For': '198.51.100.4' })).status).toBe(200);
  });

  it.each([
    ['no username', { password: 'x' }, { username: 'Enter your username.' }],
    ['an empty username', { username: '   ', password: 'x' }, { username: 'Enter your username.' }],
    ['no password', { username: 'owner' }, { password: 'Enter your password.' }],
    ['a number for a password', { username: 'owner', password: 12345 }, { password: 'Enter your password.' }],
    [
      'an oversized username',
      { username: 'u'.repeat(65), password: 'x' },
      { username: 'Usernames are at most 64 characters.' },
    ],
    [
      'an oversized password',
      { username: 'owner', password: 'p'.repeat(1025) },
      { password: 'Passwords are at most 1024 characters.' },
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
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES + 2; attempt += 1) {
      expect((await postLogin({ username: 'owner' })).status).toBe(400);
    }
    expect((await postLogin(TEST_ADMIN)).status).toBe(200);
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
