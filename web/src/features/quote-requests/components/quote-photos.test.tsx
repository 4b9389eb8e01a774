import type { QuoteRequestPhoto } from '@painting-site/gateway/contract/quote-requests';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { MESSAGE_COUNTS, message, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';

const PHOTOS: QuoteRequestPhoto[] = [
  { id: 'p1', width: 1600, height: 1200, addedBy: 'customer' as const },
  { id: 'p2', width: 1200, height: 1600, addedBy: 'customer' as const },
  { id: 'p3', width: 1600, height: 900, addedBy: 'customer' as const },
];
const REQUEST = message(7, { name: 'Maria Gonzalez', photos: PHOTOS, photoCount: PHOTOS.length });
const DETAIL_PATH = `${paths.adminQuoteRequests}/7`;

const photoPath = (id: string, size: 'thumbnail' | 'full') => `/api/admin/messages/7/photos/${id}/${size}`;
const webp = () =>
  new Response(new Blob(['RIFF'], { type: 'image/webp' }), { headers: { 'Content-Type': 'image/webp' } });

/** The request and every copy of its photos, each answered with a small WebP unless `answer` says otherwise. */
function photoAnswers(answer: (id: string, size: string) => Response = webp) {
  const answers: Record<string, () => Response> = { 'GET /api/admin/messages/7': () => jsonResponse(200, REQUEST) };
  for (const { id } of PHOTOS) {
    for (const size of ['thumbnail', 'full'] as const) answers[`GET ${photoPath(id, size)}`] = () => answer(id, size);
  }
  return answers;
}

let objectUrls = 0;
const createObjectURL = vi.fn(() => `blob:photo-${++objectUrls}`);
const revokeObjectURL = vi.fn();

beforeEach(() => {
  // jsdom has no object URLs.
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe("a quote request's photos", () => {
  it('fetches each thumbnail with the token and shows it, named for the customer', async () => {
    const { fetchMock } = openDashboardAt(DETAIL_PATH, photoAnswers());

    const first = await screen.findByRole('img', { name: 'Photo 1 of 3 from Maria Gonzalez' });
    expect(await screen.findByRole('img', { name: 'Photo 3 of 3 from Maria Gonzalez' })).toBeInTheDocument();
    expect(first.getAttribute('src')).toMatch(/^blob:photo-/);
    expect(screen.getByRole('heading', { level: 2, name: 'Photos (3)' })).toBeInTheDocument();
    for (const { id } of PHOTOS) {
      expect(callsTo(fetchMock, `GET ${photoPath(id, 'thumbnail')}`)[0]?.headers).toMatchObject({
        Authorization: `Bearer ${OWNER_TOKEN}`,
      });
    }
    // Full size only once asked for.
    expect(callsTo(fetchMock, `GET ${photoPath('p1', 'full')}`)).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('opens the full-size copy on Enter, moves on with Next, and closes with Escape, focus back on the thumbnail', async () => {
    const { fetchMock } = openDashboardAt(DETAIL_PATH, photoAnswers());
    await screen.findByRole('img', { name: 'Photo 2 of 3 from Maria Gonzalez' });
    const opener = screen.getByRole('button', { name: 'Photo 2 of 3 from Maria Gonzalez' });

    opener.focus();
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3 from Maria Gonzalez' });
    expect(
      await within(dialog).findByRole('img', { name: 'Photo 2 of 3 from Maria Gonzalez, full size' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET ${photoPath('p2', 'full')}`)[0]?.headers).toMatchObject({
      Authorization: `Bearer ${OWNER_TOKEN}`,
    });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await expectNoAxeViolations(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(
      await within(dialog).findByRole('img', { name: 'Photo 3 of 3 from Maria Gonzalez, full size' }),
    ).toBeVisible();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Photo 3 of 3 from Maria Gonzalez');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // The full-size copies' object URLs are let go with the dialog (React runs an effect's cleanup after the commit).
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledTimes(2));
  });

  it('opens with Space too, and Previous goes round to the last photo', async () => {
    openDashboardAt(DETAIL_PATH, photoAnswers());
    await screen.findByRole('img', { name: 'Photo 1 of 3 from Maria Gonzalez' });

    screen.getByRole('button', { name: 'Photo 1 of 3 from Maria Gonzalez' }).focus();
    await userEvent.keyboard(' ');
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 3 from Maria Gonzalez' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous photo' }));

    expect(screen.getByRole('dialog')).toHaveAccessibleName('Photo 3 of 3 from Maria Gonzalez');
  });

  it('says which photo could not be loaded and loads it on Try again, the others shown meanwhile', async () => {
    let failSecond = true;
    openDashboardAt(
      DETAIL_PATH,
      photoAnswers((id) => {
        if (id !== 'p2' || !failSecond) return webp();
        failSecond = false;
        return errorResponse(503, { code: 'unavailable', message: 'The server is busy.' });
      }),
    );

    expect(await screen.findByText('Photo 2 of 3 from Maria Gonzalez could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 3 from Maria Gonzalez' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again to load Photo 2 of 3 from Maria Gonzalez' }));

    expect(await screen.findByRole('img', { name: 'Photo 2 of 3 from Maria Gonzalez' })).toBeInTheDocument();
  });

  it('lets go of the thumbnails when the request is left', async () => {
    const { router } = openDashboardAt(DETAIL_PATH, {
      ...photoAnswers(),
      'GET /api/admin/messages': () =>
        jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20, counts: MESSAGE_COUNTS }),
    });
    for (const n of [1, 2, 3]) await screen.findByRole('img', { name: `Photo ${n} of 3 from Maria Gonzalez` });

    await router.navigate(paths.adminQuoteRequests);

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    // React runs the effects' cleanup after the commit that removed them, not within it.
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledTimes(3));
  });

  it('ends the session on a 401 for a photo, as for any other refused call', async () => {
    const { router } = openDashboardAt(
      DETAIL_PATH,
      photoAnswers(() => errorResponse(401, { code: 'unauthorized', message: 'Sign in first.' })),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
