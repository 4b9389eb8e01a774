import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage, waitForApp } from './stack/browser.ts';

const baseUrl = inject('baseUrl');
const session = useBrowserPage();

const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** A custom property only the global style sets (the focus ring's colour, on :root). */
const GLOBAL_RULE = '--focus-ring';

describe('a visitor in the browser', () => {
  it('sees the home heading at /', async () => {
    const { page } = session;
    const response = await page.goto(`${baseUrl}/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => mainHeading(page).textContent()).toBe('Interior and exterior painting, done right');
    expect(await page.getByRole('link', { name: 'Get a free estimate' }).getAttribute('href')).toBe('/contact');
  });

  it('gets styled under the strict style policy: no nonce, no inline style allowed but those the page was published with', async () => {
    const { page } = session;
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    const response = await page.goto(`${baseUrl}/`);
    const header = (await response?.headerValue('content-security-policy')) ?? '';
    expect(header).not.toMatch(/nonce|unsafe/);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toMatch(/style-src 'self'( 'sha256-[\w+/]+=*')+;/);
    expect(meta).not.toMatch(/nonce|unsafe/);
    await waitForApp(page);
    const styles = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style')].map((style) => ({
        nonce: style.nonce,
        rules: style.sheet?.cssRules.length ?? 0,
      })),
    );
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce).toBe('');
    expect(styles.reduce((sum, style) => sum + style.rules, 0)).toBeGreaterThan(50);
    // The header really is laid out by those rules: a styled page, not bare HTML.
    expect(
      await mainNav(page)
        .getByRole('list')
        .evaluate((list) => getComputedStyle(list).display),
    ).toBe('flex');
    expect(violations).toEqual([]);
  });

  it('keeps the published global style as the app starts: not one of its rules taken out and put back, and every page styled by it', async () => {
    const { page } = session;
    // styled-components changes the page's styles through the CSSOM: note each global rule it takes out.
    await page.addInitScript((rule) => {
      const removed: string[] = [];
      Object.assign(window, { removedGlobalRules: removed });
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
        const text = this.cssRules[index]?.cssText ?? '';
        if (text.includes(rule)) removed.push(text);
        deleteRule.call(this, index);
      };
    }, GLOBAL_RULE);
    const globalStyleApplies = () =>
      page.evaluate(
        (rule) => ({
          focusRing: getComputedStyle(document.documentElement).getPropertyValue(rule).trim() !== '',
          boxSizing: getComputedStyle(document.body).boxSizing,
        }),
        GLOBAL_RULE,
      );

    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    expect(await globalStyleApplies()).toEqual({ focusRing: true, boxSizing: 'border-box' });
    await mainNav(page).getByRole('link', { name: 'Gallery' }).click();
    await expect.poll(() => mainHeading(page).textContent()).toBe('Our recent work');
    expect(await globalStyleApplies()).toEqual({ focusRing: true, boxSizing: 'border-box' });
    expect(
      await page.evaluate(() => (window as unknown as { removedGlobalRules: string[] }).removedGlobalRules),
    ).toEqual([]);
  });

  it('sees the not-found page at an unknown address', async () => {
    const { page } = session;
    const response = await page.goto(`${baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => mainHeading(page).textContent()).toBe('Page not found');
    expect(await page.title()).toContain('Page not found');
  });

  it('moves between the public pages through the header links without reloading the page', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.evaluate(() => {
      (window as unknown as { visitMarker: string }).visitMarker = 'same document';
    });
    let documentRequests = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests += 1;
    });

    const stops = [
      { link: 'Gallery', path: '/gallery', heading: 'Our recent work' },
      { link: 'Services', path: '/services', heading: 'Painting services' },
      { link: 'Contact', path: '/contact', heading: 'Request a free estimate' },
      { link: 'Home', path: '/', heading: 'Interior and exterior painting, done right' },
    ];
    for (const stop of stops) {
      await mainNav(page).getByRole('link', { name: stop.link }).click();
      await expect.poll(() => mainHeading(page).textContent()).toBe(stop.heading);
      expect(new URL(page.url()).pathname).toBe(stop.path);
      expect(await mainNav(page).getByRole('link', { name: stop.link }).getAttribute('aria-current')).toBe('page');
    }

    expect(documentRequests).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { visitMarker?: string }).visitMarker)).toBe(
      'same document',
    );
  });

  it('starts a new page at its top, and Back and Forward return to where each page was scrolled', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    // The home page's last link to the gallery, far down the page.
    const toGallery = page.getByRole('main').locator('a[href="/gallery"]').last();
    await toGallery.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const homeScrolledTo = await scrollY();
    expect(homeScrolledTo).toBeGreaterThan(300);

    await toGallery.click();
    await expect.poll(() => mainHeading(page).textContent()).toBe('Our recent work');
    expect(await scrollY()).toBe(0);
    await page.mouse.wheel(0, 250);
    await expect.poll(scrollY).toBe(250);

    await page.goBack();
    await expect.poll(() => mainHeading(page).textContent()).toBe('Interior and exterior painting, done right');
    await expect.poll(scrollY).toBe(homeScrolledTo);

    await page.goForward();
    await expect.poll(() => mainHeading(page).textContent()).toBe('Our recent work');
    await expect.poll(scrollY).toBe(250);
  });

  it('keeps a published page where it was scrolled when it is reloaded, once the app has started', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(700);
    await page.evaluate(() => new Promise(requestAnimationFrame));

    await page.reload();
    await waitForApp(page);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(700);
  });
});
