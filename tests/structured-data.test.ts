import { LOGO_UPLOAD_FIELD } from '@painting-site/gateway/contract/brand-rules';
import { HOURS_MESSAGES } from '@painting-site/gateway/contract/opening-hours-rules';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaOrgProblems } from '../web/src/testing/schema-org-check.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { signInAsOwner } from './stack/owner.ts';
import { api, firstResponse, jsonLdOf } from './stack/published-pages.ts';
import { STACK_SITE_URL, type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// A new contractor sets their hours day by day on a phone; search engines then read them from the
// published pages' JSON-LD, which must pass a schema.org check and rate nothing.

const PHONE = { width: 390, height: 844 };
const NARROWEST_PHONE = { width: 320, height: 640 };

let stack: Stack;
let baseUrl: string;
let owner: Record<string, string>;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
  baseUrl = stack.baseUrl;
  owner = { Authorization: `Bearer ${await signInThroughApi(baseUrl)}` };
});
afterAll(async () => {
  await stack?.stop();
});

const signIn = (page: Page) => signInAsOwner(page, baseUrl);

/** Two customers' words, 5 and 4 stars: an average of 4.5. */
async function addTestimonials(): Promise<void> {
  for (const [name, rating] of [
    ['Ann P.', 5],
    ['Raúl M.', 4],
  ] as const) {
    const response = await fetch(`${baseUrl}/api/admin/testimonials`, {
      method: 'POST',
      headers: { ...owner, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, town: 'Tucson', quote: 'Careful, tidy and on time.', rating, showOnHome: true }),
    });
    expect(response.status).toBe(201);
  }
}

async function uploadLogo(): Promise<void> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">' +
    '<circle cx="80" cy="80" r="60" fill="#1d5c8a"/><rect x="170" y="50" width="420" height="60" fill="#1b2a41"/></svg>';
  const form = new FormData();
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  form.set(LOGO_UPLOAD_FIELD, new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${baseUrl}/api/admin/brand/logo`, { method: 'POST', headers: owner, body: form });
  expect(response.status).toBe(200);
}

describe('opening hours set day by day on a phone, read by search engines', () => {
  it('edits the hours as days with times at 390 px, and publishes them as JSON-LD that passes a schema.org check', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await addTestimonials();
    await uploadLogo();
    await signIn(page);
    await page.goto(`${baseUrl}/admin/dashboard/business`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByLabel('Business name').fill('Rivera Painting');
    await page.getByLabel('City').fill('Tucson');
    await page.getByLabel('State').fill('AZ');
    expect(await page.getByLabel('Country').inputValue()).toBe('US');
    const day = (name: string) => page.getByRole('group', { name, exact: true });
    await day('Monday').getByLabel('Hours').selectOption({ label: 'Open' });
    await day('Monday').getByLabel('Opens').fill('07:00');
    // The owner slips: the closing time before the opening time.
    await day('Monday').getByLabel('Closes').fill('05:00');
    await page.getByRole('button', { name: 'Save details' }).click();
    const mondayCloses = day('Monday').getByLabel('Closes');
    await expect.poll(() => mondayCloses.getAttribute('aria-invalid')).toBe('true');
    expect(await day('Monday').getByText(HOURS_MESSAGES.closesBeforeOpens).isVisible()).toBe(true);
    await expectNoAccessibilityViolations(page);

    await mondayCloses.fill('17:00');
    await page.getByRole('button', { name: 'Copy Monday’s hours to Tuesday – Friday' }).click();
    await day('Saturday').getByLabel('Hours').selectOption({ label: 'Open' });
    await day('Saturday').getByLabel('Opens').fill('09:00');
    await day('Saturday').getByLabel('Closes').fill('13:00');
    await day('Sunday').getByLabel('Hours').selectOption({ label: 'Closed' });
    // The keyboard alone reaches every day's controls.
    await day('Sunday').getByLabel('Hours').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toMatch(/^hours\.5\.closes$/);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText(/saved/i).first().waitFor();

    await expectNoAccessibilityViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The narrowest phone: every day's controls still fit.
    await page.setViewportSize(NARROWEST_PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROWEST_PHONE.width);
    await page.setViewportSize(PHONE);

    // Through nginx, as a search engine reads the published page.
    let data: Record<string, unknown> | undefined;
    await expect
      .poll(
        async () => {
          data = jsonLdOf((await firstResponse(baseUrl, '/')).html);
          return data?.openingHoursSpecification !== undefined && data?.logo !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { site } = await api<PublicContent>(baseUrl, '/content.json');
    expect(schemaOrgProblems(data, site.siteUrl ?? STACK_SITE_URL)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'HousePainter',
      name: 'Rivera Painting',
      address: { '@type': 'PostalAddress', addressLocality: 'Tucson', addressRegion: 'AZ', addressCountry: 'US' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
            (name) => `https://schema.org/${name}`,
          ),
          opens: '07:00',
          closes: '17:00',
        },
        { dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '13:00' },
        { dayOfWeek: ['https://schema.org/Sunday'], opens: '00:00', closes: '00:00' },
      ],
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
    const logo = await fetch(`${baseUrl}${new URL(String(data?.logo)).pathname}`);
    expect(logo.status).toBe(200);

    // The page itself: the hours grouped, the testimonials as quotes, four and a half stars.
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByText('Monday – Friday', { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText('7:00 am – 5:00 pm', { exact: true }).isVisible()).toBe(true);
    expect(await footer.getByText('Closed', { exact: true }).isVisible()).toBe(true);
    const stars = page.getByRole('img', { name: 'Rated 4.5 out of 5' }).first();
    // The gold layer reaches the middle of the fifth star: four and a half of the row's 24-unit stars.
    const reach = await stars.locator('.star-filled').evaluate((path) => {
      const box = (path as SVGPathElement).getBBox();
      return (box.x + box.width) / 24;
    });
    expect(reach).toBeCloseTo(4.5, 2);
    expect(await page.getByText('Careful, tidy and on time.').first().isVisible()).toBe(true);
  }, 120_000);
});
