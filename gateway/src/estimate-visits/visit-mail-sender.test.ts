import { createSecretKey, randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EstimateVisit } from '../../contract/estimate-visits.ts';
import { VISIT_MAILS_PER_RECIPIENT_PER_DAY } from '../../contract/estimate-visits.ts';
import { createUnsubscribeLinks } from '../customer-mail/unsubscribe-keys.ts';
import { createUnsubscribeStore } from '../customer-mail/unsubscribe-store.ts';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import { createRecipientCaps } from '../mail/recipient-caps.ts';
import type { StoredQuoteRequest } from '../quote-requests/quote-request-store.ts';
import { createRequestEventStore } from '../quote-requests/request-event-store.ts';
import { calendarPartsOf, decodeMimeWords, parseCalendar } from '../testing/mail-parts.ts';
import { eventually, startTestSmtpServer, type TestSmtpServer } from '../testing/test-smtp-server.ts';
import { type CustomerMailStatus, createVisitMail } from './visit-mail-sender.ts';
import type { VisitNoticeFacts } from './visit-notices.ts';

const SITE_URL = 'https://brightside.example';
const NOW = Date.parse('2026-11-26T18:00:00Z');
const LA = 'America/Los_Angeles';

const visit = (changes: Partial<EstimateVisit> = {}): EstimateVisit => ({
  id: 7,
  quoteRequestId: 3,
  start: '2026-12-01T17:00:00.000Z',
  end: '2026-12-01T18:00:00.000Z',
  status: 'booked',
  bookedBy: 'customer',
  bookedAt: '2026-11-26T17:59:00.000Z',
  cancelledBy: null,
  cancelReason: null,
  customerMail: { status: 'off', error: null },
  reminderSentAt: null,
  ...changes,
});

const request = {
  id: 3,
  name: 'Maria Gonzalez',
  email: 'maria@example.com',
  phone: '(503) 555-0199',
  address: '1234 SE Tacoma St, Portland, OR 97202',
  serviceTitle: 'Interior painting',
  details: 'Visit https://spam.example for cheap pills',
} as unknown as StoredQuoteRequest;

const facts = (changes: Partial<EstimateVisit> = {}): VisitNoticeFacts => ({
  visit: visit(changes),
  request,
  token: '3.secret-key',
  timeZone: LA,
});

describe('the e-mails of an estimate visit', () => {
  let smtp: TestSmtpServer;
  let db: DatabaseSync;
  let recorded: { id: number; status: CustomerMailStatus; error: string | null }[];
  const start = () =>
    createVisitMail({
      sender: createMailSender({
        connection: () => ({
          transport: smtp.url,
          notifyEmail: 'owner@brightside.example',
          mailFrom: { address: 'hello@brightside.example', name: 'Brightside Painting' },
          advice: { where: smtp.url, hint: '' } as never,
        }),
      }),
      visits: { recordCustomerMail: (id, status, error) => recorded.push({ id, status, error }) },
      caps: createRecipientCaps(db, {
        table: 'visit_mail_reservations',
        perRecipientPerDay: VISIT_MAILS_PER_RECIPIENT_PER_DAY,
        perHour: 30,
      }),
      site: () => ({
        name: 'Brightside Painting',
        phone: '(503) 555-0100',
        email: 'hello@brightside.example',
        confirmation: '',
        logoUrl: undefined,
      }),
      linkBase: () => SITE_URL,
      siteHost: () => new URL(SITE_URL).hostname,
      logger: createLogger('silent'),
      events: createRequestEventStore(db),
      unsubscribes: createUnsubscribeStore(db),
      unsubscribeLinks: createUnsubscribeLinks(createSecretKey(randomBytes(32)), () => SITE_URL),
      retryDelaysMs: [0],
      clock: () => NOW,
    });

  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    db = new DatabaseSync(':memory:');
    applyMigrations(db, readMigrations(MIGRATIONS_DIR));
    recorded = [];
  });
  afterEach(async () => {
    await smtp.close();
    db.close();
  });

  it('sends the customer an invitation with the visit at its exact time, and tells the owner', async () => {
    const mail = start();
    mail.booked(facts());
    await eventually(() => expect(smtp.received).toHaveLength(2));
    await mail.close();
    const customer = smtp.received.find((message) => message.to.includes('maria@example.com'));
    const owner = smtp.received.find((message) => message.to.includes('owner@brightside.example'));
    expect(decodeMimeWords(customer?.header('subject') ?? '')).toBe(
      'Estimate visit booked: Tue, Dec 1, 9:00 AM — Brightside Painting',
    );
    expect(customer?.raw).toContain('https://brightside.example/visit#3.secret-key');
    expect(customer?.raw).not.toContain('spam.example');
    const [part] = calendarPartsOf(customer?.raw ?? '');
    expect(part?.contentType).toMatch(/method=REQUEST/i);
    const [event] = parseCalendar(part?.text ?? '');
    // 9:00 in Los Angeles on December 1 (PST, UTC-8) is 17:00 UTC.
    expect(event).toMatchObject({
      method: 'REQUEST',
      uid: 'estimate-visit-7@brightside.example',
      startUtc: '2026-12-01T17:00:00.000Z',
      endUtc: '2026-12-01T18:00:00.000Z',
      status: 'CONFIRMED',
      summary: 'Estimate visit — Brightside Painting',
    });
    expect(event?.description).not.toContain('spam.example');
    expect(decodeMimeWords(owner?.header('subject') ?? '')).toBe(
      'Estimate visit booked Tue, Dec 1, 9:00 AM: Maria Gonzalez',
    );
    expect(owner?.raw).toContain('1234 SE Tacoma St');
    expect(recorded.map((entry) => entry.status)).toEqual(['pending', 'sent']);
  });

  it("sends a cancellation that outranks the invitation, and the owner's reason", async () => {
    const mail = start();
    mail.cancelled(facts({ status: 'cancelled', cancelledBy: 'owner', cancelReason: 'Our van broke down.' }));
    await eventually(() => expect(smtp.received).toHaveLength(1));
    await mail.close();
    const [message] = smtp.received;
    expect(message?.to).toEqual(['maria@example.com']);
    expect(message?.raw).toContain('Our van broke down.');
    const [part] = calendarPartsOf(message?.raw ?? '');
    const [event] = parseCalendar(part?.text ?? '');
    expect(event).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: 'estimate-visit-7@brightside.example' });
    expect(event?.sequence).toBeGreaterThan(0);
  });

  it("stops the mail a visitor's own changes send one address at the daily cap, and says so", async () => {
    const mail = start();
    for (let move = 0; move < VISIT_MAILS_PER_RECIPIENT_PER_DAY + 1; move += 1) {
      mail.moved(facts(), '2026-12-01T19:00:00.000Z', 'customer');
    }
    await eventually(() =>
      expect(recorded.filter((entry) => entry.status === 'sent')).toHaveLength(VISIT_MAILS_PER_RECIPIENT_PER_DAY),
    );
    await mail.close();
    expect(recorded.filter((entry) => entry.status === 'off')).toEqual([
      { id: 7, status: 'off', error: expect.stringContaining('already got 6 visit e-mails today') },
    ]);
    // The owner's e-mails (one per move) are not capped.
    expect(smtp.received.filter((message) => message.to.includes('owner@brightside.example'))).toHaveLength(7);
  });
});
