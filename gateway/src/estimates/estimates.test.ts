import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CUSTOMER_MAIL_SETTINGS } from '../../contract/customer-mail.ts';
import { estimateTotals } from '../../contract/estimate-money.ts';
import {
  adminEstimateSignaturePath,
  ESTIMATE_PREVIEW_PREFIX,
  type Estimate,
  type EstimateDraft,
  type EstimateListResponse,
  type EstimatePreviewLink,
  ESTIMATE_FORM_FIELDS as F,
  formatMoney,
} from '../../contract/estimates.ts';
import type { QuoteRequest } from '../../contract/quote-requests.ts';
import { createLogger } from '../logger.ts';
import { threeOptionDraft } from '../testing/estimate-fixture.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import {
  eventually,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server.ts';
import { addRequest, send } from '../testing/visit-fixture.ts';
import { UNKNOWN_VERSION } from './estimate-page-router.ts';
import { PREVIEW_EXPIRED_HEADING, PREVIEW_TICKET_MS } from './estimate-preview-router.ts';

// Estimates through the real app, a real SQLite file and a real mail server: the owner writes one
// from a request and sends it; the customer's link opens the page, whose one form accepts (with or
// without a drawn signature), declines or asks; the request follows (quoted, won, lost). The clock
// starts at a fixed moment, so the expiry means the same on every day the suite runs.

const OWNER = 'owner@brightside.example';
const CUSTOMER = 'maria.lopez@example.com';
const START = '2026-03-27T16:00:00.000Z';
const EXPIRES = '2026-04-26';
const DAY_MS = 86_400_000;

let gateway: TestApp;
let smtp: TestSmtpServer;
let owner: string;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  gateway = await startTestApp({
    trustProxy: true,
    startAt: START,
    logger: createLogger('error'),
    mail: { smtpUrl: smtp.url, notifyEmail: OWNER, mailFrom: 'Brightside Painting <hello@brightside.example>' },
  });
  gateway.db.prepare("UPDATE business SET name = 'Brightside Painting'").run();
  gateway.modules.visits.availability.set({
    ...gateway.modules.visits.availability.get(),
    timeZone: 'America/Los_Angeles',
  });
  owner = await gateway.signIn();
});
afterEach(async () => {
  await gateway.modules.estimates.notices.settled();
  await gateway.close();
  await smtp.close();
});

const auth = () => ({ Authorization: `Bearer ${owner}` });
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${gateway.url}/api/admin/estimates${path}`, { ...init, headers: { ...auth(), ...init.headers } });
const json = (method: string, body: unknown) => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

async function newEstimate(requestId: number): Promise<Estimate> {
  const response = await api('', json('POST', { requestId }));
  expect(response.status).toBe(201);
  return (await response.json()) as Estimate;
}

async function saveDraft(id: number, draft: EstimateDraft | Record<string, unknown>) {
  return api(`/${id}`, json('PUT', draft));
}

async function sent(draft: EstimateDraft = threeOptionDraft(EXPIRES)) {
  const { id: requestId } = addRequest(gateway, { name: 'María López', email: CUSTOMER });
  const estimate = await newEstimate(requestId);
  expect((await saveDraft(estimate.id, draft)).status).toBe(200);
  const response = await api(`/${estimate.id}/send`, { method: 'POST' });
  expect(response.status).toBe(200);
  const body = (await response.json()) as Estimate;
  return { requestId, estimate: body, url: body.customerUrl ?? '' };
}

/** The customer's link as the test reaches the app. */
const local = (url: string) => url.replace(TEST_SITE_URL, gateway.url);
const pathOf = (url: string) => new URL(url).pathname;

const readable = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The first e-mail (arrived, or arriving within a few seconds) that meets the test. */
const mailWhere = (test: (mail: ReceivedMail) => boolean) =>
  eventually(() => {
    const found = smtp.received.find(test);
    if (!found) throw new Error('no such e-mail yet');
    return found;
  });

/** The page's form, as a browser posts it (no script: the fields and nothing else). */
function post(url: string, fields: [string, string][], address = '198.51.100.20') {
  return fetch(local(`${TEST_SITE_URL}${pathOf(url)}`), {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': address,
      'User-Agent': 'Mozilla/5.0 (iPhone) test',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const acceptFields = (extra: [string, string][] = []): [string, string][] => [
  [F.action, 'accept'],
  [F.version, '1'],
  [F.option, '1'],
  [F.addOn, '0'],
  [F.signerName, 'María López'],
  [F.agree, 'on'],
  ...extra,
];

async function request(id: number): Promise<QuoteRequest> {
  const response = await fetch(`${gateway.url}/api/admin/messages/${id}`, { headers: auth() });
  return (await response.json()) as QuoteRequest;
}

describe('an estimate from writing to acceptance', () => {
  it('is sent as version 1: the request is quoted, the customer gets the link, the page shows the options', async () => {
    const { requestId, estimate, url } = await sent();
    expect(estimate.state).toBe('sent');
    expect(estimate.versions).toHaveLength(1);
    expect(estimate.versions[0]?.versionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(url).toMatch(new RegExp(`^${TEST_SITE_URL}/estimate/[A-Za-z0-9_-]{43}\\?v=1$`));
    expect((await request(requestId)).status).toBe('quoted');

    const mail = await mailWhere((each) => each.to.includes(CUSTOMER));
    const text = readable(mail);
    expect(text).toContain(url);
    const better = estimateTotals(threeOptionDraft(EXPIRES).options[1]?.areas.flatMap((area) => area.lines) ?? [], {
      taxThousandths: 8250,
      deposit: { kind: 'percent', thousandths: 50_000 },
    });
    expect(text).toContain(formatMoney(better.total, 'USD', 'en-US'));

    const page = await fetch(local(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const html = await page.text();
    for (const name of ['Good', 'Better', 'Best', 'Ceilings']) expect(html).toContain(name);
    expect(html).toContain('name="option"');
    expect(html).toContain('name="addOn"');

    const opened = (await (await api(`/${estimate.id}`)).json()) as Estimate;
    expect(opened.state).toBe('opened');
  });

  it('accepts the middle option and the add-on by typed name: the record, the won request, the PDF, the mails', async () => {
    const { requestId, estimate, url } = await sent();
    const accepted = await post(url, acceptFields([['total', '1']]));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toMatch(/\?v=1$/);

    const view = (await (await api(`/${estimate.id}`)).json()) as Estimate;
    const draft = threeOptionDraft(EXPIRES);
    const expected = estimateTotals(
      [...(draft.options[1]?.areas.flatMap((area) => area.lines) ?? []), ...draft.addOns],
      { taxThousandths: 8250, deposit: { kind: 'percent', thousandths: 50_000 } },
    );
    expect(view.state).toBe('accepted');
    expect(view.acceptance).toMatchObject({
      version: 1,
      versionHash: estimate.versions[0]?.versionHash,
      choice: { option: 1, addOns: [0] },
      optionName: 'Better',
      addOnNames: ['Ceilings'],
      signerName: 'María López',
      drawnSignature: false,
      address: '198.51.100.20',
      userAgent: 'Mozilla/5.0 (iPhone) test',
      at: expect.any(String),
    });
    expect(view.acceptance?.totals).toEqual(expected);
    expect((await request(requestId)).status).toBe('won');

    // Accepting twice: the same record.
    expect((await post(url, acceptFields())).status).toBe(303);
    const again = (await (await api(`/${estimate.id}`)).json()) as Estimate;
    expect(again.acceptance).toEqual(view.acceptance);

    const page = await (await fetch(local(url))).text();
    expect(page).toContain(formatMoney(expected.total, 'USD', 'en-US'));
    expect(page).toContain(formatMoney(expected.deposit, 'USD', 'en-US'));

    const pdf = await fetch(local(`${url.split('?')[0]}/pdf?v=1`));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const customerCopy = await mailWhere((each) => each.to.includes(CUSTOMER) && readable(each).includes('accepted'));
    expect(readable(customerCopy)).toContain('application/pdf');
    expect(readable(customerCopy)).toContain(formatMoney(expected.total, 'USD', 'en-US'));
    const ownerNotice = await mailWhere((each) => each.to.includes(OWNER) && readable(each).includes('accepted'));
    expect(readable(ownerNotice)).toContain('application/pdf');

    // An accepted estimate can never change.
    const edit = await saveDraft(estimate.id, threeOptionDraft(EXPIRES));
    expect(edit.status).toBe(409);
    expect(() => gateway.db.prepare("UPDATE estimate_acceptances SET signer_name = 'Someone else'").run()).toThrow(
      /never changes/,
    );
  });

  it('declines with a reason: the request is lost, the page says so, accepting then answers 409', async () => {
    const { requestId, url } = await sent();
    const declined = await post(url, [
      [F.action, 'decline'],
      [F.version, '1'],
      [F.reason, 'We went with a cheaper quote.'],
    ]);
    expect(declined.status).toBe(303);
    expect((await request(requestId)).status).toBe('lost');
    expect((await post(url, acceptFields())).status).toBe(409);
  });

  it('takes a question to the owner and back to the page', async () => {
    const { requestId, url } = await sent();
    const asked = await post(url, [
      [F.action, 'question'],
      [F.version, '1'],
      [F.question, 'Can you start on a Saturday?'],
    ]);
    expect(asked.status).toBe(303);
    const notice = await mailWhere((each) => each.to.includes(OWNER) && readable(each).includes('Saturday'));
    expect(readable(notice)).toContain('Question about estimate');
    const { timeline } = (await request(requestId)) as QuoteRequest & { timeline: { summary: string }[] };
    expect(timeline.map((event) => event.summary)).toContain(`Question about estimate 1001`);
  });
});

describe('refusals, each in words and with nothing half-written', () => {
  it('refuses negative or absurd numbers, 500 lines and a bad payment link with a message on the field', async () => {
    const { id: requestId } = addRequest(gateway, { email: CUSTOMER });
    const { id } = await newEstimate(requestId);
    const draft = threeOptionDraft(EXPIRES);
    const withLine = (change: Record<string, unknown>) => ({
      ...draft,
      options: [{ name: 'Good', areas: [{ name: 'Room', lines: [{ ...draft.addOns[0], ...change }] }] }],
    });
    const cases: [Record<string, unknown>, string][] = [
      [withLine({ quantityHundredths: -100 }), 'options.0.areas.0.lines.0.quantityHundredths'],
      [withLine({ unitPriceCents: -5 }), 'options.0.areas.0.lines.0.unitPriceCents'],
      [withLine({ quantityHundredths: 1e12 }), 'options.0.areas.0.lines.0.quantityHundredths'],
      [withLine({ quantityHundredths: 2.5 }), 'options.0.areas.0.lines.0.quantityHundredths'],
      [
        withLine({ quantityHundredths: 9_999_999, unitPriceCents: 99_999_999 }),
        'options.0.areas.0.lines.0.unitPriceCents',
      ],
      [{ ...draft, paymentLink: 'http://pay.example.com' }, 'paymentLink'],
      [{ ...draft, paymentLink: 'javascript:alert(1)' }, 'paymentLink'],
      [
        {
          ...draft,
          options: [
            { name: 'Big', areas: [{ name: 'All', lines: Array.from({ length: 500 }, () => draft.addOns[0]) }] },
          ],
        },
        'options.0.areas.0.lines',
      ],
    ];
    const before = ((await (await api(`/${id}`)).json()) as Estimate).draft;
    for (const [body, field] of cases) {
      const response = await saveDraft(id, body);
      expect(response.status, field).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields), JSON.stringify(error.fields)).toContain(field);
    }
    expect(((await (await api(`/${id}`)).json()) as Estimate).draft).toEqual(before);
  });

  it('ignores a total the client sends: every amount is computed from the lines', async () => {
    const { id: requestId } = addRequest(gateway, { email: CUSTOMER });
    const { id } = await newEstimate(requestId);
    const response = await saveDraft(id, { ...threeOptionDraft(EXPIRES), total: 1, money: { options: [] } });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Estimate;
    expect(saved.money.options[0]?.totals.total).toBeGreaterThan(100_000);
    expect(JSON.stringify(saved.draft)).not.toContain('"total"');
  });

  it('shows script in item names as text on the page', async () => {
    const draft = threeOptionDraft(EXPIRES);
    const named = {
      ...draft,
      addOns: [{ ...draft.addOns[0], description: '<script>alert(1)</script>' }],
    } as EstimateDraft;
    const { url } = await sent(named);
    const html = await (await fetch(local(url))).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('answers 409 for a replaced version and links to the newest', async () => {
    const { estimate, url } = await sent();
    const draft = threeOptionDraft(EXPIRES);
    expect((await saveDraft(estimate.id, { ...draft, notes: 'Now with the hallway.' })).status).toBe(200);
    const second = (await (await api(`/${estimate.id}/send`, { method: 'POST' })).json()) as Estimate;
    expect(second.versions).toHaveLength(2);
    const old = await fetch(local(url));
    expect(await old.text()).toContain('?v=2');
    expect((await post(url, acceptFields())).status).toBe(409);
    // Sending again with nothing changed makes no version 3.
    expect((await api(`/${estimate.id}/send`, { method: 'POST' })).status).toBe(409);
  });

  it('answers 409 for a version that was never sent, and signs nothing', async () => {
    const { estimate, url } = await sent();
    const edited = acceptFields().map(([name, value]): [string, string] => [name, name === F.version ? '9' : value]);
    const response = await post(url, edited);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(UNKNOWN_VERSION);
    expect(((await (await api(`/${estimate.id}`)).json()) as Estimate).acceptance).toBeNull();
  });

  it('answers 409 once the last day has passed in the business’s zone', async () => {
    const { url } = await sent();
    // 2026-04-26 ends at 07:00 UTC on the 27th in Los Angeles: at 06:59 it may still be accepted.
    gateway.setClock('2026-04-27T06:59:00.000Z');
    expect((await fetch(local(url))).status).toBe(200);
    gateway.setClock('2026-04-27T07:01:00.000Z');
    expect((await post(url, acceptFields())).status).toBe(409);
  });

  it('opens no estimate by another estimate’s key, a cut key or a made-up one', async () => {
    const { url } = await sent();
    const key = new URL(url).pathname.split('/')[2] ?? '';
    const forged = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/estimate/${forged}`, `/estimate/${key.slice(0, 20)}`, '/estimate/x']) {
      expect((await fetch(`${gateway.url}${path}`)).status, path).toBe(404);
    }
  });

  it('refuses a signature that is not a PNG or is too large, keeping the typed name', async () => {
    const { estimate, url } = await sent();
    const notPng = await post(
      url,
      acceptFields([[F.signature, `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}`]]),
    );
    expect(notPng.status).toBe(400);
    const page = await notPng.text();
    expect(page).toContain('María López');
    const huge = await post(url, acceptFields([[F.signature, `data:image/png;base64,${'A'.repeat(300_000)}`]]));
    expect(huge.status).toBe(400);
    expect(((await (await api(`/${estimate.id}`)).json()) as Estimate).acceptance).toBeNull();
  });

  it('refuses an acceptance without the typed name or the ticked box', async () => {
    const { url } = await sent();
    const response = await post(
      url,
      acceptFields().filter(([name]) => name !== F.agree && name !== F.signerName),
    );
    expect(response.status).toBe(400);
  });
});

describe('the drawn signature, for the owner', () => {
  /** A stroke of black ink on a clear background, as the page's signature pad sends it. */
  const drawnPng = () =>
    sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><path d="M10 90 C 80 10, 160 110, 390 30" stroke="#000" stroke-width="4" fill="none"/></svg>',
      ),
    )
      .png()
      .toBuffer();
  const signature = (id: number, headers: Record<string, string> = auth()) =>
    fetch(`${gateway.url}${adminEstimateSignaturePath(id)}`, { headers });

  it('answers the PNG the acceptance kept, never cached nor sniffed, to the owner only', async () => {
    const { estimate, url } = await sent();
    const dataUrl = `data:image/png;base64,${(await drawnPng()).toString('base64')}`;
    expect((await post(url, acceptFields([[F.signature, dataUrl]]))).status).toBe(303);
    const view = (await (await api(`/${estimate.id}`)).json()) as Estimate;
    expect(view.acceptance?.drawnSignature).toBe(true);

    const response = await signature(estimate.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="signature-${estimate.number}.png"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    // The gateway re-encodes what the page sends (estimate-signature.ts): the bytes are the ones it kept.
    const kept = gateway.modules.estimates.store.acceptance(estimate.id)?.signaturePng;
    expect(kept).toBeInstanceOf(Buffer);
    expect(bytes.equals(kept ?? Buffer.alloc(0))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 400, height: 120 });

    const anonymous = await signature(estimate.id, {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('answers 404 in words for an estimate accepted by typed name only', async () => {
    const { estimate, url } = await sent();
    expect((await post(url, acceptFields())).status).toBe(303);

    const response = await signature(estimate.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: 'not_found', message: expect.stringContaining('no drawn signature') },
    });
  });

  it('answers 404 in words for an estimate sent but not accepted, and for one that does not exist', async () => {
    const { estimate } = await sent();

    const response = await signature(estimate.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      error: { code: 'not_found', message: expect.stringContaining('not accepted') },
    });
    const missing = await signature(estimate.id + 1000);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found', message: expect.any(String) } });
  });
});

describe('the estimates list', () => {
  it('filters by state', async () => {
    await sent();
    const { id: requestId } = addRequest(gateway, { email: 'other@example.com' });
    await newEstimate(requestId);
    const all = (await (await api('')).json()) as EstimateListResponse;
    expect(all.estimates.map((each) => each.state).sort()).toEqual(['draft', 'sent']);
    const drafts = (await (await api('?state=draft')).json()) as EstimateListResponse;
    expect(drafts.estimates).toHaveLength(1);
    gateway.advanceClock(40 * DAY_MS);
    owner = await gateway.signIn();
    const expired = (await (await api('?state=expired')).json()) as EstimateListResponse;
    expect(expired.estimates).toHaveLength(1);
  });
});

describe('the price list', () => {
  it('keeps items and refuses a bad one', async () => {
    const created = await api(
      '/price-list',
      json('POST', { name: 'Walls, two coats', details: '', unit: 'sq ft', unitPriceCents: 210, taxable: false }),
    );
    expect(created.status).toBe(201);
    const bad = await api(
      '/price-list',
      json('POST', { name: '', details: '', unit: 'sq ft', unitPriceCents: -1, taxable: false }),
    );
    expect(bad.status).toBe(400);
    const list = (await (await api('/price-list')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(1);
  });
});

it('lets no one at the estimates without a token', async () => {
  const response = await send(gateway, '/api/admin/estimates', { requestId: 1 });
  expect(response.status).toBe(401);
});

describe('the owner’s preview', () => {
  async function previewLink(id: number): Promise<EstimatePreviewLink> {
    const response = await api(`/${id}/preview`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as EstimatePreviewLink;
  }

  it('opens the saved draft as the customer’s page by a ticket a frame can carry, framed by the site only', async () => {
    const { id: requestId } = addRequest(gateway, { name: 'María López', email: CUSTOMER });
    const estimate = await newEstimate(requestId);
    expect((await saveDraft(estimate.id, threeOptionDraft(EXPIRES))).status).toBe(200);

    const link = await previewLink(estimate.id);
    expect(link.url).toMatch(new RegExp(`^${ESTIMATE_PREVIEW_PREFIX}${estimate.id}\\.\\d+\\.[\\w-]{43}$`));
    const lasts = Date.parse(link.expiresAt) - Date.parse(START);
    expect(lasts).toBeGreaterThanOrEqual(PREVIEW_TICKET_MS);
    expect(lasts).toBeLessThan(PREVIEW_TICKET_MS + 60_000);
    const page = await fetch(`${gateway.url}${link.url}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Estimate ${estimate.number}`);
    expect(html).toContain('Better');
    // Its own style and policy: framed by the dashboard, never by another site; no script.
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    // The customer's own page is never framed.
    const { url } = await sent();
    expect((await fetch(local(url))).headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('refuses a ticket without the owner’s token, forged, for another estimate or expired', async () => {
    const { id: requestId } = addRequest(gateway, { name: 'María López', email: CUSTOMER });
    const estimate = await newEstimate(requestId);
    expect((await fetch(`${gateway.url}/api/admin/estimates/${estimate.id}/preview`, { method: 'POST' })).status).toBe(
      401,
    );
    const link = await previewLink(estimate.id);
    const [id, expires, mac] = link.url.slice(ESTIMATE_PREVIEW_PREFIX.length).split('.');
    const forged = [
      `${ESTIMATE_PREVIEW_PREFIX}${Number(id) + 1}.${expires}.${mac}`,
      `${ESTIMATE_PREVIEW_PREFIX}${id}.${Number(expires) + 3600}.${mac}`,
      `${ESTIMATE_PREVIEW_PREFIX}${id}.${expires}.${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`,
      `${ESTIMATE_PREVIEW_PREFIX}${id}`,
    ];
    for (const path of forged) {
      const refused = await fetch(`${gateway.url}${path}`);
      expect(refused.status, path).toBe(404);
      expect(await refused.text()).toContain(PREVIEW_EXPIRED_HEADING);
    }
    expect((await fetch(`${gateway.url}${link.url}/photos/p1`)).status).toBe(404);
    gateway.setClock(link.expiresAt);
    expect((await fetch(`${gateway.url}${link.url}`)).status).toBe(404);
  });
});

describe('the quote follow-ups', () => {
  it('carry the link to the estimate the customer can still accept, and none once it is accepted', async () => {
    const saved = await fetch(`${gateway.url}/api/admin/customer-mail`, {
      ...json('PUT', {
        ...DEFAULT_CUSTOMER_MAIL_SETTINGS,
        followUps: { ...DEFAULT_CUSTOMER_MAIL_SETTINGS.followUps, enabled: true, afterDays: 3 },
      }),
      headers: { ...auth(), 'Content-Type': 'application/json' },
    });
    expect(saved.status).toBe(200);
    const { estimate, url } = await sent();
    const accepted = await sent();
    expect((await post(accepted.url, acceptFields())).status).toBe(303);

    gateway.advanceClock(3 * DAY_MS + 60_000);
    expect((await gateway.modules.customerMail.customerMail.sweep()).followUps).toBe(1);
    const followUp = await mailWhere((mail) => /Any questions about your estimate/.test(readable(mail)));
    expect(readable(followUp)).toContain(`Your estimate ${estimate.number}: ${url}`);
  });
});
