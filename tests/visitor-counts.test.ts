import { PUBLIC_PATHS } from '@painting-site/gateway/contract/routes';
import {
  REFERRER_MAX_LENGTH,
  SITE_EVENT_MAX_BYTES,
  SITE_EVENTS_PATH,
  UTM_VALUE_MAX_LENGTH,
  type VisitorReport,
  type VisitorWeek,
} from '@painting-site/gateway/contract/visitor-counts';
import { addDays, zonedDate } from '@painting-site/gateway/contract/wall-clock';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAccessibilityViolations } from './stack/axe.ts';
import {
  appRuns,
  holdBackApp,
  launchBrowser,
  type PageErrors,
  waitForApp,
  watchForPageErrors,
} from './stack/browser.ts';
import { changeGatewayDatabase, queryGatewayDatabase } from './stack/gateway-database.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { signInAsOwner } from './stack/owner.ts';
import { newPublicVolume, removeVolume, signInThroughApi, startGateway, startWeb, urlOf } from './stack/start-stack.ts';
import { NGINX_TOO_MANY_REQUESTS, sendRaw, thisHostAsProxy } from './stack/web-behind-proxies.ts';

// Visitor counts through nginx to the gateway in containers, with Chromium as five visitors: three
// from a flyer's address (utm_source=flyer), one from a neighbourhood site's link, one who typed
// the address. nginx trusts this host as a proxy, so each visitor's X-Forwarded-For is their own
// address (documentation ranges), as a CDN would send it; the database is then searched for them.
// A crawler and a headless browser come too and count for nothing. The owner reads the Visitors
// section; the next day (the stored day moved back, the gateway started again, as after midnight)
// the raw events are gone and the totals stay.

const CHROME_UA = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36';
const REFERRER = 'https://nextdoor.com/p/painter-recommendations';
/** The visitors' addresses (RFC 5737's documentation range), never to be found in the database. */
const VISITOR_ADDRESSES = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14', '203.0.113.15'];

let network: StartedNetwork;
let publicVolume: string;
let gateway: StartedTestContainer;
let baseUrl: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const watches: PageErrors[] = [];

beforeAll(async () => {
  network = await new Network().start();
  publicVolume = newPublicVolume();
  gateway = await startGateway(network, { publicVolume });
  // The image's own flood guards, believing this host's X-Forwarded-For (a stand-in CDN).
  const web = await startWeb(network, undefined, {
    publicVolume,
    imageRateLimits: true,
    env: { TRUSTED_PROXIES: await thisHostAsProxy(network) },
  });
  baseUrl = urlOf(web);
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  await gateway?.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
});

// Every visitor's page (and the owner's) fails the test if it logged an error or threw.
afterEach(() => {
  for (const watch of watches) expect(watch.errors).toEqual([]);
});

/** A new visitor: a browser of their own (no storage shared), their user agent, their address. */
async function visitor(userAgent: string, address: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  contexts.push(context);
  const page = await context.newPage();
  watches.push(watchForPageErrors(page));
  return page;
}

/** Resolves once the page has sent a beacon of `kind` and nginx answered it. */
function beaconSent(page: Page, kind: string): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith(SITE_EVENTS_PATH) &&
      (response.request().postData() ?? '').includes(`"kind":"${kind}"`) &&
      response.status() === 204,
  );
}

async function arrive(page: Page, path: string, options: { referer?: string } = {}): Promise<void> {
  const viewed = beaconSent(page, 'view');
  await page.goto(`${baseUrl}${path}`, options);
  await waitForApp(page);
  await viewed;
}

async function goByMainNav(page: Page, name: string): Promise<void> {
  const viewed = beaconSent(page, 'view');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await viewed;
}

/** The visitor taps the phone number; the test has no dialer, so the tel: navigation itself is stopped. */
async function tapCall(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  const tapped = beaconSent(page, 'call');
  await page.locator('a[href^="tel:"]:visible').first().click();
  await tapped;
}

async function startQuoteForm(page: Page): Promise<void> {
  const started = beaconSent(page, 'form-started');
  await page.getByLabel('Name').fill('Hannah Lee');
  await started;
}

let signedIn: Promise<string> | undefined;
/** The owner's token, signed in once: nginx's sign-in guard (this image's own) limits how often. */
function ownerToken(): Promise<string> {
  signedIn ??= signInThroughApi(baseUrl);
  return signedIn;
}

async function report(days: number): Promise<VisitorReport> {
  const answer = await fetch(`${baseUrl}/api/admin/visitors?days=${days}`, {
    headers: { Authorization: `Bearer ${await ownerToken()}` },
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as VisitorReport;
}

/** Every row of every table, as text: what a search of the database file would find. */
async function wholeDatabase(): Promise<string> {
  const tables = (await queryGatewayDatabase(
    gateway.getId(),
    "SELECT name FROM sqlite_master WHERE type = 'table'",
  )) as { name: string }[];
  const dumps = await Promise.all(
    tables.map(async ({ name }) =>
      JSON.stringify(await queryGatewayDatabase(gateway.getId(), `SELECT * FROM "${name}"`)),
    ),
  );
  return dumps.join('\n');
}

describe('visitor counts, whole stack', () => {
  it('counts five visitors, their pages, sources, taps and quote forms; no crawler or headless browser; the owner reads exactly that', async () => {
    // Three from the flyer (its QR code's address carries utm_source=flyer).
    const first = await visitor(PHONE_UA, VISITOR_ADDRESSES[0] ?? '');
    await arrive(first, '/?utm_source=flyer&utm_medium=print&utm_campaign=spring');
    await goByMainNav(first, 'Services');
    await goByMainNav(first, 'Gallery');
    await tapCall(first);

    const second = await visitor(CHROME_UA(141), VISITOR_ADDRESSES[1] ?? '');
    await arrive(second, '/contact?utm_source=flyer');
    const formStarted = Date.now();
    await startQuoteForm(second);
    await second.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
    await second.getByLabel('Street address or ZIP').fill('97034');
    await second.getByLabel('Project details').fill('Two bedrooms, walls and ceilings.');
    await second.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - formStarted)));
    const sent = beaconSent(second, 'form-sent');
    await second.getByRole('button', { name: 'Send request' }).click();
    await second.getByRole('heading', { name: /thanks/i }).waitFor();
    await sent;

    // This one taps the quote button at once, before the app has come (held back here): the link
    // waits for the app, which follows it within the page, the flyer still in its memory; the
    // tap counts once.
    const third = await visitor(CHROME_UA(142), VISITOR_ADDRESSES[2] ?? '');
    const releaseApp = await holdBackApp(third);
    const viewedHome = beaconSent(third, 'view');
    await third.goto(`${baseUrl}/?utm_source=flyer`, { waitUntil: 'domcontentloaded' });
    await viewedHome;
    const landed = await third.evaluate(() => performance.timeOrigin);
    const tappedQuote = beaconSent(third, 'quote-cta');
    const viewedContact = beaconSent(third, 'view');
    await third.getByRole('main').getByRole('link', { name: 'Get a free estimate' }).first().click();
    expect(new URL(third.url()).pathname).toBe('/');
    releaseApp();
    await third.waitForURL(`${baseUrl}/contact`);
    await third.getByRole('heading', { level: 1 }).waitFor();
    await Promise.all([tappedQuote, viewedContact]);
    expect(await third.evaluate(() => performance.timeOrigin)).toBe(landed);
    await startQuoteForm(third);

    // One from a neighbourhood site's link, one who typed the address.
    const fourth = await visitor(CHROME_UA(142), VISITOR_ADDRESSES[3] ?? '');
    await arrive(fourth, '/', { referer: REFERRER });
    await goByMainNav(fourth, 'Gallery');
    // This one only reads: counted, while the app, fetched after the first paint, never runs.
    const fifth = await visitor(CHROME_UA(140), VISITOR_ADDRESSES[4] ?? '');
    const viewedServices = beaconSent(fifth, 'view');
    await fifth.goto(`${baseUrl}/services`);
    await viewedServices;
    await fifth.waitForLoadState('networkidle');
    const fetched = await fifth.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(await appRuns(fifth)).toBe(false);

    // A crawler that runs scripts, and a headless browser: their beacons are answered and forgotten.
    for (const userAgent of [CRAWLER_UA, HEADLESS_UA]) {
      const bot = await visitor(userAgent, '198.51.100.77');
      await arrive(bot, '/?utm_source=flyer');
      await goByMainNav(bot, 'Contact');
      await startQuoteForm(bot);
    }

    const today = await report(7);
    console.log(`the owner's report, today:\n${JSON.stringify({ ...today, daily: today.daily.slice(-1) }, null, 2)}`);
    expect(today.totals).toEqual({
      visitors: 5,
      // first: home, services, gallery; second: contact; third: home, contact; fourth: home, gallery; fifth: services
      pageViews: 9,
      quoteCtaTaps: 1,
      formsStarted: 2,
      requestsSent: 1,
      callTaps: 1,
      textTaps: 0,
      emailTaps: 0,
    });
    expect(today.devices).toEqual({ phone: 1, desktop: 4 });
    expect(today.daily.at(-1)).toMatchObject({ visitors: 5, pageViews: 9 });
    const flyer = today.sources.find((source) => source.name === 'flyer');
    expect(flyer).toMatchObject({ kind: 'campaign', visitors: 3, formsStarted: 2, requestsSent: 1, callTaps: 1 });
    // The first came by the spring flyer's full link, the other two by links with the source alone.
    expect(today.campaigns).toEqual([
      expect.objectContaining({
        source: 'flyer',
        medium: '',
        campaign: '',
        visitors: 2,
        formsStarted: 2,
        requestsSent: 1,
      }),
      expect.objectContaining({ source: 'flyer', medium: 'print', campaign: 'spring', visitors: 1, callTaps: 1 }),
    ]);
    expect(today.sources.find((source) => source.name === 'nextdoor.com')).toMatchObject({
      kind: 'referrer',
      visitors: 1,
    });
    expect(today.sources.find((source) => source.kind === 'direct')).toMatchObject({ visitors: 1 });
    expect(today.pages).toEqual(
      expect.arrayContaining([
        { path: '/', views: 3, visitors: 3 },
        { path: '/gallery', views: 2, visitors: 2 },
        { path: '/services', views: 2, visitors: 2 },
        { path: '/contact', views: 2, visitors: 2 },
      ]),
    );
  }, 180_000);

  it('keeps no visitor address, no user agent, no salt older than today', async () => {
    const everything = await wholeDatabase();
    for (const address of [...VISITOR_ADDRESSES, '198.51.100.77']) expect(everything).not.toContain(address);
    for (const agent of [PHONE_UA, CHROME_UA(141), 'Pixel 8', 'Googlebot', 'HeadlessChrome', 'X11; Linux']) {
      expect(everything).not.toContain(agent);
    }
    const zone = (await report(7)).timeZone;
    const salts = (await queryGatewayDatabase(gateway.getId(), 'SELECT day FROM site_event_salts')) as {
      day: string;
    }[];
    expect(salts.map((salt) => salt.day)).toEqual([zonedDate(Date.now(), zone)]);
  });

  it('shows the owner those numbers in the Visitors section and on the overview, on a phone, with 0 axe violations', async () => {
    const page = await visitor(CHROME_UA(142), '192.0.2.200', { width: 390, height: 844 });
    await signInAsOwner(page, baseUrl);
    const week = page.getByRole('region', { name: 'Visitors this week' });
    const thisWeek = week.getByRole('list', { name: 'This week against last week' }).getByRole('listitem');
    await thisWeek.first().waitFor();
    expect((await thisWeek.allTextContents())[0]).toMatch(/^5 visitors/);
    await expectNoAccessibilityViolations(page, week);

    await week.getByRole('link', { name: /visitors/i }).click();
    await page.getByRole('heading', { name: 'Visitors', level: 1 }).waitFor();
    const totals = page.getByRole('list', { name: 'Totals for the period' }).getByRole('listitem');
    await totals.first().waitFor();
    expect(await totals.allTextContents()).toEqual([
      '5 Visitors',
      '9 Page views',
      '2 Quote forms started',
      '1 Requests sent',
      '1 Call taps',
      '0 Text taps',
    ]);
    const flyer = page
      .getByRole('table', { name: 'Visitors and requests by source' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^flyer/ }) });
    // Visitors, quote forms started, requests sent, sent per visitor, estimates sent, value won, call taps, text taps.
    expect(await flyer.getByRole('cell').allTextContents()).toEqual(['3', '2', '1', '33%', '0', '$0.00', '1', '0']);
    const spring = page
      .getByRole('table', { name: 'Visitors and requests by campaign link' })
      .getByRole('row', { name: /spring/ });
    // Medium, campaign, visitors, quote forms started, requests sent, sent per visitor.
    expect(await spring.getByRole('cell').allTextContents()).toEqual(['print', 'spring', '1', '0', '0', '0%']);
    await expectNoAccessibilityViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Show the figures for each day' }).click();
    await expectNoAccessibilityViolations(page);
  }, 90_000);

  it('the next day: the raw events are gone, the totals stay, the CSV has the day', async () => {
    const today = zonedDate(Date.now(), (await report(7)).timeZone);
    const yesterday = addDays(today, -1);
    // Midnight passes: the stored day of the events and the salt moves back, the gateway starts again.
    expect(await changeGatewayDatabase(gateway.getId(), 'UPDATE site_events SET day = ?', yesterday)).toBeGreaterThan(
      0,
    );
    expect(await changeGatewayDatabase(gateway.getId(), 'UPDATE site_event_salts SET day = ?', yesterday)).toBe(1);
    await gateway.restart();
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, { timeout: 30_000 })
      .toBe(200);

    expect(await queryGatewayDatabase(gateway.getId(), 'SELECT COUNT(*) AS n FROM site_events')).toEqual([{ n: 0 }]);
    const salts = (await queryGatewayDatabase(gateway.getId(), 'SELECT day FROM site_event_salts')) as {
      day: string;
    }[];
    for (const salt of salts) expect(salt.day).toBe(today);
    const days = await report(7);
    expect(days.daily.at(-2)).toMatchObject({
      date: yesterday,
      visitors: 5,
      pageViews: 9,
      formsStarted: 2,
      requestsSent: 1,
    });
    expect(days.daily.at(-1)).toMatchObject({ date: today, visitors: 0, pageViews: 0 });
    expect(days.sources.find((source) => source.name === 'flyer')).toMatchObject({
      visitors: 3,
      formsStarted: 2,
      requestsSent: 1,
      callTaps: 1,
    });

    const week = (await (
      await fetch(`${baseUrl}/api/admin/visitors/week`, { headers: { Authorization: `Bearer ${await ownerToken()}` } })
    ).json()) as VisitorWeek;
    expect(week.thisWeek.visitors).toBe(5);

    const csv = await fetch(`${baseUrl}/api/admin/visitors/export.csv?days=7`, {
      headers: { Authorization: `Bearer ${await ownerToken()}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split(/\r?\n/);
    console.log(`the CSV of the last 7 days:\n${rows.join('\n')}`);
    expect(rows[0]).toMatch(/^"?Date"?,"?Visitors"?,"?Page views"?/);
    expect(rows.find((row) => row.includes(yesterday))).toMatch(new RegExp(`^"?${yesterday}"?,"?5"?,"?9"?`));
  }, 60_000);

  it('counts a visitor from a campaign named in another script who came by a long link', async () => {
    // The largest beacon a page sends (~1.5 KB): each UTM value cut to its length, 3 bytes a
    // character in UTF-8, and the referrer cut to its own.
    const name = (character: string) => character.repeat(UTM_VALUE_MAX_LENGTH);
    const campaign = new URLSearchParams({
      utm_source: `${name('ペ')}ンキ`,
      utm_medium: name('チ'),
      utm_campaign: name('ラ'),
    });
    const page = await visitor(PHONE_UA, '203.0.113.16');
    const answered = page.waitForResponse((response) => response.url().endsWith(SITE_EVENTS_PATH));
    await page.goto(`${baseUrl}/?${campaign}`, { referer: `${REFERRER}/${'x'.repeat(REFERRER_MAX_LENGTH)}` });
    const beacon = await answered;
    expect(Buffer.byteLength(beacon.request().postData() ?? '')).toBeGreaterThan(1024);
    expect(beacon.status()).toBe(204);
    const { sources } = await report(7);
    expect(sources.find((source) => source.kind === 'campaign' && source.name === name('ペ'))).toMatchObject({
      visitors: 1,
      pageViews: 1,
    });
  });
});

describe(`POST ${SITE_EVENTS_PATH} through nginx`, () => {
  const beacon = (address: string, body: string) =>
    sendRaw(baseUrl, {
      method: 'POST',
      path: SITE_EVENTS_PATH,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': CHROME_UA(142), 'X-Forwarded-For': address },
      body,
    });

  it('refuses a body over the limit, wrong types and unknown kinds, in words', async () => {
    const big = await beacon(
      '198.51.100.31',
      JSON.stringify({ kind: 'view', path: '/', utmSource: 'x'.repeat(SITE_EVENT_MAX_BYTES) }),
    );
    expect(big.status).toBe(413);
    for (const body of ['not json', '{"kind":"view","path":42}', '{"kind":"purchase","path":"/"}', '[]']) {
      const answer = await beacon('198.51.100.32', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body).toMatch(/"message"/);
    }
    expect((await sendRaw(baseUrl, { method: 'GET', path: SITE_EVENTS_PATH })).status).toBe(405);
  });

  it('refuses 10,000 made-up paths: the totals hold only the real pages', async () => {
    const answers = new Map<number, number>();
    const paths = Array.from({ length: 10_000 }, (_, index) => `/wp-admin/fake-${index}`);
    for (let start = 0; start < paths.length; start += 50) {
      const batch = await Promise.all(
        paths.slice(start, start + 50).map((path, index) =>
          // Each from an address of its own, so no flood guard answers in the gateway's place.
          beacon(
            `10.31.${Math.floor((start + index) / 250)}.${1 + ((start + index) % 250)}`,
            JSON.stringify({ kind: 'view', path }),
          ),
        ),
      );
      for (const { status } of batch) answers.set(status, (answers.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(answers)).toEqual({ 400: 10_000 });
    const { pages } = await report(7);
    for (const { path } of pages) expect(PUBLIC_PATHS).toContain(path);
  }, 180_000);

  it('limits one address: a flood gets nginx’s 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => beacon('198.51.100.99', JSON.stringify({ kind: 'view', path: '/' }))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 204).length).toBeGreaterThan(0);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.body).toBe(NGINX_TOO_MANY_REQUESTS);
  });
});
