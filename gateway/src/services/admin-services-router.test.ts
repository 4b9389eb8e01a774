import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const SERVICE = {
  title: 'Deck & fence staining',
  summary: 'Cleaned, brightened and sealed wood.',
  description: 'Stripped, brightened, dried for two days, then a penetrating oil.',
  priceHint: 'From $1,200',
  icon: 'deck',
};

async function call(method: string, path: string, body?: unknown) {
  return fetch(`${gateway.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const publicSlugs = async () =>
  ((await (await fetch(`${gateway.url}/api/services`)).json()) as { services: Array<{ slug: string }> }).services.map(
    (service) => service.slug,
  );

describe('the owner editing services', () => {
  it('creates a service with an address made from its title, shown publicly', async () => {
    const response = await call('POST', '/api/admin/services', SERVICE);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      slug: 'deck-fence-staining',
      title: 'Deck & fence staining',
      priceHint: 'From $1,200',
      position: 1,
    });
    expect(await publicSlugs()).toEqual(['deck-fence-staining']);
  });

  it('refuses an address another service already uses', async () => {
    const response = await call('POST', '/api/admin/services', {
      ...SERVICE,
      title: 'Fence staining',
      slug: 'deck-fence-staining',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { fields: { slug: 'That address is already used by another service.' } },
    });
  });

  it.each([
    ['a one-letter title', { title: 'D' }, 'title'],
    ['a short summary', { summary: 'Short' }, 'summary'],
    ['a short description', { description: 'Too short.' }, 'description'],
    ['an address with spaces', { slug: 'deck staining' }, 'slug'],
    ['an unknown icon', { icon: 'roof' }, 'icon'],
    ['a long price hint', { priceHint: 'x'.repeat(61) }, 'priceHint'],
  ])('refuses %s with 400 on that field', async (_case, change, field) => {
    const response = await call('POST', '/api/admin/services', { ...SERVICE, title: 'Another one', ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      field,
    );
  });

  it('edits a service, keeping its address unique to it', async () => {
    const created = (await (
      await call('POST', '/api/admin/services', { ...SERVICE, title: 'Drywall repair', icon: 'drywall' })
    ).json()) as { id: number };
    const response = await call('PUT', `/api/admin/services/${created.id}`, {
      ...SERVICE,
      title: 'Drywall & plaster repair',
      slug: 'drywall-repair',
      priceHint: '',
      icon: 'drywall',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      title: 'Drywall & plaster repair',
      slug: 'drywall-repair',
      priceHint: null,
    });
    expect(
      (await call('PUT', `/api/admin/services/${created.id}`, { ...SERVICE, slug: 'deck-fence-staining' })).status,
    ).toBe(400);
    expect((await call('PUT', '/api/admin/services/999999', SERVICE)).status).toBe(404);
  });

  it('keeps a new order, also on the public site', async () => {
    const before = await publicSlugs();
    const ids = (
      (await (await call('GET', '/api/admin/services')).json()) as { services: Array<{ id: number }> }
    ).services.map((service) => service.id);
    expect((await call('PUT', '/api/admin/services/order', { ids: [...ids].reverse() })).status).toBe(204);
    expect(await publicSlugs()).toEqual([...before].reverse());
    expect((await call('PUT', '/api/admin/services/order', { ids: ids.slice(1) })).status).toBe(400);
  });

  it('deletes a service', async () => {
    const created = (await (
      await call('POST', '/api/admin/services', { ...SERVICE, title: 'Wallpaper removal', icon: 'interior' })
    ).json()) as { id: number; slug: string };
    expect((await call('DELETE', `/api/admin/services/${created.id}`)).status).toBe(204);
    expect(await publicSlugs()).not.toContain(created.slug);
    expect((await call('DELETE', `/api/admin/services/${created.id}`)).status).toBe(404);
  });
});
