import { SETUP_STEPS } from '@painting-site/gateway/contract/setup-checklist';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES_SECTION_ID } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { GALLERY_CATEGORIES, GALLERY_ITEMS, PAGE_COPY } from '@/testing/public-site-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { SEARCH_SHOWN_MESSAGE } from './search-visibility-section.tsx';

function openPagesWithSearch(shown: boolean, answers: Parameters<typeof openDashboardAt>[1] = {}) {
  return openDashboardAt(`${paths.adminPages}#${SEARCH_ENGINES_SECTION_ID}`, {
    'GET /api/admin/pages': () => jsonResponse(200, { pages: PAGE_COPY, shareImageId: null }),
    'GET /api/admin/gallery': () => jsonResponse(200, { categories: GALLERY_CATEGORIES, items: GALLERY_ITEMS }),
    'GET /api/admin/search-visibility': () => jsonResponse(200, { shown }),
    'GET /api/admin/setup': () => jsonResponse(200, { missing: ['search'], total: SETUP_STEPS.length }),
    'PUT /api/admin/search-visibility': (_url, init) => jsonResponse(200, JSON.parse(String(init?.body))),
    ...answers,
  });
}

const section = () => screen.findByRole('region', { name: 'Search engines' });

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/pages.tsx'),
);

describe('“Show my site in search engines” on the Pages screen', () => {
  it('starts off on a new site and is turned on with Save', async () => {
    const { fetchMock } = openPagesWithSearch(false);
    const searchEngines = await section();
    const box = await within(searchEngines).findByRole('checkbox', { name: 'Show my site in search engines' });
    expect(box).not.toBeChecked();
    expect(searchEngines).toHaveTextContent('every page asks search engines not to list it');
    await expectNoAxeViolations();

    await userEvent.click(box);
    await userEvent.click(within(searchEngines).getByRole('button', { name: 'Save' }));

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findAllByText(SEARCH_SHOWN_MESSAGE)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'PUT /api/admin/search-visibility').map((init) => JSON.parse(String(init.body)))).toEqual(
      [{ shown: true }],
    );
    expect(box).toBeChecked();
  });

  it('keeps the owner’s choice and says why when the save fails', async () => {
    openPagesWithSearch(false, {
      'PUT /api/admin/search-visibility': () =>
        errorResponse(503, { code: 'unavailable', message: 'The site is busy. Try again.' }),
    });
    const searchEngines = await section();
    const box = await within(searchEngines).findByRole('checkbox', { name: 'Show my site in search engines' });
    await userEvent.click(box);
    await userEvent.click(within(searchEngines).getByRole('button', { name: 'Save' }));

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findAllByText('The site is busy. Try again.')).not.toHaveLength(0);
    await waitFor(() => expect(within(searchEngines).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(box).toBeChecked();
  });
});
