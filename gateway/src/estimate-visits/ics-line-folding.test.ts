import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UpcomingVisit } from '../../contract/estimate-visits.ts';
import { parseCalendar } from '../testing/mail-parts.ts';
import { calendarFeed } from './calendar-feed.ts';
import { foldIcsLines, ICS_LINE_MAX_OCTETS } from './ics-line-folding.ts';
import { visitInvitation } from './visit-invitation.ts';

const SITE_URL = 'https://brightside.example';
/** "€" is 3 octets in UTF-8, "🎨" 4 (two UTF-16 units): 75 characters of them are 225 and 300 octets. */
const NAME = `Zoë Dupré ${'€'.repeat(30)} ${'🎨'.repeat(30)}`;
const SERVICE = `Façade 🏠 ${'é€🎨'.repeat(12)}`;

/** Any character, with the multi-octet ones often. */
const CHARACTER = fc.oneof(
  fc.constantFrom('€', '🎨', 'é', 'a'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const linesOf = (text: string) => text.split('\r\n');
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

function expectFoldedByOctets(text: string) {
  expect(linesOf(text).filter((line) => octets(line) > ICS_LINE_MAX_OCTETS)).toEqual([]);
  // No fold splits a character: each line is whole UTF-8 by itself (a split pair would not be).
  expect(linesOf(text).filter((line) => Buffer.from(line, 'utf8').toString('utf8') !== line)).toEqual([]);
}

const visit: UpcomingVisit = {
  id: 4,
  quoteRequestId: 9,
  start: '2026-11-01T08:30:00.000Z',
  end: '2026-11-01T09:30:00.000Z',
  status: 'confirmed',
  bookedBy: 'customer',
  bookedAt: '2026-10-20T10:00:00.000Z',
  cancelledBy: null,
  cancelReason: null,
  customerMail: { status: 'sent', error: null },
  reminderSentAt: null,
  name: NAME,
  address: '88 Birch Ave, Springfield, OR 97477',
  serviceTitle: SERVICE,
  phone: '555-0100',
};

describe('iCalendar lines (RFC 5545 §3.1)', () => {
  it('are folded at 75 octets, never inside a character, and unfold to the same text', () => {
    fc.assert(
      fc.property(fc.array(CHARACTER, { maxLength: 300, size: 'max' }), (characters) => {
        const line = `SUMMARY:${characters.join('').replace(/[\r\n]/g, '')}`;
        const folded = foldIcsLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
        expectFoldedByOctets(folded);
        expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT\r\n`);
      }),
    );
  });

  it('refold a text folded by characters: the continuation lines join first', () => {
    const byCharacters = `SUMMARY:${'€'.repeat(75)}\r\n\t${'€'.repeat(10)}\r\n`;
    const folded = foldIcsLines(byCharacters);
    expectFoldedByOctets(folded);
    expect(unfold(folded)).toBe(`SUMMARY:${'€'.repeat(85)}\r\n`);
    // 8 octets of "SUMMARY:" and 22 "€" make 74: the 23rd would pass 75.
    expect(linesOf(folded)[0]).toBe(`SUMMARY:${'€'.repeat(22)}`);
  });

  it('keep a line of exactly 75 octets whole, and move the character that would pass it to the next', () => {
    const line = `DESCRIPTION:${'a'.repeat(ICS_LINE_MAX_OCTETS - 'DESCRIPTION:'.length)}`;
    expect(foldIcsLines(`${line}\r\n`)).toBe(`${line}\r\n`);
    expect(foldIcsLines(`${line}€\r\n`)).toBe(`${line}\r\n €\r\n`);
  });

  it("in the owner's feed: a summary with € and emoji fits and reads back exactly", () => {
    const text = calendarFeed({
      businessName: `Peinture ${'€'.repeat(40)}`,
      linkBase: SITE_URL,
      siteHost: new URL(SITE_URL).hostname,
      visits: [visit],
      followUps: [],
    });
    expectFoldedByOctets(text);
    expect(linesOf(text).length).toBeGreaterThan(linesOf(unfold(text)).length);
    const [event] = parseCalendar(text);
    expect(event?.summary).toBe(`Estimate visit: ${NAME} — ${SERVICE}`);
    expect(unfold(text)).toContain(`X-WR-CALNAME:Peinture ${'€'.repeat(40)} — estimate visits\r\n`);
  });

  it("in a visit's invitation: a summary with € and emoji fits and reads back exactly", () => {
    const { content } = visitInvitation({
      visit,
      siteHost: new URL(SITE_URL).hostname,
      now: Date.parse('2026-10-21T10:00:00.000Z'),
      title: `Estimate visit — ${NAME}`,
      description: `On Sunday 1 November, 1:30 AM: ${'€🎨'.repeat(40)}`,
      organizer: { name: `Peinture ${'€'.repeat(30)}`, email: 'hello@brightside.example' },
      attendee: { email: 'zoe@example.com' },
    });
    expectFoldedByOctets(content);
    const [event] = parseCalendar(content);
    expect(event?.summary).toBe(`Estimate visit — ${NAME}`);
    expect(event?.description).toBe(`On Sunday 1 November, 1:30 AM: ${'€🎨'.repeat(40)}`);
  });
});
