import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { appCode, enrolTwoFactor, postJson, STEP_MS } from '../testing/test-two-factor.ts';
import { accountNotice } from './account-notices.ts';

const OWNER = 'owner@brightside.example';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HOME = { 'X-Forwarded-For': '198.51.100.10', 'User-Agent': FIREFOX_ON_LINUX };
const HOTEL = { 'X-Forwarded-For': '198.51.100.99', 'User-Agent': CHROME_ON_WINDOWS };

let smtp: TestSmtpServer;
let gateway: TestApp;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  gateway = await startTestApp({ trustProxy: true, mail: { smtpUrl: smtp.url, notifyEmail: OWNER } });
});
afterEach(async () => {
  await gateway.close();
  await smtp.close();
});

const signInFrom = (place: Record<string, string>) =>
  fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...place },
    body: JSON.stringify(TEST_ADMIN),
  });

/** The message's text as written: quoted-printable soft line breaks undone. */
const bodyOf = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the e-mail on a sign-in from a new place', () => {
  it('tells NOTIFY_EMAIL the browser, address and time, and what to do if it was not the owner', async () => {
    expect((await signInFrom(HOME)).status).toBe(200);
    expect((await signInFrom(HOTEL)).status).toBe(200);
    const [mail] = await eventually(() => {
      expect(smtp.received).toHaveLength(1);
      return smtp.received;
    });
    expect(mail?.to).toEqual([OWNER]);
    expect(mail?.header('Subject')).toMatch(/^New sign-in to your .+ dashboard$/);
    const body = bodyOf(mail?.raw ?? '');
    expect(body).toMatch(/New sign-in to your .+ dashboard: Chrome on Windows from 198\.51\.100\.99 at \w+day, /);
    expect(body).toContain("If it wasn't you: change your password and sign out every session in the Account section.");
    expect(body).toMatch(/Content-Type: text\/plain/);
    expect(body).toMatch(/Content-Type: text\/html/);
  });

  it('is not sent for a known place, nor for the very first sign-in (nothing to compare it with)', async () => {
    expect((await signInFrom(HOME)).status).toBe(200);
    expect((await signInFrom(HOME)).status).toBe(200);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('never fails nor holds up the sign-in when the mail server refuses it', async () => {
    smtp.refuse.add(OWNER);
    expect((await signInFrom(HOME)).status).toBe(200);
    expect((await signInFrom(HOTEL)).status).toBe(200);
    await settle();
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps what the browser and address say as text in the HTML part', () => {
    const { html } = accountNotice('Brightside <b>', {
      change: { kind: 'new_place' },
      place: { address: '::1', browser: '<img src=x>' },
      at: 0,
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x&#62;');
  });
});

/** The e-mails received so far, once `count` have arrived: subject and text. */
async function mailsReceived(count: number) {
  return eventually(() => {
    expect(smtp.received).toHaveLength(count);
    return smtp.received.map((mail) => ({ subject: mail.header('Subject'), body: bodyOf(mail.raw) }));
  });
}

async function tokenFrom(place: Record<string, string>) {
  const response = await signInFrom(place);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe("the e-mails on changes to the owner's access", () => {
  it('tells of two-step sign-in turned on, new recovery codes, and turned off, with where from', async () => {
    const token = await tokenFrom(HOME);
    const { secret } = await enrolTwoFactor(gateway, token);
    const auth = { ...HOME, Authorization: `Bearer ${token}` };
    const proof = () => ({ password: TEST_ADMIN.password, code: appCode(secret, gateway.now()) });
    expect((await postJson(gateway, '/api/admin/account/two-factor/recovery-codes', proof(), auth)).status).toBe(200);
    gateway.advanceClock(STEP_MS);
    expect((await postJson(gateway, '/api/admin/account/two-factor/disable', proof(), auth)).status).toBe(204);

    const mails = await mailsReceived(3);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Two-step sign-in was turned on for your .+ dashboard$/),
      expect.stringMatching(/^New recovery codes were made for your .+ dashboard$/),
      expect.stringMatching(/^Two-step sign-in was turned off for your .+ dashboard$/),
    ]);
    for (const { body } of mails) {
      expect(body).toMatch(/dashboard: .+ from .+ at \w+day, /);
      expect(body).toContain("If it wasn't you: change your password");
    }
    // Turned on by the test's helper from no particular browser; the rest from home.
    for (const { body } of mails.slice(1)) {
      expect(body).toMatch(/dashboard: Firefox on Linux from 198\.51\.100\.10 at \w+day, /);
    }
    expect(mails[1]?.body).toContain('The codes you had before no longer work.');
    // Never a secret nor a code in an e-mail.
    for (const { body } of mails) expect(body).not.toContain(secret);
  });

  it('tells of a sign-in with a recovery code and how many are left, once, even from a new place', async () => {
    const { recoveryCodes } = await enrolTwoFactor(gateway, await tokenFrom(HOME));
    await mailsReceived(1); // turned on
    const login = await signInFrom(HOTEL);
    const { challenge } = (await login.json()) as { challenge: string };
    const signedIn = await postJson(gateway, '/api/auth/login/code', { challenge, code: recoveryCodes[0] }, HOTEL);
    expect(signedIn.status).toBe(200);

    const [, used] = await mailsReceived(2);
    expect(used?.subject).toMatch(/^A recovery code was used to sign in to your .+ dashboard$/);
    expect(used?.body).toMatch(/sign in to your .+ dashboard: Chrome on Windows from 198\.51\.100\.99 at /);
    expect(used?.body).toContain('9 recovery codes are left: make new ones in the Account section.');
    await settle();
    expect(smtp.received).toHaveLength(2);
  });

  it('tells of a new password', async () => {
    const token = await tokenFrom(HOME);
    const changed = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...HOME },
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: 'fresh paint on a rainy tuesday' }),
    });
    expect(changed.status).toBe(200);
    const [mail] = await mailsReceived(1);
    expect(mail?.subject).toMatch(/^The password of your .+ dashboard was changed$/);
    expect(mail?.body).toContain('Every other session was signed out.');
    expect(mail?.body).not.toContain('fresh paint');
  });
});
