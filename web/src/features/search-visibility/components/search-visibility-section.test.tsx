import { SEARCH_WAITS_FOR_ADDRESS, SITE_ADDRESS_MISSING } from '@painting-site/gateway/contract/search-visibility';
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
import { SEARCH_HIDDEN_MESSAGE, SEARCH_SHOWN_MESSAGE } from './search-visibility-section.tsx';

function openPagesWithSearch(shown: boolean, answers: Parameters<typeof openDashboardAt>[1] = {}, addressSet = true) {
  return openDashboardAt(`${paths.adminPages}#${SEARCH_ENGINES_SECTION_ID}`, {
    'GET /api/admin/pages': () => jsonResponse(200, { pages: PAGE_COPY, shareImageId: null }),
    'GET /api/admin/gallery': () => jsonResponse(200, { categories: GALLERY_CATEGORIES, items: GALLERY_ITEMS }),
    'GET /api/admin/search-visibility': () => jsonResponse(200, { shown, addressSet }),
    'GET /api/admin/setup': () => jsonResponse(200, { missing: ['search'], total: SETUP_STEPS.length }),
    'PUT /api/admin/search-visibility': (_url, init) =>
      jsonResponse(200, { ...JSON.parse(String(init?.body)), addressSet }),
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

  it('waits for the site’s address, and says why beside the switch', async () => {
    const { fetchMock } = openPagesWithSearch(false, {}, false);
    const searchEngines = await section();
    const box = await within(searchEngines).findByRole('checkbox', { name: 'Show my site in search engines' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(SEARCH_WAITS_FOR_ADDRESS);
    expect(searchEngines).toHaveTextContent('once it has its own address');
    expect(within(searchEngines).queryByRole('button', { name: 'Save' })).toBeNull();
    await expectNoAxeViolations();

    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(callsTo(fetchMock, 'PUT /api/admin/search-visibility')).toEqual([]);
  });

  it('can still be turned off when it was on before the site had its address', async () => {
    openPagesWithSearch(true, {}, false);
    const searchEngines = await section();
    const box = await within(searchEngines).findByRole('checkbox', { name: 'Show my site in search engines' });
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription(SEARCH_WAITS_FOR_ADDRESS);

    await userEvent.click(box);
    await userEvent.click(within(searchEngines).getByRole('button', { name: 'Save' }));

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findAllByText(SEARCH_HIDDEN_MESSAGE)).not.toHaveLength(0);
    expect(box).toBeDisabled();
  });

  it('waits and says why when the gateway answers that the site has no address', async () => {
    openPagesWithSearch(false, {
      'PUT /api/admin/search-visibility': () =>
        errorResponse(409, { code: SITE_ADDRESS_MISSING, message: SEARCH_WAITS_FOR_ADDRESS }),
    });
    const searchEngines = await section();
    const box = await within(searchEngines).findByRole('checkbox', { name: 'Show my site in search engines' });
    await userEvent.click(box);
    await userEvent.click(within(searchEngines).getByRole('button', { name: 'Save' }));

    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(notifications).findAllByText(SEARCH_WAITS_FOR_ADDRESS)).not.toHaveLength(0);
    const waiting = () => within(searchEngines).getByRole('checkbox', { name: 'Show my site in search engines' });
    await waitFor(() => expect(waiting()).toBeDisabled());
    expect(waiting()).not.toBeChecked();
    expect(waiting()).toHaveAccessibleDescription(SEARCH_WAITS_FOR_ADDRESS);
  });
});
