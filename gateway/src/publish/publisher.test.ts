import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import Koa from 'koa';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_UPLOAD_FIELD, type GalleryItem } from '../../contract/gallery.ts';
import { PUBLISHED_FILES, type PublicContent } from '../../contract/public-content.ts';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { PUBLIC_PAGES } from '../../contract/routes.ts';
import { DEMO_COPY } from '../../demo/demo-copy.ts';
import { DEMO_FAQ, DEMO_WORK_STEPS } from '../../demo/demo-services-page.ts';
import { DEMO_BUSINESS } from '../../demo/demo-site.ts';
import { publishAfterWrite } from '../http/publish-after-write.ts';
import { publishes } from '../http/side-effects.ts';
import { capturedLog, LOG_LEVEL } from '../testing/captured-log.ts';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import {
  EMPTY_RENDERER,
  NOT_FOUND_RENDERER,
  SIMPLE_RENDERER,
  slowRenderer,
  THROWING_RENDERER,
  writeRenderer,
} from '../testing/test-renderer.ts';
import { PRECOMPRESSED_SUFFIX } from './precompress.ts';
import { galleryCategoryPages, PUBLISHED_PAGES, pageFile } from './publish-site.ts';

// The server runs with umask 077 (DATA_DIR holds customers' data); nginx reads PUBLIC_DIR under
// another uid, so what the publisher writes must be readable whatever the umask.
let umask: number;
beforeAll(() => {
  umask = process.umask(0o077);
});
afterAll(() => {
  process.umask(umask);
});

const apps: TestApp[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'publisher-test-'));
  dirs.push(dir);
  return dir;
}

async function start(options: Parameters<typeof startTestApp>[0]): Promise<TestApp> {
  const app = await startTestApp(options);
  apps.push(app);
  return app;
}

/** Every published file (relative to PUBLIC_DIR, pictures aside) with its bytes, and their `.gz`. */
function publishedFiles(app: TestApp): Map<string, Buffer> {
  const files = [
    PUBLISHED_FILES.content,
    PUBLISHED_FILES.robots,
    PUBLISHED_FILES.sitemap,
    ...[...PUBLISHED_PAGES, ...categoryPages(app)].map((page) => pageFile(page.name)),
  ];
  const names = [...files, ...files.map((name) => `${name}${PRECOMPRESSED_SUFFIX}`)];
  return new Map(
    names
      .filter((name) => existsSync(join(app.publicDir, name)))
      .map((name) => [name, readFileSync(join(app.publicDir, name))]),
  );
}

// RFC 1952: the header's XFL byte is 2 when the compressor used its slowest, smallest setting.
const GZIP_XFL_OFFSET = 8;
const GZIP_XFL_MAXIMUM = 2;

const readPage = (app: TestApp, name: string) => readFileSync(join(app.publicDir, pageFile(name)), 'utf8');
/** The gallery's category pages for the content published, if any. */
const categoryPages = (app: TestApp) =>
  existsSync(join(app.publicDir, PUBLISHED_FILES.content)) ? galleryCategoryPages(readContent(app)) : [];
/** Each page and its .gz, content.json and its .gz, robots.txt and sitemap.xml. */
const expectedFiles = (app: TestApp) => 2 * (PUBLISHED_PAGES.length + categoryPages(app).length) + 4;

const readContent = (app: TestApp) =>
  JSON.parse(readFileSync(join(app.publicDir, PUBLISHED_FILES.content), 'utf8')) as PublicContent;

async function admin(app: TestApp, method: string, path: string, body?: unknown, token?: string) {
  return fetch(`${app.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? (await app.signIn())}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const saveDetails = (app: TestApp, token: string, phone: string) =>
  admin(app, 'PUT', '/api/admin/site', { ...DEMO_BUSINESS, phone }, token);

describe('the publisher at start', () => {
  it('writes every page (public, the quote form’s, not found, each gallery category’s), content.json, robots.txt and sitemap.xml, readable by nginx under umask 077', async () => {
    const app = await start({ seedDemo: true, renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    expect(app.publisher.lastRun()).toMatchObject({ number: 1, ok: true, rendered: true });

    const [site, services, gallery, testimonials] = await Promise.all(
      ['/api/site', '/api/services', '/api/gallery', '/api/testimonials'].map(async (path) =>
        (await fetch(`${app.url}${path}`)).json(),
      ),
    );
    expect(readContent(app)).toEqual({
      site,
      services: (services as { services: unknown }).services,
      gallery,
      testimonials: (testimonials as { testimonials: unknown }).testimonials,
      workSteps: DEMO_WORK_STEPS.map((step, index) => ({ id: index + 1, ...step })),
      faq: DEMO_FAQ.map((entry, index) => ({ id: index + 1, ...entry })),
      copy: { pages: DEMO_COPY, shareImageId: null },
      // The demo has no logo, and the theme's own colours.
      brand: { accent: null, logo: null, logoOnly: false },
      // A new site, the demo too, waits for the owner to let search engines list it.
      search: { shown: false },
    });
    for (const { name } of PUBLIC_PAGES) {
      expect(readPage(app, name)).toContain(`<p>${DEMO_BUSINESS.phone}</p>`);
    }
    expect(readPage(app, PUBLISHED_FILES.notFoundPage)).toContain('Page not found');
    expect(readFileSync(join(app.publicDir, PUBLISHED_FILES.robots), 'utf8')).toBe('User-agent: *\nDisallow: /\n');

    const modes = (names: string[]) =>
      Object.fromEntries(names.map((name) => [name, (statSync(join(app.publicDir, name)).mode & 0o777).toString(8)]));
    const files = [...publishedFiles(app).keys()];
    expect(files).toHaveLength(expectedFiles(app));
    expect(modes(files)).toEqual(Object.fromEntries(files.map((name) => [name, '644'])));
    const pictures = readdirSync(app.uploadsDir).map((name) => join(PUBLISHED_FILES.uploadsDir, name));
    expect(pictures.length).toBeGreaterThan(12);
    expect(modes(pictures)).toEqual(Object.fromEntries(pictures.map((name) => [name, '644'])));
    expect(modes(['.', PUBLISHED_FILES.pagesDir, PUBLISHED_FILES.uploadsDir])).toEqual({
      '.': '755',
      [PUBLISHED_FILES.pagesDir]: '755',
      [PUBLISHED_FILES.uploadsDir]: '755',
    });
    // Only what nginx should serve: no temporary files left behind.
    expect(readdirSync(app.publicDir).sort()).toEqual(
      [
        PUBLISHED_FILES.content,
        `${PUBLISHED_FILES.content}${PRECOMPRESSED_SUFFIX}`,
        PUBLISHED_FILES.pagesDir,
        PUBLISHED_FILES.robots,
        PUBLISHED_FILES.sitemap,
        PUBLISHED_FILES.uploadsDir,
      ].sort(),
    );
  }, 60_000);

  it('writes beside every page and content.json its gzip at level 9, the same bytes once unzipped', async () => {
    const app = await start({ seedDemo: true, renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();

    const files = publishedFiles(app);
    const precompressed = [PUBLISHED_FILES.content, ...PUBLISHED_PAGES.map((page) => pageFile(page.name))];
    for (const name of precompressed) {
      const zipped = files.get(`${name}${PRECOMPRESSED_SUFFIX}`);
      expect(zipped, name).toBeDefined();
      expect(gunzipSync(zipped ?? Buffer.alloc(0)).equals(files.get(name) ?? Buffer.alloc(0)), name).toBe(true);
      // Level 9: the gzip header's XFL byte says "maximum compression".
      expect(zipped?.[GZIP_XFL_OFFSET], name).toBe(GZIP_XFL_MAXIMUM);
    }
    // robots.txt and sitemap.xml are small and rarely asked for.
    expect(files.has(`${PUBLISHED_FILES.robots}${PRECOMPRESSED_SUFFIX}`)).toBe(false);
    expect(files.has(`${PUBLISHED_FILES.sitemap}${PRECOMPRESSED_SUFFIX}`)).toBe(false);

    // An edit replaces each .gz with its new page's.
    expect((await saveDetails(app, await app.signIn(), '(503) 555-0177')).status).toBe(200);
    await app.publisher.whenIdle();
    const zippedHome = readFileSync(join(app.publicDir, `${pageFile('home')}${PRECOMPRESSED_SUFFIX}`));
    expect(gunzipSync(zippedHome).toString('utf8')).toBe(readPage(app, 'home'));
    expect(readPage(app, 'home')).toContain('<p>(503) 555-0177</p>');
  }, 60_000);

  it('without a renderer module still publishes content.json, robots.txt and sitemap.xml, and says so once', async () => {
    const { logger, lines } = capturedLog();
    const app = await start({ renderer: new URL('file:///nowhere/render.mjs'), logger });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    expect((await saveDetails(app, token, '(503) 555-0101')).status).toBe(200);
    await app.publisher.whenIdle();

    expect(app.publisher.lastRun()).toMatchObject({ number: 2, ok: true, rendered: false });
    expect(readContent(app).site.phone).toBe('(503) 555-0101');
    expect([...publishedFiles(app).keys()].sort()).toEqual(
      [
        PUBLISHED_FILES.content,
        `${PUBLISHED_FILES.content}${PRECOMPRESSED_SUFFIX}`,
        PUBLISHED_FILES.robots,
        PUBLISHED_FILES.sitemap,
      ].sort(),
    );
    const warnings = lines.filter((line) => line.level === LOG_LEVEL.warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/pages are not rendered.*npm run build -w web/);
  });
});

describe('the gallery by category', () => {
  it('publishes the gallery filtered to each category with projects, and takes a page away with its last project', async () => {
    const app = await start({ seedDemo: true, renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    const { gallery } = readContent(app);
    const offered = gallery.categories.filter((category) => gallery.items.some((item) => item.category === category));
    expect(offered.length).toBeGreaterThan(1);
    for (const category of offered) {
      expect(readPage(app, `gallery.${category}`)).toContain(`<h1>/gallery?category=${category}</h1>`);
    }

    const [gone, ...kept] = offered;
    const token = await app.signIn();
    for (const item of gallery.items.filter((entry) => entry.category === gone)) {
      expect((await admin(app, 'DELETE', `/api/admin/gallery/${item.id}`, undefined, token)).status).toBe(204);
    }
    await app.publisher.whenIdle();
    const pages = readdirSync(join(app.publicDir, PUBLISHED_FILES.pagesDir));
    expect(pages.filter((name) => name.startsWith(`gallery.${gone}.`))).toEqual([]);
    for (const category of kept) expect(pages).toContain(`gallery.${category}.html`);
  }, 60_000);
});

describe('a renderer that is gone', () => {
  it('takes away the pages of an earlier publish and their .gz: nginx serves the shell, which reads content.json', async () => {
    const renderer = writeRenderer(tempDir(), SIMPLE_RENDERER);
    const app = await start({ seedDemo: true, renderer });
    await app.publisher.whenIdle();
    expect(readdirSync(join(app.publicDir, PUBLISHED_FILES.pagesDir))).toHaveLength(
      2 * (PUBLISHED_PAGES.length + categoryPages(app).length),
    );

    rmSync(renderer);
    expect((await saveDetails(app, await app.signIn(), '(503) 555-0188')).status).toBe(200);
    await app.publisher.whenIdle();

    expect(app.publisher.lastRun()).toMatchObject({ number: 2, ok: true, rendered: false });
    expect(readdirSync(join(app.publicDir, PUBLISHED_FILES.pagesDir))).toEqual([]);
    const zippedContent = readFileSync(join(app.publicDir, `${PUBLISHED_FILES.content}${PRECOMPRESSED_SUFFIX}`));
    expect(gunzipSync(zippedContent).toString('utf8')).toContain('(503) 555-0188');
  }, 60_000);
});

describe('an edit by the owner', () => {
  it('is answered once it is published: content.json and every page show it when the answer arrives', async () => {
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    const token = await app.signIn();

    const response = await saveDetails(app, token, '(503) 555-0177');
    expect(response.status).toBe(200);
    expect(app.publisher.lastRun()).toMatchObject({ number: 2, ok: true });

    expect(readContent(app).site).toMatchObject({ phone: '(503) 555-0177', phoneHref: '+15035550177' });
    for (const { name } of PUBLISHED_PAGES) expect(readPage(app, name)).toContain('<p>(503) 555-0177</p>');
  });

  it('is answered after at most PUBLISH_WAIT_MS when the publish hangs, and stays stored', async () => {
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    const router = new Koa();
    let published = false;
    const stuck = { schedule: () => undefined, whenIdle: () => new Promise<void>(() => undefined) };
    router.use(publishAfterWrite(stuck, 200));
    router.use(publishes);
    router.use((ctx) => {
      published = true;
      ctx.status = 200;
    });
    const server = router.listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      const sent = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}/api/admin/site`, { method: 'PUT' });
      expect(response.status).toBe(200);
      expect(published).toBe(true);
      expect(performance.now() - sent).toBeGreaterThanOrEqual(190);
      expect(performance.now() - sent).toBeLessThan(2_000);
    } finally {
      server.close();
    }
    expect((await saveDetails(app, token, '(503) 555-0178')).status).toBe(200);
  });

  it('publishes after each kind of public-content write: services, gallery pictures, business details', async () => {
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    const published = async () => {
      await app.publisher.whenIdle();
      return { run: app.publisher.lastRun()?.number, content: readContent(app) };
    };

    const SERVICE = {
      title: 'Lime washing',
      summary: 'Breathable mineral finish for old brick.',
      description: 'Two coats of slaked lime, brushed in by hand, on masonry that needs to breathe.',
      priceHint: null,
      icon: 'exterior',
    };
    const service = (await (await admin(app, 'POST', '/api/admin/services', SERVICE, token)).json()) as { id: number };
    const afterService = await published();
    expect(afterService.run).toBe(2);
    expect(afterService.content.services.map(({ title }) => title)).toEqual(['Lime washing']);
    expect(readPage(app, 'services')).toContain('<li>Lime washing</li>');

    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set(GALLERY_UPLOAD_FIELD, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'porch.png');
    form.set('title', 'Blue porch');
    const uploaded = await fetch(`${app.url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const item = (await uploaded.json()) as GalleryItem;
    const afterUpload = await published();
    expect(afterUpload.run).toBe(3);
    expect(afterUpload.content.gallery.items).toEqual([item]);
    expect(readPage(app, 'gallery')).toContain('<li>Blue porch</li>');
    for (const { url } of item.image.variants) {
      expect((statSync(join(app.publicDir, url)).mode & 0o777).toString(8)).toBe('644');
    }

    expect(
      (await admin(app, 'PATCH', `/api/admin/gallery/${item.id}`, { title: 'Blue porch, after' }, token)).status,
    ).toBe(200);
    expect((await published()).content.gallery.items.map(({ title }) => title)).toEqual(['Blue porch, after']);

    expect((await saveDetails(app, token, '(503) 555-0188')).status).toBe(200);
    expect((await published()).content.site.phone).toBe('(503) 555-0188');

    expect((await admin(app, 'DELETE', `/api/admin/services/${service.id}`, undefined, token)).status).toBe(204);
    expect(await published()).toMatchObject({ run: 6, content: { services: [] } });
  });

  it('does not publish after a refused write, a quote request, its handling or a password change', async () => {
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER) });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    const before = app.publisher.lastRun();

    expect((await admin(app, 'PUT', '/api/admin/site', { ...DEMO_BUSINESS, name: '' }, token)).status).toBe(400);
    const { token: formToken } = (await (await fetch(`${app.url}/api/contact/token`)).json()) as { token: string };
    app.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    const sent = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        formToken,
        name: 'Maria Gonzalez',
        email: 'maria@example.com',
        phone: '',
        address: '97202',
        service: '',
        details: 'Two bedrooms and a hallway, walls and trim.',
        preferredContact: 'email',
        website: '',
      }),
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: number };
    expect((await admin(app, 'PATCH', `/api/admin/messages/${id}`, { status: 'contacted' }, token)).status).toBe(200);
    const changed = await admin(
      app,
      'PUT',
      '/api/admin/password',
      { currentPassword: TEST_ADMIN.password, newPassword: 'another fine brush, another steady hand' },
      token,
    );
    expect(changed.status).toBe(200);

    await app.publisher.whenIdle();
    expect(app.publisher.lastRun()).toEqual(before);
  });
});

describe('changes in quick succession', () => {
  it('five edits while the publisher is idle publish once, with the last edit', async () => {
    // A wide window, so a slow machine still sends all five inside it.
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER), publishDebounceMs: 1_000 });
    await app.publisher.whenIdle();
    const token = await app.signIn();

    // Sent together, as a quick succession of saves from the dashboard: each answer waits for the
    // publish that includes it, and they all share one.
    const answers = await Promise.all([1, 2, 3, 4, 5].map((last) => saveDetails(app, token, `(503) 555-010${last}`)));
    for (const answer of answers) expect(answer.status).toBe(200);

    expect(app.publisher.lastRun()).toMatchObject({ number: 2, ok: true });
    // The last state is whichever save the database took last.
    const { phone } = (await (await fetch(`${app.url}/api/site`)).json()) as { phone: string };
    expect(readContent(app).site.phone).toBe(phone);
    for (const { name } of PUBLISHED_PAGES) expect(readPage(app, name)).toContain(`<p>${phone}</p>`);
  });

  it('edits while a publish runs cause exactly one more, with the last edit', async () => {
    const dir = tempDir();
    const app = await start({ renderer: writeRenderer(dir, SIMPLE_RENDERER), publishDebounceMs: 50 });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    writeRenderer(dir, slowRenderer(150));
    const calls = join(dir, 'calls.log');

    const first = saveDetails(app, token, '(503) 555-0201');
    while (!existsSync(calls)) await new Promise((resolve) => setTimeout(resolve, 10));
    // The second publish is rendering now; four more edits come in meanwhile.
    const more = await Promise.all([2, 3, 4, 5].map((last) => saveDetails(app, token, `(503) 555-020${last}`)));
    for (const answer of [await first, ...more]) expect(answer.status).toBe(200);

    expect(app.publisher.lastRun()).toMatchObject({ number: 3, ok: true });
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toHaveLength(2 * PUBLISHED_PAGES.length);
    const { phone } = (await (await fetch(`${app.url}/api/site`)).json()) as { phone: string };
    expect(['(503) 555-0202', '(503) 555-0203', '(503) 555-0204', '(503) 555-0205']).toContain(phone);
    expect(readContent(app).site.phone).toBe(phone);
    for (const { name } of PUBLISHED_PAGES) expect(readPage(app, name)).toContain(`<p>${phone}</p>`);
  });
});

describe('a render that fails', () => {
  it.each([
    ['throws', THROWING_RENDERER, /the renderer threw: Error: the theme has no colours/],
    ['returns nothing', EMPTY_RENDERER, /the renderer answered \/ with status undefined/],
    ['answers a public page as not found', NOT_FOUND_RENDERER, /the renderer answered \/ with status 404, not 200/],
  ])('(%s) keeps the last good files byte for byte and logs why', async (_case, failing, reason) => {
    const dir = tempDir();
    const { logger, lines } = capturedLog();
    const app = await start({ renderer: writeRenderer(dir, SIMPLE_RENDERER), logger });
    await app.publisher.whenIdle();
    const good = publishedFiles(app);
    expect(good.size).toBe(expectedFiles(app));

    writeRenderer(dir, failing);
    const token = await app.signIn();
    expect((await saveDetails(app, token, '(503) 555-0300')).status).toBe(200);
    await app.publisher.whenIdle();

    expect(app.publisher.lastRun()).toMatchObject({ number: 2, ok: false, error: expect.stringMatching(reason) });
    expect(publishedFiles(app)).toEqual(good);
    const errors = lines.filter((line) => line.level === LOG_LEVEL.error);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toBe('publishing failed: the site keeps its last published files');
    expect(errors[0]?.err?.message).toMatch(reason);

    // Once the renderer works again, the next edit publishes everything.
    writeRenderer(dir, SIMPLE_RENDERER);
    expect((await saveDetails(app, token, '(503) 555-0301')).status).toBe(200);
    await app.publisher.whenIdle();
    expect(app.publisher.lastRun()).toMatchObject({ number: 3, ok: true });
    expect(readPage(app, 'home')).toContain('<p>(503) 555-0301</p>');
  });
});

describe('stopping', () => {
  it('publishes an edit still waiting, then takes no more', async () => {
    const app = await start({ renderer: writeRenderer(tempDir(), SIMPLE_RENDERER), publishDebounceMs: 60_000 });
    await app.publisher.whenIdle();
    const token = await app.signIn();
    // The save is stored at once; its answer waits for the publish, which is a minute away.
    const saved = saveDetails(app, token, '(503) 555-0400');
    await expect
      .poll(async () => ((await (await fetch(`${app.url}/api/site`)).json()) as { phone: string }).phone)
      .toBe('(503) 555-0400');

    await app.publisher.stop();
    expect((await saved).status).toBe(200);
    expect(readContent(app).site.phone).toBe('(503) 555-0400');
    const runs = app.publisher.lastRun()?.number;
    app.publisher.schedule();
    await app.publisher.whenIdle();
    expect(app.publisher.lastRun()?.number).toBe(runs);
  });
});
