import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { contentAnswer, SITE } from '@/testing/public-site-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';
import { LINKS_HELD_BACK, SITE_ADDRESS_HEADING } from './site-address-notice.tsx';

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/overview.tsx'),
);

function openOverviewWithSiteUrl(siteUrl: string | undefined) {
  const { siteUrl: _siteUrl, ...withoutAddress } = SITE;
  return openDashboardAt(paths.adminDashboard, {
    'GET /api/admin/overview': () => jsonResponse(200, overview()),
    'GET /content.json': contentAnswer({ site: siteUrl === undefined ? withoutAddress : { ...SITE, siteUrl } }),
  });
}

describe('the site’s address on the dashboard overview', () => {
  it('says where search engines and shared links lead when the dashboard is opened elsewhere, and who changes it', async () => {
    openOverviewWithSiteUrl('http://localhost:8080');

    const notice = await screen.findByRole('region', { name: SITE_ADDRESS_HEADING });
    expect(notice).toHaveTextContent(
      `Search engines and links people share lead to http://localhost:8080, not to ${window.location.origin}`,
    );
    expect(notice).toHaveTextContent('only works on the server’s own computer');
    expect(notice).toHaveTextContent('whoever runs your server sets SITE_URL');
    expect(notice).toHaveTextContent('.env file beside docker-compose.yml');
    expect(within(notice).getByText(/Go live on your own domain/)).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('leaves out the warning about the server’s own computer for a real domain', async () => {
    openOverviewWithSiteUrl('https://rivera-painting.example');

    const notice = await screen.findByRole('region', { name: SITE_ADDRESS_HEADING });
    expect(notice).toHaveTextContent('lead to https://rivera-painting.example');
    expect(notice).not.toHaveTextContent('server’s own computer');
  });

  it('says plainly that links are held back while the site has no address yet', async () => {
    openOverviewWithSiteUrl(undefined);

    const notice = await screen.findByRole('region', { name: SITE_ADDRESS_HEADING });
    expect(notice).toHaveTextContent(LINKS_HELD_BACK);
    expect(notice).toHaveTextContent('links are held back until it has one');
    expect(notice).not.toHaveTextContent('localhost');
    await expectNoAxeViolations();
  });

  it('says nothing when the dashboard is opened at the site’s own address', async () => {
    openOverviewWithSiteUrl(window.location.origin);

    expect(await screen.findByText(/No quote requests yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SITE_ADDRESS_HEADING })).toBeNull();
  });
});
