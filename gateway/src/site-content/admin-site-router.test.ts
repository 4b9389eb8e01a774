import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetails } from '../../contract/business.ts';
import { HOURS_MESSAGES } from '../../contract/opening-hours-rules.ts';
import { DEMO_BUSINESS } from '../../demo/demo-site.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp();
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const put = (body: unknown) =>
  fetch(`${gateway.url}/api/admin/site`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('PUT /api/admin/site', () => {
  it('saves every detail, and the public site shows them on the next load', async () => {
    const details = { ...DEMO_BUSINESS, phone: '(503) 555-0177', serviceArea: ['Portland', 'Salem'] };
    const response = await put(details);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...details, hoursText: [] });
    const shown = (await (await fetch(`${gateway.url}/api/site`)).json()) as Record<string, unknown>;
    expect(shown).toMatchObject({
      name: DEMO_BUSINESS.name,
      phone: '(503) 555-0177',
      phoneHref: '+15035550177',
      serviceArea: ['Portland', 'Salem'],
    });
  });

  it('answers bad details with 400 and messages keyed by their place in the form', async () => {
    const response = await put({
      ...DEMO_BUSINESS,
      name: 'B',
      email: 'not-an-email',
      address: { ...DEMO_BUSINESS.address, city: 'x'.repeat(101) },
      hours: [{ day: 'Funday', closed: false, opens: '08:00', closes: '17:00' }],
      social: [{ network: 'myspace', url: 'http://insecure.example' }],
      foundedYear: 3000,
    });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(
      ['address.city', 'email', 'foundedYear', 'hours.0.day', 'name', 'social.0.network', 'social.0.url'].sort(),
    );
    expect(((await (await fetch(`${gateway.url}/api/site`)).json()) as { name: string }).name).not.toBe('B');
  });

  const saved = async () => (await (await fetch(`${gateway.url}/api/site`)).json()) as BusinessDetails;

  it('keeps the hours by day in week order, a closed day without times, and shows them on the public site', async () => {
    const hours = [
      { day: 'Sunday', closed: true, opens: '09:00', closes: '' },
      { day: 'Monday', closed: false, opens: '07:00', closes: '17:00' },
    ];
    const response = await put({ ...DEMO_BUSINESS, hours });
    expect(response.status).toBe(200);
    expect((await saved()).hours).toEqual([
      { day: 'Monday', closed: false, opens: '07:00', closes: '17:00' },
      { day: 'Sunday', closed: true, opens: '', closes: '' },
    ]);
  });

  it.each([
    [
      'a closing time before the opening time',
      { day: 'Monday', closed: false, opens: '17:00', closes: '08:00' },
      'hours.0.closes',
      HOURS_MESSAGES.closesBeforeOpens,
    ],
    [
      'an open day without an opening time',
      { day: 'Monday', closed: false, opens: '', closes: '17:00' },
      'hours.0.opens',
      HOURS_MESSAGES.opensMissing,
    ],
    [
      'a time that is not HH:MM',
      { day: 'Monday', closed: false, opens: '08:00', closes: '5 pm' },
      'hours.0.closes',
      HOURS_MESSAGES.closesMissing,
    ],
    [
      'a day that is not a weekday',
      { day: 'Funday', closed: false, opens: '08:00', closes: '17:00' },
      'hours.0.day',
      undefined,
    ],
    [
      '"closed" that is not true or false',
      { day: 'Monday', closed: 'no', opens: '08:00', closes: '17:00' },
      'hours.0.closed',
      undefined,
    ],
  ])('refuses %s with 400 and a message on that field, changing nothing', async (_case, day, field, message) => {
    const before = await saved();
    const response = await put({ ...DEMO_BUSINESS, name: 'Half Written Painting', hours: [day] });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields)).toEqual([field]);
    if (message) expect(fields[field]).toBe(message);
    expect(await saved()).toEqual(before);
  });

  it('refuses a day listed twice, on the second', async () => {
    const monday = { day: 'Monday', closed: false, opens: '08:00', closes: '17:00' };
    const response = await put({ ...DEMO_BUSINESS, hours: [monday, { ...monday, closed: true }] });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(fields).toEqual({ 'hours.1.day': HOURS_MESSAGES.dayTwice });
  });

  it('keeps the country when a client leaves it out, and refuses one it does not know', async () => {
    expect((await put({ ...DEMO_BUSINESS, address: { ...DEMO_BUSINESS.address, country: 'CA' } })).status).toBe(200);
    const { country: _country, ...withoutCountry } = DEMO_BUSINESS.address;
    expect((await put({ ...DEMO_BUSINESS, address: withoutCountry })).status).toBe(200);
    expect((await saved()).address.country).toBe('CA');

    const response = await put({ ...DEMO_BUSINESS, address: { ...DEMO_BUSINESS.address, country: 'Narnia' } });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields)).toEqual(['address.country']);
    expect((await saved()).address.country).toBe('CA');
  });
});
