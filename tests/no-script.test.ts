import { QUOTE_THANKS_PAGE } from '@painting-site/gateway/contract/plain-quote-form';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import type { QuoteRequestPage } from '@painting-site/gateway/contract/quote-requests';
import { PUBLIC_PATHS } from '@painting-site/gateway/contract/routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Network } from 'testcontainers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import { holdBackApp, launchBrowser, type PageErrors, waitForApp, watchForPageErrors } from './stack/browser.ts';
import { ownerApi } from './stack/owner.ts';
import {
  newPublicVolume,
  removeVolume,
  type Stack,
  signInThroughApi,
  startGateway,
  startWeb,
  urlOf,
} from './stack/start-stack.ts';

// The public site before its script arrives, and without it: a visitor whose browser runs no
// JavaScript (a content blocker, an old phone, a script that never loads) can still find their
// way, see the work, and send a quote request. A stack of its own: it counts requests per visitor
// address, and its last test stops the gateway.

/** A phone's screen. */
const PHONE = { width: 390, height: 844 };
/** nginx believes X-Forwarded-For from the test's own connection (any private address), so each test is a visitor of its own. */
const TEST_NETWORKS = '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16';

let stack: Stack;
let baseUrl: string;
let browser: Browser;
let token: string;
const contexts: BrowserContext[] = [];
const watches: PageErrors[] = [];
let visitors = 0;

beforeAll(async () => {
  const network = await new Network().start();
  const publicVolume = newPublicVolume();
  const gateway = await startGateway(network, { publicVolume, seedDemo: true });
  const web = await startWeb(network, undefined, { publicVolume, env: { TRUSTED_PROXIES: TEST_NETWORKS } });
  stack = {
    network,
    gateway,
    web,
    publicVolume,
    baseUrl: urlOf(web),
    stop: async () => {
      await web.stop().catch(() => undefined);
      await gateway.stop().catch(() => undefined);
      await network.stop().catch(() => undefined);
      await removeVolume(publicVolume);
    },
  };
  baseUrl = stack.baseUrl;
  browser = await launchBrowser();
  token = await signInThroughApi(baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  for (const watch of watches.splice(0)) expect(watch.errors).toEqual([]);
});

/**
 * axe over a page as a browser without scripts shows it, reached by `open`. axe needs timers, which
 * Chromium stops where JavaScript is off, so it runs where scripts are on but every script the site
 * sends is refused: the same markup, the same native links and form posts, nothing of the app. (Only
 * `@media (scripting: none)` rules differ: the photo note shows in place of the photo picker.)
 */
async function expectNoViolationsWithoutScripts(open: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'X-Forwarded-For': nextVisitor() } });
  contexts.push(context);
  const page = await context.newPage();
  await page.route(/\.js(?:\?|$)/, (route) => route.abort());
  await open(page);
  await expectNoAccessibilityViolations(page);
}

/** A new visitor's address, as a CDN in front of nginx would pass it on. */
const nextVisitor = () => `203.0.113.${++visitors}`;

/** A phone with JavaScript turned off (or the app's script on, for the early submit), a visitor of its own. */
async function phone({ javaScript = false, address = nextVisitor() } = {}): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: PHONE,
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  contexts.push(context);
  const page = await context.newPage();
  watches.push(watchForPageErrors(page));
  return page;
}

async function inboxNames(): Promise<string[]> {
  const response = await ownerApi(baseUrl, token)('GET', '/api/admin/messages?pageSize=100');
  expect(response.status).toBe(200);
  return ((await response.json()) as QuoteRequestPage).items.map((item) => item.name);
}

async function content(): Promise<PublicContent> {
  return (await (await fetch(`${baseUrl}/content.json`)).json()) as PublicContent;
}

async function fillQuoteForm(page: Page, { name, details }: { name: string; details: string }) {
  await page.getByLabel('Name').fill(name);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${name.split(' ')[0]?.toLowerCase()}@example.com`);
  await page.getByLabel('Street address or ZIP').fill('4410 NE Going St, 97218');
  await page.getByLabel('Project details').fill(details);
}

/** A form posted by hand, as a browser posts one: form-encoded, from `address`, following redirects. */
function postForm(
  path: string,
  fields: Record<string, string>,
  address = nextVisitor(),
  redirect: RequestRedirect = 'follow',
) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': address },
    body: new URLSearchParams(fields).toString(),
    redirect,
  });
}

const FORM = {
  name: 'Posted By Hand',
  email: 'hand@example.com',
  phone: '',
  address: '97202',
  service: '',
  details: 'Garage door and trim, both faded by the sun.',
  preferredContact: 'email',
  website: '',
};

describe('with JavaScript turned off, on a phone', () => {
  // Opening the menu and following a link, and a photo opening its large picture, are in
  // no-script-menu-and-gallery.test.ts; here, what axe finds with the menu open.
  it('has nothing axe finds on a page with the phone menu open', async () => {
    await expectNoViolationsWithoutScripts(async (checked) => {
      await checked.goto(`${baseUrl}/`);
      await checked.getByRole('button', { name: 'Menu' }).click();
      await checked.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gallery' }).waitFor();
    });
  }, 60_000);

  it('filters the gallery with a category link: a published page of that category alone', async () => {
    const { gallery } = await content();
    const category = gallery.items[0]?.category;
    expect(category, 'the demo gallery has projects').toBeDefined();
    const inCategory = gallery.items.filter((item) => item.category === category);
    expect(inCategory.length).toBeLessThan(gallery.items.length);

    const page = await phone();
    await page.goto(`${baseUrl}/gallery`);
    const filters = page.getByRole('navigation', { name: 'Filter projects by category' });
    const link = filters.locator(`a[href$="category=${category}"]`);
    await link.click();
    await page.waitForURL(`${baseUrl}/gallery?category=${category}`);
    expect(await filters.locator('[aria-current="true"]').getAttribute('href')).toMatch(`category=${category}`);
    const titles = await page
      .locator('main li')
      .getByText(inCategory[0]?.title ?? '')
      .count();
    expect(titles).toBeGreaterThan(0);
    for (const other of gallery.items.filter((item) => item.category !== category)) {
      await expect.poll(() => page.locator('main').getByText(other.title, { exact: true }).count()).toBe(0);
    }
    await expectNoViolationsWithoutScripts((checked) => checked.goto(page.url()).then(() => undefined));
  }, 60_000);

  it('sends a quote request: the thank-you page says so, and the owner finds it in the inbox', async () => {
    const page = await phone();
    await page.goto(`${baseUrl}/contact`);
    // Photos cannot go with a form the browser posts itself: the form says how to send them instead.
    await expect.poll(() => page.getByText('send them in reply when we get in touch').isVisible()).toBe(true);
    expect(await page.getByText('Add photos (optional)').isVisible()).toBe(false);
    await expectNoViolationsWithoutScripts((checked) => checked.goto(`${baseUrl}/contact`).then(() => undefined));

    await fillQuoteForm(page, { name: 'Nora Scriptless', details: 'Two bedrooms, walls only, sent without a script.' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`${baseUrl}${QUOTE_THANKS_PAGE.path}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thanks! Your request is on its way.');
    await expectNoViolationsWithoutScripts((checked) => checked.goto(page.url()).then(() => undefined));

    expect(await inboxNames()).toContain('Nora Scriptless');
    // A reload of the thank-you page sends nothing again (the 303 made it a GET).
    await page.reload();
    expect((await inboxNames()).filter((name) => name === 'Nora Scriptless')).toHaveLength(1);
  }, 60_000);

  it('brings the form back with the words typed and the messages after a mistake, and sends it once corrected', async () => {
    const page = await phone();
    await page.goto(`${baseUrl}/contact`);
    await fillQuoteForm(page, { name: 'Otto Typo', details: 'Short' });
    await page.getByRole('textbox', { name: 'Email' }).fill('otto@');
    await page.getByRole('button', { name: 'Send request' }).click();

    await page.waitForURL(`${baseUrl}/contact`);
    expect(await page.getByLabel('Name').inputValue()).toBe('Otto Typo');
    expect(await page.getByLabel('Street address or ZIP').inputValue()).toBe('4410 NE Going St, 97218');
    expect(await page.getByLabel('Project details').inputValue()).toBe('Short');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('otto@');
    expect(await page.getByRole('alert').first().textContent()).toContain('Some fields need attention.');
    expect(await page.getByText('Enter an email address like name@example.com.').isVisible()).toBe(true);
    expect(await page.getByText(/Tell us a little about the project/).isVisible()).toBe(true);
    await expectNoViolationsWithoutScripts(async (checked) => {
      await checked.goto(`${baseUrl}/contact`);
      await fillQuoteForm(checked, { name: 'Otto Checked', details: 'Short' });
      await checked.getByRole('button', { name: 'Send request' }).click();
      await checked.getByRole('alert').first().waitFor();
    });
    expect(await inboxNames()).not.toContain('Otto Typo');

    await page.getByRole('textbox', { name: 'Email' }).fill('otto@example.com');
    await page.getByLabel('Project details').fill('Front door and shutters, dark green.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`${baseUrl}${QUOTE_THANKS_PAGE.path}`);
    expect(await inboxNames()).toContain('Otto Typo');
  }, 60_000);
});

describe('the app over the pages that work without it', () => {
  it('hydrates a category’s published page as it is, then filters with no reload', async () => {
    const { gallery } = await content();
    const [first, second] = gallery.categories.filter((category) =>
      gallery.items.some((item) => item.category === category),
    );
    const page = await phone({ javaScript: true });
    await page.goto(`${baseUrl}/gallery?category=${first}`);
    await waitForApp(page);
    // Still where the visitor asked to be: no step back to the whole gallery while the app started.
    expect(new URL(page.url()).search).toBe(`?category=${first}`);
    // Set on this document: still there after the filter changes means no page was loaded.
    await page.evaluate(() => {
      (window as Window & { stayed?: boolean }).stayed = true;
    });

    await page
      .getByRole('navigation', { name: 'Filter projects by category' })
      .locator(`a[href$="category=${second}"]`)
      .click();
    await page.waitForURL(`${baseUrl}/gallery?category=${second}`);
    expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
  });
});

describe('sent before the app has started', () => {
  it('is stored once, and the app starting afterwards sends nothing again', async () => {
    const page = await phone({ javaScript: true });
    const releaseApp = await holdBackApp(page);
    await page.goto(`${baseUrl}/contact`, { waitUntil: 'domcontentloaded' });
    await fillQuoteForm(page, { name: 'Early Bird', details: 'Deck stain before the rains, sent early.' });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL(`${baseUrl}${QUOTE_THANKS_PAGE.path}`, { waitUntil: 'domcontentloaded' });

    releaseApp();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect((await inboxNames()).filter((name) => name === 'Early Bird')).toHaveLength(1);
  });
});

describe('a form posted by the browser to any page', () => {
  it.each([...PUBLIC_PATHS, QUOTE_THANKS_PAGE.path, '/no-such-page'])(
    'POST %s keeps the words: it lands on the thank-you page, the request stored',
    async (path) => {
      const name = `Posted To ${path.replaceAll(/[^a-z]/g, ' ').trim() || 'home'}`;
      const response = await postForm(path, { ...FORM, name });
      expect(response.status).toBe(200);
      expect(new URL(response.url).pathname).toBe(QUOTE_THANKS_PAGE.path);
      expect(await inboxNames()).toContain(name);
    },
  );

  it('is answered 307 to the contact page from another page, which keeps the method and the body', async () => {
    const response = await postForm('/services', FORM, nextVisitor(), 'manual');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/contact');
  });
});

describe('bad input without the script', () => {
  async function expectPage(response: Response, status: number, words: string[]) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    for (const word of words) expect(html).toContain(word);
  }

  it('keeps a filled honeypot out of the inbox, with a page in words that keeps the visitor’s text', async () => {
    const before = await inboxNames();
    await expectPage(
      await postForm('/contact', { ...FORM, name: 'Honey Bot', website: 'https://pills.example' }),
      400,
      ['We could not accept this request', FORM.details],
    );
    expect(await inboxNames()).toEqual(before);
  });

  it('puts wrong kinds of fields in words: an unknown reply method, a field named twice, a JSON body', async () => {
    const before = await inboxNames();
    await expectPage(await postForm('/contact', { ...FORM, name: 'Fax Person', preferredContact: 'fax' }), 400, [
      'Choose how we should reply.',
      'Fax Person',
    ]);
    const twice = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextVisitor() },
      body: `${new URLSearchParams(FORM)}&name=Another`,
    });
    await expectPage(twice, 400, ['named a field more than once']);
    const json = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextVisitor() },
      body: JSON.stringify(FORM),
    });
    await expectPage(json, 415, ['quote form as a web page sends it']);
    expect(await inboxNames()).toEqual(before);
  });

  it('refuses the form another website made the browser post: 403, a page that keeps the words, nothing stored', async () => {
    const before = await inboxNames();
    const elsewhere = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': nextVisitor(),
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://another-site.example',
      },
      body: new URLSearchParams({ ...FORM, name: 'Posted Elsewhere' }),
    });
    await expectPage(elsewhere, 403, ['This form can only be sent from our own contact page', 'Posted Elsewhere']);
    expect(await inboxNames()).toEqual(before);
  });

  it('refuses a body past the limit with the page that says the request has not arrived', async () => {
    const before = await inboxNames();
    await expectPage(await postForm('/contact', { ...FORM, details: 'x'.repeat(80 * 1024) }), 413, [
      'Your request has not reached us',
    ]);
    expect(await inboxNames()).toEqual(before);
  });

  it('takes three requests an hour from one visitor, then a 429 page that keeps the words', async () => {
    const visitor = nextVisitor();
    for (const n of [1, 2, 3]) {
      expect((await postForm('/contact', { ...FORM, name: `Busy Visitor ${n}` }, visitor)).status).toBe(200);
    }
    const refused = await postForm('/contact', { ...FORM, name: 'Busy Visitor 4' }, visitor);
    await expectPage(refused, 429, ["You've sent several requests already", 'Busy Visitor 4']);
    expect(await inboxNames()).not.toContain('Busy Visitor 4');
  });

  it('while the gateway is down, says the request has not arrived and gives the phone number', async () => {
    const { site } = await content();
    await stack.gateway.stop();
    const response = await postForm('/contact', FORM);
    expect([502, 503, 504]).toContain(response.status);
    await expectPage(response, response.status, ['Your request has not reached us', site.phone]);
  });
});
