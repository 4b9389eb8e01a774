import { describe, expect, it } from 'vitest';
import type { UpcomingVisit } from '../../contract/estimate-visits.ts';
import { townOf } from '../quote-requests/index.ts';
import { parseCalendar } from '../testing/mail-parts.ts';
import { calendarFeed } from './calendar-feed.ts';

const SITE_URL = 'https://brightside.example';

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
  name: 'Sam Lee',
  address: '88 Birch Ave, Springfield, OR 97477',
  serviceTitle: 'Cabinet refinishing',
  phone: '555-0100',
};

describe("the owner's calendar feed", () => {
  it('reads the town of an address, never the street', () => {
    expect(townOf('88 Birch Ave, Springfield, OR 97477')).toBe('Springfield');
    expect(townOf('12 Oak St\nLake Oswego OR 97034')).toBe('Lake Oswego');
    expect(townOf('1234 SE Tacoma St, 97202')).toBeUndefined();
    expect(townOf('1234 SE Tacoma St')).toBeUndefined();
  });

  it('lists each visit at its exact time and each follow-up day, with name, town and service only', () => {
    const text = calendarFeed({
      businessName: 'Brightside Painting',
      linkBase: SITE_URL,
      siteHost: new URL(SITE_URL).hostname,
      visits: [visit],
      followUps: [
        {
          requestId: 12,
          name: 'Ana Ruiz',
          serviceTitle: null,
          address: 'Somewhere 5, Eugene',
          followUpOn: '2026-12-03',
        },
      ],
    });
    const events = parseCalendar(text);
    expect(events).toEqual([
      expect.objectContaining({
        method: 'PUBLISH',
        uid: 'estimate-visit-4@brightside.example',
        summary: 'Estimate visit: Sam Lee — Cabinet refinishing',
        location: 'Springfield',
        status: 'CONFIRMED',
        // 1:30 AM on the night clocks go back in Los Angeles (the first of the two): 08:30 UTC.
        startUtc: '2026-11-01T08:30:00.000Z',
        endUtc: '2026-11-01T09:30:00.000Z',
      }),
      expect.objectContaining({ summary: 'Follow up: Ana Ruiz', allDay: '2026-12-03', location: undefined }),
    ]);
    expect(text).not.toContain('Birch');
    expect(text).not.toContain('555-0100');
    expect(events[0]?.description).toBe('The request: https://brightside.example/admin/dashboard/messages/9');
  });

  it('is a valid empty calendar with no visits', () => {
    const text = calendarFeed({
      businessName: 'Brightside Painting',
      linkBase: SITE_URL,
      siteHost: new URL(SITE_URL).hostname,
      visits: [],
      followUps: [],
    });
    expect(parseCalendar(text)).toEqual([]);
    expect(text).toContain('X-WR-CALNAME:Brightside Painting — estimate visits');
  });
});
