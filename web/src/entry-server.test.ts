// @vitest-environment node
// As the gateway's publisher runs it: in Node, no document.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { COPY_PAGES } from '@painting-site/gateway/contract/page-copy';
import { emptyPageCopy } from '@painting-site/gateway/contract/page-copy-rules';
import {
  PLAIN_QUOTE_FORM_ACTION,
  QUOTE_NOT_SENT_PAGE,
  QUOTE_THANKS_PAGE,
  SUBMITTED_FORM_ELEMENT_ID,
  type SubmittedQuoteForm,
} from '@painting-site/gateway/contract/plain-quote-form';
import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, EMPTY_STYLE_HASH } from './app/content-security-policy.ts';
import { paths } from './config/paths.ts';
import { ROUTE_MODULES, renderPage } from './entry-server.tsx';
import { GALLERY_ITEMS, LOGO, PAGE_COPY, PUBLIC_CONTENT, SERVICES, SITE } from './testing/public-site-fixtures.ts';
import { schemaOrgProblems } from './testing/schema-org-check.ts';

const PAGES = [
  { path: paths.home, title: 'Interior and exterior painting · Brightside Painting', heading: /done right/ },
  { path: paths.gallery, title: 'Gallery · Brightside Painting', heading: /Our recent work/ },
  { path: paths.services, title: 'Services · Brightside Painting', heading: /Painting services/ },
  { path: paths.contact, title: 'Contact · Brightside Painting', heading: /Request a free estimate/ },
];

async function renderDocument(path: string, content: PublicContent = PUBLIC_CONTENT) {
  const page = await renderPage(path, content);
  return { ...page, document: new JSDOM(page.html).window.document };
}

const contentOf = (document: Document, selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content');

function jsonLd(document: Document): Record<string, unknown> {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.textContent ?? '') as Record<string, unknown>;
}

describe('renderPage, the published pages', () => {
  it.each(PAGES)(
    'renders $path whole: its content, the business name and phone, status 200',
    async ({ path, heading }) => {
      const { status, document } = await renderDocument(path);

      expect(status).toBe(200);
      const root = document.getElementById('root');
      expect(root?.querySelector('h1')?.textContent).toMatch(heading);
      expect(root?.querySelector('header')?.textContent).toContain(SITE.name);
      expect(root?.querySelector('footer')?.textContent).toContain(SITE.name);
      expect(root?.querySelector(`a[href="tel:${SITE.phoneHref}"]`)).not.toBeNull();
      expect(root?.textContent).toContain(SITE.phone);
      // Nothing waits for a request: no spinner anywhere.
      expect(root?.querySelector('[role="status"][data-variant]')).toBeNull();
    },
  );

  it.each(PAGES)(
    'names $path in its head: title, description, canonical URL, Open Graph, Twitter',
    async ({ path, title }) => {
      const { document } = await renderDocument(path);
      const url = `${SITE.siteUrl}${path}`;

      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(document.title).toBe(title);
      expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      expect(contentOf(document, 'meta[name="description"]')).toMatch(/\w{3,}/);
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(contentOf(document, 'meta[property="og:title"]')).toBe(title);
      expect(contentOf(document, 'meta[property="og:description"]')).toBe(
        contentOf(document, 'meta[name="description"]'),
      );
      expect(contentOf(document, 'meta[property="og:url"]')).toBe(url);
      expect(contentOf(document, 'meta[property="og:site_name"]')).toBe(SITE.name);
      expect(contentOf(document, 'meta[property="og:type"]')).toBe('website');
      // The first featured picture, at a width for a large preview, at its absolute address.
      expect(contentOf(document, 'meta[property="og:image"]')).toBe(`${SITE.siteUrl}/uploads/hash1-1600.webp`);
      expect(contentOf(document, 'meta[property="og:image:alt"]')).toBe('Sunny living room after painting');
      expect(contentOf(document, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      // index.html's stand-ins are gone: the page has its own.
      expect(document.querySelector('[data-static-default]')).toBeNull();
    },
  );

  it.each(PAGES)('describes the business on $path as a schema.org HousePainter', async ({ path }) => {
    const { document } = await renderDocument(path);

    expect(jsonLd(document)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HousePainter',
      name: 'Brightside Painting',
      telephone: '+15035550142',
      email: SITE.email,
      url: 'https://brightside.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Portland', postalCode: '97202', addressCountry: 'US' },
      areaServed: SITE.serviceArea,
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', opens: '07:00', closes: '17:00' },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'] },
      ],
      sameAs: SITE.social.map(({ url }) => url),
    });
    expect(schemaOrgProblems(jsonLd(document), SITE.siteUrl)).toEqual([]);
  });

  it.each(PAGES)('leaves the content snapshot out of $path: the app fetches it', async ({ path }) => {
    const { document } = await renderDocument(path);

    expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(0);
  });

  it.each(PAGES)(
    'runs no inline script on $path, and allows exactly its own styles by their hashes',
    async ({ path }) => {
      const { document } = await renderDocument(path);

      // CSP refuses style attributes in markup (script-src 'self', style-src 'self' 'sha256-…').
      expect(document.querySelectorAll('[style]')).toHaveLength(0);
      for (const script of document.querySelectorAll('script')) {
        if (script.hasAttribute('src')) expect(script.getAttribute('type')).toBe('module');
        else expect(['application/json', 'application/ld+json']).toContain(script.getAttribute('type'));
      }
      expect(document.querySelectorAll('script[type="module"][src]')).toHaveLength(1);
      const styles = document.querySelectorAll('style');
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) {
        expect(style.hasAttribute('nonce')).toBe(false);
        expect(style.parentElement).toBe(document.head);
      }
      // The page's own CSS: the header's, for one (critical CSS, not an empty sheet).
      const headerClass = [...(document.querySelector('header')?.classList ?? [])].find(
        (name) => !name.startsWith('sc-'),
      );
      expect(headerClass).toBeDefined();
      expect([...styles].some((style) => style.textContent?.includes(`.${headerClass}{`))).toBe(true);
      // The policy comes first after <meta charset>, and lists each style's hash and no other.
      const policy = document.head.firstElementChild?.nextElementSibling;
      expect(policy?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
      const hashes = [...styles].map(
        (style) =>
          `'sha256-${createHash('sha256')
            .update(style.textContent ?? '')
            .digest('base64')}'`,
      );
      expect(policy?.getAttribute('content')).toBe(contentSecurityPolicy([...new Set(hashes), EMPTY_STYLE_HASH]));
      expect(document.head.querySelector('meta[property="csp-nonce"]')).toBeNull();
      expect(document.querySelector('noscript')).toBeNull();
    },
  );

  it('lists every service with its description on /services', async () => {
    const { document } = await renderDocument(paths.services);

    const titles = [...document.querySelectorAll('#root article h2')].map((heading) => heading.textContent);
    expect(titles).toEqual(SERVICES.map((service) => service.title));
    expect(document.getElementById('interior')?.textContent).toContain('We move and cover your furniture.');
  });

  it('shows every picture with its title on /gallery', async () => {
    const { document } = await renderDocument(paths.gallery);

    const alts = [...document.querySelectorAll('#root main img')].map((image) => image.getAttribute('alt'));
    expect(alts).toEqual(GALLERY_ITEMS.map((item) => item.alt));
    for (const item of GALLERY_ITEMS) expect(document.getElementById('root')?.textContent).toContain(item.title);
  });

  it('shows a project with a before picture on /gallery split in the middle, with no style attribute', async () => {
    const [first, ...rest] = GALLERY_ITEMS;
    if (!first) throw new Error('no gallery fixture');
    const picture = { ...first.image, variants: [{ width: 480, url: '/uploads/before1-480.webp' }] };
    const items = [{ ...first, before: picture }, ...rest];
    const content = { ...PUBLIC_CONTENT, gallery: { ...PUBLIC_CONTENT.gallery, items } };
    const { document } = await renderDocument(paths.gallery, content);

    const before = document.querySelector('#root main img[src="/uploads/before1-480.webp"]');
    expect(before?.getAttribute('alt')).toBe('');
    const card = before?.closest('a');
    expect(card?.querySelector('img')?.getAttribute('alt')).toBe(first.alt);
    expect(card?.textContent).toContain('Before and after');
    // Without the app, the card opens the after picture large, and the before half the before one.
    expect(card?.getAttribute('href')).toBe('/uploads/hash1-1600.webp');
    expect(document.querySelector('#root main a[href="/uploads/before1-480.webp"]')?.textContent).toBe(
      `Before painting: ${first.title}`,
    );
    // The CSP refuses style attributes: the split comes from the stylesheet.
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
    expect(
      [...document.querySelectorAll('style')].some((style) =>
        style.textContent?.includes('clip-path:inset(0 calc(100% - var(--before-split, 50%)) 0 0)'),
      ),
    ).toBe(true);
  });

  it('offers the services of the content in the quote form on /contact', async () => {
    const { document } = await renderDocument(paths.contact);

    const options = [...document.querySelectorAll('select[name="service"] option')].map((option) => option.textContent);
    expect(options).toEqual(['Not sure yet', ...SERVICES.map((service) => service.title)]);
  });

  it.each(['/no-such-page', '/admin/dashboard'])(
    'renders the not-found page with status 404 for %s, a path that is no public page',
    async (path) => {
      const { status, document } = await renderDocument(path);

      expect(status).toBe(404);
      expect(document.querySelector('#root h1')?.textContent).toBe('Page not found');
      expect(document.title).toBe('Page not found · Brightside Painting');
      expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
      expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    },
  );

  it.each(PAGES)(
    'publishes $path of a new business with nothing it did not write: no empty heading or paragraph',
    async ({ path }) => {
      const newBusiness: PublicContent = {
        site: {
          ...SITE,
          name: 'Sunrise Painters',
          tagline: '',
          email: '',
          address: { street: '', city: '', region: '', postalCode: '', country: 'US' },
          serviceArea: [],
          hours: [],
          licence: '',
          foundedYear: null,
          social: [],
          rating: { average: 0, count: 0 },
        },
        services: [],
        gallery: { categories: PUBLIC_CONTENT.gallery.categories, items: [] },
        testimonials: [],
        workSteps: [],
        faq: [],
        brand: { accent: null, logo: null, logoOnly: false },
        search: { shown: false },
        copy: {
          pages: Object.fromEntries(
            COPY_PAGES.map((page) => [page, emptyPageCopy(page)]),
          ) as unknown as PublicContent['copy']['pages'],
          shareImageId: null,
        },
      };
      const { document } = await renderDocument(path, newBusiness);
      const main = document.querySelector('#root main');

      // The page is named after the business, or by its plain name.
      expect(main?.querySelector('h1')?.textContent).toMatch(/^(Sunrise Painters|Gallery|Services|Contact)$/);
      expect(document.title).toMatch(/^((Gallery|Services|Contact) · )?Sunrise Painters$/);
      // Described from its details, and hidden from search engines until the owner says so.
      expect(contentOf(document, 'meta[name="description"]')).toContain('Sunrise Painters');
      expect(contentOf(document, 'meta[name="robots"]')).toBe('noindex');
      for (const element of main?.querySelectorAll('h1, h2, h3, p, li, section, aside') ?? []) {
        expect(element.textContent?.trim(), element.outerHTML.slice(0, 200)).not.toBe('');
      }
      // None of the words another business wrote (the fixture's) is on the page.
      const text = main?.textContent ?? '';
      for (const words of Object.values(PAGE_COPY).flatMap((page) => Object.values(page) as string[])) {
        if (words !== '' && !['Gallery', 'Services', 'Contact', 'Call'].includes(words))
          expect(text).not.toContain(words);
      }
    },
  );

  it('keeps text from the dashboard from closing its data blocks early', async () => {
    const name = 'Bright</script><script>alert(1)</script>';
    const content = { ...PUBLIC_CONTENT, site: { ...SITE, name } };
    const { html, document } = await renderDocument(paths.home, content);

    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(document).name).toBe(name);
    expect(document.querySelector('header a')?.textContent).toBe(name);
  });

  it('keeps each render to its own content, however many run at once', async () => {
    const names = ['Sunrise Painters', 'Dawn Decorators', 'Harbor Coatings'];
    const pages = await Promise.all(
      names.map((name, index) =>
        renderDocument(PAGES[index % PAGES.length]?.path ?? paths.home, { ...PUBLIC_CONTENT, site: { ...SITE, name } }),
      ),
    );

    pages.forEach(({ html, document }, index) => {
      expect(document.querySelector('header a')?.textContent).toBe(names[index]);
      for (const other of names.filter((_, at) => at !== index)) expect(html).not.toContain(other);
    });
  });

  it('knows the route module of each page it preloads', () => {
    for (const module of Object.values(ROUTE_MODULES)) {
      expect(existsSync(fileURLToPath(new URL(`../${module}`, import.meta.url))), module).toBe(true);
    }
  });
});

describe('renderPage, the owner’s brand', () => {
  const ACCENT = { colour: '#1d5c8a', hover: '#133d5c' };
  const branded: PublicContent = { ...PUBLIC_CONTENT, brand: { accent: ACCENT, logo: LOGO, logoOnly: false } };
  const iconOf = (document: Document, rel: string) =>
    [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

  it.each(PAGES)(
    'shows the logo in the header of $path, the business name beside it, at a fixed size',
    async ({ path }) => {
      const { document } = await renderDocument(path, branded);

      const home = document.querySelector('header a[href="/"]');
      const logo = home?.querySelector('img');
      // The name beside it names the link: the logo's own text would only repeat it.
      expect(logo?.getAttribute('alt')).toBe('');
      expect(home?.textContent).toBe(SITE.name);
      expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual([
        String(LOGO.width),
        String(LOGO.height),
      ]);
      expect(logo?.getAttribute('src')).toBe(LOGO.src);
      expect(logo?.getAttribute('srcset')).toBe(LOGO.srcSet);
      expect(logo?.getAttribute('sizes')).toBe(`${LOGO.width}px`);
    },
  );

  it('shows the logo alone when the owner picked “logo only”, the name its text alternative', async () => {
    const { document } = await renderDocument(paths.home, { ...branded, brand: { ...branded.brand, logoOnly: true } });

    const home = document.querySelector('header a[href="/"]');
    expect(home?.querySelector('img')?.getAttribute('alt')).toBe(SITE.name);
    expect(home?.textContent).toBe('');
  });

  it('links the icons made from the logo in place of the default one', async () => {
    const { document } = await renderDocument(paths.gallery, branded);

    expect(iconOf(document, 'icon')).toEqual([LOGO.icon]);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('sizes')).toBe('32x32');
    expect(iconOf(document, 'apple-touch-icon')).toEqual([LOGO.appleTouchIcon]);
  });

  it('has a default icon of 32 px, a PNG: Chromium draws an SVG icon as a page of its own on the main thread', async () => {
    const png = await readFile(new URL('../public/favicon.png', import.meta.url));

    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk, first after the signature: width, then height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it('keeps the default icon and the name in the header without a logo', async () => {
    const { document } = await renderDocument(paths.home);

    expect(iconOf(document, 'icon')).toEqual(['/favicon.png']);
    expect(iconOf(document, 'apple-touch-icon')).toEqual([]);
    expect(document.querySelector('header img')).toBeNull();
    expect(document.querySelector('header a[href="/"]')?.textContent).toBe(SITE.name);
  });

  it('draws the page in the owner’s accent, in the page’s own CSS', async () => {
    const { document } = await renderDocument(paths.home, branded);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    const shellClass = [...(document.getElementById('root')?.firstElementChild?.classList ?? [])].find(
      (name) => !name.startsWith('sc-'),
    );

    expect(css).toContain(
      `.${shellClass}{--accent:${ACCENT.colour};--accent-hover:${ACCENT.hover};--link:${ACCENT.colour};`,
    );
    // Without one, the theme's colours: nothing overrides them.
    const plain = await renderDocument(paths.home);
    expect([...plain.document.querySelectorAll('style')].map((style) => style.textContent).join('')).not.toMatch(
      /\{--accent:/,
    );
  });

  it('previews links with the share card made from the logo when the gallery has no picture', async () => {
    const empty = { ...branded, gallery: { ...branded.gallery, items: [] } };
    const { document } = await renderDocument(paths.services, empty);

    expect(contentOf(document, 'meta[property="og:image"]')).toBe(`${SITE.siteUrl}${LOGO.shareCard}`);
    expect(contentOf(document, 'meta[property="og:image:width"]')).toBe('1200');
    expect(contentOf(document, 'meta[property="og:image:height"]')).toBe('630');
    expect(contentOf(document, 'meta[property="og:image:alt"]')).toBe(SITE.name);
    // A gallery picture comes first when there is one.
    const withPictures = await renderDocument(paths.services, branded);
    expect(contentOf(withPictures.document, 'meta[property="og:image"]')).toBe(
      `${SITE.siteUrl}/uploads/hash1-1600.webp`,
    );
  });
});

describe('renderPage, search engines and the words the owner has not written', () => {
  const blankCopy = () =>
    Object.fromEntries(
      COPY_PAGES.map((page) => [page, emptyPageCopy(page)]),
    ) as unknown as PublicContent['copy']['pages'];
  /** The fixture's content with every page's words left empty, as a new owner's site has them. */
  const unwritten: PublicContent = { ...PUBLIC_CONTENT, copy: { pages: blankCopy(), shareImageId: null } };
  const h2s = (document: Document) =>
    [...(document.querySelector('#root main')?.querySelectorAll('h2') ?? [])].map((heading) => heading.textContent);

  it.each(PAGES)('asks search engines not to list $path while the owner has not turned them on', async ({ path }) => {
    const hidden = await renderDocument(path, { ...PUBLIC_CONTENT, search: { shown: false } });
    expect(hidden.document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(contentOf(hidden.document, 'meta[name="robots"]')).toBe('noindex');

    const shown = await renderDocument(path, PUBLIC_CONTENT);
    expect(shown.document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('gives every page a description of its own from the business details, the owner’s own winning', async () => {
    const described = await Promise.all(
      PAGES.map(async ({ path }) =>
        contentOf((await renderDocument(path, unwritten)).document, 'meta[name="description"]'),
      ),
    );
    expect(new Set(described).size).toBe(PAGES.length);
    for (const description of described) expect(description).toContain(SITE.name);

    const { document } = await renderDocument(paths.gallery, PUBLIC_CONTENT);
    expect(contentOf(document, 'meta[name="description"]')).toBe(PAGE_COPY.gallery.seoDescription);
  });

  it('heads each home section that has content with a plain heading, in order under the h1', async () => {
    const { document } = await renderDocument(paths.home, unwritten);
    expect(document.querySelector('#root main h1')).not.toBeNull();
    expect(h2s(document)).toEqual(
      expect.arrayContaining(['Our services', 'Recent work', 'What customers say', 'Where we work']),
    );
  });

  it('heads “How we work” and the questions on the services page', async () => {
    const { document } = await renderDocument(paths.services, unwritten);
    expect(h2s(document)).toEqual(expect.arrayContaining(['How we work', 'Questions']));
  });

  it('shows the owner’s heading in place of the plain one, and no heading over a section with nothing in it', async () => {
    const home = await renderDocument(paths.home, {
      ...unwritten,
      copy: {
        pages: { ...unwritten.copy.pages, home: { ...emptyPageCopy('home'), servicesHeading: 'What we paint' } },
        shareImageId: null,
      },
      testimonials: [],
      site: { ...SITE, serviceArea: [] },
    });
    const headings = h2s(home.document);
    expect(headings).toContain('What we paint');
    expect(headings).not.toContain('Our services');
    expect(headings).not.toContain('What customers say');
    expect(headings).not.toContain('Where we work');

    const services = await renderDocument(paths.services, { ...unwritten, workSteps: [], faq: [] });
    expect(h2s(services.document)).not.toContain('How we work');
    expect(h2s(services.document)).not.toContain('Questions');
  });
});

describe('renderPage, the pages that work without the app', () => {
  it('renders /gallery?category=… with that category alone, its filter link current, and says where it was rendered', async () => {
    const { status, document } = await renderDocument('/gallery?category=interior');

    expect(status).toBe(200);
    const root = document.getElementById('root');
    expect(root?.getAttribute('data-rendered-at')).toBe('/gallery?category=interior');
    const alts = [...document.querySelectorAll('#root main ul img')].map((image) => image.getAttribute('alt'));
    expect(alts).toEqual(GALLERY_ITEMS.filter((item) => item.category === 'interior').map((item) => item.alt));
    expect(document.querySelector('#root nav [aria-current="true"]')?.getAttribute('href')).toBe(
      '/gallery?category=interior',
    );
    // Still the gallery for search engines: one canonical page.
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE.siteUrl}/gallery`);
  });

  it('renders the quote form to post itself to the contact page, and names no place for the not-found page', async () => {
    const contact = await renderDocument(paths.contact);
    const form = contact.document.querySelector('form[aria-label="Quote request"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(PLAIN_QUOTE_FORM_ACTION);

    const missing = await renderDocument('/no-such-page');
    expect(missing.document.getElementById('root')?.hasAttribute('data-rendered-at')).toBe(false);
  });

  it('renders the contact page around a form sent without the app: its words, its messages, and the form for the app', async () => {
    const submitted: SubmittedQuoteForm = {
      values: {
        name: 'Ada </script> Lovelace',
        email: 'ada@',
        phone: '',
        address: '97202',
        service: 'cabinets',
        details: 'Kitchen doors',
        preferredContact: 'text',
      },
      messages: { email: 'Enter an email address like name@example.com.', details: 'Tell us more.' },
      formError: 'Some fields need attention.',
    };
    const page = await renderPage(paths.contact, PUBLIC_CONTENT, submitted);
    const { document } = new JSDOM(page.html).window;

    expect(page.status).toBe(200);
    const field = (name: string) => document.querySelector<HTMLInputElement>(`#root [name="${name}"]`);
    expect(field('name')?.value).toBe('Ada </script> Lovelace');
    expect(field('email')?.value).toBe('ada@');
    expect(field('details')?.textContent).toBe('Kitchen doors');
    expect(document.querySelector<HTMLSelectElement>('#root select[name="service"]')?.value).toBe('cabinets');
    expect(
      document.querySelector<HTMLInputElement>('#root input[name="preferredContact"][value="text"]')?.checked,
    ).toBe(true);
    const text = document.getElementById('root')?.textContent ?? '';
    expect(text).toContain('Enter an email address like name@example.com.');
    expect(text).toContain('Tell us more.');
    expect(document.querySelector('#root [role="alert"]')?.textContent).toBe('Some fields need attention.');
    const carried = document.getElementById(SUBMITTED_FORM_ELEMENT_ID);
    expect(carried?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(carried?.textContent ?? '')).toEqual(submitted);
    // The visitor's words never close a script early.
    expect(page.html).not.toContain('Ada </script>');
  });

  it.each([
    [QUOTE_THANKS_PAGE.path, 'Thanks! Your request is on its way.', PAGE_COPY.contact.confirmation],
    [QUOTE_NOT_SENT_PAGE.path, 'Your request has not reached us', SITE.phone],
  ])('renders %s, a page of the quote form’s own, kept out of search engines', async (path, heading, words) => {
    const { status, document } = await renderDocument(path);
    expect(status).toBe(200);
    expect(document.querySelector('#root h1')?.textContent).toBe(heading);
    expect(document.getElementById('root')?.textContent).toContain(words.split('\n')[0]);
    expect(contentOf(document, 'meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
