import { ERROR_CODES } from '@painting-site/gateway/contract/errors';
import {
  type LeadSource,
  QUOTE_FORM_MIN_FILL_MS,
  QUOTE_PHOTO_MAX_BYTES,
  QUOTE_PHOTOS_MAX,
} from '@painting-site/gateway/contract/quote-requests';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { QUOTE_FORM_FILL_MARGIN_MS } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { storeToken } from '@/lib/token-storage.ts';
import { expectNoAxeViolations } from '@/testing/axe.ts';
import { type FakeUploadRequest, pictureFile, stubUploads } from '@/testing/fake-upload.ts';
import { preloadRoutes } from '@/testing/preload-routes.ts';
import { FORM_TOKEN, stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { callsTo, jsonResponse } from '@/testing/stub-api.ts';
import { QUOTE_PHOTO_FIELD, QUOTE_PHOTO_TOKEN_FIELD } from '../api/upload-quote-photo.ts';
import {
  NOT_A_PHOTO_MESSAGE,
  PHOTO_BUSY_MESSAGE,
  PHOTO_TOO_BIG_MESSAGE,
  PHOTOS_HINT,
  TOO_MANY_PHOTOS_MESSAGE,
} from '../photo-rules.ts';
import { ADD_PHOTOS_LABEL } from './photo-picker.tsx';
import { photosLeftOutText } from './quote-request-confirmation.tsx';
import { SENDING_PHOTOS_LABEL } from './quote-request-form.tsx';

const { LEAD_SOURCE } = vi.hoisted(() => ({
  LEAD_SOURCE: {
    landingPage: '/?utm_source=flyer',
    referrer: null,
    utmSource: 'flyer',
    utmMedium: null,
    utmCampaign: null,
  } satisfies LeadSource,
}));
vi.mock('@/lib/lead-source.ts', () => ({ readLeadSource: () => LEAD_SOURCE }));

const MB = 1024 * 1024;
const RECEIPT = { id: 41, receivedAt: '2030-05-01T09:30:00.000Z' };
const A_GOOD_REQUEST = {
  Name: 'Ana Lopez',
  Email: 'ana@example.com',
  'Street address or ZIP': '97202',
  'Project details': 'Two bedrooms and a hallway, walls and trim.',
};

const form = () => screen.getByRole('form', { name: 'Quote request' });
const photoInput = () => within(form()).getByLabelText(ADD_PHOTOS_LABEL);
const photoList = () => within(form()).getByRole('list', { name: 'Photos' });
const rowOf = (name: string) => {
  const row = within(photoList()).getByText(name).closest('li');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const liveRegion = () => {
  const region = photoInput().closest('div')?.querySelector('[role="status"]');
  if (!(region instanceof HTMLElement)) throw new Error('no live region beside the photos');
  return region;
};
const sendButton = () => within(form()).getByRole('button', { name: 'Send request' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;
/** One field of the multipart form an upload sent. */
const fieldSent = (request: FakeUploadRequest | undefined, name: string) =>
  request?.body instanceof FormData ? request.body.get(name) : null;
const photoSent = (request: FakeUploadRequest) => {
  const photo = fieldSent(request, QUOTE_PHOTO_FIELD);
  return photo instanceof File ? photo : null;
};

preloadRoutes(() => import('@/app/routes/contact.tsx'));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

async function openContactPage() {
  renderWithRouter(routes, paths.contact);
  await screen.findByRole('heading', { level: 1, name: 'Request a free estimate' });
  // The file input only offers pictures; a test must also be able to pick what a phone's picker lets through.
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
}

async function fillInAndWait(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(A_GOOD_REQUEST)) {
    await user.type(within(form()).getByRole('textbox', { name: label }), value);
  }
  await act(() => vi.advanceTimersByTimeAsync(QUOTE_FORM_MIN_FILL_MS + QUOTE_FORM_FILL_MARGIN_MS));
}

/** Plays the gateway taking the photo: bytes out, then the receipt. */
function attach(request: FakeUploadRequest, id: string) {
  act(() => {
    request.progress(2 * MB, 2 * MB);
    request.finishSending();
    request.respond(201, { id, width: 4032, height: 3024 });
  });
}

describe('photos on the quote request form', () => {
  it('offers a labelled, described file input for pictures, several at once', async () => {
    stubPublicSite();
    await openContactPage();

    expect(photoInput()).toHaveAttribute('type', 'file');
    expect(photoInput()).toHaveAttribute('multiple');
    expect(photoInput()).toHaveAttribute('accept', expect.stringContaining('image/heic'));
    expect(photoInput()).toHaveAccessibleDescription(PHOTOS_HINT);
    expect(within(form()).getByText(PHOTOS_HINT)).toBeVisible();
    expect(within(form()).queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('uploads each picked photo at once under the form token, with its own progress, then says it is attached', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();

    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('siding.heic', '', 3 * MB),
    ]);

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((request) => [request.method, request.url])).toEqual([
      ['POST', '/api/contact/photos'],
      ['POST', '/api/contact/photos'],
    ]);
    expect(sent.map((request) => photoSent(request)?.name)).toEqual(['kitchen.jpg', 'siding.heic']);
    expect(fieldSent(sent[0], QUOTE_PHOTO_TOKEN_FIELD)).toBe(FORM_TOKEN);
    // The rows' code comes with the first photo: they show a moment after it is picked.
    expect(await within(photoList()).findAllByRole('listitem')).toHaveLength(2);

    act(() => sent[0]?.progress(MB, 2 * MB));
    const bar = within(rowOf('kitchen.jpg')).getByRole('progressbar', { name: 'Uploading kitchen.jpg' });
    expect(bar).toHaveAttribute('value', '50');
    expect(within(rowOf('kitchen.jpg')).getByText('50%')).toBeInTheDocument();
    expect(within(rowOf('siding.heic')).getByRole('progressbar', { name: 'Uploading siding.heic' })).toBeVisible();

    attach(sent[0] as FakeUploadRequest, 'photo-1');
    attach(sent[1] as FakeUploadRequest, 'photo-2');

    for (const name of ['kitchen.jpg', 'siding.heic']) {
      expect(await within(rowOf(name)).findByText('Attached')).toBeInTheDocument();
      expect(within(rowOf(name)).queryByRole('progressbar')).not.toBeInTheDocument();
    }
    expect(liveRegion()).toHaveTextContent('siding.heic attached.');
  });

  it('sends no session token with a photo, even with the owner signed in on this browser, and a 401 ends no session', async () => {
    stubPublicSite();
    storeToken('the-owner-s-token');
    const sent = stubUploads();
    const user = await openContactPage();

    await user.upload(photoInput(), [pictureFile('porch.jpg', 'image/jpeg', MB)]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
    act(() => sent[0]?.respond(401, { error: { code: 'unauthorized', message: 'No.' } }));
    expect(await within(rowOf('porch.jpg')).findByText('No.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('the-owner-s-token');
    localStorage.removeItem('token');
  });

  it('shows a small preview of a photo the browser can draw, and a file icon with the name for one it cannot (HEIC)', async () => {
    stubPublicSite();
    stubUploads();
    const preview = 'data:image/jpeg;base64,AAAA';
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async (file: File) => {
        if (file.name.endsWith('.heic')) throw new DOMException('The source image could not be decoded.');
        return { width: 4032, height: 3024, close: () => {} };
      }),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(preview);
    const user = await openContactPage();

    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('siding.heic', 'image/heic', 2 * MB),
    ]);

    await waitFor(() => expect(rowOf('kitchen.jpg').querySelector('img')).toHaveAttribute('src', preview));
    // Decorative: the name beside it says which photo it is.
    expect(rowOf('kitchen.jpg').querySelector('img')).toHaveAttribute('alt', '');
    expect(rowOf('siding.heic').querySelector('img')).toBeNull();
    expect(rowOf('siding.heic').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('stops an upload in flight on Remove, says so, and moves focus to the next photo, then the file input', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();
    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('hall.png', 'image/png', MB),
    ]);
    await waitFor(() => expect(sent).toHaveLength(2));
    const aborted = vi.fn();
    vi.spyOn(sent[0] as FakeUploadRequest, 'abort').mockImplementation(aborted);

    await user.click(within(photoList()).getByRole('button', { name: 'Remove kitchen.jpg' }));

    expect(aborted).toHaveBeenCalledOnce();
    expect(within(photoList()).queryByText('kitchen.jpg')).not.toBeInTheDocument();
    expect(within(photoList()).getByRole('button', { name: 'Remove hall.png' })).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('kitchen.jpg removed.');

    await user.keyboard('{Enter}');

    expect(within(form()).queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
    expect(photoInput()).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('hall.png removed.');
  });

  it('refuses a sixth photo, an oversized one and a file that is not a picture before sending a byte, each saying why', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();
    const five = Array.from({ length: QUOTE_PHOTOS_MAX }, (_, index) =>
      pictureFile(`room-${index + 1}.jpg`, 'image/jpeg', MB),
    );

    await user.upload(photoInput(), [
      pictureFile('huge.jpg', 'image/jpeg', QUOTE_PHOTO_MAX_BYTES + 1),
      pictureFile('estimate.pdf', 'application/pdf', MB),
      ...five,
      pictureFile('porch.jpg', 'image/jpeg', MB),
    ]);

    await waitFor(() => expect(sent).toHaveLength(QUOTE_PHOTOS_MAX));
    expect(sent.map((request) => photoSent(request)?.name)).toEqual(five.map((file) => file.name));
    expect(within(rowOf('huge.jpg')).getByText(PHOTO_TOO_BIG_MESSAGE)).toBeVisible();
    expect(within(rowOf('estimate.pdf')).getByText(NOT_A_PHOTO_MESSAGE)).toBeVisible();
    expect(within(rowOf('porch.jpg')).getByText(TOO_MANY_PHOTOS_MESSAGE)).toBeVisible();
    expect(liveRegion()).toHaveTextContent(`porch.jpg: ${TOO_MANY_PHOTOS_MESSAGE}`);

    // A photo taken off makes room for another.
    await user.click(within(photoList()).getByRole('button', { name: 'Remove room-1.jpg' }));
    await user.upload(photoInput(), pictureFile('porch.jpg', 'image/jpeg', MB));
    await waitFor(() => expect(sent).toHaveLength(QUOTE_PHOTOS_MAX + 1));
  });

  it('shows the server’s refusal on its photo, offers to try again, and sends the request without it', async () => {
    const fetchMock = stubPublicSite({ 'POST /api/contact': () => jsonResponse(201, RECEIPT) });
    const sent = stubUploads();
    const user = await openContactPage();
    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('banner.png', 'image/png', 2 * MB),
    ]);
    await waitFor(() => expect(sent).toHaveLength(2));
    attach(sent[0] as FakeUploadRequest, 'photo-1');
    const tooLarge = 'Too large: a photo can have at most 60 megapixels.';
    act(() =>
      sent[1]?.respond(400, {
        error: { code: 'validation_failed', message: 'The photo was refused.', fields: { photo: tooLarge } },
      }),
    );

    expect(await within(rowOf('banner.png')).findByText(tooLarge)).toBeVisible();
    expect(within(rowOf('banner.png')).getByRole('button', { name: 'Try again to attach banner.png' })).toBeVisible();
    expect(within(rowOf('banner.png')).getByRole('button', { name: 'Remove banner.png' })).toBeVisible();
    expect(liveRegion()).toHaveTextContent(`banner.png could not be attached: ${tooLarge}`);

    await fillInAndWait(user);
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: /Your request is on its way/ })).toBeInTheDocument();
    expect(screen.getByText(photosLeftOutText(['banner.png']))).toBeInTheDocument();
    const [post] = callsTo(fetchMock, 'POST /api/contact');
    expect(bodyOf(post)).toMatchObject({ photos: ['photo-1'], source: LEAD_SOURCE, formToken: FORM_TOKEN });
  });

  it('sends a failed photo again on Try again', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();
    await user.upload(photoInput(), pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]?.respond(503, { error: { code: 'storage_full', message: 'We cannot take photos right now.' } }));
    await within(rowOf('kitchen.jpg')).findByText('We cannot take photos right now.');

    await user.click(within(rowOf('kitchen.jpg')).getByRole('button', { name: 'Try again to attach kitchen.jpg' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    attach(sent[1] as FakeUploadRequest, 'photo-1');
    expect(await within(rowOf('kitchen.jpg')).findByText('Attached')).toBeInTheDocument();
  });

  it('says to try again in a moment when the gateway is busy with other pictures, keeping everything typed', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();
    await fillInAndWait(user);
    await user.upload(photoInput(), pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() =>
      sent[0]?.respond(503, {
        error: {
          code: ERROR_CODES.busy,
          message: 'Many pictures are being processed right now. Try again in a moment.',
        },
      }),
    );

    expect(await within(rowOf('kitchen.jpg')).findByText(PHOTO_BUSY_MESSAGE)).toBeVisible();
    expect(liveRegion()).toHaveTextContent(`kitchen.jpg could not be attached: ${PHOTO_BUSY_MESSAGE}`);
    expect(within(rowOf('kitchen.jpg')).getByRole('button', { name: 'Try again to attach kitchen.jpg' })).toBeVisible();
    for (const [label, value] of Object.entries(A_GOOD_REQUEST)) {
      expect(within(form()).getByRole('textbox', { name: label })).toHaveValue(value);
    }
    expect(sendButton()).toBeEnabled();
  });

  it('waits for photos still uploading when Send is pressed, saying so, then sends their receipts', async () => {
    const fetchMock = stubPublicSite({ 'POST /api/contact': () => jsonResponse(201, RECEIPT) });
    const sent = stubUploads();
    const user = await openContactPage();
    await fillInAndWait(user);
    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('hall.png', 'image/png', MB),
    ]);
    await waitFor(() => expect(sent).toHaveLength(2));
    attach(sent[0] as FakeUploadRequest, 'photo-1');

    await user.click(sendButton());

    expect(within(form()).getByRole('button', { name: SENDING_PHOTOS_LABEL })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);

    attach(sent[1] as FakeUploadRequest, 'photo-2');

    expect(await screen.findByRole('heading', { name: /Your request is on its way/ })).toBeInTheDocument();
    const posts = callsTo(fetchMock, 'POST /api/contact');
    expect(posts).toHaveLength(1);
    expect(bodyOf(posts[0])).toMatchObject({ photos: ['photo-1', 'photo-2'], source: LEAD_SOURCE });
    expect(screen.queryByText(/not sent/)).not.toBeInTheDocument();
  });

  it('shows the gateway’s word on the photos at the photos, keeping everything typed', async () => {
    const refusal = 'These photos could not be attached: remove them and add them again.';
    stubPublicSite({
      'POST /api/contact': () =>
        jsonResponse(400, {
          error: { code: 'validation_failed', message: 'Some fields need attention.', fields: { photos: refusal } },
        }),
    });
    const sent = stubUploads();
    const user = await openContactPage();
    await user.upload(photoInput(), pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB));
    await waitFor(() => expect(sent).toHaveLength(1));
    attach(sent[0] as FakeUploadRequest, 'photo-1');
    await fillInAndWait(user);

    await user.click(sendButton());

    expect(await within(form()).findByText(refusal)).toBeVisible();
    expect(photoInput()).toHaveAccessibleDescription(`${refusal} ${PHOTOS_HINT}`);
    expect(photoInput()).toHaveFocus();
    for (const [label, value] of Object.entries(A_GOOD_REQUEST)) {
      expect(within(form()).getByRole('textbox', { name: label })).toHaveValue(value);
    }
    expect(within(rowOf('kitchen.jpg')).getByText('Attached')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('has nothing axe-core finds wrong with photos uploading, attached and refused', async () => {
    stubPublicSite();
    const sent = stubUploads();
    const user = await openContactPage();
    await user.upload(photoInput(), [
      pictureFile('kitchen.jpg', 'image/jpeg', 2 * MB),
      pictureFile('hall.png', 'image/png', MB),
      pictureFile('huge.jpg', 'image/jpeg', QUOTE_PHOTO_MAX_BYTES + 1),
    ]);
    await waitFor(() => expect(sent).toHaveLength(2));
    attach(sent[0] as FakeUploadRequest, 'photo-1');
    await within(rowOf('kitchen.jpg')).findByText('Attached');

    await expectNoAxeViolations(form());
  });
});
