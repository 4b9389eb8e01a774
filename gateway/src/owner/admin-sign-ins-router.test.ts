import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ActiveSessions, SignInActivity } from '../../contract/auth.ts';
import { DATA_FILES } from '../data-files.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { LOGIN_FREE_FAILURES } from './login-throttle.ts';
import { createOwnerStore } from './owner-store.ts';
import { hashPassword } from './password-hash.ts';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP = { 'X-Forwarded-For': '198.51.100.10', 'User-Agent': FIREFOX_ON_LINUX };
const PHONE = { 'X-Forwarded-For': '203.0.113.77', 'User-Agent': SAFARI_ON_IPHONE };

let gateway: TestApp;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true });
});
afterEach(async () => {
  await gateway.close();
});

async function signInFrom(
  place: Record<string, string>,
  credentials: { username: string; password: string } = TEST_ADMIN,
) {
  const response = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...place },
    body: JSON.stringify(credentials),
  });
  return response;
}

async function tokenFrom(place: Record<string, string>) {
  const response = await signInFrom(place);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const asOwner = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, ...LAPTOP },
});

const credentialsStatus = async (token: string) =>
  (await fetch(`${gateway.url}/admin/credentials`, asOwner(token))).status;

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti;

describe('GET /api/admin/account/sessions', () => {
  it('lists each signed-in session with its place, newest first, and marks the one asking', async () => {
    const laptop = await tokenFrom(LAPTOP);
    gateway.advanceClock(60_000);
    const phone = await tokenFrom(PHONE);
    const response = await fetch(`${gateway.url}/api/admin/account/sessions`, asOwner(laptop));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { sessions } = (await response.json()) as ActiveSessions;
    expect(sessions).toEqual([
      {
        id: sessionIdOf(phone),
        address: '203.0.113.77',
        browser: 'Safari on iPhone',
        signedInAt: expect.any(String),
        expiresAt: expect.any(String),
        keptSignedIn: false,
        current: false,
      },
      {
        id: sessionIdOf(laptop),
        address: '198.51.100.10',
        browser: 'Firefox on Linux',
        signedInAt: expect.any(String),
        expiresAt: expect.any(String),
        keptSignedIn: false,
        current: true,
      },
    ]);
    expect(Date.parse(sessions[0]?.signedInAt ?? '')).toBeGreaterThan(Date.parse(sessions[1]?.signedInAt ?? ''));
  });

  it('leaves out sessions signed out, and all older ones after a password change', async () => {
    const laptop = await tokenFrom(LAPTOP);
    const phone = await tokenFrom(PHONE);
    await fetch(`${gateway.url}/api/auth/logout`, asOwner(phone, { method: 'POST' }));
    const list = async (token: string) =>
      ((await (await fetch(`${gateway.url}/api/admin/account/sessions`, asOwner(token))).json()) as ActiveSessions)
        .sessions;
    expect((await list(laptop)).map((session) => session.id)).toEqual([sessionIdOf(laptop)]);

    const changed = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${laptop}`, ...LAPTOP },
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: 'rolled on in two even coats' }),
    });
    const fresh = ((await changed.json()) as { token: string }).token;
    expect(await list(fresh)).toMatchObject([{ id: sessionIdOf(fresh), current: true }]);
  });
});

describe("sessions ended by another process (the operator's commands)", () => {
  it('refuses the old tokens on the next request once another connection bumps the token version', async () => {
    const laptop = await tokenFrom(LAPTOP);
    const phone = await tokenFrom(PHONE);
    expect(await credentialsStatus(laptop)).toBe(200);
    const operator = new DatabaseSync(join(gateway.dataDir, DATA_FILES.database));
    operator.exec("UPDATE admin_accounts SET token_version = token_version + 1 WHERE username = 'owner'");
    operator.close();
    expect(await credentialsStatus(laptop)).toBe(401);
    expect(await credentialsStatus(phone)).toBe(401);

    const fresh = await tokenFrom(LAPTOP);
    const response = await fetch(`${gateway.url}/api/admin/account/sessions`, asOwner(fresh));
    expect(((await response.json()) as ActiveSessions).sessions.map((session) => session.id)).toEqual([
      sessionIdOf(fresh),
    ]);
  });
});

describe('DELETE /api/admin/account/sessions/:id', () => {
  it('signs out exactly that session: its token is refused at once, the other still works', async () => {
    const laptop = await tokenFrom(LAPTOP);
    const phone = await tokenFrom(PHONE);
    const response = await fetch(
      `${gateway.url}/api/admin/account/sessions/${sessionIdOf(phone)}`,
      asOwner(laptop, { method: 'DELETE' }),
    );
    expect(response.status).toBe(204);
    expect(await credentialsStatus(phone)).toBe(401);
    expect(await credentialsStatus(laptop)).toBe(200);
    const again = await fetch(
      `${gateway.url}/api/admin/account/sessions/${sessionIdOf(phone)}`,
      asOwner(laptop, { method: 'DELETE' }),
    );
    expect(again.status).toBe(404);
  });

  it("answers 404 for an unknown id and for another account's session, which stays signed in", async () => {
    const laptop = await tokenFrom(LAPTOP);
    // Through a second connection, as another process would: the running gateway notices.
    const other = new DatabaseSync(join(gateway.dataDir, DATA_FILES.database));
    createOwnerStore(other).create('partner', await hashPassword('another fine brush for you'));
    other.close();
    const partnerResponse = await signInFrom(PHONE, { username: 'partner', password: 'another fine brush for you' });
    const partner = ((await partnerResponse.json()) as { token: string }).token;
    for (const id of ['no-such-session', sessionIdOf(partner)]) {
      const response = await fetch(
        `${gateway.url}/api/admin/account/sessions/${id}`,
        asOwner(laptop, { method: 'DELETE' }),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    expect(await credentialsStatus(partner)).toBe(200);
  });
});

describe('GET /api/admin/account/activity', () => {
  it('lists successes, wrong passwords and throttled attempts, newest first, with browser words', async () => {
    await tokenFrom(LAPTOP);
    gateway.advanceClock(1000);
    for (let guess = 0; guess <= LOGIN_FREE_FAILURES; guess += 1) {
      gateway.advanceClock(1000);
      expect((await signInFrom(PHONE, { username: 'Owner', password: `guess ${guess}` })).status).toBe(401);
    }
    gateway.advanceClock(1000);
    expect((await signInFrom(PHONE)).status).toBe(429);
    gateway.advanceClock(1000);
    const laptop = await tokenFrom(LAPTOP);

    const response = await fetch(`${gateway.url}/api/admin/account/activity`, asOwner(laptop));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { events } = (await response.json()) as SignInActivity;
    expect(
      events.map(({ outcome, newPlace, browser, address, username }) => [
        outcome,
        newPlace,
        browser,
        address,
        username,
      ]),
    ).toEqual([
      ['signed_in', false, 'Firefox on Linux', '198.51.100.10', 'owner'],
      ['throttled', false, 'Safari on iPhone', '203.0.113.77', 'owner'],
      ...Array.from({ length: LOGIN_FREE_FAILURES + 1 }, () => [
        'wrong_password',
        false,
        'Safari on iPhone',
        '203.0.113.77',
        'Owner',
      ]),
      ['signed_in', true, 'Firefox on Linux', '198.51.100.10', 'owner'],
    ]);
    expect(new Date(events[0]?.at ?? '').toISOString()).toBe(events[0]?.at);
  });
});
