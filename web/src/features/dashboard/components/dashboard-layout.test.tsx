import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router.tsx';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { contentAnswer, SITE } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { fakeToken, jsonResponse, stubApi } from '@/testing/stub-api.ts';

const SECTIONS = [
  { name: 'Overview', path: paths.adminDashboard, heading: 'Dashboard' },
  { name: 'Messages', path: paths.adminQuoteRequests, heading: 'Messages' },
  { name: 'Visitors', path: paths.adminVisitors, heading: 'Visitors' },
  { name: 'Estimate visits', path: paths.adminVisits, heading: 'Estimate visits' },
  { name: 'Follow-ups & reviews', path: paths.adminCustomerMail, heading: 'Follow-ups & reviews' },
  { name: 'Estimates', path: paths.adminEstimates, heading: 'Estimates' },
  { name: 'E-mail', path: paths.adminMail, heading: 'E-mail' },
  { name: 'Gallery', path: paths.adminGallery, heading: 'Gallery' },
  { name: 'Services', path: paths.adminServices, heading: 'Services' },
  { name: 'Testimonials', path: paths.adminTestimonials, heading: 'Testimonials' },
  { name: 'How we work', path: paths.adminWorkSteps, heading: 'How we work' },
  { name: 'FAQ', path: paths.adminFaq, heading: 'Frequently asked questions' },
  { name: 'Pages', path: paths.adminPages, heading: 'Pages' },
  { name: 'Business details', path: paths.adminBusiness, heading: 'Business details' },
  { name: 'Brand', path: paths.adminBrand, heading: 'Brand' },
  { name: 'Website address', path: paths.adminSiteAddress, heading: "Your website's address" },
  { name: 'Account', path: paths.adminAccount, heading: 'Account' },
];

function openDashboardAt(path: string, username = 'owner') {
  localStorage.setItem(TOKEN_STORAGE_KEY, fakeToken(username));
  stubApi({
    'GET /admin/credentials': () => jsonResponse(200, { username }),
    'GET /content.json': contentAnswer({ site: { ...SITE, name: 'Sunrise Painters' } }),
  });
  return renderWithRouter(routes, path);
}

const sectionNav = () => screen.getByRole('navigation', { name: 'Dashboard' });

describe('the dashboard', () => {
  it('shows the business, who is signed in, the sections, the way to the public site and a way to sign out', async () => {
    openDashboardAt(paths.adminDashboard);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // The business named from the published content: the app names none of its own.
    expect(await screen.findByText('Sunrise Painters')).toBeInTheDocument();
    expect(screen.getByText('Signed in as owner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // The public site in a tab of its own, the dashboard left open.
    const website = screen.getByRole('link', { name: 'View my website (opens in a new tab)' });
    expect(website).toHaveAttribute('href', paths.home);
    expect(website).toHaveAttribute('target', '_blank');
    expect(
      within(sectionNav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(SECTIONS.map(({ name }) => name));
    expect(within(sectionNav()).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it.each(SECTIONS)(
    'opens $name from the menu and marks it as the current section',
    async ({ name, path, heading }) => {
      const { router } = openDashboardAt(paths.adminQuoteRequests);
      await screen.findByRole('heading', { level: 1, name: 'Messages' });

      await userEvent.click(within(sectionNav()).getByRole('link', { name }));

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      const current = within(sectionNav())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([name]);
    },
  );

  it('keeps every section behind the guard', async () => {
    stubApi({});
    const { router } = renderWithRouter(routes, paths.adminGallery);

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
  });

  it('says so when a section does not exist', async () => {
    openDashboardAt(`${paths.adminDashboard}/no-such-section`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Section not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', paths.adminDashboard);
  });
});
