import type { HomeCopy } from '@painting-site/gateway/contract/page-copy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { listenForSiteTaps } from '@/lib/site-events.ts';
import {
  contentAnswer,
  GALLERY_ITEMS,
  PAGE_COPY,
  SITE,
  stubPublicSite,
  TESTIMONIALS,
} from '@/testing/public-site-fixtures.ts';
import { recordBeacons } from '@/testing/record-beacons.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse } from '@/testing/stub-api.ts';

const HOME_HEADING = 'Interior and exterior painting, done right';
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openHomePage() {
  const rendered = renderWithRouter(routes, paths.home);
  await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the home page', () => {
  it('shows the business name from the published content in the header and footer', async () => {
    stubPublicSite({ 'GET /content.json': contentAnswer({ site: { ...SITE, name: 'Sunrise Painters' } }) });
    await openHomePage();

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sunrise Painters' })).toHaveAttribute('href', paths.home);
    expect(within(screen.getByRole('contentinfo')).getByText('Sunrise Painters')).toBeInTheDocument();
    expect(screen.queryByText('Brightside Painting')).not.toBeInTheDocument();
  });

  it('leads to the estimate form and offers a call', async () => {
    stubPublicSite();
    await openHomePage();

    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toHaveAttribute('href', paths.contact);
    // The hero's and the closing band's buttons are named by what they show, so voice control finds them.
    const calls = await screen.findAllByRole('link', { name: 'Call (503) 555-0142' });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+15035550142');
  });

  it('counts a tap on either estimate button as a quote call to action, and on a call button as a call', async () => {
    stubPublicSite();
    const beacons = recordBeacons();
    listenForSiteTaps();
    window.history.replaceState(null, '', paths.home);
    await openHomePage();
    // The browser would open the phone app; jsdom would try to navigate.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const calls = await screen.findAllByRole('link', { name: 'Call (503) 555-0142' });
    await userEvent.click(calls[0] as HTMLElement);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(screen.getByRole('link', { name: 'Request your free estimate' }));
    await userEvent.click(screen.getByRole('link', { name: 'Get a free estimate' }));

    expect(beacons.filter(({ event }) => event.kind !== 'view').map(({ event }) => [event.kind, event.path])).toEqual([
      ['call', paths.home],
      ['quote-cta', paths.home],
      ['quote-cta', paths.home],
    ]);
  });

  it('shows why to trust the business: years, licence and the rating in words', async () => {
    vi.useFakeTimers({ now: new Date(2026, 5, 17, 15, 0), toFake: ['Date'] });
    stubPublicSite();
    await openHomePage();

    assert.strictEqual(SITE.foundedYear, 2009, 'the fixture business was founded in 2009');
    expect(await screen.findByText('17 years in business')).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why homeowners choose us' });
    expect(within(reasons).getByText('Licensed & insured')).toBeInTheDocument();
    expect(within(reasons).getByText(SITE.licence)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Average of 37 customer reviews')).toBeInTheDocument();
  });

  it.each([
    ['in the last minute of a year', new Date(2026, 11, 31, 23, 59, 30), '17 years in business'],
    ["on New Year's Day, just past midnight", new Date(2027, 0, 1, 0, 0, 30), '18 years in business'],
  ])('counts the years in business by the calendar year on the visitor’s clock, %s', async (_when, now, words) => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    stubPublicSite();
    await openHomePage();

    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  it('shows the services, each leading to its description on the services page', async () => {
    stubPublicSite();
    await openHomePage();

    const services = screen.getByRole('region', { name: 'What we paint' });
    expect(await within(services).findByRole('link', { name: 'Cabinet refinishing' })).toHaveAttribute(
      'href',
      `${paths.services}#cabinets`,
    );
    expect(within(services).getByText('Most rooms from $450')).toBeInTheDocument();
  });

  it('shows only the featured projects, as pictures leading to the gallery', async () => {
    const fetchMock = stubPublicSite();
    await openHomePage();

    const projects = screen.getByRole('region', { name: 'Recent projects' });
    const featured = GALLERY_ITEMS.filter((item) => item.featured);
    const pictures = await within(projects).findAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(featured.map((item) => item.alt));
    expect(pictures[0]).toHaveAttribute('srcset', expect.stringContaining('/uploads/hash1-960.webp 960w'));
    expect(within(projects).getByRole('link', { name: /Sunny living room/ })).toHaveAttribute(
      'href',
      `${paths.gallery}?category=interior`,
    );
    expect(within(projects).queryByText('Shaker kitchen')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /content.json')).toHaveLength(1);
  });

  it('shows what customers say and where the business works', async () => {
    stubPublicSite();
    await openHomePage();

    expect(await screen.findByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const area = screen.getByRole('list', { name: 'Service area' });
    expect(
      within(area)
        .getAllByRole('listitem')
        .map((place) => place.textContent),
    ).toEqual(SITE.serviceArea);
  });

  it('shows only the testimonials picked for the home page', async () => {
    stubPublicSite({
      'GET /content.json': contentAnswer({
        testimonials: TESTIMONIALS.map((testimonial, index) => ({ ...testimonial, showOnHome: index === 0 })),
      }),
    });
    await openHomePage();

    expect(await screen.findByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(screen.queryByText('Our house looks new again.')).not.toBeInTheDocument();
  });

  it('has no testimonials section when there are none to show', async () => {
    stubPublicSite({ 'GET /content.json': contentAnswer({ testimonials: [] }) });
    await openHomePage();

    expect(await screen.findByRole('list', { name: 'Service area' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What our customers say' })).not.toBeInTheDocument();
  });

  it('asks for the published content once, however many parts of the page show it, and never the API', async () => {
    const fetchMock = stubPublicSite();
    await openHomePage();
    await screen.findAllByRole('link', { name: /^Call / });
    await screen.findByText('Tidy, on time and the walls look great.');

    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/content.json']);
  });

  it('names itself for search results and link previews, with its canonical address', async () => {
    stubPublicSite();
    await openHomePage();
    await screen.findAllByRole('link', { name: /^Call / });

    expect(document.title).toBe('Interior and exterior painting · Brightside Painting');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://brightside.example/');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'https://brightside.example/',
    );
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    expect(document.head.querySelector('meta[property="og:site_name"]')).toHaveAttribute(
      'content',
      'Brightside Painting',
    );
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/painting/);
    // The first featured picture, wide enough for a large preview, at its absolute address.
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://brightside.example/uploads/hash1-1600.webp',
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  it('says what could not be loaded, raises a toast, and loads it again on Try again', async () => {
    let contentRequests = 0;
    const fetchMock = stubPublicSite({
      'GET /content.json': (url) =>
        ++contentRequests === 1
          ? errorResponse(503, {
              code: 'service_unavailable',
              message: 'The service is unavailable. Try again shortly.',
            })
          : contentAnswer()(url),
    });
    renderWithRouter(routes, paths.home);
    const user = userEvent.setup();

    expect(await screen.findByText("Couldn't load the services.")).toBeInTheDocument();
    expect(
      within(notifications()).getAllByText(
        "Couldn't load parts of this page. The service is unavailable. Try again shortly.",
      ).length,
    ).toBeGreaterThan(0);
    // The way to the quote form is there all the same, in neutral words.
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', paths.contact);

    const [firstTryAgain] = screen.getAllByRole('button', { name: 'Try again' });
    assert.isDefined(firstTryAgain, 'no Try again button');
    await user.click(firstTryAgain);

    // One snapshot for the whole page: every part that failed is back, in the owner's words.
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'What we paint' });
    expect(within(services).getByRole('link', { name: 'Cabinet refinishing' })).toBeInTheDocument();
    expect(screen.getByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /content.json')).toHaveLength(2);
  });

  it('raises one toast, not one per section, when the content cannot be fetched at all', async () => {
    stubPublicSite({ 'GET /content.json': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithRouter(routes, paths.home);

    expect(await screen.findByText("Couldn't load what our customers say.")).toBeInTheDocument();
    expect(screen.getByText("Couldn't load the services.")).toBeInTheDocument();
    expect(screen.getByText("Couldn't load our featured projects.")).toBeInTheDocument();
    const toasts = within(notifications())
      .getAllByRole('listitem')
      .filter((toast) => toast.dataset.state !== 'exiting');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent(
      "Couldn't load parts of this page. Cannot reach the server. Check your connection and try again.",
    );
  });

  it('keeps the header usable, its home link in plain words, when the business details cannot be loaded', async () => {
    stubPublicSite({ 'GET /content.json': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithRouter(routes, paths.home);

    expect(await screen.findAllByText("Couldn't load the business details.")).not.toHaveLength(0);
    const [brand] = within(screen.getByRole('banner')).getAllByRole('link', { name: 'Home' });
    expect(brand).toBeVisible();
    expect(brand).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('link', { name: 'Request a quote' })).toBeInTheDocument();
  });
});

describe('the home page of a new business', () => {
  const NEW_BUSINESS = {
    ...SITE,
    name: 'Sunrise Painters',
    tagline: '',
    serviceArea: [],
    licence: '',
    foundedYear: null,
    rating: { average: 0, count: 0 },
  };
  const EMPTY_COPY = { pages: { ...PAGE_COPY, home: emptyHome() }, shareImageId: null };

  function emptyHome(): HomeCopy {
    return Object.fromEntries(Object.keys(PAGE_COPY.home).map((field) => [field, ''])) as unknown as HomeCopy;
  }

  it('shows nothing the owner did not write: no section without content, no empty heading or paragraph', async () => {
    stubPublicSite({
      'GET /content.json': contentAnswer({
        site: NEW_BUSINESS,
        services: [],
        gallery: { categories: [], items: [] },
        testimonials: [],
        copy: EMPTY_COPY,
      }),
    });
    renderWithRouter(routes, paths.home);

    // The heading is the business name, the buttons plain actions.
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunrise Painters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', paths.contact);
    expect(await screen.findByRole('link', { name: 'Call (503) 555-0142' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(within(main).queryByRole('region')).not.toBeInTheDocument();
    expect(within(main).queryByRole('list')).not.toBeInTheDocument();
    for (const element of main.querySelectorAll('h1, h2, h3, p, li, section')) {
      expect(element.textContent?.trim(), element.outerHTML).not.toBe('');
    }
    expect(document.title).toBe('Sunrise Painters');
    // A description built from the business details, not left to search engines.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
        /^Sunrise Painters, painting contractor in /,
      ),
    );
  });

  it('shows the sections the owner filled in, each line of an introduction a paragraph', async () => {
    stubPublicSite({
      'GET /content.json': contentAnswer({
        site: NEW_BUSINESS,
        copy: {
          ...EMPTY_COPY,
          pages: {
            ...EMPTY_COPY.pages,
            home: {
              ...emptyHome(),
              heroHeadline: 'Painters you can leave your keys with',
              heroIntro: 'We turn up when we say.\n\nWe leave it clean.',
              servicesHeading: 'Our services',
              seoTitle: 'House painters',
            },
          },
        },
      }),
    });
    renderWithRouter(routes, paths.home);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Painters you can leave your keys with' }),
    ).toBeInTheDocument();
    const intro = screen.getByText('We turn up when we say.');
    expect(intro.tagName).toBe('P');
    expect(intro.nextElementSibling).toHaveTextContent('We leave it clean.');
    const services = screen.getByRole('region', { name: 'Our services' });
    expect(within(services).getByRole('link', { name: 'Cabinet refinishing' })).toBeInTheDocument();
    // Filled in (featured pictures, testimonials) without a heading of the owner's: shown under a plain one.
    expect(screen.getByRole('link', { name: /Sunny living room/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the gallery' })).toHaveAttribute('href', paths.gallery);
    expect(screen.getByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Our services', 'Recent work', 'What customers say']);
    await waitFor(() => expect(document.title).toBe('House painters · Sunrise Painters'));
  });
});
