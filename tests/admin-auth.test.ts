import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { useBrowserPage } from './stack/browser.ts';
import { submitSignIn } from './stack/owner.ts';

const baseUrl = inject('baseUrl');
const admin = inject('admin');
const session = useBrowserPage();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

const signIn = (page: Page, password = admin.password) => submitSignIn(page, baseUrl, { password });

async function expectOnLoginPage(page: Page) {
  await page.waitForURL(`${baseUrl}/admin/login`);
  await page.getByRole('heading', { name: 'Owner sign-in' }).waitFor();
}

describe('the admin area in the browser', () => {
  it('sends a visitor without a token from the dashboard to the login page', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/admin/dashboard`);
    await expectOnLoginPage(page);
  });

  it('checks a stored garbage token with the credentials call, then forgets it and shows the login page', async () => {
    const { page } = session;
    session.expectFailedResponses(401);
    await page.goto(`${baseUrl}/no-such-page`);
    await page.evaluate((key) => localStorage.setItem(key, 'garbage'), TOKEN_STORAGE_KEY);
    const check = page.waitForRequest((request) => new URL(request.url()).pathname === '/admin/credentials');

    await page.goto(`${baseUrl}/admin/dashboard`);
    const request = await check;
    expect(request.method()).toBe('GET');
    expect(request.headers().authorization).toBe('Bearer garbage');
    expect(request.headers()['content-type']).toBe('application/json');
    expect((await request.response())?.status()).toBe(401);

    await expectOnLoginPage(page);
    expect(await storedToken(page)).toBeNull();
  });

  it('lets the owner sign in to the dashboard, keeping only the token in the browser', async () => {
    const { page } = session;
    await signIn(page);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByText(`Signed in as ${admin.username}`).isVisible()).toBe(true);
    expect(await storedKeys(page)).toEqual([TOKEN_STORAGE_KEY]);
  });

  it('signs the owner out back to the login page, and the dashboard is closed again', async () => {
    const { page } = session;
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const token = await storedToken(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectOnLoginPage(page);
    expect(await storedKeys(page)).toEqual([]);

    await page.goto(`${baseUrl}/admin/dashboard`);
    await expectOnLoginPage(page);
    // The signed-out token is refused by the server too, not just forgotten by the browser.
    const check = await fetch(`${baseUrl}/admin/credentials`, { headers: { Authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
  });

  it('says a wrong password once, under the form, not in a toast, and stays on the login page', async () => {
    const { page } = session;
    session.expectFailedResponses(401);
    await signIn(page, 'not the right password');
    await page.getByRole('form', { name: 'Sign in' }).getByText('Wrong username or password.').waitFor();
    expect(await page.getByText('Wrong username or password.').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').count()).toBe(0);
    expect(pathOf(page)).toBe('/admin/login');
    expect(await storedKeys(page)).toEqual([]);
  });

  it('goes straight to the dashboard from the login page when already signed in', async () => {
    const { page } = session;
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.goto(`${baseUrl}/admin/login`);
    await page.waitForURL(`${baseUrl}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  });
});
