import type { HomeCopy, ShareImageInput, SiteCopy } from '@painting-site/gateway/contract/page-copy';
import { PAGE_COPY_MESSAGES, PAGE_COPY_RULES } from '@painting-site/gateway/contract/page-copy-rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths.ts';
import { OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { contentAnswer, GALLERY_CATEGORIES, GALLERY_ITEMS, PAGE_COPY, SITE } from '@/testing/public-site-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { pageSavedMessage } from './page-copy-form.tsx';
import { SHARE_IMAGE_SAVED_MESSAGE } from './share-image-picker.tsx';

const STORED: SiteCopy = { pages: PAGE_COPY, shareImageId: null };
type Answer = Parameters<typeof openDashboardAt>[1] extends Record<string, infer A> | undefined ? A : never;

async function openPages(answers: Record<string, Answer> = {}, path: string = paths.adminPages) {
  const opened = openDashboardAt(path, {
    'GET /api/admin/pages': () => jsonResponse(200, STORED),
    'GET /api/admin/gallery': () => jsonResponse(200, { categories: GALLERY_CATEGORIES, items: GALLERY_ITEMS }),
    'PUT /api/admin/pages/home': (_url, init) => jsonResponse(200, JSON.parse(String(init?.body))),
    ...answers,
  });
  await screen.findByRole('tablist', { name: 'Pages' });
  return opened;
}

const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const sent = (fetchMock: ReturnType<typeof openDashboardAt>['fetchMock'], key: string) =>
  callsTo(fetchMock, key).map((init) => JSON.parse(String(init.body)) as unknown);
const homeForm = () => screen.getByRole('form', { name: 'Home page' });

describe('the pages’ words in the dashboard', () => {
  // The first test pays for loading the dashboard's modules: a light one.
  it('opens the tab the address names', async () => {
    await openPages({}, `${paths.adminPages}?page=contact`);
    expect(screen.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'After a request is sent' })).toHaveValue(
      PAGE_COPY.contact.confirmation,
    );
  });

  it('offers each page in a tab of its own, the arrow keys moving between them', async () => {
    const { router } = await openPages();

    const home = screen.getByRole('tab', { name: 'Home' });
    expect(home).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Home' })).toBeVisible();
    expect(within(homeForm()).getByRole('textbox', { name: 'Headline' })).toHaveValue(PAGE_COPY.home.heroHeadline);

    home.focus();
    await userEvent.keyboard('{ArrowRight}');
    const gallery = screen.getByRole('tab', { name: 'Gallery' });
    expect(gallery).toHaveFocus();
    expect(gallery).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Gallery' });
    expect(within(panel).getByRole('textbox', { name: 'Page heading' })).toHaveValue(PAGE_COPY.gallery.heading);
    expect(screen.queryByRole('form', { name: 'Home page' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=gallery');

    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Link preview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(home).toHaveFocus();
    // One tab stop for the whole list: Tab leaves it for the panel.
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([home]);
  });

  it('saves a page as typed, tidied, and says the website shows it', async () => {
    const { fetchMock } = await openPages();
    const headline = within(homeForm()).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, '  Tidy painters ');
    const intro = within(homeForm()).getByRole('textbox', { name: 'Introduction' });
    await userEvent.clear(intro);
    await userEvent.paste('On time.\r\n\r\nClean. ');

    await userEvent.click(screen.getByRole('button', { name: 'Save the home page' }));

    expect(await within(notifications()).findAllByText(pageSavedMessage('home'))).not.toHaveLength(0);
    const expected: HomeCopy = {
      ...PAGE_COPY.home,
      heroHeadline: 'Tidy painters',
      heroIntro: 'On time.\n\nClean.',
    };
    expect(sent(fetchMock, 'PUT /api/admin/pages/home')).toEqual([expected]);
    expect(callsTo(fetchMock, 'PUT /api/admin/pages/home')[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
    expect(headline).toHaveValue(expected.heroHeadline);
  });

  it('checks the contract’s limits beside each field, without sending', async () => {
    const { fetchMock } = await openPages();
    const rule = PAGE_COPY_RULES.home.heroButtonLabel;
    const button = within(homeForm()).getByRole('textbox', { name: 'Quote button' });
    expect(button).toHaveAccessibleDescription(expect.stringContaining(`Up to ${rule.max} characters.`));
    await userEvent.clear(button);
    await userEvent.paste('x'.repeat(rule.max + 1));
    expect(within(homeForm()).getByText('1 character too many')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save the home page' }));

    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription(expect.stringContaining(PAGE_COPY_MESSAGES.tooLong(rule)));
    expect(button).toHaveFocus();
    expect(within(homeForm()).getByText('One field needs attention.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/admin/pages/home')).toHaveLength(0);
  });

  it('shows the gateway’s message at its field, keeping what was typed', async () => {
    const message = 'Search result title can be at most 60 characters.';
    await openPages({
      'PUT /api/admin/pages/home': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { seoTitle: message },
        }),
    });
    const title = within(homeForm()).getByRole('textbox', { name: 'Search result title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'House painters');

    await userEvent.click(screen.getByRole('button', { name: 'Save the home page' }));

    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(title).toHaveValue('House painters');
  });

  it('tells a screen reader what is left of a field’s limit once the owner pauses', async () => {
    await openPages();
    const eyebrow = within(homeForm()).getByRole('textbox', { name: 'Line above the headline' });
    await userEvent.clear(eyebrow);
    await userEvent.type(eyebrow, 'Painters');

    const left = `${PAGE_COPY_RULES.home.heroEyebrow.max - 'Painters'.length} characters left`;
    const announced = await within(homeForm()).findByText(left, { selector: '[aria-live="polite"]' });
    expect(announced).toBeInTheDocument();
  });

  it('previews the page’s search result as the owner types', async () => {
    await openPages();
    const title = within(homeForm()).getByRole('textbox', { name: 'Search result title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'House painters');
    const description = within(homeForm()).getByRole('textbox', { name: 'Search result description' });
    await userEvent.clear(description);

    const preview = within(homeForm()).getByRole('figure');
    expect(await within(preview).findByText('House painters · Brightside Painting')).toBeInTheDocument();
    expect(within(preview).getByText('https://brightside.example/')).toBeInTheDocument();
    // No description of its own: the one built from the business details stands in.
    expect(within(preview).getByText(/^Brightside Painting, painting contractor in Portland/)).toBeInTheDocument();
  });

  it('previews the real address and says why a localhost one is not reachable', async () => {
    await openPages({ 'GET /content.json': contentAnswer({ site: { ...SITE, siteUrl: 'http://localhost:8080' } }) });
    const preview = within(homeForm()).getByRole('figure');
    expect(await within(preview).findByText('http://localhost:8080/')).toBeInTheDocument();
    expect(preview).toHaveTextContent('search engines cannot visit it yet');
    expect(preview).toHaveTextContent('SITE_URL in the .env file beside docker-compose.yml');
  });

  it('keeps what was typed on one page while another is looked at', async () => {
    await openPages();
    const headline = within(homeForm()).getByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Not saved yet');

    await userEvent.click(screen.getByRole('tab', { name: 'Services' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Home' }));

    expect(within(homeForm()).getByRole('textbox', { name: 'Headline' })).toHaveValue('Not saved yet');
  });
});

describe('the link-preview picture in the dashboard', () => {
  it('is picked from the gallery with the keyboard and saved', async () => {
    const { fetchMock } = await openPages({
      'PUT /api/admin/pages/share-image': (_url, init) =>
        jsonResponse(200, JSON.parse(String(init?.body)) as ShareImageInput),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Link preview' }));

    const choices = await screen.findByRole('radiogroup', { name: 'Picture for link previews' });
    const none = within(choices).getByRole('radio', { name: 'None: use the default' });
    expect(none).toBeChecked();
    expect(within(choices).getAllByRole('radio')).toHaveLength(GALLERY_ITEMS.length + 1);
    none.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(choices).getByRole('radio', { name: 'Blue front door' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save the picture' }));

    expect(await within(notifications()).findAllByText(SHARE_IMAGE_SAVED_MESSAGE)).not.toHaveLength(0);
    expect(sent(fetchMock, 'PUT /api/admin/pages/share-image')).toEqual([{ galleryItemId: 2 }]);
  });

  it('shows why the gateway refused a pick', async () => {
    const message = 'There is no such picture in the gallery: choose another, or none.';
    await openPages({
      'PUT /api/admin/pages/share-image': () =>
        errorResponse(400, {
          code: 'validation_failed',
          message: 'Some fields need attention.',
          fields: { galleryItemId: message },
        }),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Link preview' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Sunny living room' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the picture' }));

    const choices = screen.getByRole('radiogroup', { name: 'Picture for link previews' });
    await waitFor(() => expect(choices).toHaveAccessibleDescription(message));
    expect(choices).toHaveAttribute('aria-invalid', 'true');
    expect(within(choices).getByRole('radio', { name: 'Sunny living room' })).toHaveFocus();
  });
});
