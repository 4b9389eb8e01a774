import { SETUP_STEPS } from '@painting-site/gateway/contract/setup-checklist';
import type { SiteAddressCheckResult, SiteAddressState } from '@painting-site/gateway/contract/site-address';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { openDashboardAt, overview } from '@/testing/dashboard-fixtures.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { goTo, MOVING_WORDS, RECORDS_CAPTION } from './site-address-step.tsx';

const BLANK: SiteAddressState = {
  address: null,
  source: 'none',
  domain: null,
  serverAddress: { ipv4: null, ipv6: null },
};
const DOMAIN = { name: 'okafor.test', www: true, setBy: 'owner', setAt: '2026-06-01T10:00:00.000Z' };
const ORDERING: SiteAddressState = { ...BLANK, domain: { ...DOMAIN, status: 'ordering' } };
const LIVE: SiteAddressState = {
  ...BLANK,
  address: 'https://okafor.test',
  source: 'dashboard',
  domain: { ...DOMAIN, status: 'live' },
};

preloadRoutes(
  () => import('@/app/routes/admin/dashboard/layout.tsx'),
  () => import('@/app/routes/admin/dashboard/address.tsx'),
  () => import('@/app/routes/admin/dashboard/overview.tsx'),
);

afterEach(() => {
  vi.restoreAllMocks();
});

function openStep(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  return openDashboardAt(paths.adminSiteAddress, {
    'GET /api/admin/site-address': () => jsonResponse(200, BLANK),
    ...answers,
  });
}

const form = () => screen.findByRole('form', { name: 'Connect your domain' });

describe("“Your website's address” in the dashboard", () => {
  it('is the setup checklist’s first step, linking to its page', async () => {
    expect(SETUP_STEPS[0]).toBe('address');
    openDashboardAt(paths.adminDashboard, {
      'GET /api/admin/overview': () => jsonResponse(200, overview()),
      'GET /api/admin/setup': () => jsonResponse(200, { missing: ['address'], total: SETUP_STEPS.length }),
    });
    const checklist = await screen.findByRole('region', { name: 'Finish setting up your site' });
    expect(within(checklist).getByRole('link', { name: /Connect your website’s address/ })).toHaveAttribute(
      'href',
      paths.adminSiteAddress,
    );
  });

  it('shows the records to add for the domain as it is typed, with www, and says who knows the address', async () => {
    openStep();
    const connect = await form();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'OkaforPainting.com');
    const table = within(connect).getByRole('table', { name: RECORDS_CAPTION });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^A@.*your server's public IP address$/),
      expect.stringMatching(/^Awww.*your server's public IP address$/),
    ]);
    expect(connect).toHaveTextContent("The records point at your server's public IP address.");

    await userEvent.click(within(connect).getByRole('checkbox', { name: 'Also www.okaforpainting.com' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('fills in the server’s address when the owner reached the dashboard by it, with a copy button', async () => {
    const user = userEvent.setup();
    openStep({
      'GET /api/admin/site-address': () =>
        jsonResponse(200, { ...BLANK, serverAddress: { ipv4: '203.0.113.5', ipv6: null } }),
    });
    const connect = await form();
    await user.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'okafor.test');
    const table = within(connect).getByRole('table', { name: RECORDS_CAPTION });
    expect(table).toHaveTextContent('203.0.113.5');
    await user.click(within(table).getByRole('button', { name: 'Copy the value of the A record for okafor.test' }));
    expect(await navigator.clipboard.readText()).toBe('203.0.113.5');
  });

  it('says what is wrong with the name before asking the server', async () => {
    const { fetchMock } = openStep();
    const connect = await form();
    await userEvent.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'localhost');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check' }));
    expect(within(connect).getByRole('textbox', { name: 'Your domain' })).toHaveAccessibleDescription(
      expect.stringContaining('That name only works on the server or your own network.'),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/site-address/check')).toHaveLength(0);
  });

  it('says in the live region what a failed check found, and keeps the page as it was', async () => {
    const failed: SiteAddressCheckResult = {
      reaches: false,
      words: 'okafor.test points to 198.51.100.7; this server answered on 203.0.113.5.',
      found: [{ name: 'okafor.test', addresses: ['198.51.100.7'] }],
      state: BLANK,
    };
    const { fetchMock } = openStep({ 'POST /api/admin/site-address/check': () => jsonResponse(200, failed) });
    const connect = await form();
    await userEvent.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'okafor.test');
    await userEvent.keyboard('{Enter}');
    const status = await screen.findByText(failed.words);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('data-failed', 'true');
    await waitFor(() => expect(status).toHaveFocus());
    expect(
      callsTo(fetchMock, 'POST /api/admin/site-address/check').map((init) => JSON.parse(String(init.body))),
    ).toEqual([{ name: 'okafor.test', www: true }]);
  });

  it('shows a message the server puts on the field', async () => {
    openStep({
      'POST /api/admin/site-address/check': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { name: 'A website address has a dot in it, like okaforpainting.com.' },
        }),
    });
    const connect = await form();
    await userEvent.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'okafor.test');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check' }));
    expect(
      await within(connect).findByText('A website address has a dot in it, like okaforpainting.com.'),
    ).toBeVisible();
  });

  it('after a check that passes, waits for the certificate and moves to the https address', async () => {
    const moved = vi.spyOn(goTo, 'origin').mockImplementation(() => undefined);
    let state = ORDERING;
    openStep({
      'GET /api/admin/site-address': () => jsonResponse(200, state === ORDERING ? BLANK : state),
      'POST /api/admin/site-address/check': () => {
        state = ORDERING;
        const passed: SiteAddressCheckResult = {
          reaches: true,
          words: 'okafor.test and www.okafor.test reach this site. Getting the certificate for https now.',
          found: [],
          state: ORDERING,
        };
        setTimeout(() => {
          state = LIVE;
        }, 100);
        return jsonResponse(200, passed);
      },
    });
    const connect = await form();
    await userEvent.type(within(connect).getByRole('textbox', { name: 'Your domain' }), 'okafor.test');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/reach this site/)).toHaveAttribute('data-failed', 'false');
    expect(await screen.findByText(/okafor.test reaches this site. Getting its certificate/)).toBeVisible();
    expect(await screen.findByText(MOVING_WORDS('https://okafor.test'), {}, { timeout: 5000 })).toBeVisible();
    expect(moved).toHaveBeenCalledWith('https://okafor.test');
    // "Where your site is now" says so too, no longer that the certificate is on its way.
    expect(screen.getByText(/^Your site's address is https:\/\/okafor.test/)).toBeVisible();
    expect(screen.queryByText(/Getting its certificate/)).toBeNull();
  });

  it('says so and offers no form when the server’s settings fix the address', async () => {
    openStep({
      'GET /api/admin/site-address': () =>
        jsonResponse(200, { ...BLANK, address: 'https://brightside.example', source: 'environment' }),
    });
    expect(
      await screen.findByText(/The server's settings fix your site's address: https:\/\/brightside.example/),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Connect your domain' })).toBeNull();
  });
});
