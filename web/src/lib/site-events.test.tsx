import { SITE_EVENTS_PATH } from '@painting-site/gateway/contract/visitor-counts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { recordBeacons } from '@/testing/record-beacons.ts';
import { captureLeadSource } from './lead-source-capture.ts';
import { listenForSiteTaps, QUOTE_CTA, reportLandingView } from './site-events.ts';
import { usePageViews } from './use-page-views.ts';

// How the visit arrived: from Google, on a flyer's campaign address (captured once, as main.tsx does).
const ARRIVAL = { referrer: 'https://www.google.com/search?q=painter', utmSource: 'flyer', utmMedium: 'print' };

beforeAll(() => {
  window.history.replaceState(null, '', '/?utm_source=flyer&utm_medium=print');
  Object.defineProperty(document, 'referrer', { value: ARRIVAL.referrer, configurable: true });
  captureLeadSource();
  listenForSiteTaps();
});

function Layout() {
  usePageViews();
  return (
    <>
      <Link to={paths.gallery}>Gallery</Link>
      <Link to={`${paths.gallery}?category=kitchens`}>Kitchens</Link>
      <Link to={paths.adminDashboard}>Dashboard</Link>
      <Outlet />
    </>
  );
}

function Site() {
  return useRoutes([{ element: <Layout />, children: [{ path: '*', element: <p>Page</p> }] }]);
}

/** The app as it starts on `path`, in StrictMode as main.tsx renders it. */
function startAppAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Site />
      </MemoryRouter>
    </StrictMode>,
  );
}

describe('page views', () => {
  it('reports one view as the app starts, with how the visit arrived', () => {
    const beacons = recordBeacons();

    startAppAt(paths.home);

    expect(beacons).toEqual([{ url: SITE_EVENTS_PATH, event: { kind: 'view', path: paths.home, ...ARRIVAL } }]);
  });

  it('reports a view on each move to another page, not on a change of the query alone', async () => {
    const beacons = recordBeacons();
    const user = userEvent.setup();
    startAppAt(paths.home);

    await user.click(screen.getByRole('link', { name: 'Gallery' }));
    await user.click(screen.getByRole('link', { name: 'Kitchens' }));

    expect(beacons.map(({ event }) => [event.kind, event.path])).toEqual([
      ['view', paths.home],
      ['view', paths.gallery],
    ]);
  });

  it("reports the view of an address with a trailing slash as its page's view", () => {
    const beacons = recordBeacons();

    startAppAt(`${paths.gallery}/`);

    expect(beacons.map(({ event }) => [event.kind, event.path])).toEqual([['view', paths.gallery]]);
  });

  it('does not report again the view the published page reported as it loaded, before the app', async () => {
    const beacons = recordBeacons();
    const user = userEvent.setup();
    reportLandingView();

    startAppAt(paths.home);
    await user.click(screen.getByRole('link', { name: 'Gallery' }));

    expect(beacons).toEqual([
      { url: SITE_EVENTS_PATH, event: { kind: 'view', path: paths.home, ...ARRIVAL } },
      { url: SITE_EVENTS_PATH, event: { kind: 'view', path: paths.gallery, ...ARRIVAL } },
    ]);
  });

  it.each([
    ['the dashboard', paths.adminDashboard],
    ['the estimate visit page, with its key', `${paths.visitManage}#private-key`],
    ['a page that does not exist', '/no-such-page'],
  ])('reports nothing on %s', (_page, path) => {
    const beacons = recordBeacons();

    startAppAt(path);

    expect(beacons).toEqual([]);
  });

  it('reports nothing on the way from a public page to the dashboard', async () => {
    const beacons = recordBeacons();
    const user = userEvent.setup();
    startAppAt(paths.services);

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));

    expect(beacons.map(({ event }) => event.path)).toEqual([paths.services]);
  });
});

describe('taps', () => {
  function showLinksOn(path: string) {
    window.history.replaceState(null, '', path);
    render(
      <MemoryRouter initialEntries={[path]}>
        <a href="tel:+15035550142">Call (503) 555-0142</a>
        <a href="sms:+15035550142">Send a text</a>
        <a href="mailto:hello@example.com">hello@example.com</a>
        <Link to={paths.contact} {...QUOTE_CTA}>
          Get a free quote
        </Link>
        <Link to={paths.contact}>Contact</Link>
      </MemoryRouter>,
    );
    // The browser would open the phone or mail app; jsdom would try to navigate.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  }

  it.each([
    ['Call (503) 555-0142', 'call'],
    ['Send a text', 'text'],
    ['hello@example.com', 'email'],
    ['Get a free quote', 'quote-cta'],
  ])('reports a tap on "%s" as %s, on the page it was tapped on', async (name, kind) => {
    const beacons = recordBeacons();
    showLinksOn(paths.services);

    await userEvent.click(screen.getByRole('link', { name }));

    expect(beacons).toEqual([{ url: SITE_EVENTS_PATH, event: { kind, path: paths.services, ...ARRIVAL } }]);
  });

  it('reports a link followed with the keyboard', async () => {
    const beacons = recordBeacons();
    showLinksOn(paths.home);

    screen.getByRole('link', { name: 'Call (503) 555-0142' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(beacons.map(({ event }) => event.kind)).toEqual(['call']);
  });

  it('does not count a link to the contact page that is not a quote button (the main navigation)', async () => {
    const beacons = recordBeacons();
    showLinksOn(paths.home);

    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));

    expect(beacons).toEqual([]);
  });

  it('reports no tap on a page that is not public', async () => {
    const beacons = recordBeacons();
    showLinksOn(paths.adminDashboard);

    await userEvent.click(screen.getByRole('link', { name: 'Call (503) 555-0142' }));

    expect(beacons).toEqual([]);
  });
});
