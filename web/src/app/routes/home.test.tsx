import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert, describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import { GALLERY_ITEMS, SITE, stubPublicApi } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const HOME_HEADING = 'Interior and exterior painting, done right';
const notifications = () => screen.getByRole('region', { name: 'Notifications' });

async function openHomePage() {
  const rendered = renderWithRouter(routes, paths.home);
  await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
  return rendered;
}

function jsonLdOnPage(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  if (!script?.textContent) throw new Error('no JSON-LD on the page');
  return JSON.parse(script.textContent) as Record<string, unknown>;
}

describe('the home page', () => {
  it('shows the business name from the API in the header and footer', async () => {
    stubPublicApi({ 'GET /api/site': () => jsonResponse(200, { ...SITE, name: 'Sunrise Painters' }) });
    await openHomePage();

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Sunrise Painters' })).toHaveAttribute('href', paths.home);
    expect(within(screen.getByRole('contentinfo')).getByText('Sunrise Painters')).toBeInTheDocument();
    expect(screen.queryByText('Brightside Painting')).not.toBeInTheDocument();
  });

  it('leads to the estimate form and offers a call', async () => {
    stubPublicApi();
    await openHomePage();

    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toHaveAttribute('href', paths.contact);
    // The hero's and the closing band's buttons are named by what they show, so voice control finds them.
    const calls = await screen.findAllByRole('link', { name: 'Call (503) 555-0142' });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', 'tel:+15035550142');
  });

  it('shows why to trust the business: years, licence and the rating in words', async () => {
    stubPublicApi();
    await openHomePage();

    assert.isNotNull(SITE.foundedYear, 'the fixture business has no founding year');
    const years = new Date().getFullYear() - SITE.foundedYear;
    expect(await screen.findByText(`${years} years in business`)).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why homeowners choose us' });
    expect(within(reasons).getByText('Licensed & insured')).toBeInTheDocument();
    expect(within(reasons).getByText(SITE.licence)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Average of 37 customer reviews')).toBeInTheDocument();
  });

  it('shows the services, each leading to its description on the services page', async () => {
    stubPublicApi();
    await openHomePage();

    const services = screen.getByRole('region', { name: 'What we paint' });
    expect(await within(services).findByRole('link', { name: 'Cabinet refinishing' })).toHaveAttribute(
      'href',
      `${paths.services}#cabinets`,
    );
    expect(within(services).getByText('Most rooms from $450')).toBeInTheDocument();
  });

  it('shows only the featured projects, as pictures leading to the gallery', async () => {
    const fetchMock = stubPublicApi();
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
    expect(callsTo(fetchMock, 'GET /api/gallery')).toHaveLength(1);
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/api/gallery'))?.[0])).toContain(
      'featured=true',
    );
  });

  it('shows what customers say and where the business works', async () => {
    stubPublicApi();
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

  it('asks for the business details once, however many parts of the page show them', async () => {
    const fetchMock = stubPublicApi();
    await openHomePage();
    await screen.findAllByRole('link', { name: /^Call / });

    expect(callsTo(fetchMock, 'GET /api/site')).toHaveLength(1);
  });

  it('describes the business for search engines as a schema.org HousePainter', async () => {
    stubPublicApi();
    await openHomePage();
    await screen.findAllByRole('link', { name: /^Call / });

    const data = jsonLdOnPage();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HousePainter',
      name: 'Brightside Painting',
      telephone: '+15035550142',
      email: SITE.email,
      url: 'https://brightside.example/',
      address: { '@type': 'PostalAddress', addressLocality: 'Portland', postalCode: '97202' },
      areaServed: SITE.serviceArea,
      openingHours: ['Mon–Fri 7:00 am – 5:00 pm', 'Sat 9:00 am – 1:00 pm'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 37 },
      sameAs: SITE.social.map(({ url }) => url),
    });
  });

  it('keeps text from the dashboard from closing the JSON-LD block early', async () => {
    stubPublicApi({
      'GET /api/site': () => jsonResponse(200, { ...SITE, name: 'Bright</script><script>alert(1)</script>' }),
    });
    await openHomePage();
    await screen.findAllByRole('link', { name: /^Call / });

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('<');
    expect(jsonLdOnPage().name).toBe('Bright</script><script>alert(1)</script>');
  });

  it('names itself for search results and link previews, with its canonical address', async () => {
    stubPublicApi();
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
  });

  it('says what could not be loaded, raises a toast, and loads it again on Try again', async () => {
    let serviceRequests = 0;
    const fetchMock = stubPublicApi({
      'GET /api/services': () =>
        ++serviceRequests === 1
          ? errorResponse(503, {
              code: 'service_unavailable',
              message: 'The service is unavailable. Try again shortly.',
            })
          : jsonResponse(200, { services: [] }),
    });
    await openHomePage();
    const user = userEvent.setup();

    const services = screen.getByRole('region', { name: 'What we paint' });
    expect(await within(services).findByText("Couldn't load the services.")).toBeInTheDocument();
    expect(
      within(notifications()).getAllByText("Couldn't load the services. The service is unavailable. Try again shortly.")
        .length,
    ).toBeGreaterThan(0);
    // The rest of the page is there all the same.
    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toBeInTheDocument();

    await user.click(within(services).getByRole('button', { name: 'Try again' }));

    expect(await within(services).findByText(/Our list of services is being updated/)).toBeInTheDocument();
    expect(within(services).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/services')).toHaveLength(2);
  });

  it('raises one toast, not one per section, when the gateway cannot be reached at all', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    stubPublicApi({
      'GET /api/site': offline,
      'GET /api/services': offline,
      'GET /api/gallery': offline,
      'GET /api/testimonials': offline,
    });
    await openHomePage();

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

  it('keeps the header usable with a stand-in name when the business details cannot be loaded', async () => {
    stubPublicApi({ 'GET /api/site': () => Promise.reject(new TypeError('Failed to fetch')) });
    await openHomePage();

    expect(await screen.findAllByText("Couldn't load the business details.")).not.toHaveLength(0);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Brightside Painting' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get a free estimate' })).toBeInTheDocument();
  });
});
