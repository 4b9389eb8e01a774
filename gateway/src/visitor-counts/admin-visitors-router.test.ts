import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS, type PublicPath } from '../../contract/routes.ts';
import {
  OTHER_SOURCES,
  SOURCES_PER_DAY_MAX,
  VISITOR_CSV_COLUMNS,
  VISITOR_PERIOD_DAYS,
  type VisitorCampaign,
  type VisitorReport,
  type VisitorSource,
  type VisitorWeek,
} from '../../contract/visitor-counts.ts';
import { countedEvent, daySalt } from '../testing/counted-event.ts';
import { beacon, DESKTOP_BROWSER } from '../testing/site-event-beacon.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { OPEN_AVAILABILITY } from '../testing/visit-fixture.ts';
import { DEFAULT_VISITOR_PERIOD_DAYS } from './admin-visitors-router.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A Wednesday morning in UTC. */
const START_AT = '2026-11-18T10:00:00.000Z';
const [HOME, SECOND_PAGE] = PUBLIC_PATHS as [PublicPath, PublicPath];

let gateway: TestApp;
let token: string;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true, startAt: START_AT });
  token = await gateway.signIn();
});
afterEach(async () => {
  await gateway.close();
});

function get(path: string, auth: string | null = token) {
  return fetch(`${gateway.url}/api/admin/visitors${path}`, {
    headers: auth ? { Authorization: `Bearer ${auth}` } : {},
  });
}

async function report(days: number): Promise<VisitorReport> {
  const response = await get(`?days=${days}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as VisitorReport;
}

/**
 * The issue's visitors: three from a flyer (utm_source=flyer), one from Google, one direct; two
 * of the flyer's start the quote form, one sends it, one taps Call. The two who start the form
 * came by the spring flyer's link (utm_campaign=spring-2026), the third by one without a campaign.
 */
async function issueScenario() {
  const flyer = { utmSource: 'flyer', utmMedium: 'print', utmCampaign: 'spring-2026' };
  const send = async (address: string, events: Parameters<typeof beacon>[1][], userAgent?: string) => {
    for (const event of events) {
      expect((await beacon(gateway, event, { address, ...(userAgent ? { userAgent } : {}) })).status).toBe(204);
    }
  };
  await send('198.51.100.1', [
    { kind: 'view', path: HOME, ...flyer },
    { kind: 'view', path: SECOND_PAGE, ...flyer },
    { kind: 'form-started', path: SECOND_PAGE, ...flyer },
    { kind: 'form-sent', path: SECOND_PAGE, ...flyer },
  ]);
  await send('198.51.100.2', [
    { kind: 'view', path: HOME, ...flyer },
    { kind: 'form-started', path: HOME, ...flyer },
  ]);
  const flyerWithoutCampaign = { utmSource: 'flyer', utmMedium: 'print' };
  await send('198.51.100.3', [
    { kind: 'view', path: HOME, ...flyerWithoutCampaign },
    { kind: 'call', path: HOME, ...flyerWithoutCampaign },
  ]);
  await send('198.51.100.4', [{ kind: 'view', path: HOME, referrer: 'https://www.google.com/' }], DESKTOP_BROWSER);
  await send('198.51.100.5', [{ kind: 'view', path: HOME, referrer: '' }], DESKTOP_BROWSER);
  // A crawler and a headless browser add nothing.
  await send('198.51.100.6', [{ kind: 'view', path: HOME }], 'Mozilla/5.0 (compatible; Googlebot/2.1)');
  await send('198.51.100.7', [{ kind: 'view', path: HOME }], DESKTOP_BROWSER.replace('Chrome/', 'HeadlessChrome/'));
}

const SCENARIO_TOTALS = {
  visitors: 5,
  pageViews: 6,
  quoteCtaTaps: 0,
  formsStarted: 2,
  requestsSent: 1,
  callTaps: 1,
  textTaps: 0,
  emailTaps: 0,
};
const FLYER_ROW = {
  kind: 'campaign',
  name: 'flyer',
  ...SCENARIO_TOTALS,
  visitors: 3,
  pageViews: 4,
  // No request of theirs has an estimate yet (source-estimates.test.ts).
  estimatesSent: 0,
  wonCents: 0,
};
const NO_FIGURES = { ...SCENARIO_TOTALS, visitors: 0, pageViews: 0, formsStarted: 0, requestsSent: 0, callTaps: 0 };
const CAMPAIGN_ROWS = [
  {
    source: 'flyer',
    medium: 'print',
    campaign: 'spring-2026',
    ...NO_FIGURES,
    visitors: 2,
    pageViews: 3,
    formsStarted: 2,
    requestsSent: 1,
  },
  { source: 'flyer', medium: 'print', campaign: '', ...NO_FIGURES, visitors: 1, pageViews: 1, callTaps: 1 },
];

describe('GET /api/admin/visitors', () => {
  it("shows today's visitors, pages, sources and devices as they come, zero days filled in", async () => {
    await issueScenario();
    const { days, timeZone, daily, totals, pages, sources, campaigns, devices } = await report(7);
    expect(days).toBe(7);
    expect(timeZone).toBe(gateway.modules.visits.availability.get().timeZone);
    expect(daily).toHaveLength(7);
    expect(daily.at(-1)).toEqual({ date: gateway.modules.visitorCounts.counter.today().date, ...SCENARIO_TOTALS });
    expect(daily.slice(0, 6).every((day) => day.visitors === 0 && day.pageViews === 0)).toBe(true);
    expect(totals).toEqual(SCENARIO_TOTALS);
    expect(pages).toEqual([
      { path: HOME, views: 5, visitors: 5 },
      { path: SECOND_PAGE, views: 1, visitors: 1 },
    ]);
    expect(sources).toEqual([
      FLYER_ROW,
      expect.objectContaining({ kind: 'direct', name: 'Direct', visitors: 1, pageViews: 1 }),
      expect.objectContaining({ kind: 'referrer', name: 'google.com', visitors: 1, pageViews: 1 }),
    ]);
    expect(campaigns).toEqual(CAMPAIGN_ROWS);
    expect(devices).toEqual({ phone: 3, desktop: 2 });
  });

  it('keeps the figures once the day is over: the raw events and the salt are gone, the totals stay', async () => {
    await issueScenario();
    const before = await report(30);
    gateway.advanceClock(DAY_MS);
    token = await gateway.signIn();
    const after = await report(30);
    expect(after.daily.at(-2)).toEqual(before.daily.at(-1));
    expect(after.daily.at(-1)).toMatchObject({ visitors: 0, pageViews: 0 });
    expect(after.totals).toEqual(SCENARIO_TOTALS);
    expect(after.sources[0]).toEqual(FLYER_ROW);
    expect(after.campaigns).toEqual(CAMPAIGN_ROWS);
    expect(after.devices).toEqual({ phone: 3, desktop: 2 });
    expect(gateway.db.prepare('SELECT count(*) AS n FROM site_events').get()?.n).toBe(0);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM site_event_salts').get()?.n).toBe(0);

    // A visitor the next day counts again, with a new day's salt.
    await beacon(gateway, { kind: 'view', path: HOME }, { address: '198.51.100.1' });
    const nextDay = await report(30);
    expect(nextDay.daily.at(-1)).toMatchObject({ visitors: 1 });
    expect(nextDay.totals.visitors).toBe(6);
    expect(gateway.db.prepare('SELECT day FROM site_event_salts').all()).toEqual([{ day: nextDay.daily.at(-1)?.date }]);
  });

  it(`shows ${DEFAULT_VISITOR_PERIOD_DAYS} days without ?days, and refuses a period other than ${VISITOR_PERIOD_DAYS.join(', ')}`, async () => {
    const response = await get('');
    expect(((await response.json()) as VisitorReport).daily).toHaveLength(DEFAULT_VISITOR_PERIOD_DAYS);
    for (const days of ['8', '365', 'all']) {
      const refused = await get(`?days=${days}`);
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual(['days']);
    }
  });

  it.each(['', '/week', '/export.csv?days=7'])('refuses %s without a token', async (path) => {
    expect((await get(path, null)).status).toBe(401);
  });
});

/** The most the Visitors answer may weigh, whatever arrived: made-up sources must not grow it. */
const ANSWER_MAX_BYTES = 50_000;
const FLOOD = 10_000;

/** `count` sources named `prefix-00000`… that brought `visitors` visitors each. */
const sourcesNamed = (prefix: string, count: number, visitors: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}-${String(index).padStart(5, '0')}`, visitors }));

/**
 * Stores a day's visitors as the counter keeps them (10,000 beacons would take too long): each
 * source's visitors, one page view each, by a campaign link of its own (utm_source and utm_campaign).
 */
function addDayOfCampaignVisitors(day: string, sources: readonly { name: string; visitors: number }[]) {
  const events = sources.flatMap(({ name, visitors }) => Array.from({ length: visitors }, () => name));
  gateway.modules.visitorCounts.events.addAll(
    events.map((name, index) =>
      countedEvent(day, index, {
        sourceKind: 'campaign',
        sourceName: name,
        utmMedium: 'link',
        utmCampaign: name,
      }),
    ),
    daySalt(day),
  );
}

async function reportAndSize(days: number): Promise<{ answer: VisitorReport; bytes: number }> {
  const response = await get(`?days=${days}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { answer: JSON.parse(text) as VisitorReport, bytes: Buffer.byteLength(text) };
}

/** The biggest SOURCES_PER_DAY_MAX by name, then one OTHER_SOURCES row holding the rest, every visitor counted once. */
function expectCapped<T extends VisitorSource | VisitorCampaign>(
  rows: readonly T[],
  name: (row: T) => string,
  kept: readonly string[],
  visitors: number,
) {
  expect(rows.map(name)).toEqual([...kept, OTHER_SOURCES]);
  const others = rows.at(-1);
  const keptVisitors = rows.slice(0, -1).reduce((sum, row) => sum + row.visitors, 0);
  expect(others).toMatchObject({ visitors: visitors - keptVisitors, pageViews: visitors - keptVisitors });
}

describe('GET /api/admin/visitors, flooded with made-up sources', () => {
  it(`lists today's ${SOURCES_PER_DAY_MAX} biggest sources and campaign links and sums the rest, so ${FLOOD} made-up ones answer in under ${ANSWER_MAX_BYTES / 1000} KB`, async () => {
    const { date: today } = gateway.modules.visitorCounts.counter.today();
    const big = sourcesNamed('flyer', SOURCES_PER_DAY_MAX, 2);
    addDayOfCampaignVisitors(today, [...big, ...sourcesNamed('made-up', FLOOD, 1)]);
    const visitors = FLOOD + 2 * SOURCES_PER_DAY_MAX;

    const { answer, bytes } = await reportAndSize(30);

    expect(bytes).toBeLessThan(ANSWER_MAX_BYTES);
    expect(answer.totals.visitors).toBe(visitors);
    expect(answer.daily.at(-1)).toMatchObject({ date: today, visitors });
    const names = big.map((source) => source.name);
    expectCapped(answer.sources, (source) => source.name, names, visitors);
    expect(answer.sources.at(-1)?.kind).toBe('campaign');
    expectCapped(answer.campaigns, (campaign) => campaign.source, names, visitors);
    expect(answer.campaigns.at(-1)).toMatchObject({ medium: '', campaign: '' });
    // The page and device tables are bounded by the site's pages and the two devices.
    expect(answer.pages).toEqual([{ path: HOME, views: visitors, visitors }]);
    expect(answer.devices).toEqual({ phone: visitors, desktop: 0 });
  });

  it(`keeps a period to its ${SOURCES_PER_DAY_MAX} biggest too when each day brought others, days ending at midnight in the business's time zone`, async () => {
    // 23:30 on Wednesday in Denver (UTC−7), already Thursday in UTC.
    gateway.modules.visits.availability.set({ ...OPEN_AVAILABILITY, timeZone: 'America/Denver' });
    gateway.setClock('2026-11-19T06:30:00.000Z');
    token = await gateway.signIn();
    expect(gateway.modules.visitorCounts.counter.today()).toEqual({ date: '2026-11-18', timeZone: 'America/Denver' });
    const wednesday = sourcesNamed('north', SOURCES_PER_DAY_MAX, 2);
    addDayOfCampaignVisitors('2026-11-18', [...wednesday, ...sourcesNamed('made-up-wed', FLOOD / 2, 1)]);
    const wednesdayVisitors = FLOOD / 2 + 2 * SOURCES_PER_DAY_MAX;

    const late = await reportAndSize(7);
    expect(late.bytes).toBeLessThan(ANSWER_MAX_BYTES);
    expect(late.answer.daily.at(-1)).toMatchObject({ date: '2026-11-18', visitors: wednesdayVisitors });
    const north = wednesday.map((source) => source.name);
    expectCapped(late.answer.sources, (source) => source.name, north, wednesdayVisitors);

    // 00:30 on Thursday: Wednesday is folded, Thursday's visitors came by other links.
    gateway.advanceClock(HOUR_MS);
    expect(gateway.modules.visitorCounts.counter.today().date).toBe('2026-11-19');
    const thursday = sourcesNamed('south', SOURCES_PER_DAY_MAX, 3);
    addDayOfCampaignVisitors('2026-11-19', [...thursday, ...sourcesNamed('made-up-thu', FLOOD / 2, 1)]);
    const thursdayVisitors = FLOOD / 2 + 3 * SOURCES_PER_DAY_MAX;

    const { answer, bytes } = await reportAndSize(7);
    expect(bytes).toBeLessThan(ANSWER_MAX_BYTES);
    expect(answer.daily.slice(-2)).toEqual([
      expect.objectContaining({ date: '2026-11-18', visitors: wednesdayVisitors }),
      expect.objectContaining({ date: '2026-11-19', visitors: thursdayVisitors }),
    ]);
    const visitors = wednesdayVisitors + thursdayVisitors;
    expect(answer.totals.visitors).toBe(visitors);
    const south = thursday.map((source) => source.name);
    expectCapped(answer.sources, (source) => source.name, south, visitors);
    expectCapped(answer.campaigns, (campaign) => campaign.source, south, visitors);
  });
});

describe('GET /api/admin/visitors/week', () => {
  it('compares the last 7 days with the 7 before them', async () => {
    await issueScenario();
    gateway.advanceClock(7 * DAY_MS);
    token = await gateway.signIn();
    await beacon(gateway, { kind: 'view', path: HOME });
    const response = await get('/week');
    expect(response.status).toBe(200);
    const { thisWeek, lastWeek } = (await response.json()) as VisitorWeek;
    expect(lastWeek).toEqual(SCENARIO_TOTALS);
    expect(thisWeek).toMatchObject({ visitors: 1, pageViews: 1, formsStarted: 0 });
  });
});

describe('GET /api/admin/visitors/export.csv', () => {
  it('gives the daily totals as CSV: the header, then one row a day, oldest first', async () => {
    await issueScenario();
    const response = await get('/export.csv?days=7');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="visitors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(VISITOR_CSV_COLUMNS.map(([, label]) => label).join(','));
    expect(lines).toHaveLength(1 + 7);
    const today = gateway.modules.visitorCounts.counter.today().date;
    expect(lines.at(-1)).toBe(`${today},5,6,0,2,1,1,0,0`);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},0,0,0,0,0,0,0,0$/);
  });
});
