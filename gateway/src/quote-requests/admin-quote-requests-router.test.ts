import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_SOURCE_DIRECT, SOURCES_WINDOW_DAYS } from '../../contract/quote-requests.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { QuoteRequestInput } from './quote-request-store.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  // A Wednesday in the middle of a month; tests of other days move the clock there.
  gateway = await startTestApp({ startAt: '2026-11-18T10:00:00.000Z' });
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const BASE: QuoteRequestInput = {
  name: 'Someone',
  email: null,
  phone: null,
  address: '97202',
  serviceSlug: null,
  serviceTitle: null,
  details: 'Paint the living room, please.',
  preferredContact: 'email',
  notifyStatus: 'off',
};

/** Stores requests the way the contact form does, received at the given moments (by default the app's now). */
function receive(...requests: Array<Partial<QuoteRequestInput> & { at?: string }>): number[] {
  const store = gateway.modules.records.requests;
  const setTime = gateway.db.prepare('UPDATE contact_requests SET created_at = ? WHERE id = ?');
  return requests.map(({ at = new Date(gateway.now()).toISOString(), ...fields }) => {
    const { id } = store.add({ ...BASE, ...fields });
    setTime.run(at, id);
    return id;
  });
}

/** Moves the app's clock to a moment and signs in again there (a token from months before is too old). */
async function clockAt(at: string) {
  gateway.setClock(at);
  token = await gateway.signIn();
}

async function overview() {
  return (await (await call('GET', '/api/admin/overview')).json()) as {
    counts: Record<string, number>;
    latest: Array<{ name: string }>;
  };
}

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response;
}

async function listNames(query: string) {
  const body = (await (await call('GET', `/api/admin/messages${query}`)).json()) as {
    items: Array<{ name: string }>;
    total: number;
  };
  return { names: body.items.map((item) => item.name), total: body.total };
}

beforeEach(() => {
  gateway.db.exec('DELETE FROM contact_requests');
});

describe('GET /api/admin/messages', () => {
  it('lists newest first with status counts and unread marking', async () => {
    const [older] = receive(
      { name: 'Older', at: '2026-11-01T10:00:00.000Z' },
      { name: 'Newer', at: '2026-11-02T10:00:00.000Z' },
    );
    await call('PATCH', `/api/admin/messages/${older}`, { status: 'contacted', read: true });

    const response = await call('GET', '/api/admin/messages');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      items: Array<Record<string, unknown>>;
      counts: Record<string, number>;
      total: number;
    };
    expect(body.items.map((item) => [item.name, item.status, item.read])).toEqual([
      ['Newer', 'new', false],
      ['Older', 'contacted', true],
    ]);
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({
      new: 1,
      contacted: 1,
      quoted: 0,
      won: 0,
      lost: 0,
      archived: 0,
      unread: 1,
      spam: 0,
    });
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(
      [
        'address',
        'createdAt',
        'email',
        'excerpt',
        'followUpOn',
        'id',
        'name',
        'notifyStatus',
        'phone',
        'photoCount',
        'preferredContact',
        'read',
        'serviceTitle',
        'spamReason',
        'status',
        'visitStart',
      ].sort(),
    );
  });

  it('filters by status', async () => {
    const [won] = receive({ name: 'Won job' }, { name: 'Open job' });
    await call('PATCH', `/api/admin/messages/${won}`, { status: 'won' });
    expect(await listNames('?status=won')).toEqual({ names: ['Won job'], total: 1 });
    expect(await listNames('?status=new')).toEqual({ names: ['Open job'], total: 1 });
  });

  it('searches names, emails, phones, addresses and details, with % and _ taken literally', async () => {
    receive(
      { name: 'Maria Gonzalez', email: 'maria@example.com' },
      { name: 'Dan', phone: '(503) 555-0188' },
      { name: 'Priya', details: 'Cabinets in the kitchen, 100% sanded' },
      { name: 'Tom', address: '12 Oak_Street' },
    );
    expect((await listNames('?q=gonzalez')).names).toEqual(['Maria Gonzalez']);
    expect((await listNames('?q=maria%40example')).names).toEqual(['Maria Gonzalez']);
    expect((await listNames('?q=555-0188')).names).toEqual(['Dan']);
    expect((await listNames('?q=100%25')).names).toEqual(['Priya']);
    expect((await listNames('?q=Oak_')).names).toEqual(['Tom']);
    expect((await listNames('?q=Oak%25')).names).toEqual([]);
  });

  it('pages through the results', async () => {
    receive(
      ...Array.from({ length: 25 }, (_, index) => ({
        name: `Customer ${index + 1}`,
        at: `2026-11-${String(index + 1).padStart(2, '0')}T09:00:00.000Z`,
      })),
    );
    const first = await listNames('?page=1&pageSize=10');
    expect(first.total).toBe(25);
    expect(first.names[0]).toBe('Customer 25');
    const third = await listNames('?page=3&pageSize=10');
    expect(third.names).toEqual(['Customer 5', 'Customer 4', 'Customer 3', 'Customer 2', 'Customer 1']);
  });

  it.each([
    ['?status=maybe', 'status'],
    ['?page=0', 'page'],
    ['?pageSize=500', 'pageSize'],
    ['?page=two', 'page'],
  ])('answers %s with 400 naming the parameter', async (query, field) => {
    const response = await call('GET', `/api/admin/messages${query}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      field,
    );
  });
});

describe('one quote request', () => {
  it('shows every field, and saves status, notes and read changes', async () => {
    const [id] = receive({
      name: 'Hannah',
      email: 'hannah@example.com',
      phone: '503 555 0101',
      details: 'Exterior, two storeys.',
    });
    const detail = (await (await call('GET', `/api/admin/messages/${id}`)).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({
      name: 'Hannah',
      details: 'Exterior, two storeys.',
      notes: '',
      read: false,
      readAt: null,
      notifyStatus: 'off',
    });

    const updated = (await (
      await call('PATCH', `/api/admin/messages/${id}`, {
        status: 'quoted',
        notes: 'Quoted $9,800 on site.',
        read: true,
      })
    ).json()) as Record<string, unknown>;
    expect(updated).toMatchObject({ status: 'quoted', notes: 'Quoted $9,800 on site.', read: true });
    const unread = (await (await call('PATCH', `/api/admin/messages/${id}`, { read: false })).json()) as Record<
      string,
      unknown
    >;
    expect(unread).toMatchObject({ status: 'quoted', notes: 'Quoted $9,800 on site.', read: false, readAt: null });
  });

  it('refuses an unknown status or an empty change with 400, and changes nothing', async () => {
    const [id] = receive({ name: 'Hannah' });
    expect((await call('PATCH', `/api/admin/messages/${id}`, { status: 'maybe' })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/messages/${id}`, {})).status).toBe(400);
    expect((await call('PATCH', `/api/admin/messages/${id}`, { notes: 'x'.repeat(5001) })).status).toBe(400);
    expect(gateway.db.prepare('SELECT status, notes FROM contact_requests WHERE id = ?').get(Number(id))).toEqual({
      status: 'new',
      notes: '',
    });
  });

  it('is deleted for good', async () => {
    const [id] = receive({ name: 'Spam-ish' });
    expect((await call('DELETE', `/api/admin/messages/${id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/messages/${id}`)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/messages/${id}`)).status).toBe(404);
  });

  it.each(['/api/admin/messages/999999', '/api/admin/messages/abc', '/api/admin/messages/-1'])(
    'answers %s with 404',
    async (path) => {
      expect((await call('GET', path)).status).toBe(404);
    },
  );
});

describe('GET /api/admin/messages/export.csv', () => {
  const serverTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = serverTz;
  });

  it("gives the dates in the server's time zone with their offset, and says so in the header", async () => {
    process.env.TZ = 'America/Phoenix';
    receive({ name: 'Zoned one', at: '2026-11-20T08:00:00.000Z' });
    const text = await (await call('GET', '/api/admin/messages/export.csv?q=Zoned')).text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(',')[0]).toBe('Received (America/Phoenix time with its offset from UTC)');
    expect(row?.split(',')[0]).toBe('2026-11-20T01:00:00-07:00');

    process.env.TZ = 'America/Los_Angeles';
    const pacific = (await (await call('GET', '/api/admin/messages/export.csv?q=Zoned')).text()).split('\r\n')[1];
    expect(pacific?.split(',')[0]).toBe('2026-11-20T00:00:00-08:00');
  });

  it('exports the filter as UTF-8 CSV with proper quoting and no formulas', async () => {
    process.env.TZ = 'UTC';
    const [tricky] = receive(
      {
        name: 'Smith, "Jo"',
        email: 'jo@example.com',
        phone: '+1 503 555 0100',
        address: 'Rue de l’Église 3',
        details: 'Line one\nLine two, with a comma',
        at: '2026-11-20T08:00:00.000Z',
      },
      { name: 'Archived one', at: '2026-11-19T08:00:00.000Z' },
    );
    await call('PATCH', `/api/admin/messages/${tricky}`, { notes: '=HYPERLINK("http://evil.example","click")' });

    const response = await call('GET', '/api/admin/messages/export.csv?q=Smith');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="quote-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe(
      'Received (UTC time with its offset from UTC),Status,Name,Email,Phone,Address,Service,Reply by,Details,Notes,Read,Follow up on,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Notification,Acknowledgement\r\n' +
        `2026-11-20T08:00:00+00:00,new,"Smith, ""Jo""",jo@example.com,'+1 503 555 0100,Rue de l’Église 3,,email,"Line one\nLine two, with a comma","'=HYPERLINK(""http://evil.example"",""click"")",no,,,,,,,off,off\r\n`,
    );
  });
});

describe('GET /api/admin/overview', () => {
  it('counts new requests, this week and this month, and lists the latest five', async () => {
    // Wednesday 18 November 2026: this week began on Monday the 16th, inside this month.
    const [contacted] = receive(
      { name: 'This week', at: '2026-11-16T08:00:00.000Z' },
      { name: 'Just now', at: '2026-11-18T09:59:00.000Z' },
      { name: 'Last month', at: '2026-10-30T10:00:00.000Z' },
      { name: 'Last year', at: '2025-06-01T10:00:00.000Z' },
    );
    await call('PATCH', `/api/admin/messages/${contacted}`, { status: 'contacted' });
    const body = await overview();
    expect(body.counts).toEqual({ new: 3, thisWeek: 2, thisMonth: 2, total: 4 });
    expect(body.latest.map((item) => item.name)).toEqual(['Just now', 'This week', 'Last month', 'Last year']);
  });

  it('on the first of a month, counts last month’s days of this week in the week only', async () => {
    // Tuesday 1 December 2026: this week began on Monday 30 November, in the month before.
    await clockAt('2026-12-01T15:00:00.000Z');
    receive(
      { name: 'Monday', at: '2026-11-30T12:00:00.000Z' },
      { name: 'This morning', at: '2026-12-01T07:30:00.000Z' },
      { name: 'Last Sunday', at: '2026-11-29T23:59:00.000Z' },
    );
    const body = await overview();
    expect(body.counts).toEqual({ new: 3, thisWeek: 2, thisMonth: 1, total: 3 });
  });

  it('on a Monday, starts the week that day, and a new month with its first day', async () => {
    // Monday 1 March 2027, just after midnight.
    await clockAt('2027-03-01T00:05:00.000Z');
    receive(
      { name: 'Sunday night', at: '2027-02-28T23:59:59.000Z' },
      { name: 'Past midnight', at: '2027-03-01T00:01:00.000Z' },
    );
    const body = await overview();
    expect(body.counts).toEqual({ new: 2, thisWeek: 1, thisMonth: 1, total: 2 });
  });
});

describe('the spam folder', () => {
  it('lists what the guards caught apart from the inbox, counted on its own', async () => {
    receive({ name: 'Real one' }, { name: 'Pot', spamReason: 'honeypot' }, { name: 'Speedy', spamReason: 'too_fast' });
    expect(await listNames('')).toEqual({ names: ['Real one'], total: 1 });
    expect(await listNames('?folder=inbox')).toEqual({ names: ['Real one'], total: 1 });
    expect(await listNames('?folder=spam')).toEqual({ names: ['Speedy', 'Pot'], total: 2 });
    const body = (await (await call('GET', '/api/admin/messages?folder=spam')).json()) as {
      items: Array<{ spamReason: string }>;
      counts: Record<string, number>;
    };
    expect(body.items.map((item) => item.spamReason)).toEqual(['too_fast', 'honeypot']);
    expect(body.counts).toMatchObject({ new: 1, unread: 1, spam: 2 });
    const overview = (await (await call('GET', '/api/admin/overview')).json()) as {
      counts: Record<string, number>;
      latest: Array<{ name: string }>;
    };
    expect(overview.counts).toMatchObject({ new: 1, total: 1 });
    expect(overview.latest.map((item) => item.name)).toEqual(['Real one']);
  });

  it('restores a request to the inbox (no e-mail when mail is not set up), and refuses one already there', async () => {
    const [spam, real] = receive({ name: 'Pot', email: 'pot@example.com', spamReason: 'honeypot' }, { name: 'Real' });
    const restored = await call('POST', `/api/admin/messages/${spam}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      name: 'Pot',
      spamReason: null,
      notifyStatus: 'off',
      acknowledgeStatus: 'off',
    });
    expect((await listNames('')).names.sort()).toEqual(['Pot', 'Real']);
    expect((await call('POST', `/api/admin/messages/${spam}/restore`)).status).toBe(409);
    expect((await call('POST', `/api/admin/messages/${real}/restore`)).status).toBe(409);
    expect((await call('POST', '/api/admin/messages/999999/restore')).status).toBe(404);
  });

  it('says there is nothing to send again when no e-mail failed or mail is not set up', async () => {
    const [id] = receive({ name: 'Real' });
    const response = await call('POST', `/api/admin/messages/${id}/retry-mail`);
    expect(response.status).toBe(409);
    expect((await call('POST', '/api/admin/messages/999999/retry-mail')).status).toBe(404);
  });

  it('exports the spam folder with the reason each was caught', async () => {
    receive({ name: 'Pot', spamReason: 'honeypot' }, { name: 'Real' });
    const text = await (await call('GET', '/api/admin/messages/export.csv?folder=spam')).text();
    const [header, row, end] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.endsWith(',Notification,Acknowledgement,Spam reason')).toBe(true);
    expect(row).toMatch(/^\S+,new,Pot,.*,off,off,honeypot$/);
    expect(end).toBe('');
  });
});

describe('follow-ups', () => {
  it('are set and cleared with a calendar date', async () => {
    const [id] = receive({ name: 'Hannah' });
    const set = await call('PATCH', `/api/admin/messages/${id}`, { followUpOn: '2026-03-02' });
    expect(await set.json()).toMatchObject({ followUpOn: '2026-03-02', status: 'new' });
    const kept = await call('PATCH', `/api/admin/messages/${id}`, { notes: 'Call after the rain.' });
    expect(await kept.json()).toMatchObject({ followUpOn: '2026-03-02' });
    const cleared = await call('PATCH', `/api/admin/messages/${id}`, { followUpOn: null });
    expect(await cleared.json()).toMatchObject({ followUpOn: null, notes: 'Call after the rain.' });
  });

  it.each([
    ['a day not on the calendar', '2026-02-30', /not on the calendar/],
    ['a month 13', '2026-13-01', /not on the calendar/],
    ['another format', '02/03/2026', /2026-05-31/],
    ['a time', '2026-03-02T10:00:00Z', /2026-05-31/],
    ['a number', 20260302, /2026-05-31/],
  ])('refuse %s with a message for the field', async (_case, followUpOn, message) => {
    const [id] = receive({ name: 'Hannah' });
    const response = await call('PATCH', `/api/admin/messages/${id}`, { followUpOn });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.followUpOn).toMatch(message);
    expect(gateway.db.prepare('SELECT follow_up_on FROM contact_requests').get()).toEqual({ follow_up_on: null });
  });

  it('due today or overdue are on the overview, the most overdue first; tomorrow’s and spam are not', async () => {
    const ids = receive(
      { name: 'Today' },
      { name: 'Last week' },
      { name: 'Tomorrow' },
      { name: 'None' },
      {
        name: 'Spam',
        spamReason: 'too_fast',
      },
    );
    const days = ['2026-06-10', '2026-06-03', '2026-06-11', null, '2026-06-01'];
    const setFollowUp = gateway.db.prepare('UPDATE contact_requests SET follow_up_on = ? WHERE id = ?');
    for (const [index, id] of ids.entries()) setFollowUp.run(days[index] ?? null, id);
    const overview = (await (await call('GET', '/api/admin/overview?today=2026-06-10')).json()) as {
      followUps: Array<{ name: string; followUpOn: string }>;
    };
    expect(overview.followUps.map((item) => [item.name, item.followUpOn])).toEqual([
      ['Last week', '2026-06-03'],
      ['Today', '2026-06-10'],
    ]);
  });

  it.each(['2026-02-30', 'today', '2026-6-1'])('the overview refuses today=%s with 400', async (today) => {
    const response = await call('GET', `/api/admin/overview?today=${today}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      'today',
    );
  });
});

describe('lead sources', () => {
  const none = { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };

  it('are shown on the request and counted by source on the overview over the last 30 days', async () => {
    const longAgo = new Date(gateway.now() - (SOURCES_WINDOW_DAYS + 1) * 86_400_000).toISOString();
    const [flyer] = receive(
      {
        name: 'Flyer 1',
        source: { ...none, landingPage: '/?utm_source=flyer', utmSource: 'flyer', utmMedium: 'print' },
      },
      { name: 'Flyer 2', source: { ...none, utmSource: 'flyer', referrer: 'www.google.com' } },
      { name: 'Google', source: { ...none, referrer: 'www.google.com' } },
      { name: 'Direct' },
      { name: 'Old flyer', source: { ...none, utmSource: 'flyer' }, at: longAgo },
      { name: 'Spam', source: { ...none, utmSource: 'flyer' }, spamReason: 'honeypot' },
    );
    const detail = (await (await call('GET', `/api/admin/messages/${flyer}`)).json()) as Record<string, unknown>;
    expect(detail.source).toEqual({
      ...none,
      landingPage: '/?utm_source=flyer',
      utmSource: 'flyer',
      utmMedium: 'print',
    });
    const overview = (await (await call('GET', '/api/admin/overview')).json()) as {
      sources: Array<{ source: string; count: number }>;
    };
    expect(overview.sources).toEqual([
      { source: 'flyer', count: 2 },
      { source: LEAD_SOURCE_DIRECT, count: 1 },
      { source: 'www.google.com', count: 1 },
    ]);
  });

  it('are exported with the follow-up date and the e-mails’ statuses', async () => {
    const [id] = receive({
      name: 'Flyer',
      notifyStatus: 'sent',
      acknowledgeStatus: 'failed',
      source: {
        landingPage: '/services',
        referrer: 'www.google.com',
        utmSource: 'flyer',
        utmMedium: 'print',
        utmCampaign: 'spring',
      },
    });
    await call('PATCH', `/api/admin/messages/${id}`, { followUpOn: '2026-06-12' });
    const text = await (await call('GET', '/api/admin/messages/export.csv')).text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.replace(/^Received \([^)]*\)/, 'Received')).toBe(
      'Received,Status,Name,Email,Phone,Address,Service,Reply by,Details,Notes,Read,Follow up on,Landing page,Referrer,UTM source,UTM medium,UTM campaign,Notification,Acknowledgement',
    );
    expect(row).toMatch(/,no,2026-06-12,\/services,www\.google\.com,flyer,print,spring,sent,failed$/);
  });
});

describe('the overview’s mail health', () => {
  it('says e-mail is not set up', async () => {
    const overview = (await (await call('GET', '/api/admin/overview')).json()) as { mail: unknown };
    expect(overview.mail).toEqual({
      configured: false,
      notifyEmail: null,
      from: null,
      customerFrom: null,
      lastSend: null,
    });
  });
});
