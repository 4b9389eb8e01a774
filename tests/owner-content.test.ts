import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import type { PageCopies } from '@painting-site/gateway/contract/page-copy';
import { PAGE_COPY_RULES } from '@painting-site/gateway/contract/page-copy-rules';
import { PUBLIC_PAGES } from '@painting-site/gateway/contract/routes';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COPY } from '../gateway/demo/demo-copy.ts';
import { DEMO_FAQ, DEMO_WORK_STEPS } from '../gateway/demo/demo-services-page.ts';
import { DEMO_BUSINESS, DEMO_SERVICES, DEMO_TESTIMONIALS } from '../gateway/demo/demo-site.ts';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { signInAsOwner } from './stack/owner.ts';
import { firstResponse } from './stack/published-pages.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';
import { SENTENCE_MIN_LENGTH, visibleSentences } from './stack/visible-sentences.ts';

// A new contractor's site: SEED_DEMO=false, filled in through the dashboard as its owner would.
let stack: Stack;
let baseUrl: string;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
  baseUrl = stack.baseUrl;
});
afterAll(async () => {
  await stack?.stop();
});

/** Every sentence of the demo content: none may show on a site that is not the demo. */
const DEMO_PHRASES = [
  DEMO_BUSINESS.tagline,
  DEMO_BUSINESS.licence,
  ...Object.values(DEMO_COPY).flatMap((page) => Object.values(page as Record<string, string>)),
  ...DEMO_WORK_STEPS.flatMap((step) => [step.title, step.text]),
  ...DEMO_FAQ.flatMap((entry) => [entry.question, entry.answer]),
  ...DEMO_SERVICES.flatMap((service) => [service.summary, service.description]),
  ...DEMO_TESTIMONIALS.map((testimonial) => testimonial.quote),
]
  .flatMap((text) => text.split('\n'))
  .map((line) => line.trim())
  .filter((line) => line.length >= SENTENCE_MIN_LENGTH);

const BUSINESS = {
  name: 'Sunrise Painters of Bend',
  phone: '(541) 555-0199',
  email: 'hello@sunrise-painters.example',
  city: 'Bend',
  place: 'Redmond',
  days: 'Monday',
  hours: '8:00 am – 5:00 pm',
};
const SERVICE = {
  title: 'Deck and fence staining',
  summary: 'Decks and fences washed, sanded and stained in two coats.',
  description: 'We wash the wood two days ahead so it is dry when we sand and stain it.',
};
const TESTIMONIAL = {
  name: 'Ann Petersen',
  town: 'Redmond',
  quote: 'Our old deck looks better than the day it was built.',
};
const STEP = { title: 'We walk the job with you', text: 'Every board gets checked before we quote a price.' };

/** What the owner writes in each field of the Pages section: its own sentence, so each can be found. */
function ownerCopy(page: keyof PageCopies, field: string): string | undefined {
  // The questions section stays empty, and so does the list: the services page shows none of it.
  if (field === 'faqHeading' || field === 'faqIntro') return undefined;
  const max = (PAGE_COPY_RULES[page] as Record<string, { max: number }>)[field]?.max ?? 40;
  const sentence = `Sunrise ${page} ${field.replace(/([A-Z])/g, ' $1').toLowerCase()} by the owner`;
  return sentence.slice(0, max);
}

const signIn = (page: Page) => signInAsOwner(page, baseUrl);

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: text }).first();

async function openSection(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl}/admin/dashboard/${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function addThroughDialog(page: Page, open: string, submit: string, fields: Record<string, string>) {
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: open });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: submit }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function publishedHtml(): Promise<Record<string, string>> {
  const pages = await Promise.all(
    PUBLIC_PAGES.map(async ({ path }) => [path, (await firstResponse(baseUrl, path)).html]),
  );
  return Object.fromEntries(pages);
}

const EMPTY_ELEMENT = /<(h[1-6]|p|li|blockquote)(\s[^>]*)?>\s*<\/\1>/;

describe('a new contractor’s site (SEED_DEMO=false)', () => {
  it('shows none of the demo’s words and no empty heading or paragraph before the owner writes anything', async () => {
    for (const [path, html] of Object.entries(await publishedHtml())) {
      expect(html, path).toContain('<h1');
      expect(html.match(EMPTY_ELEMENT)?.[0], path).toBeUndefined();
      for (const phrase of DEMO_PHRASES) expect(html, `${path}: "${phrase}"`).not.toContain(phrase);
    }
  });

  it('shows only what the owner wrote once each section is filled in through the dashboard', async () => {
    const { page } = session;
    const written: string[] = [...Object.values(BUSINESS), ...Object.values(SERVICE), ...Object.values(TESTIMONIAL)];
    written.push(...Object.values(STEP));
    await signIn(page);

    await openSection(page, 'business');
    await page.getByLabel('Business name').fill(BUSINESS.name);
    await page.getByLabel('Phone', { exact: true }).fill(BUSINESS.phone);
    await page.getByLabel('Email', { exact: true }).fill(BUSINESS.email);
    await page.getByLabel('City').fill(BUSINESS.city);
    await page.getByRole('button', { name: 'Add a place' }).click();
    await page.getByLabel('Place 1').fill(BUSINESS.place);
    const monday = page.getByRole('group', { name: BUSINESS.days });
    await monday.getByLabel('Hours').selectOption({ label: 'Open' });
    await monday.getByLabel('Opens').fill('08:00');
    await monday.getByLabel('Closes').fill('17:00');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, /saved/i).waitFor();

    await openSection(page, 'services');
    await addThroughDialog(page, 'Add a service', 'Add service', {
      Title: SERVICE.title,
      Summary: SERVICE.summary,
      Description: SERVICE.description,
    });
    await openSection(page, 'testimonials');
    await addThroughDialog(page, 'Add a testimonial', 'Add testimonial', {
      'Customer’s name': TESTIMONIAL.name,
      Town: TESTIMONIAL.town,
      'What they said': TESTIMONIAL.quote,
    });
    await openSection(page, 'how-we-work');
    await addThroughDialog(page, 'Add a step', 'Add step', { Title: STEP.title, 'What happens': STEP.text });

    await openSection(page, 'gallery');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8a6a4a' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'cedar-deck.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('img').first().waitFor();

    await openSection(page, 'pages');
    for (const copyPage of ['home', 'gallery', 'services', 'contact'] as const) {
      await page.goto(`${baseUrl}/admin/dashboard/pages?page=${copyPage}`);
      const panel = page.getByRole('tabpanel');
      await panel.waitFor();
      for (const [field, rule] of Object.entries(PAGE_COPY_RULES[copyPage])) {
        const text = ownerCopy(copyPage, field);
        if (text === undefined) continue;
        written.push(text);
        await panel.getByLabel(rule.label, { exact: true }).fill(text);
      }
      await panel.getByRole('button', { name: `Save the ${copyPage} page` }).click();
      await toast(page, new RegExp(`${copyPage} page saved`, 'i')).waitFor();
    }

    const token = await signInThroughApi(baseUrl);
    const { items } = (await (
      await fetch(`${baseUrl}/api/admin/gallery`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { items: GalleryItem[] };
    written.push(...items.flatMap((item) => [item.title, item.alt, item.caption]).filter(Boolean));

    const isOwners = (sentence: string) => written.some((text) => text.includes(sentence) || sentence.includes(text));
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(`${baseUrl}${path}`);
      await waitForApp(page);
      const strangers = (await visibleSentences(page)).filter((sentence) => !isOwners(sentence));
      expect(strangers, path).toEqual([]);
    }

    const html = await publishedHtml();
    for (const [path, page] of Object.entries(html)) {
      expect(page.match(EMPTY_ELEMENT)?.[0], path).toBeUndefined();
      for (const phrase of DEMO_PHRASES) expect(page, `${path}: "${phrase}"`).not.toContain(phrase);
    }
    // The questions were left empty: no section for them at all.
    expect(html['/services']).not.toMatch(/questions/i);
    expect(html['/services']).toContain(STEP.title);
    expect(html['/']).toContain(BUSINESS.name);
    // Some forty fields filled in and saved one section after another, each save waiting for its publish.
  }, 120_000);

  it('shows a project’s before and after in the published gallery, moved with the keyboard', async () => {
    const token = await signInThroughApi(baseUrl);
    const owner = { Authorization: `Bearer ${token}` };
    const { items } = (await (await fetch(`${baseUrl}/api/admin/gallery`, { headers: owner })).json()) as {
      items: GalleryItem[];
    };
    const [project] = items;
    if (!project) throw new Error('the owner uploaded a photo');
    const before = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#9a9486' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(before)], { type: 'image/jpeg' }), 'grey-deck.jpg');
    const upload = await fetch(`${baseUrl}/api/admin/gallery/${project.id}/before`, {
      method: 'PUT',
      headers: owner,
      body: form,
    });
    expect(upload.status).toBe(200);

    const { page } = session;
    await expect.poll(async () => (await firstResponse(baseUrl, '/gallery')).html).toMatch(/Before/);
    await page.goto(`${baseUrl}/gallery`);
    await waitForApp(page);
    await page
      .getByRole('link', { name: new RegExp(project.title) })
      .first()
      .click();
    const slider = page.getByRole('slider', { name: `Before and after: ${project.title}` });
    await slider.focus();
    const start = Number(await slider.inputValue());
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(Number(await slider.inputValue())).toBe(start - 2);
    expect(await slider.getAttribute('aria-valuetext')).toBe(`Showing ${start - 2}% before, ${102 - start}% after`);
    await expectNoAccessibilityViolations(page);
  });
});
