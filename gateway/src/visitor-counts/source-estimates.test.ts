import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Estimate, type EstimateSettings, ESTIMATE_FORM_FIELDS as F } from '../../contract/estimates.ts';
import type { LeadSource } from '../../contract/quote-requests.ts';
import { PUBLIC_PATHS, type PublicPath } from '../../contract/routes.ts';
import { DIRECT_SOURCE_NAME, type VisitorReport, type VisitorSource } from '../../contract/visitor-counts.ts';
import { threeOptionDraft } from '../testing/estimate-fixture.ts';
import { beacon } from '../testing/site-event-beacon.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { addRequest, OPEN_AVAILABILITY } from '../testing/visit-fixture.ts';

// The Visitors section's sources carry on past the request: the estimates of the requests each
// source brought, sent and won in the report's period, matched to the row its visitors were counted
// in by the one naming rule (contract/visitor-counts.ts arrivalSourceName). The clock is set: the
// days mean the same whenever the suite runs, in the business's zone (Denver, UTC−7 in November).

/** Wednesday 03:00 in Denver. */
const TODAY_AT = '2026-11-18T10:00:00.000Z';
/** 23:30 on Wednesday 11 November in Denver: already the 12th in UTC, the first day of a 7-day period ending on the 18th. */
const LATE_LAST_WEEK_AT = '2026-11-12T06:30:00.000Z';
const EXPIRES = '2026-12-10';
const [HOME] = PUBLIC_PATHS as [PublicPath];

let gateway: TestApp;
let token: string;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true, startAt: LATE_LAST_WEEK_AT });
  gateway.modules.visits.availability.set({ ...OPEN_AVAILABILITY, timeZone: 'America/Denver' });
  token = await gateway.signIn();
});
afterEach(async () => {
  await gateway.modules.estimates.notices.settled();
  await gateway.close();
});

const NO_SOURCE: LeadSource = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
};

function api(path: string, init: RequestInit = {}) {
  return fetch(`${gateway.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

/** A request that came with `source`, and its estimate written and sent now by the app's clock. */
async function sentEstimate(source: Partial<LeadSource>): Promise<Estimate> {
  const { id: requestId } = addRequest(gateway, {
    email: 'customer@example.com',
    source: { ...NO_SOURCE, ...source },
  });
  const created = await api('/api/admin/estimates', { method: 'POST', body: JSON.stringify({ requestId }) });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as Estimate;
  const saved = await api(`/api/admin/estimates/${id}`, {
    method: 'PUT',
    body: JSON.stringify(threeOptionDraft(EXPIRES)),
  });
  expect(saved.status).toBe(200);
  const sent = await api(`/api/admin/estimates/${id}/send`, { method: 'POST' });
  expect(sent.status).toBe(200);
  return (await sent.json()) as Estimate;
}

/** The customer accepts the middle option with the add-on on the page (no script); the accepted total. */
async function accept(estimate: Estimate): Promise<number> {
  const page = new URL(estimate.customerUrl?.replace(TEST_SITE_URL, gateway.url) ?? '');
  const accepted = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.20' },
    body: new URLSearchParams([
      [F.action, 'accept'],
      [F.version, '1'],
      [F.option, '1'],
      [F.addOn, '0'],
      [F.signerName, 'María López'],
      [F.agree, 'on'],
    ]).toString(),
  });
  expect(accepted.status).toBe(303);
  const view = (await (await api(`/api/admin/estimates/${estimate.id}`)).json()) as Estimate;
  return view.acceptance?.totals.total ?? Number.NaN;
}

async function report(days: number): Promise<VisitorReport> {
  const response = await api(`/api/admin/visitors?days=${days}`);
  expect(response.status).toBe(200);
  return (await response.json()) as VisitorReport;
}

const rowOf = (sources: readonly VisitorSource[], kind: VisitorSource['kind'], name: string) =>
  sources.find((source) => source.kind === kind && source.name === name);

describe('GET /api/admin/visitors: estimates sent and value won per source', () => {
  it("adds each source's estimates sent and won in the period to its row, by the visitors' own names, in the site's money", async () => {
    // Late on the 11th in Denver: an estimate for a request that came with no source.
    const early = await sentEstimate({});
    gateway.setClock(TODAY_AT);
    token = await gateway.signIn();

    // Today: visitors from the flyer, Google and nowhere.
    const flyer = { utmSource: 'flyer', utmMedium: 'print', utmCampaign: 'spring-2026' };
    expect((await beacon(gateway, { kind: 'view', path: HOME, ...flyer }, { address: '198.51.100.1' })).status).toBe(
      204,
    );
    await beacon(gateway, { kind: 'view', path: HOME, ...flyer }, { address: '198.51.100.2' });
    await beacon(
      gateway,
      { kind: 'view', path: HOME, referrer: 'https://www.google.com/search' },
      { address: '198.51.100.3' },
    );
    await beacon(gateway, { kind: 'view', path: HOME, referrer: '' }, { address: '198.51.100.4' });

    // Their requests' estimates: the flyer's two (one won), Google's (its referrer kept with `www.`),
    // one from nextdoor.com (whose visitor came before the period), one referred by the site's own address.
    const flyerWon = await sentEstimate({ utmSource: 'flyer', utmMedium: 'print', referrer: 'www.google.com' });
    await sentEstimate({ utmSource: ' flyer ' });
    await sentEstimate({ referrer: 'www.google.com' });
    await sentEstimate({ referrer: 'nextdoor.com' });
    await sentEstimate({ referrer: 'www.brightside.example' });
    const flyerCents = await accept(flyerWon);
    // And the early one accepted today: won in the period, though sent before it.
    const earlyCents = await accept(early);
    expect(flyerCents).toBeGreaterThan(0);

    const week = await report(7);
    expect(week.money).toEqual({ currency: 'USD', locale: 'en-US' });
    expect(
      week.sources.map(({ kind, name, visitors, estimatesSent, wonCents }) => [
        kind,
        name,
        visitors,
        estimatesSent,
        wonCents,
      ]),
    ).toEqual([
      ['campaign', 'flyer', 2, 2, flyerCents],
      ['direct', DIRECT_SOURCE_NAME, 1, 1, earlyCents],
      ['referrer', 'google.com', 1, 1, 0],
      // No visitor of nextdoor.com's was counted in the period: its row comes after the counted ones.
      ['referrer', 'nextdoor.com', 0, 1, 0],
    ]);
    expect(rowOf(week.sources, 'referrer', 'nextdoor.com')).toMatchObject({ pageViews: 0, requestsSent: 0 });

    // Over 30 days the early estimate's sending, late on the 11th in the business's zone, counts too.
    const month = await report(30);
    expect(rowOf(month.sources, 'direct', DIRECT_SOURCE_NAME)).toMatchObject({
      visitors: 1,
      estimatesSent: 2,
      wonCents: earlyCents,
    });
  });

  it('counts nothing of estimates outside the period, and writes the money in the currency the owner set', async () => {
    const old = await sentEstimate({ utmSource: 'flyer' });
    await accept(old);
    gateway.setClock(TODAY_AT);
    token = await gateway.signIn();
    const settings = (await (await api('/api/admin/estimates/settings')).json()) as EstimateSettings;
    const saved = await api('/api/admin/estimates/settings', {
      method: 'PUT',
      body: JSON.stringify({ ...settings, currency: 'CAD', locale: 'en-CA' }),
    });
    expect(saved.status).toBe(200);
    await beacon(gateway, { kind: 'view', path: HOME, utmSource: 'flyer' });

    const week = await report(7);
    expect(week.sources).toEqual([
      expect.objectContaining({ kind: 'campaign', name: 'flyer', visitors: 1, estimatesSent: 0, wonCents: 0 }),
    ]);
    expect(week.money).toEqual({ currency: 'CAD', locale: 'en-CA' });
  });
});
