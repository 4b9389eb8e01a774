import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { newPlaceNotice } from './new-place-notice.ts';

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
    const { html } = newPlaceNotice('Brightside <b>', { address: '::1', browser: '<img src=x>' }, 0);
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x&#62;');
  });
});
