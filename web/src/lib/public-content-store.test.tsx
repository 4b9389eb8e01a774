import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { paths } from '@/config/paths.ts';
import {
  contentAnswer,
  loadPublishedContent,
  PUBLIC_CONTENT,
  SERVICES,
  SITE,
  stubPublicSite,
} from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, errorResponse, jsonResponse, stubApi } from '@/testing/stub-api.ts';
import { apiClient } from './api-client.ts';
import { loadPageContent, pageContentStore } from './public-content-store.ts';

const HOME_HEADING = 'Interior and exterior painting, done right';
const PUBLISHED = { ...PUBLIC_CONTENT, site: { ...SITE, name: 'Sunrise Painters' } };
const requestedUrls = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.map(([url]) => String(url));
const brandLink = () => within(screen.getByRole('banner')).getByRole('link', { name: /Painters|Painting/ });

describe("the public pages' content", () => {
  it('comes from /content.json loaded before a published page is hydrated, then with no request at all', async () => {
    await loadPublishedContent(PUBLISHED);
    // Any request fails the test: none is expected.
    const fetchMock = stubApi({});

    renderWithRouter(routes, paths.home);

    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    // Everything is there with the page: no spinner, no request.
    expect(brandLink()).toHaveTextContent('Sunrise Painters');
    expect(screen.getByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Call (503) 555-0142' })).toHaveLength(2);
    expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays in memory while the visitor moves between the public pages', async () => {
    await loadPublishedContent(PUBLISHED);
    const fetchMock = stubApi({});
    renderWithRouter(routes, paths.home);
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    const user = userEvent.setup();
    const nav = () => screen.getByRole('navigation', { name: 'Main' });

    await user.click(within(nav()).getByRole('link', { name: 'Gallery' }));
    await screen.findByRole('heading', { level: 1, name: 'Our recent work' });
    expect(screen.getByRole('link', { name: /^Blue front door after painting/ })).toBeInTheDocument();

    await user.click(within(nav()).getByRole('link', { name: 'Services' }));
    await screen.findByRole('heading', { level: 1, name: 'Painting services' });
    for (const service of SERVICES) {
      expect(screen.getByRole('heading', { level: 2, name: service.title })).toBeInTheDocument();
    }
    expect(brandLink()).toHaveTextContent('Sunrise Painters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fetched once from /content.json when a page needs it before the app loaded it, never from the API', async () => {
    const fetchMock = stubPublicSite({ 'GET /content.json': contentAnswer(PUBLISHED) });

    renderWithRouter(routes, paths.home);

    expect(await within(await screen.findByRole('banner')).findByText('Sunrise Painters')).toBeInTheDocument();
    expect(await screen.findByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/content.json']);
    // Revalidated, so an edit the owner just published shows.
    expect(callsTo(fetchMock, 'GET /content.json')[0]).toMatchObject({ cache: 'no-cache' });
  });

  it('is fetched again after the owner changes it in this tab, rather than kept in memory', async () => {
    await loadPublishedContent(PUBLISHED);
    stubApi({ 'PUT /api/admin/site': () => jsonResponse(200, SITE) });
    const first = renderWithRouter(routes, paths.home);
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    first.unmount();

    // A save the contract lists as changing the public site, answered once the gateway published it.
    await apiClient.put('/api/admin/site', SITE, { authenticated: true });
    const fetchMock = stubPublicSite({
      'GET /content.json': contentAnswer({ site: { ...SITE, name: 'Dawn Decorators' } }),
    });
    renderWithRouter(routes, paths.home);

    expect(await within(await screen.findByRole('banner')).findByText('Dawn Decorators')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/content.json']);
  });

  it('stays in memory after a write that changes nothing public, or a save that failed', async () => {
    await loadPublishedContent(PUBLISHED);
    stubApi({
      'PUT /api/admin/password': () => jsonResponse(200, { token: 't', expiresAt: '2030-01-01T00:00:00Z' }),
      'PUT /api/admin/site': () =>
        errorResponse(400, { code: 'validation_failed', message: 'Some fields need attention.' }),
    });
    const first = renderWithRouter(routes, paths.home);
    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    first.unmount();

    await apiClient.put('/api/admin/password', { currentPassword: 'a', newPassword: 'b' }, { authenticated: true });
    await expect(apiClient.put('/api/admin/site', SITE, { authenticated: true })).rejects.toThrow();
    const fetchMock = stubApi({});
    renderWithRouter(routes, paths.home);

    await screen.findByRole('heading', { level: 1, name: HOME_HEADING });
    expect(brandLink()).toHaveTextContent('Sunrise Painters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says it could not be loaded before hydrating (offline), and is asked for again when a page needs it', async () => {
    stubApi({ 'GET /content.json': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await loadPageContent()).toBe(false);
    expect(pageContentStore.getSnapshot()).toEqual({ status: 'loading' });

    const fetchMock = stubPublicSite();
    renderWithRouter(routes, paths.home);

    expect(await screen.findByText('Tidy, on time and the walls look great.')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual(['/content.json']);
  });
});
