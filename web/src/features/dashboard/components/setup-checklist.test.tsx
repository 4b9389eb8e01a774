import { SETUP_STEPS } from '@painting-site/gateway/contract/setup-checklist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES_SECTION_ID } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { BUSINESS, openDashboardAt, overview as quietOverview } from '@/testing/dashboard-fixtures.ts';
import { jsonResponse } from '@/testing/stub-api.ts';

const overview = () => jsonResponse(200, quietOverview());

describe('the setup checklist on the dashboard overview', () => {
  it('ends with letting search engines list the site', () => {
    expect(SETUP_STEPS.at(-1)).toBe('search');
  });

  it('lists what a new site still lacks, each step a link to where it is done', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': overview,
      'GET /api/admin/setup': () =>
        jsonResponse(200, { missing: ['phone', 'photos', 'hero', 'search'], total: SETUP_STEPS.length }),
    });

    const checklist = await screen.findByRole('region', { name: 'Finish setting up your site' });
    expect(within(checklist).getByText(`${SETUP_STEPS.length - 4} of ${SETUP_STEPS.length} steps done.`)).toBeVisible();
    expect(within(checklist).getByRole('progressbar', { name: 'Steps done' })).toHaveAttribute(
      'value',
      String(SETUP_STEPS.length - 4),
    );
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Add the phone number customers call', paths.adminBusiness],
      ['Upload photos of your work', paths.adminGallery],
      ['Write the home page’s headline and introduction', `${paths.adminPages}?page=home`],
      ['Show your site in search engines', `${paths.adminPages}#${SEARCH_ENGINES_SECTION_ID}`],
    ]);
  });

  it('is gone once every step is done', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': overview,
      'GET /api/admin/setup': () => jsonResponse(200, { missing: [], total: SETUP_STEPS.length }),
    });

    expect(await screen.findByText(/No quote requests yet/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Finish setting up your site' })).toBeNull();
  });

  it('takes focus to the field a step names once its page shows it, not to the top of the page', async () => {
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': overview,
      'GET /api/admin/setup': () => jsonResponse(200, { missing: ['phone', 'area'], total: SETUP_STEPS.length }),
      'GET /api/admin/site': () =>
        jsonResponse(200, { ...BUSINESS, phone: '', address: { ...BUSINESS.address, city: '' } }),
    });
    const checklist = await screen.findByRole('region', { name: 'Finish setting up your site' });

    await userEvent.click(within(checklist).getByRole('link', { name: 'Add the phone number customers call' }));

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
  });
});
