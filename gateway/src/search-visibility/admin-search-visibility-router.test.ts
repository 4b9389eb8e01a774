import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_FILES } from '../../contract/public-content.ts';
import { PUBLIC_PATHS } from '../../contract/routes.ts';
import { SEARCH_WAITS_FOR_ADDRESS, SITE_ADDRESS_MISSING } from '../../contract/search-visibility.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';

// A site started without demo content, as a new owner's.
let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp({ seedDemo: false });
  token = await gateway.signIn();
});
afterAll(async () => {
  await gateway.close();
});

const PATH = '/api/admin/search-visibility';

function call(method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}${PATH}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

const published = (name: string) => readFileSync(join(gateway.publicDir, name), 'utf8');
const listedPages = () => [...published(PUBLISHED_FILES.sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const snapshotSearch = () => (JSON.parse(published(PUBLISHED_FILES.content)) as { search: unknown }).search;

describe('“Show my site in search engines”', () => {
  it('is off on a new site: robots.txt disallows everything and names no sitemap, the sitemap lists nothing', async () => {
    await gateway.publisher.whenIdle();
    const answer = await call('GET');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ shown: false, addressSet: true });

    expect(published(PUBLISHED_FILES.robots)).toBe('User-agent: *\nDisallow: /\n');
    expect(listedPages()).toEqual([]);
    expect(published(PUBLISHED_FILES.sitemap)).toContain('<urlset');
    // The pages read it from the snapshot: each says noindex (web/src/entry-server.test.ts).
    expect(snapshotSearch()).toEqual({ shown: false });
  });

  it('turned on, answers once the published files list the site as before; turned off, hides it again', async () => {
    const on = await call('PUT', { shown: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ shown: true, addressSet: true });
    // No whenIdle: the answer waited for the publish (it is one of SITE_CHANGING_ROUTES).
    expect(published(PUBLISHED_FILES.robots)).toBe(
      `User-agent: *\nDisallow: /admin/\nAllow: /\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`,
    );
    expect(listedPages()).toEqual(PUBLIC_PATHS.map((path) => `${TEST_SITE_URL}${path}`));
    expect(snapshotSearch()).toEqual({ shown: true });
    expect(await (await call('GET')).json()).toEqual({ shown: true, addressSet: true });

    expect((await call('PUT', { shown: false })).status).toBe(200);
    expect(published(PUBLISHED_FILES.robots)).toBe('User-agent: *\nDisallow: /\n');
    expect(listedPages()).toEqual([]);
  });

  it('refuses anything but true or false with a message in words, changing nothing', async () => {
    for (const body of [{ shown: 'yes' }, {}, { shown: 1 }, [true]]) {
      const refused = await call('PUT', body);
      expect(refused.status).toBe(400);
      const { error } = (await refused.json()) as { error: { code: string; message: string; fields?: object } };
      expect(error.message).toMatch(/\w/);
    }
    expect((await call('PUT', '{not json')).status).toBe(400);
    expect((await call('PUT', 'shown=true', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect(await (await call('GET')).json()).toEqual({ shown: false, addressSet: true });
  });

  it('needs the owner signed in', async () => {
    expect((await fetch(`${gateway.url}${PATH}`)).status).toBe(401);
    const put = await fetch(`${gateway.url}${PATH}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ shown: true }),
    });
    expect(put.status).toBe(401);
    expect(await (await call('GET')).json()).toEqual({ shown: false, addressSet: true });
  });
});

describe('“Show my site in search engines” before the site has its address', () => {
  let bare: TestApp;
  let ownerToken: string;
  beforeAll(async () => {
    bare = await startTestApp({ seedDemo: false, siteUrl: null });
    ownerToken = await bare.signIn();
  });
  afterAll(async () => {
    await bare.close();
  });
  const put = (shown: boolean) =>
    fetch(`${bare.url}${PATH}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${ownerToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shown }),
    });
  const get = async () =>
    (await fetch(`${bare.url}${PATH}`, { headers: { Authorization: `Bearer ${ownerToken}` } })).json();
  const robots = () => readFileSync(join(bare.publicDir, PUBLISHED_FILES.robots), 'utf8');

  it('waits for one: turning it on is a 409 that says why, and nothing changes', async () => {
    await bare.publisher.whenIdle();
    expect(await get()).toEqual({ shown: false, addressSet: false });

    const refused = await put(true);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { code: SITE_ADDRESS_MISSING, message: SEARCH_WAITS_FOR_ADDRESS } });
    expect(await get()).toEqual({ shown: false, addressSet: false });
    expect(robots()).toBe('User-agent: *\nDisallow: /\n');
    // Turning it off is always allowed.
    expect((await put(false)).status).toBe(200);
  });

  it('can be turned on once the owner connects the address', async () => {
    bare.siteAddress.connect('https://okafor-painting.example');
    expect(await get()).toEqual({ shown: false, addressSet: true });

    const on = await put(true);
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ shown: true, addressSet: true });
    expect(robots()).toContain('Sitemap: https://okafor-painting.example/sitemap.xml');
  });
});
