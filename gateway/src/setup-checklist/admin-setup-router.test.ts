import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessDetails } from '../../contract/business.ts';
import type { SiteCopy } from '../../contract/page-copy.ts';
import { SETUP_STEPS, type SetupChecklist } from '../../contract/setup-checklist.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { startTestSmtpServer } from '../testing/test-smtp-server.ts';

// A site started without demo content, filled in the way a new owner would. Its server sets
// e-mail, so that step is done from the start: the e-mail step has its own test below. Its server
// sets SITE_URL too (the test app's), so the address step is done as well: that step's tests are
// in site-address/.
const SERVER_MAIL = { smtpUrl: 'smtp://127.0.0.1:2525', notifyEmail: 'owner@sunrise.example' };
let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp({ seedDemo: false, mail: SERVER_MAIL });
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

async function call(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function checklist(): Promise<SetupChecklist> {
  const response = await call('GET', '/api/admin/setup');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as SetupChecklist;
}

async function saveBusiness(change: Partial<BusinessDetails>): Promise<void> {
  const details = (await (await call('GET', '/api/admin/site')).json()) as BusinessDetails;
  expect((await call('PUT', '/api/admin/site', { ...details, ...change })).status).toBe(200);
}

describe('GET /api/admin/setup', () => {
  it('needs the owner signed in', async () => {
    expect((await fetch(`${gateway.url}/api/admin/setup`)).status).toBe(401);
  });

  it('lists every step on a new site, and fewer as the owner fills the site in, until none', async () => {
    expect(await checklist()).toEqual({
      missing: SETUP_STEPS.filter((step) => step !== 'mail' && step !== 'address'),
      total: SETUP_STEPS.length,
    });

    await saveBusiness({
      name: 'Sunrise Painters',
      phone: '(541) 555-0199',
      email: 'hello@sunrise.example',
      serviceArea: ['Bend'],
    });
    expect((await checklist()).missing).toEqual([
      'hours',
      'services',
      'photos',
      'hero',
      'logo',
      'testimonials',
      'search',
    ]);

    await saveBusiness({ hours: [{ day: 'Monday', closed: false, opens: '08:00', closes: '17:00' }] });
    const service = {
      title: 'Deck staining',
      slug: '',
      summary: 'Sanded and stained.',
      description: 'Washed, sanded, two coats of stain.',
    };
    expect((await call('POST', '/api/admin/services', { ...service, priceHint: null, icon: 'deck' })).status).toBe(201);

    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a4e2d' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'porch.jpg');
    const upload = await fetch(`${gateway.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    expect((await checklist()).missing).toEqual(['hero', 'logo', 'testimonials', 'search']);

    const { pages } = (await (await call('GET', '/api/admin/pages')).json()) as SiteCopy;
    const headlineOnly = { ...pages.home, heroHeadline: 'Decks and porches, stained to last' };
    expect((await call('PUT', '/api/admin/pages/home', headlineOnly)).status).toBe(200);
    expect((await checklist()).missing).toEqual(['hero', 'logo', 'testimonials', 'search']);
    const hero = { ...headlineOnly, heroIntro: 'A family firm in Bend.' };
    expect((await call('PUT', '/api/admin/pages/home', hero)).status).toBe(200);

    expect((await checklist()).missing).toEqual(['logo', 'testimonials', 'search']);
    const logo = new FormData();
    logo.set('logo', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'logo.jpg');
    const logoUpload = await fetch(`${gateway.url}/api/admin/brand/logo`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: logo,
    });
    expect(logoUpload.status).toBe(200);

    const testimonial = { name: 'Ann P.', town: 'Bend', quote: 'Our deck looks new.', rating: 5, showOnHome: true };
    expect((await call('POST', '/api/admin/testimonials', testimonial)).status).toBe(201);
    expect((await checklist()).missing).toEqual(['search']);

    // The last step: the owner lets search engines list the site.
    expect((await call('PUT', '/api/admin/search-visibility', { shown: true })).status).toBe(200);
    expect(await checklist()).toEqual({ missing: [], total: SETUP_STEPS.length });
  });

  it('asks to set up e-mail until quote requests reach the owner, and not once the owner has', async () => {
    const smtp = await startTestSmtpServer();
    const site = await startTestApp({ seedDemo: false });
    try {
      const owner = await site.signIn();
      const ask = (method: string, path: string, body?: unknown) =>
        fetch(`${site.url}${path}`, {
          method,
          headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const missing = async () => ((await (await ask('GET', '/api/admin/setup')).json()) as SetupChecklist).missing;
      expect(await missing()).toContain('mail');
      const account = {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        user: '',
        password: '',
        fromAddress: 'web@sunrise.example',
        fromName: '',
        notifyEmail: 'owner@sunrise.example',
      };
      expect((await ask('PUT', '/api/admin/mail/settings', account)).status).toBe(200);
      expect(await missing()).not.toContain('mail');
    } finally {
      await site.close();
      await smtp.close();
    }
  });
});
