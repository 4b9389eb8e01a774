import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(await response.json()).toEqual(details);
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
      hours: [{ days: '', hours: '8–5' }],
      social: [{ network: 'myspace', url: 'http://insecure.example' }],
      foundedYear: 3000,
    });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(
      ['address.city', 'email', 'foundedYear', 'hours.0.days', 'name', 'social.0.network', 'social.0.url'].sort(),
    );
    expect(((await (await fetch(`${gateway.url}/api/site`)).json()) as { name: string }).name).not.toBe('B');
  });
});
