import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  REVIEW_REQUEST_ERROR_CODES as CODES,
  type CustomerMailSettings,
  DEFAULT_CUSTOMER_MAIL_SETTINGS,
  ONE_CLICK_BODY,
} from '../../contract/customer-mail.ts';
import type { Overview, QuoteRequest, QuoteRequestStatus } from '../../contract/quote-requests.ts';
import type { QuoteRequestInput } from '../quote-requests/quote-request-store.ts';
import { mimePartsOf } from '../testing/mail-parts.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';
import {
  eventually,
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../testing/test-smtp-server.ts';
import { DAY_MS, UNSUBSCRIBED_WORDS } from './follow-ups.ts';

// Quote follow-ups and review requests through the real app, a real SQLite file and a real SMTP
// server, with the app's clock moved instead of waiting days.

const OWNER = 'owner@brightside.example';
const FROM = 'Brightside Painting <hello@brightside.example>';
const BUSINESS_EMAIL = 'office@brightside.example';
const BUSINESS_PHONE = '(503) 555-0100';
const LINK = 'https://g.page/r/brightside-painting/review';
const MARIA = 'maria@example.com';
const AFTER_DAYS = 4;
const MINUTE_MS = 60_000;

/** What the customer typed beyond a first name: none of it may appear in an e-mail. */
const TYPED = {
  name: 'Maria Gonzalez',
  phone: '(503) 555-0199',
  address: '88 Birch Ave, Springfield, OR 97477',
  details: 'Paint the attic stairs. Gate code 4417, the key is under the mat.',
};
const NOT_REPEATED = ['Gonzalez', '555-0199', '88 Birch', 'Gate code', '4417', 'under the mat'];

const SETTINGS: CustomerMailSettings = {
  followUps: { ...DEFAULT_CUSTOMER_MAIL_SETTINGS.followUps, enabled: true, afterDays: AFTER_DAYS },
  reviews: { ...DEFAULT_CUSTOMER_MAIL_SETTINGS.reviews, link: LINK },
};

let smtp: TestSmtpServer;
let gateway: TestApp;
let owner: string;
beforeEach(async () => {
  smtp = await startTestSmtpServer();
  gateway = await startTestApp({ mail: { smtpUrl: smtp.url, notifyEmail: OWNER, mailFrom: FROM, retryDelaysMs: [0] } });
  owner = await gateway.signIn();
  gateway.db
    .prepare("UPDATE business SET name = 'Brightside Painting', phone = ?, email = ?")
    .run(BUSINESS_PHONE, BUSINESS_EMAIL);
  await saveSettings(SETTINGS);
});
afterEach(async () => {
  await gateway.close();
  await smtp.close();
});

function api(path: string, method = 'GET', body?: unknown) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function saveSettings(settings: CustomerMailSettings) {
  const response = await api('/api/admin/customer-mail', 'PUT', settings);
  expect(response.status).toBe(200);
}

function addRequest(changes: Partial<QuoteRequestInput> = {}): number {
  return gateway.modules.records.requests.add({
    ...TYPED,
    email: MARIA,
    serviceSlug: null,
    serviceTitle: 'Interior painting',
    preferredContact: 'email',
    notifyStatus: 'off',
    ...changes,
  }).id;
}

async function setStatus(id: number, status: QuoteRequestStatus): Promise<QuoteRequest> {
  const response = await api(`/api/admin/messages/${id}`, 'PATCH', { status });
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
}

async function requestPage(id: number): Promise<QuoteRequest> {
  const response = await api(`/api/admin/messages/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as QuoteRequest;
}

/** Days pass: the owner's sign-in of then has expired, so they sign in again. */
async function later(ms: number) {
  gateway.advanceClock(ms);
  owner = await gateway.signIn();
}

const askForReview = (id: number) => api(`/api/admin/messages/${id}/review-request`, 'POST');
const sweep = () => gateway.modules.customerMail.customerMail.sweep();
const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const textOf = (mail: ReceivedMail) => (mimePartsOf(mail.raw, 'text/plain')[0]?.text ?? '').replace(/\r\n/g, '\n');
const htmlOf = (mail: ReceivedMail) => mimePartsOf(mail.raw, 'text/html')[0]?.text ?? '';
const eventsOf = (id: number, kind: 'follow_up' | 'review_request') =>
  gateway.modules.records.events
    .list(id)
    .filter((event) => event.kind === kind)
    .map(({ outcome, summary, detail }) => ({ outcome, summary, detail }));
const unsubscribeUrl = (id: number) =>
  `${TEST_SITE_URL}/api/unsubscribe/${gateway.modules.customerMail.unsubscribeLinks.issue(id)}`;

/** An e-mail as received: its headers, then its text part as a mail program shows it. */
function printed(label: string, mail: ReceivedMail) {
  const headers = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/));
  console.log(`--- ${label}, as received ---\n${headers}\n\n${textOf(mail)}\n--- end ---`);
}

/** What every automatic e-mail to a customer carries, and what none repeats. */
function expectCustomerMail(mail: ReceivedMail, requestId: number) {
  const url = unsubscribeUrl(requestId);
  expect(mail.header('list-unsubscribe')).toBe(`<${url}>`);
  expect(mail.header('list-unsubscribe-post')).toBe(ONE_CLICK_BODY);
  expect(mail.header('from')).toBe(FROM);
  expect(mail.header('reply-to')).toBe(BUSINESS_EMAIL);
  expect(textOf(mail)).toContain(`Unsubscribe: ${url}`);
  expect(htmlOf(mail)).toContain(`<a href="${url}">Unsubscribe</a>`);
  const readable = `${mail.raw}\n${textOf(mail)}\n${htmlOf(mail)}`;
  for (const typed of NOT_REPEATED) expect(readable).not.toContain(typed);
}

describe('quote follow-ups', () => {
  it('follow up a quoted request after N days and again N days later, never a third time', async () => {
    const id = addRequest();
    const quoted = await setStatus(id, 'quoted');
    const quotedAt = quoted.customerMail.quotedAt ?? '';
    expect(Date.parse(quotedAt)).toBeGreaterThanOrEqual(gateway.now() - MINUTE_MS);
    expect(quoted.customerMail).toMatchObject({
      followUpsSent: 0,
      nextFollowUpAt: new Date(Date.parse(quotedAt) + AFTER_DAYS * DAY_MS).toISOString(),
      unsubscribedAt: null,
      reviewRequest: null,
      reviewBlockedReason: expect.stringContaining('Won'),
    });

    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    await later(AFTER_DAYS * DAY_MS - MINUTE_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    await later(MINUTE_MS);
    expect(await sweep()).toEqual({ followUps: 1, reviews: 0 });
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });

    const [first] = mailTo(MARIA);
    if (!first) throw new Error('no follow-up received');
    printed('Follow-up e-mail', first);
    expectCustomerMail(first, id);
    expect(first.header('subject')).toBe('Any questions about your estimate?');
    expect(textOf(first)).toContain(
      [
        'Hi Maria,',
        '',
        'We sent you an estimate a few days ago. Do you have any questions about it, or would you like us to change anything?',
        '',
        `Just reply to this e-mail, or call us at ${BUSINESS_PHONE}.`,
        '',
        'Thank you,',
        'Brightside Painting',
      ].join('\n'),
    );
    expect(htmlOf(first)).toContain('<p>Thank you,<br>Brightside Painting</p>');
    const { last_follow_up_at: lastFollowUpAt } = gateway.db
      .prepare('SELECT last_follow_up_at FROM contact_requests WHERE id = ?')
      .get(id) as { last_follow_up_at: string };
    expect((await requestPage(id)).customerMail).toMatchObject({
      followUpsSent: 1,
      nextFollowUpAt: new Date(Date.parse(lastFollowUpAt) + AFTER_DAYS * DAY_MS).toISOString(),
    });

    await later(AFTER_DAYS * DAY_MS);
    expect(await sweep()).toEqual({ followUps: 1, reviews: 0 });
    await later(AFTER_DAYS * DAY_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    await later(60 * DAY_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });

    expect(mailTo(MARIA)).toHaveLength(2);
    expect(eventsOf(id, 'follow_up')).toEqual([
      { outcome: 'sent', summary: `Follow-up 1 of 2 sent to ${MARIA}`, detail: null },
      { outcome: 'sent', summary: `Follow-up 2 of 2 sent to ${MARIA}`, detail: null },
    ]);
    expect((await requestPage(id)).customerMail).toMatchObject({ followUpsSent: 2, nextFollowUpAt: null });
  });

  it('stop when the status changes, and a new quote goes on within the same two', async () => {
    const id = addRequest();
    await setStatus(id, 'quoted');
    await later(AFTER_DAYS * DAY_MS);
    expect((await sweep()).followUps).toBe(1);

    const lost = await setStatus(id, 'lost');
    expect(lost.customerMail).toMatchObject({ quotedAt: null, followUpsSent: 1, nextFollowUpAt: null });
    await later(3 * AFTER_DAYS * DAY_MS);
    expect((await sweep()).followUps).toBe(0);
    expect(mailTo(MARIA)).toHaveLength(1);

    // Quoted again (a new estimate): the clock starts over from this quote.
    const again = await setStatus(id, 'quoted');
    expect(Date.parse(again.customerMail.quotedAt ?? '')).toBe(
      Date.parse(again.customerMail.nextFollowUpAt ?? '') - AFTER_DAYS * DAY_MS,
    );
    await later(AFTER_DAYS * DAY_MS - MINUTE_MS);
    expect((await sweep()).followUps).toBe(0);
    await later(MINUTE_MS);
    expect((await sweep()).followUps).toBe(1);
    await later(AFTER_DAYS * DAY_MS);
    expect((await sweep()).followUps).toBe(0);
    expect(eventsOf(id, 'follow_up').map(({ summary }) => summary)).toEqual([
      `Follow-up 1 of 2 sent to ${MARIA}`,
      `Follow-up 2 of 2 sent to ${MARIA}`,
    ]);
  });

  it('send nothing while they are off, to spam, or to a request without an e-mail', async () => {
    const spam = addRequest({ spamReason: 'honeypot' });
    const noEmail = addRequest({ email: null });
    await setStatus(spam, 'quoted');
    await setStatus(noEmail, 'quoted');
    await saveSettings({ ...SETTINGS, followUps: { ...SETTINGS.followUps, enabled: false } });
    const off = addRequest();
    expect((await setStatus(off, 'quoted')).customerMail.nextFollowUpAt).toBeNull();
    await later(AFTER_DAYS * DAY_MS);
    expect((await sweep()).followUps).toBe(0);

    // Turned on: only the real request with an address gets one.
    await saveSettings(SETTINGS);
    expect((await sweep()).followUps).toBe(1);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[MARIA]]);
    expect(eventsOf(off, 'follow_up')).toHaveLength(1);
    expect((await requestPage(noEmail)).customerMail.nextFollowUpAt).toBeNull();
  });

  it('record a refused follow-up as failed, in the mail server’s words, and count it', async () => {
    smtp.refuse.add(MARIA);
    const id = addRequest();
    await setStatus(id, 'quoted');
    await later(AFTER_DAYS * DAY_MS);
    expect((await sweep()).followUps).toBe(0);
    const [failed] = eventsOf(id, 'follow_up');
    expect(failed).toMatchObject({ outcome: 'failed', summary: `Follow-up 1 of 2 to ${MARIA} failed` });
    expect(failed?.detail).toMatch(/\S/);
    expect((await requestPage(id)).customerMail.followUpsSent).toBe(1);
  });

  it('list the quotes waiting on a decision on the overview, the longest waiting first', async () => {
    const first = addRequest({ name: 'Ana Lee', email: 'ana@example.com' });
    const second = addRequest({ name: 'Bo Chen', email: 'bo@example.com' });
    const won = addRequest();
    await setStatus(second, 'quoted');
    await later(MINUTE_MS);
    await setStatus(first, 'quoted');
    await setStatus(won, 'quoted');
    await setStatus(won, 'won');

    const response = await api('/api/admin/overview');
    expect(response.status).toBe(200);
    const { awaitingDecision } = (await response.json()) as Overview;
    expect(
      awaitingDecision.map(({ id, name, serviceTitle, followUpsSent }) => ({ id, name, serviceTitle, followUpsSent })),
    ).toEqual([
      { id: second, name: 'Bo Chen', serviceTitle: 'Interior painting', followUpsSent: 0 },
      { id: first, name: 'Ana Lee', serviceTitle: 'Interior painting', followUpsSent: 0 },
    ]);
    for (const waiting of awaitingDecision) {
      expect(Date.parse(waiting.nextFollowUpAt ?? '')).toBe(Date.parse(waiting.quotedAt) + AFTER_DAYS * DAY_MS);
    }
  });
});

describe('review requests', () => {
  it('go once to a won customer when the owner asks; a second ask is refused', async () => {
    const id = addRequest();
    const won = await setStatus(id, 'won');
    expect(won.customerMail).toMatchObject({ reviewRequest: null, reviewBlockedReason: null });

    const asked = await askForReview(id);
    expect(asked.status).toBe(200);
    const page = (await asked.json()) as QuoteRequest;
    expect(page.id).toBe(id);
    expect(page.customerMail.reviewRequest).toMatchObject({ at: expect.any(String), error: null });
    expect(page.customerMail.reviewBlockedReason).toMatch(/already asked/);

    const [review] = await eventually(() => {
      const received = mailTo(MARIA);
      expect(received).toHaveLength(1);
      return received;
    });
    if (!review) throw new Error('no review request received');
    printed('Review request e-mail', review);
    expectCustomerMail(review, id);
    expect(review.header('subject')).toBe('Thank you from Brightside Painting');
    expect(textOf(review)).toContain(
      `Hi Maria,\n\nThank you for choosing us. If you have a minute, a review helps other homeowners find us:\n\n${LINK}\n\nThank you,\nBrightside Painting`,
    );
    expect(htmlOf(review)).toContain(`<p><a href="${LINK}">${LINK}</a></p>`);
    await eventually(() =>
      expect(eventsOf(id, 'review_request')).toEqual([
        { outcome: 'sent', summary: `Review request sent to ${MARIA}`, detail: 'Asked by the owner' },
      ]),
    );
    expect((await requestPage(id)).customerMail.reviewRequest).toMatchObject({ outcome: 'sent', error: null });

    const again = await askForReview(id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: CODES.alreadyAsked, message: expect.stringContaining('already asked') },
    });
    // The same customer's other job, the address spelled otherwise: still one per customer.
    const other = addRequest({ email: ' Maria@Example.com' });
    await setStatus(other, 'won');
    expect((await askForReview(other)).status).toBe(409);
    expect((await requestPage(other)).customerMail.reviewRequest).toMatchObject({ outcome: 'sent' });
    expect(mailTo(MARIA)).toHaveLength(1);
  });

  it('may be asked again when the mail server refused it: the customer got none', async () => {
    smtp.refuse.add(MARIA);
    const id = addRequest();
    await setStatus(id, 'won');
    expect((await askForReview(id)).status).toBe(200);
    const stored = () => gateway.modules.customerMail.reviewRequests.forAddress(MARIA);
    await eventually(() => expect(stored()?.outcome).toBe('failed'));
    expect((await requestPage(id)).customerMail.reviewRequest).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/\S/),
    });
    expect(eventsOf(id, 'review_request')).toEqual([
      { outcome: 'failed', summary: `Review request to ${MARIA} failed`, detail: expect.stringMatching(/\S/) },
    ]);
    expect((await requestPage(id)).customerMail.reviewBlockedReason).toBeNull();

    smtp.refuse.delete(MARIA);
    expect((await askForReview(id)).status).toBe(200);
    await eventually(() => expect(mailTo(MARIA)).toHaveLength(1));
    await eventually(() => expect(stored()?.outcome).toBe('sent'));
    expect((await requestPage(id)).customerMail.reviewRequest).toMatchObject({ outcome: 'sent', error: null });
    expect((await askForReview(id)).status).toBe(409);
  });

  it('go once when two clicks race', async () => {
    const id = addRequest();
    await setStatus(id, 'won');
    const answers = await Promise.all([askForReview(id), askForReview(id), askForReview(id)]);
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409, 409]);
    await eventually(() => expect(eventsOf(id, 'review_request')).toHaveLength(1));
    expect(mailTo(MARIA)).toHaveLength(1);
  });

  it('are refused, with a code and words, when they cannot go', async () => {
    const quoted = addRequest();
    await setStatus(quoted, 'quoted');
    const noEmail = addRequest({ email: null });
    await setStatus(noEmail, 'won');
    const missing = await askForReview(999_999);
    expect(missing.status).toBe(404);

    const refusal = async (id: number) => {
      const response = await askForReview(id);
      expect(response.status).toBe(409);
      return ((await response.json()) as { error: { code: string } }).error.code;
    };
    expect(await refusal(quoted)).toBe(CODES.notWon);
    expect(await refusal(noEmail)).toBe(CODES.noEmail);
    expect((await requestPage(noEmail)).customerMail.reviewBlockedReason).toBe('The customer gave no e-mail address.');

    await saveSettings({ ...SETTINGS, reviews: { ...SETTINGS.reviews, link: '' } });
    const won = addRequest();
    await setStatus(won, 'won');
    expect(await refusal(won)).toBe(CODES.noLink);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM review_requests').get()?.n).toBe(0);
    expect(smtp.received).toEqual([]);
  });

  it('go by themselves N days after Won, once, when the owner chose so', async () => {
    await saveSettings({ ...SETTINGS, reviews: { ...SETTINGS.reviews, autoAfterDays: 3 } });
    const id = addRequest();
    await setStatus(id, 'won');
    await later(3 * DAY_MS - MINUTE_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    await later(MINUTE_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 1 });
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });

    const [review] = mailTo(MARIA);
    if (!review) throw new Error('no review request received');
    expectCustomerMail(review, id);
    expect(eventsOf(id, 'review_request')).toEqual([
      { outcome: 'sent', summary: `Review request sent to ${MARIA}`, detail: 'Sent by itself 3 days after Won' },
    ]);
    expect((await askForReview(id)).status).toBe(409);

    // The customer's next won job: already asked, said once on its timeline, never sent.
    const next = addRequest();
    await setStatus(next, 'won');
    await later(3 * DAY_MS);
    expect((await sweep()).reviews).toBe(0);
    expect((await sweep()).reviews).toBe(0);
    expect(eventsOf(next, 'review_request')).toEqual([
      { outcome: 'skipped', summary: 'Review request not sent', detail: expect.stringContaining('already asked') },
    ]);
    expect(mailTo(MARIA)).toHaveLength(1);
  });
});

describe('an address that unsubscribed', () => {
  it('gets no follow-up and no review request, and the owner sees why', async () => {
    await saveSettings({ ...SETTINGS, reviews: { ...SETTINGS.reviews, autoAfterDays: 0 } });
    const quoted = addRequest();
    const won = addRequest();
    gateway.modules.customerMail.unsubscribes.add(' MARIA@example.com', quoted, new Date(gateway.now()).toISOString());
    await setStatus(quoted, 'quoted');
    await setStatus(won, 'won');

    const page = await requestPage(quoted);
    expect(page.customerMail).toMatchObject({ unsubscribedAt: expect.any(String), nextFollowUpAt: null });
    expect((await requestPage(won)).customerMail.reviewBlockedReason).toBe(UNSUBSCRIBED_WORDS);
    const asked = await askForReview(won);
    expect(asked.status).toBe(409);
    expect(((await asked.json()) as { error: { code: string } }).error.code).toBe(CODES.unsubscribed);

    await later(AFTER_DAYS * DAY_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    await later(AFTER_DAYS * DAY_MS);
    expect(await sweep()).toEqual({ followUps: 0, reviews: 0 });
    expect(smtp.received).toEqual([]);

    // Each follow-up counts as done, skipped; the review request is decided once.
    expect(eventsOf(quoted, 'follow_up')).toEqual([
      { outcome: 'skipped', summary: 'Follow-up 1 of 2 not sent', detail: UNSUBSCRIBED_WORDS },
      { outcome: 'skipped', summary: 'Follow-up 2 of 2 not sent', detail: UNSUBSCRIBED_WORDS },
    ]);
    expect(eventsOf(won, 'review_request')).toEqual([
      { outcome: 'skipped', summary: 'Review request not sent', detail: UNSUBSCRIBED_WORDS },
    ]);
    expect(gateway.db.prepare('SELECT count(*) AS n FROM review_requests').get()?.n).toBe(0);
  });
});

describe('without e-mail set up', () => {
  it('sends nothing, and the owner is told why a review cannot be asked', async () => {
    const quiet = await startTestApp();
    try {
      const token = await quiet.signIn();
      const call = (path: string, method: string, body?: unknown) =>
        fetch(`${quiet.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      expect((await call('/api/admin/customer-mail', 'PUT', SETTINGS)).status).toBe(200);
      const add = () =>
        quiet.modules.records.requests.add({
          ...TYPED,
          email: MARIA,
          serviceSlug: null,
          serviceTitle: null,
          preferredContact: 'email',
          notifyStatus: 'off',
        }).id;
      const quoted = add();
      const won = add();
      expect((await call(`/api/admin/messages/${quoted}`, 'PATCH', { status: 'quoted' })).status).toBe(200);
      expect((await call(`/api/admin/messages/${won}`, 'PATCH', { status: 'won' })).status).toBe(200);

      const refused = await call(`/api/admin/messages/${won}/review-request`, 'POST');
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(CODES.mailOff);
      quiet.advanceClock(AFTER_DAYS * DAY_MS);
      expect(await quiet.modules.customerMail.customerMail.sweep()).toEqual({ followUps: 0, reviews: 0 });
      expect(quiet.modules.records.events.list(quoted).filter(({ kind }) => kind === 'follow_up')).toEqual([]);
      expect(quiet.db.prepare('SELECT follow_ups_sent FROM contact_requests WHERE id = ?').get(quoted)).toEqual({
        follow_ups_sent: 0,
      });
    } finally {
      await quiet.close();
    }
  });
});
