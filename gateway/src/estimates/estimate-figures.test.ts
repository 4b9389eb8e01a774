import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Estimate,
  type EstimateListResponse,
  type EstimateMonthFigures,
  ESTIMATE_FORM_FIELDS as F,
} from '../../contract/estimates.ts';
import { threeOptionDraft } from '../testing/estimate-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import { addRequest, OPEN_AVAILABILITY } from '../testing/visit-fixture.ts';

// The overview's "Estimates this month", through the real app: the month is the business's (Denver
// here), the clock is set, so the figures mean the same whenever the suite runs.

/** 23:30 on 30 November in Denver: already December in UTC. */
const END_OF_NOVEMBER_AT = '2026-12-01T06:30:00.000Z';
const EXPIRES = '2026-12-20';

let gateway: TestApp;
let token: string;
beforeEach(async () => {
  gateway = await startTestApp({ trustProxy: true, startAt: END_OF_NOVEMBER_AT });
  gateway.modules.visits.availability.set({ ...OPEN_AVAILABILITY, timeZone: 'America/Denver' });
  token = await gateway.signIn();
});
afterEach(async () => {
  await gateway.modules.estimates.notices.settled();
  await gateway.close();
});

function api(path: string, init: RequestInit = {}) {
  return fetch(`${gateway.url}/api/admin/estimates${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
  });
}

async function sentEstimate(): Promise<Estimate> {
  const { id: requestId } = addRequest(gateway, { email: 'customer@example.com' });
  const { id } = (await (await api('', { method: 'POST', body: JSON.stringify({ requestId }) })).json()) as Estimate;
  expect((await api(`/${id}`, { method: 'PUT', body: JSON.stringify(threeOptionDraft(EXPIRES)) })).status).toBe(200);
  const sent = await api(`/${id}/send`, { method: 'POST' });
  expect(sent.status).toBe(200);
  return (await sent.json()) as Estimate;
}

/** The customer's page form, posted as a browser does without script. */
async function answer(estimate: Estimate, fields: [string, string][]) {
  const page = new URL(estimate.customerUrl?.replace(TEST_SITE_URL, gateway.url) ?? '');
  const response = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.20' },
    body: new URLSearchParams([[F.version, '1'], ...fields]).toString(),
  });
  expect(response.status).toBe(303);
}

async function figures(query = ''): Promise<EstimateMonthFigures> {
  const response = await api(`/figures${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as EstimateMonthFigures;
}

describe('GET /api/admin/estimates/figures', () => {
  it("counts the business's month: sent and quoted, won and its value, and the win rate of those decided", async () => {
    const won = await sentEstimate();
    const declined = await sentEstimate();
    await sentEstimate();
    await answer(won, [
      [F.action, 'accept'],
      [F.option, '2'],
      [F.signerName, 'María López'],
      [F.agree, 'on'],
    ]);
    await answer(declined, [
      [F.action, 'decline'],
      [F.reason, 'Too dear for now.'],
    ]);
    const { estimates } = (await (await api('')).json()) as EstimateListResponse;
    const accepted = estimates.find((each) => each.id === won.id)?.valueCents ?? 0;
    const quoted = estimates.reduce((sum, each) => sum + each.valueCents, 0);
    expect(accepted).toBeGreaterThan(0);

    // Still November in Denver: this month is November, December in UTC has nothing.
    expect(await figures()).toEqual({ sent: 3, quotedCents: quoted, won: 1, wonCents: accepted, winRate: 0.5 });
    expect(await figures('?month=2026-11')).toEqual(await figures());
    expect(await figures('?month=2026-12')).toEqual({ sent: 0, quotedCents: 0, won: 0, wonCents: 0, winRate: null });
  });

  it('refuses a month not written YYYY-MM', async () => {
    const response = await api('/figures?month=November');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(['month']);
  });
});
