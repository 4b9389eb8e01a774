import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CustomerMailSettings,
  type CustomerMailView,
  DEFAULT_CUSTOMER_MAIL_SETTINGS,
  TEMPLATE_BODY_MAX_LENGTH,
} from '../../contract/customer-mail.ts';
import { CUSTOMER_MAIL_MESSAGES as WORDS } from '../../contract/customer-mail-rules.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const PATH = '/api/admin/customer-mail';
const LINK = 'https://g.page/r/brightside-painting/review';

const SAVED: CustomerMailSettings = {
  followUps: {
    enabled: true,
    afterDays: 3,
    template: { subject: 'Still thinking it over?', body: 'Hi {firstName},\n\nAny questions?\n\n{businessName}' },
  },
  reviews: {
    link: LINK,
    autoAfterDays: 2,
    template: { subject: 'Thanks from {businessName}', body: 'Hi {firstName},\n\n{reviewLink}' },
  },
};

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const call = (method: string, body?: unknown, type = 'application/json') =>
  fetch(`${gateway.url}${PATH}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const savedRows = () => Number(gateway.db.prepare('SELECT count(*) AS n FROM customer_mail_settings').get()?.n);

describe('GET and PUT /api/admin/customer-mail', () => {
  it("answers the contract's defaults until the owner saves: follow-ups off, no review link", async () => {
    const response = await call('GET');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ ...DEFAULT_CUSTOMER_MAIL_SETTINGS, sending: 'mail-not-set-up' });
  });

  it('says whether the e-mails can go out: not without mail, nor without an address to send them from', async () => {
    const mail = { smtpUrl: 'smtp://127.0.0.1:2525', notifyEmail: 'owner@example.com' };
    const sending = async (app: TestApp) => {
      const response = await fetch(`${app.url}${PATH}`, { headers: { Authorization: `Bearer ${await app.signIn()}` } });
      return ((await response.json()) as CustomerMailView).sending;
    };
    // Mail, but no MAIL_FROM and no business e-mail for the customers' From.
    const noSender = await startTestApp({ mail });
    const withSender = await startTestApp({ mail: { ...mail, mailFrom: 'Brightside Painting <hello@example.com>' } });
    try {
      expect(await sending(noSender)).toBe('no-sender');
      expect(await sending(withSender)).toBe('ready');
    } finally {
      await Promise.all([noSender.close(), withSender.close()]);
    }
  });

  it('refuses anyone without the owner’s token', async () => {
    for (const method of ['GET', 'PUT']) {
      const response = await fetch(`${gateway.url}${PATH}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'PUT' ? { body: JSON.stringify(SAVED) } : {}),
      });
      expect(response.status).toBe(401);
    }
    expect(savedRows()).toBe(0);
  });

  it('refuses bad settings with a message per field, saving nothing', async () => {
    const bad = {
      followUps: { ...SAVED.followUps, afterDays: 0, template: { subject: '', body: 'Review us: {reviewLink}' } },
      reviews: {
        link: 'http://g.page/r/brightside/review',
        autoAfterDays: 61,
        template: { subject: 'Thanks', body: 'x'.repeat(TEMPLATE_BODY_MAX_LENGTH + 1) },
      },
    };
    const response = await call('PUT', bad);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: {
          'followUps.afterDays': WORDS.afterDays,
          'followUps.template.subject': WORDS.subjectMissing,
          'reviews.link': WORDS.linkFormat,
          'reviews.autoAfterDays': WORDS.autoAfterDays,
          'reviews.template.body': WORDS.bodyTooLong,
        },
      },
    });
    expect(savedRows()).toBe(0);

    // A follow-up that would carry the review link while there is none.
    const blankLink = await call('PUT', {
      ...SAVED,
      followUps: { ...SAVED.followUps, template: { subject: 'Hi', body: 'Review us: {reviewLink}' } },
      reviews: { ...SAVED.reviews, link: '' },
    });
    expect(blankLink.status).toBe(400);
    expect(((await blankLink.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      'followUps.template.body': WORDS.linkNeeded,
    });
    expect(savedRows()).toBe(0);
  });

  it.each([
    ['a body that is not JSON', 'enabled=true', 'application/x-www-form-urlencoded', 415],
    ['a list', [], 'application/json', 400],
    ['a missing part', { followUps: SAVED.followUps }, 'application/json', 400],
    ['text for a number', { ...SAVED, followUps: { ...SAVED.followUps, afterDays: '3' } }, 'application/json', 400],
  ])('refuses %s without a 500, saving nothing', async (_case, body, type, status) => {
    const response = await call('PUT', body, type);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { error: { code: string; message: string } };
    expect(typeof answer.error.message).toBe('string');
    expect(savedRows()).toBe(0);
  });

  it('saves the whole of it, tidied, and answers it as saved', async () => {
    const response = await call('PUT', {
      ...SAVED,
      reviews: {
        ...SAVED.reviews,
        link: `  ${LINK} `,
        template: { ...SAVED.reviews.template, subject: ' Thanks from {businessName} ' },
      },
    });
    expect(response.status).toBe(200);
    const shown = { ...SAVED, sending: 'mail-not-set-up' };
    expect(await response.json()).toEqual(shown);
    expect(await (await call('GET')).json()).toEqual(shown);
    expect(savedRows()).toBe(1);

    // Review requests only when the owner asks: null.
    const manual = { ...SAVED, reviews: { ...SAVED.reviews, autoAfterDays: null } };
    expect(await (await call('PUT', manual)).json()).toEqual({ ...manual, sending: 'mail-not-set-up' });
    expect(await (await call('GET')).json()).toEqual({ ...manual, sending: 'mail-not-set-up' });
  });
});
