import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_CATEGORIES } from '../../contract/gallery.ts';
import type { PublicContent } from '../../contract/public-content.ts';
import { PUBLIC_PATHS } from '../../contract/routes.ts';
import { DEMO_FAQ, DEMO_WORK_STEPS } from '../../demo/demo-services-page.ts';
import { IMAGE_WIDTHS } from '../images/image-pipeline.ts';
import { startTestApp, TEST_SITE_URL, type TestApp } from '../testing/test-app.ts';

let demo: TestApp;
let blank: TestApp;
beforeAll(async () => {
  [demo, blank] = await Promise.all([startTestApp({ seedDemo: true }), startTestApp({ seedDemo: false })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([demo.close(), blank.close()]);
});

async function getJson<Body = Record<string, unknown>>(app: TestApp, path: string) {
  const response = await fetch(`${app.url}${path}`);
  return { response, body: (await response.json()) as Body };
}

interface GalleryBody {
  categories: string[];
  items: Array<{
    id: number;
    title: string;
    caption: string;
    alt: string;
    category: string;
    featured: boolean;
    image: Picture;
    before?: Picture;
  }>;
}

interface Picture {
  width: number;
  height: number;
  color: string;
  variants: Array<{ width: number; url: string }>;
}

describe('GET /api/site', () => {
  it('answers the business details the public pages show, always revalidated', async () => {
    const { response, body } = await getJson(demo, '/api/site');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'email',
        'foundedYear',
        'hours',
        'hoursText',
        'licence',
        'name',
        'phone',
        'phoneHref',
        'rating',
        'serviceArea',
        'siteUrl',
        'social',
        'tagline',
      ].sort(),
    );
    expect(body).toMatchObject({
      name: 'Brightside Painting',
      phone: '(503) 555-0142',
      phoneHref: '+15035550142',
      address: { street: '2231 SE Division St', city: 'Portland', region: 'OR', postalCode: '97202', country: 'US' },
      foundedYear: 2009,
      siteUrl: TEST_SITE_URL,
      rating: { average: 4.8, count: 6 },
    });
    expect((body.serviceArea as string[]).length).toBeGreaterThan(3);
    expect(body.hours).toContainEqual({ day: 'Sunday', closed: true, opens: '', closes: '' });
    expect(body.hoursText).toEqual([]);
  });

  it('answers a blank business on a site set up without demo content', async () => {
    const { body } = await getJson(blank, '/api/site');
    expect(body).toMatchObject({ name: 'Your painting business', phone: '', rating: { average: 0, count: 0 } });
  });
});

describe('GET /api/services', () => {
  it('answers the six demo services in display order', async () => {
    const { body } = await getJson(demo, '/api/services');
    const services = body.services as Array<Record<string, unknown>>;
    expect(services.map((service) => service.slug)).toEqual([
      'interior-painting',
      'exterior-painting',
      'cabinet-refinishing',
      'commercial-painting',
      'deck-and-fence-staining',
      'drywall-repair',
    ]);
    expect(services.map((service) => service.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Object.keys(services[0] ?? {}).sort()).toEqual(
      ['description', 'icon', 'id', 'position', 'priceHint', 'slug', 'summary', 'title'].sort(),
    );
    expect(services.find((service) => service.slug === 'commercial-painting')?.priceHint).toBeNull();
  });

  it('answers an empty list on a blank site', async () => {
    expect((await getJson(blank, '/api/services')).body).toEqual({ services: [] });
  });
});

describe('GET /api/gallery', () => {
  it('answers at least 12 demo projects across every category, in order, with pictures at each stored width', async () => {
    const body = (await getJson<GalleryBody>(demo, '/api/gallery')).body;
    expect(body.categories).toEqual([...GALLERY_CATEGORIES]);
    expect(body.items.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.items.map((item) => item.category))).toEqual(new Set(GALLERY_CATEGORIES));
    expect(body.items.filter((item) => item.featured).length).toBeGreaterThanOrEqual(4);
    for (const item of body.items) {
      expect(item.alt).not.toBe('');
      expect(item.image.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(item.image.variants.map((variant) => variant.width)).toEqual([...IMAGE_WIDTHS]);
      for (const variant of item.image.variants) expect(variant.url).toMatch(/^\/uploads\/[a-f0-9]{20}-\d+\.webp$/);
    }
  });

  it('answers a few demo projects with a before picture of the same proportions, stored like the others', async () => {
    const body = (await getJson<GalleryBody>(demo, '/api/gallery')).body;
    const pairs = body.items.filter((item) => item.before);
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    expect(pairs.some((item) => item.featured)).toBe(true);
    for (const { image, before } of pairs) {
      expect(before && [before.width, before.height]).toEqual([image.width, image.height]);
      expect(before?.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(before?.variants.map((variant) => variant.width)).toEqual([...IMAGE_WIDTHS]);
      expect(before?.variants[0]?.url).not.toBe(image.variants[0]?.url);
      expect((await fetch(`${demo.url}${before?.variants[0]?.url}`)).status).toBe(200);
    }
  });

  it('serves each stored picture as WebP at its width, cached for good', async () => {
    const body = (await getJson<GalleryBody>(demo, '/api/gallery')).body;
    const item = body.items[0];
    for (const variant of item?.image.variants ?? []) {
      const response = await fetch(`${demo.url}${variant.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('filters by category and by featured', async () => {
    const exterior = (await getJson<GalleryBody>(demo, '/api/gallery?category=exterior')).body;
    expect(exterior.items.length).toBeGreaterThan(0);
    expect(exterior.items.every((item) => item.category === 'exterior')).toBe(true);
    const featured = (await getJson<GalleryBody>(demo, '/api/gallery?featured=true')).body;
    expect(featured.items.length).toBeGreaterThan(0);
    expect(featured.items.every((item) => item.featured)).toBe(true);
  });

  it('answers an unknown category with 400 and a field message', async () => {
    const { response, body } = await getJson(demo, '/api/gallery?category=murals');
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'validation_failed', fields: { category: expect.any(String) } } });
  });
});

describe('GET /api/testimonials', () => {
  it('answers the testimonials in order with name, town, quote and rating', async () => {
    const testimonials = (await getJson(demo, '/api/testimonials')).body.testimonials as Array<Record<string, unknown>>;
    expect(testimonials).toHaveLength(6);
    expect(Object.keys(testimonials[0] ?? {}).sort()).toEqual(['id', 'name', 'quote', 'rating', 'showOnHome', 'town']);
    expect(testimonials[0]).toMatchObject({ name: 'Maria G.', town: 'Sellwood', rating: 5 });
  });
});

describe('the services page’s steps and questions, as published', () => {
  const publishedContent = async (app: TestApp) => {
    await app.publisher.whenIdle();
    return (await (await fetch(`${app.url}/content.json`)).json()) as PublicContent;
  };

  it('are the demo’s on a demo site, in order', async () => {
    const { workSteps, faq } = await publishedContent(demo);
    expect(workSteps.map(({ title, text }) => ({ title, text }))).toEqual(DEMO_WORK_STEPS);
    expect(faq.map(({ question, answer }) => ({ question, answer }))).toEqual(DEMO_FAQ);
  });

  it('are none on a blank site: no claim its owner did not make', async () => {
    expect(await publishedContent(blank)).toMatchObject({ workSteps: [], faq: [] });
  });
});

describe('GET /uploads/<name>', () => {
  it.each([
    '/uploads/..%2fsite.db',
    '/uploads/%2e%2e%2fjwt-secret',
    '/uploads/site.db',
    '/uploads/0123456789abcdef0123-480.webp',
  ])('answers %s with 404', async (path) => {
    const response = await fetch(`${demo.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('robots.txt and sitemap.xml, as published', () => {
  beforeAll(async () => {
    // A new site is hidden from search engines (see admin-search-visibility.test.ts): listed here.
    const listed = await fetch(`${demo.url}/api/admin/search-visibility`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await demo.signIn()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shown: true }),
    });
    expect(listed.status).toBe(200);
  });

  it('keeps crawlers out of the admin area and points them at the sitemap', async () => {
    await demo.publisher.whenIdle();
    const response = await fetch(`${demo.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain(`Sitemap: ${TEST_SITE_URL}/sitemap.xml`);
  });

  it("lists the contract's public pages, and only those, with absolute URLs", async () => {
    await demo.publisher.whenIdle();
    const response = await fetch(`${demo.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(PUBLIC_PATHS.map((path) => `${TEST_SITE_URL}${path}`));
  });
});
