import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Outlet } from 'react-router-dom';
import { type DefaultTheme, ThemeProvider } from 'styled-components';
import { afterEach, assert, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { theme } from '@/styles/theme.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { SiteHeader } from './site-header.tsx';

// jsdom applies media queries against a window fixed at 1024 px wide. To see what a phone
// visitor sees, the phone styles are switched on at every width (the cast: the theme's type
// pins the query to the real breakpoint).
const phoneTheme = { ...theme, media: { ...theme.media, mobile: '@media all' } } as unknown as DefaultTheme;

const CALL = { href: 'tel:+15035550142', label: 'Call Brightside Painting (503) 555-0142' };

function renderHeaderAt(path: string, { onPhone = true, detailsLoading = false } = {}) {
  const rendered = renderWithRouter(
    [
      {
        element: (
          <ThemeProvider theme={onPhone ? phoneTheme : theme}>
            {detailsLoading ? (
              <SiteHeader brandName="Brightside Painting" brandPending />
            ) : (
              <SiteHeader brandName="Brightside Painting" call={CALL} />
            )}
            <Outlet />
          </ThemeProvider>
        ),
        children: Object.values(paths).map((pagePath) => ({ path: pagePath, element: <p>Page content</p> })),
      },
    ],
    path,
  );
  return { ...rendered, user: userEvent.setup() };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('SiteHeader on a phone', () => {
  it('keeps the links behind a Menu button that shows and hides them', async () => {
    const { user } = renderHeaderAt(paths.home);

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(menuButton());

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const controlled = document.getElementById(menuButton().getAttribute('aria-controls') ?? '');
    assert.isNotNull(controlled, 'the Menu button controls no element');
    expect(mainNav()).toContainElement(controlled);
    expect(
      within(controlled)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Gallery', 'Services', 'Contact']);

    await user.click(menuButton());

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes the menu once a link in it has been followed', async () => {
    const { user, router } = renderHeaderAt(paths.home);

    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole('link', { name: 'Gallery' }));

    expect(router.state.location.pathname).toBe(paths.gallery);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('closes the menu when the link to the page already shown is followed', async () => {
    const { user } = renderHeaderAt(paths.services);

    await user.click(menuButton());
    await user.click(within(mainNav()).getByRole('link', { name: 'Services' }));

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and puts focus back on the Menu button', async () => {
    const { user } = renderHeaderAt(paths.home);

    await user.click(menuButton());
    await user.tab();
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('marks the link of the page the visitor moved to as the current page', async () => {
    const { user } = renderHeaderAt(paths.home);

    await user.click(menuButton());
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(mainNav()).getByRole('link', { name: 'Contact' }));
    await user.click(menuButton());

    expect(within(mainNav()).getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

/** The header as a published page has it: the server's markup, with no app behind it yet. */
function publishedHeader() {
  const header = () => (
    <MemoryRouter initialEntries={[paths.home]}>
      <ThemeProvider theme={phoneTheme}>
        <SiteHeader brandName="Brightside Painting" call={CALL} />
      </ThemeProvider>
    </MemoryRouter>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(header());
  document.body.append(container);
  return { container, header, user: userEvent.setup() };
}

describe('SiteHeader on a phone, published, before the app runs or without it', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** Starts the app on the published markup; returns what React reported going wrong. */
  async function hydrate({ container, header }: ReturnType<typeof publishedHeader>) {
    const errors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, header(), { onRecoverableError: (error) => errors.push(error) });
    });
    errors.push(...consoleErrors.mock.calls);
    consoleErrors.mockRestore();
    return errors;
  }

  it('publishes the menu closed, as a disclosure the browser itself opens and closes', async () => {
    const { container, user } = publishedHeader();

    const disclosure = container.querySelector('details');
    assert.isNotNull(disclosure, 'the published menu is no <details>');
    expect(disclosure).not.toHaveAttribute('open');
    expect(menuButton().tagName).toBe('SUMMARY');
    expect(menuButton().parentElement).toBe(disclosure);
    // The browser says whether a summary is expanded; a written aria-expanded would go stale.
    expect(menuButton()).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(menuButton());

    expect(disclosure).toHaveAttribute('open');
    expect(
      within(mainNav())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([paths.home, paths.gallery, paths.services, paths.contact]);

    await user.click(menuButton());

    expect(disclosure).not.toHaveAttribute('open');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('hydrates the closed menu without a mismatch or a change, then the app keeps its state', async () => {
    const published = publishedHeader();
    const markup = published.container.innerHTML;

    expect(await hydrate(published)).toEqual([]);

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    // Nothing else changed: no shift when the app starts.
    expect(published.container.innerHTML.replace(' aria-expanded="false"', '')).toBe(markup);
    await published.user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(4);
  });

  it('keeps a menu opened before the app ran open, and the app closes it on the next link followed', async () => {
    const published = publishedHeader();
    await published.user.click(menuButton());

    expect(await hydrate(published)).toEqual([]);

    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await published.user.click(within(mainNav()).getByRole('link', { name: 'Gallery' }));

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton().parentElement).not.toHaveAttribute('open');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('SiteHeader on a phone, calling the business', () => {
  it('offers a tap-to-call link beside the Menu button, named with the business and number', () => {
    renderHeaderAt(paths.home);

    const call = screen.getByRole('link', { name: 'Call Brightside Painting (503) 555-0142' });

    expect(call).toHaveAttribute('href', 'tel:+15035550142');
    expect(call).toHaveTextContent('Call');
    expect(call).toBeVisible();
    // The Menu button is the summary of the disclosure that follows the link.
    expect(call.nextElementSibling).toBe(menuButton().parentElement);
  });

  it('holds the place of the Call link, unseen, while the business details load, so the page does not jump when it comes', () => {
    renderHeaderAt(paths.home, { detailsLoading: true });

    const placeholder = menuButton().parentElement?.previousElementSibling;

    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    expect(placeholder).toHaveTextContent('Call');
    expect(placeholder).not.toBeVisible();
  });
});

describe('SiteHeader on a wide screen', () => {
  it('shows the links without a Menu button', () => {
    renderHeaderAt(paths.gallery, { onPhone: false });

    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(4);
    expect(within(mainNav()).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  });
});
