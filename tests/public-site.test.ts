import { SITE_EVENTS_PATH } from '@painting-site/gateway/contract/visitor-counts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';

const baseUrl = inject('baseUrl');
const session = useBrowserPage();

interface Site {
  name: string;
}
interface Gallery {
  items: Array<{ title: string; category: string; featured: boolean }>;
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const galleryFigures = (page: Page) => page.getByRole('main').getByRole('img');

describe('the public site in the browser', () => {
  it('shows the business name, the hero call to action and the featured projects from the API on the home page', async () => {
    const { page } = session;
    const site = await api<Site>('/api/site');
    const featured = (await api<Gallery>('/api/gallery?featured=true')).items;
    expect(featured.length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/`);
    await heading(page).waitFor();
    expect(await page.getByRole('banner').getByText(site.name).first().isVisible()).toBe(true);
    const cta = page.getByRole('main').getByRole('link', { name: 'Get a free estimate' }).first();
    expect(await cta.getAttribute('href')).toBe('/contact');
    for (const item of featured) {
      await page.getByRole('main').getByText(item.title, { exact: true }).first().waitFor();
    }
  });

  it('gives each page its own title', async () => {
    const { page } = session;
    const titles = new Set<string>();
    for (const path of ['/', '/services', '/gallery', '/contact']) {
      await page.goto(`${baseUrl}${path}`);
      await heading(page).waitFor();
      await expect.poll(() => page.title()).not.toBe('');
      titles.add(await page.title());
    }
    expect(titles.size).toBe(4);
  });

  it('filters the gallery by category, keeping the choice in the address', async () => {
    const { page } = session;
    const all = (await api<Gallery>('/api/gallery')).items;
    const exterior = all.filter((item) => item.category === 'exterior');
    await page.goto(`${baseUrl}/gallery`);
    await waitForApp(page);
    await expect.poll(() => galleryFigures(page).count()).toBe(all.length);

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Exterior/ })
      .or(page.getByRole('main').getByRole('button', { name: /^Exterior/ }))
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('exterior');
    await expect.poll(() => galleryFigures(page).count()).toBe(exterior.length);

    await page.reload();
    await waitForApp(page);
    await expect.poll(() => galleryFigures(page).count()).toBe(exterior.length);
  });

  it('opens a project in the lightbox, moves with the arrow keys and closes with Escape', async () => {
    const { page } = session;
    const all = (await api<Gallery>('/api/gallery')).items;
    await page.goto(`${baseUrl}/gallery`);
    await waitForApp(page);
    await expect.poll(() => galleryFigures(page).count()).toBe(all.length);

    await galleryFigures(page).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog
      .getByText(all[0]?.title ?? '', { exact: true })
      .first()
      .waitFor();

    await page.keyboard.press('ArrowRight');
    await dialog
      .getByText(all[1]?.title ?? '', { exact: true })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog
      .getByText(all[0]?.title ?? '', { exact: true })
      .first()
      .waitFor();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('sends a filled quote request, shows the success toast, and the request is in the database', async () => {
    const { page } = session;
    const details = `Kitchen cabinets, about 24 doors and drawers — browser test ${Date.now()}`;
    await page.goto(`${baseUrl}/contact`);
    await heading(page).waitFor();
    const started = Date.now();
    await page.getByLabel('Name').fill('Hannah Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('(503) 555-0177');
    await page.getByLabel('Street address or ZIP').fill('97034');
    await page.getByLabel('Service').selectOption({ label: 'Cabinet refinishing' });
    await page.getByLabel('Project details').fill(details);
    await page.getByLabel('Email', { exact: true }).and(page.getByRole('radio')).check();
    await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));

    await page.getByRole('button', { name: 'Send request' }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Thanks! Your request is on its way.' })
      .waitFor();

    const rows = await queryGatewayDatabase(
      inject('gatewayContainerId'),
      'SELECT name, email, phone, address, service_slug, preferred_contact, status FROM contact_requests WHERE details = ?',
      details,
    );
    expect(rows).toEqual([
      {
        name: 'Hannah Lee',
        email: 'hannah@example.com',
        phone: '(503) 555-0177',
        address: '97034',
        service_slug: 'cabinet-refinishing',
        preferred_contact: 'email',
        status: 'new',
      },
    ]);
  });

  it('shows field errors for invalid input and sends nothing', async () => {
    const { page } = session;
    // The quote form's posts: the visitor-count beacons (the view, the form started) are not the form.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname !== SITE_EVENTS_PATH)
        posts.push(request.url());
    });
    await page.goto(`${baseUrl}/contact`);
    await waitForApp(page);
    await page.getByLabel('Name').fill('H');
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send request' }).click();

    for (const name of ['Name', 'Email', 'Project details']) {
      await expect.poll(() => page.getByRole('textbox', { name }).getAttribute('aria-invalid')).toBe('true');
    }
    expect(posts).toEqual([]);
  });
});
