import jwt from 'jsonwebtoken';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ActiveSessions, KEEP_SIGNED_IN_DAYS, type SecondStepRequired } from '../../contract/auth.ts';
import { startTestApp, TEST_ADMIN, TEST_TOKEN_TTL_SECONDS, type TestApp } from '../testing/test-app.ts';
import { appCode, enrolTwoFactor, postJson } from '../testing/test-two-factor.ts';

const DAY_SECONDS = 24 * 60 * 60;
const KEPT_SECONDS = KEEP_SIGNED_IN_DAYS * DAY_SECONDS;

let gateway: TestApp;
beforeEach(async () => {
  // Sessions are judged by the gateway's clock, at a fixed moment: not today's.
  gateway = await startTestApp({ startAt: '2026-11-18T10:00:00.000Z' });
});
afterEach(async () => {
  await gateway.close();
});

const nowSeconds = () => Math.floor(gateway.now() / 1000);
const login = (body: Record<string, unknown>) => postJson(gateway, '/api/auth/login', { ...TEST_ADMIN, ...body });
const asOwner = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
const opens = async (token: string) => (await fetch(`${gateway.url}/admin/credentials`, asOwner(token))).status;
const sessionsSeenBy = async (token: string) =>
  ((await (await fetch(`${gateway.url}/api/admin/account/sessions`, asOwner(token))).json()) as ActiveSessions)
    .sessions;
const claimsOf = (token: string) => jwt.decode(token) as { jti: string; iat: number; exp: number };

async function sessionFrom(response: Response) {
  expect(response.status).toBe(200);
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  return { token, expiresAt };
}

describe('POST /api/auth/login with "Keep me signed in on this device"', () => {
  it(`gives a session of ${KEEP_SIGNED_IN_DAYS} days; without it, the usual token lifetime`, async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const usual = await sessionFrom(await login({ keepSignedIn: false }));
    const leftOut = await sessionFrom(await login({}));
    const lifetime = (token: string) => claimsOf(token).exp - claimsOf(token).iat;
    expect(lifetime(kept.token)).toBe(KEPT_SECONDS);
    expect(Date.parse(kept.expiresAt)).toBe(claimsOf(kept.token).exp * 1000);
    expect(lifetime(usual.token)).toBe(TEST_TOKEN_TTL_SECONDS);
    expect(lifetime(leftOut.token)).toBe(TEST_TOKEN_TTL_SECONDS);
  });

  it('keeps the kept session open past the usual lifetime, while the usual one ends', async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const usual = await sessionFrom(await login({}));
    gateway.advanceClock((TEST_TOKEN_TTL_SECONDS + 60) * 1000);
    expect(await opens(kept.token)).toBe(200);
    expect(await opens(usual.token)).toBe(401);
    gateway.advanceClock((KEPT_SECONDS - 2 * TEST_TOKEN_TTL_SECONDS) * 1000);
    expect(await opens(kept.token)).toBe(200);
  });

  it(`refuses a kept token issued more than ${KEEP_SIGNED_IN_DAYS} days ago, whatever its expiry says`, async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const { jti } = claimsOf(kept.token);
    const old = jwt.sign(
      { ver: 0, iat: nowSeconds() - KEPT_SECONDS - 60, exp: nowSeconds() + 3600, keep: true },
      gateway.jwtKey,
      { algorithm: 'HS256', subject: TEST_ADMIN.username, jwtid: jti },
    );
    expect(await opens(old)).toBe(401);
  });

  it('lists the kept session as kept, and signs it out like any session', async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const laptop = await sessionFrom(await login({}));
    const sessions = await sessionsSeenBy(laptop.token);
    expect(sessions.map(({ id, keptSignedIn, current }) => ({ id, keptSignedIn, current }))).toEqual([
      { id: claimsOf(laptop.token).jti, keptSignedIn: false, current: true },
      { id: claimsOf(kept.token).jti, keptSignedIn: true, current: false },
    ]);
    expect(Date.parse(sessions[1]?.expiresAt ?? '') / 1000 - nowSeconds()).toBeGreaterThan(KEPT_SECONDS - 60);

    const signOut = await fetch(`${gateway.url}/api/admin/account/sessions/${claimsOf(kept.token).jti}`, {
      method: 'DELETE',
      ...asOwner(laptop.token),
    });
    expect(signOut.status).toBe(204);
    expect(await opens(kept.token)).toBe(401);
    expect((await sessionsSeenBy(laptop.token)).map((session) => session.id)).toEqual([claimsOf(laptop.token).jti]);
  });

  it('ends with "Sign out" like any session', async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const logout = await fetch(`${gateway.url}/api/auth/logout`, { method: 'POST', ...asOwner(kept.token) });
    expect(logout.status).toBe(204);
    expect(await opens(kept.token)).toBe(401);
  });

  it('still asks for the code with two-step sign-in on, and keeps the session it ends in', async () => {
    const { secret } = await enrolTwoFactor(gateway, await gateway.signIn());
    const answer = await login({ keepSignedIn: true });
    expect(answer.status).toBe(200);
    const step = (await answer.json()) as SecondStepRequired;
    expect(Object.keys(step).sort()).toEqual(['challenge', 'expiresAt', 'secondStep']);
    const code = await postJson(gateway, '/api/auth/login/code', {
      challenge: step.challenge,
      code: appCode(secret, gateway.now()),
    });
    const kept = await sessionFrom(code);
    expect(claimsOf(kept.token).exp - claimsOf(kept.token).iat).toBe(KEPT_SECONDS);

    // The next sign-in, kept or not, asks for the code again.
    const later = await login({ keepSignedIn: true });
    expect(Object.keys((await later.json()) as object)).toContain('secondStep');
  });

  it('keeps a session kept when its password changes there', async () => {
    const kept = await sessionFrom(await login({ keepSignedIn: true }));
    const response = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${kept.token}` },
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: 'a brand new long passphrase' }),
    });
    const renewed = await sessionFrom(response);
    expect(claimsOf(renewed.token).exp - claimsOf(renewed.token).iat).toBe(KEPT_SECONDS);
  });

  it('answers 400 on the field when "keepSignedIn" is not true or false', async () => {
    const response = await login({ keepSignedIn: 'yes' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(['keepSignedIn']);
  });
});
