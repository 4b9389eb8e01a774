import { GALLERY_CATEGORIES, type GalleryImage } from '@painting-site/gateway/contract/gallery';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { ORDER_SAVED_TOAST_ID } from '@/lib/use-saved-order.ts';
import { ADMIN_GALLERY, galleryItem, noContent, OWNER_TOKEN, openDashboardAt } from '@/testing/dashboard-fixtures.ts';
import { pictureFile, stubUploads } from '@/testing/fake-upload.ts';
import { callsTo, errorResponse, jsonResponse } from '@/testing/stub-api.ts';
import { AWAITING_TITLE_NOTE } from '../gallery-item-rules.ts';
import { NOT_A_PICTURE_MESSAGE, TOO_BIG_MESSAGE } from '../upload-rules.ts';
import { PHOTO_SAVED_MESSAGE } from './edit-photo-dialog.tsx';
import { BEFORE_REMOVED_MESSAGE, PHOTO_DELETED_MESSAGE } from './gallery-manager.tsx';
import { photoPublishedMessage } from './name-new-photos.tsx';
import { beforeSavedMessage } from './use-before-upload.ts';

const MB = 1024 * 1024;
const galleryAnswer = () => jsonResponse(200, { categories: GALLERY_CATEGORIES, items: ADMIN_GALLERY });

async function openGallery(answers: Parameters<typeof openDashboardAt>[1] = {}) {
  const opened = openDashboardAt(paths.adminGallery, { 'GET /api/admin/gallery': galleryAnswer, ...answers });
  await screen.findByRole('list', { name: 'Photos in display order' });
  return opened;
}

const photoTitles = () =>
  within(screen.getByRole('list', { name: 'Photos in display order' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const notifications = () => screen.getByRole('region', { name: 'Notifications' });
const uploads = () => screen.getByRole('list', { name: 'Uploads' });

describe('the gallery in the dashboard', () => {
  it('shows each photo with its thumbnail, title, category and featured mark', async () => {
    await openGallery();

    expect(photoTitles()).toEqual(['Sunny living room', 'Blue front door', 'Shaker kitchen']);
    const door = screen.getByRole('heading', { name: 'Blue front door' }).closest('li') as HTMLElement;
    expect(within(door).getByRole('img', { name: 'Blue front door after painting' })).toHaveAttribute(
      'src',
      '/uploads/hash2-480.webp',
    );
    expect(within(door).getByText('Exterior')).toBeInTheDocument();
    expect(within(door).getByText('Featured')).toBeInTheDocument();
  });

  it('uploads each picture on its own, with a progress bar per file, then adds it', async () => {
    const sent = stubUploads();
    await openGallery();

    await userEvent.upload(screen.getByLabelText('Add photos'), [
      pictureFile('porch.jpg', 'image/jpeg', 2 * MB),
      pictureFile('hall.png', 'image/png', 1 * MB),
    ]);

    expect(within(uploads()).getAllByRole('progressbar')).toHaveLength(2);
    expect(within(uploads()).getByRole('progressbar', { name: 'porch.jpg' })).toBeInTheDocument();
    expect(within(uploads()).getByRole('progressbar', { name: 'hall.png' })).toBeInTheDocument();
    expect(sent.map((request) => [request.method, request.url, request.file?.name])).toEqual([
      ['POST', '/api/admin/gallery', 'porch.jpg'],
      ['POST', '/api/admin/gallery', 'hall.png'],
    ]);
    expect(sent[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });

    act(() => sent[0]?.progress(MB, 2 * MB));
    expect(within(uploads()).getByRole('progressbar', { name: 'porch.jpg' })).toHaveAttribute('value', String(MB));
    expect(within(uploads()).getByText('Uploading… 50%')).toBeInTheDocument();

    act(() => sent[0]?.finishSending());
    expect(within(uploads()).getByText('Processing…')).toBeInTheDocument();

    await act(async () => sent[0]?.respond(201, galleryItem(4, 'Porch')));
    await act(async () => sent[1]?.respond(201, galleryItem(5, 'Hall')));

    await waitFor(() =>
      expect(photoTitles()).toEqual(['Sunny living room', 'Blue front door', 'Shaker kitchen', 'Porch', 'Hall']),
    );
    expect(within(notifications()).getAllByText('2 photos added to the gallery.')).not.toHaveLength(0);
  });

  it('keeps the order the owner picked when the uploads finish in another order', async () => {
    const sent = stubUploads();
    const { fetchMock } = await openGallery({ 'PUT /api/admin/gallery/order': noContent });

    await userEvent.upload(screen.getByLabelText('Add photos'), [
      pictureFile('porch.jpg', 'image/jpeg', 2 * MB),
      pictureFile('hall.png', 'image/png', 1 * MB),
      pictureFile('deck.jpg', 'image/jpeg', 1 * MB),
    ]);
    // The smaller second file is stored first, then the first; the third goes up after them.
    await act(async () => sent[1]?.respond(201, galleryItem(4, 'Hall')));
    await act(async () => sent[0]?.respond(201, galleryItem(5, 'Porch')));
    await act(async () => sent[2]?.respond(201, galleryItem(6, 'Deck')));

    await waitFor(() =>
      expect(photoTitles()).toEqual([
        'Sunny living room',
        'Blue front door',
        'Shaker kitchen',
        'Porch',
        'Hall',
        'Deck',
      ]),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/gallery/order').map((init) => JSON.parse(String(init.body)))).toEqual([
        { ids: [1, 2, 3, 5, 4, 6] },
      ]),
    );
  });

  it('asks for the title and category of a camera-named photo right after the upload, and marks it until then', async () => {
    const sent = stubUploads();
    const camera = galleryItem(4, 'IMG 4821', { awaitingTitle: true, alt: '' });
    const { fetchMock } = await openGallery({
      'PATCH /api/admin/gallery/4': (_url, init) => {
        const { awaitingTitle: _awaiting, ...titled } = camera;
        return jsonResponse(200, { ...titled, ...(JSON.parse(String(init?.body)) as object) });
      },
    });

    await userEvent.upload(screen.getByLabelText('Add photos'), [pictureFile('IMG_4821.JPG', 'image/jpeg', 2 * MB)]);
    await act(async () => sent[0]?.respond(201, camera));

    const panel = await screen.findByRole('region', { name: 'Give this photo a title' });
    const title = within(panel).getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveValue('');
    const card = screen.getByRole('heading', { level: 3, name: 'IMG 4821' }).closest('li') as HTMLElement;
    expect(within(card).getByText(AWAITING_TITLE_NOTE)).toBeInTheDocument();

    await userEvent.type(title, 'Stucco front in warm sand');
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Category' }), 'Exterior');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save and show on website' }));

    expect(
      await within(notifications()).findAllByText(photoPublishedMessage('Stucco front in warm sand')),
    ).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'PATCH /api/admin/gallery/4').map((init) => JSON.parse(String(init.body)))).toEqual([
      { title: 'Stucco front in warm sand', category: 'exterior' },
    ]);
    expect(screen.queryByText(AWAITING_TITLE_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your new photos are on your website' })).toHaveFocus();
  });

  it('says a picture has too many pixels in the gateway’s words, and a body too large for the proxy in its own', async () => {
    const sent = stubUploads();
    await openGallery();

    await userEvent.upload(screen.getByLabelText('Add photos'), [
      pictureFile('panorama.png', 'image/png', 3 * MB),
      pictureFile('scan.jpg', 'image/jpeg', 14 * MB),
    ]);
    const pixels = 'That picture is too large: at most 60 megapixels.';
    await act(async () => sent[0]?.respond(413, { error: { code: 'too_many_pixels', message: pixels } }));
    await act(async () =>
      sent[1]?.respond(413, { error: { code: 'payload_too_large', message: 'The request body is too large.' } }),
    );

    const rowOf = (name: string) => within(uploads()).getByText(name).closest('li') as HTMLElement;
    expect(await within(rowOf('panorama.png')).findByText(pixels)).toBeInTheDocument();
    expect(within(rowOf('scan.jpg')).getByText(TOO_BIG_MESSAGE)).toBeInTheDocument();
  });

  it('refuses a 20 MB picture and a text file without sending them, and sends the rest', async () => {
    const sent = stubUploads();
    await openGallery();

    // As if "All files" were chosen in the picker: the accept list is only a suggestion.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Add photos'), [
        pictureFile('huge.jpg', 'image/jpeg', 20 * MB),
        pictureFile('notes.txt', 'text/plain', 2000),
        pictureFile('porch.jpg', 'image/jpeg', 2 * MB),
      ]);

    expect(sent.map((request) => request.file?.name)).toEqual(['porch.jpg']);
    const rowOf = (name: string) => within(uploads()).getByText(name).closest('li') as HTMLElement;
    expect(within(rowOf('huge.jpg')).getByText(TOO_BIG_MESSAGE)).toBeInTheDocument();
    expect(within(rowOf('notes.txt')).getByText(NOT_A_PICTURE_MESSAGE)).toBeInTheDocument();
    expect(within(rowOf('porch.jpg')).getByRole('progressbar')).toBeInTheDocument();

    await act(async () => sent[0]?.respond(201, galleryItem(4, 'Porch')));

    expect(
      await within(notifications()).findAllByText('1 photo added; 2 photos could not be. The list says why.'),
    ).not.toHaveLength(0);
  });

  it('takes pictures dropped on the upload area', async () => {
    const sent = stubUploads();
    await openGallery();
    const zone = screen.getByText(/Or drop pictures here/).parentElement as HTMLElement;
    const dataTransfer = {
      types: ['Files'],
      files: [pictureFile('porch.jpg', 'image/jpeg', MB), pictureFile('deck.webp', 'image/webp', MB)],
      dropEffect: '',
    };

    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });

    expect(sent.map((request) => request.file?.name)).toEqual(['porch.jpg', 'deck.webp']);
    expect(within(uploads()).getAllByRole('progressbar')).toHaveLength(2);
  });

  it('shows the gateway’s refusal beside the file it refused, and carries on with the others', async () => {
    const sent = stubUploads();
    await openGallery();

    await userEvent.upload(screen.getByLabelText('Add photos'), [
      pictureFile('renamed.jpg', 'image/jpeg', MB),
      pictureFile('porch.jpg', 'image/jpeg', MB),
    ]);
    await act(async () =>
      sent[0]?.respond(415, {
        error: { code: 'unsupported_media_type', message: 'That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.' },
      }),
    );
    await act(async () => sent[1]?.respond(201, galleryItem(4, 'Porch')));

    const renamed = within(uploads()).getByText('renamed.jpg').closest('li') as HTMLElement;
    expect(
      await within(renamed).findByText('That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(photoTitles()).toContain('Porch'));
  });

  it('sends the owner to sign in when the session ends during an upload', async () => {
    const sent = stubUploads();
    const { router } = await openGallery();

    await userEvent.upload(screen.getByLabelText('Add photos'), [pictureFile('porch.jpg', 'image/jpeg', MB)]);
    await act(async () => sent[0]?.respond(401, { error: { code: 'unauthorized', message: 'Sign in first.' } }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Owner sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.adminLogin);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(within(notifications()).getAllByText('Your session has ended. Please sign in again.')).not.toHaveLength(0);
  });

  it('moves a photo down with the keyboard and saves the new order', async () => {
    const { fetchMock } = await openGallery({ 'PUT /api/admin/gallery/order': noContent });

    const moveDown = screen.getByRole('button', { name: 'Move down: Sunny living room' });
    moveDown.focus();
    await userEvent.keyboard('{Enter}');

    expect(photoTitles()).toEqual(['Blue front door', 'Sunny living room', 'Shaker kitchen']);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/gallery/order')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT /api/admin/gallery/order')[0]?.body))).toEqual({ ids: [2, 1, 3] });
    expect(
      await within(notifications()).findAllByText('Order saved: “Sunny living room” is now 2 of 3.'),
    ).not.toHaveLength(0);
    // Focus stays with the item, so pressing again moves it further.
    expect(screen.getByRole('button', { name: 'Move down: Sunny living room' })).toHaveFocus();
    expect(ORDER_SAVED_TOAST_ID).toBe('order-saved');
  });

  it('puts the old order back when the new one is refused', async () => {
    let refuse = () => {};
    const refusal = new Promise<Response>((resolve) => {
      refuse = () => resolve(errorResponse(500, { code: 'internal', message: 'The server ran into a problem.' }));
    });
    await openGallery({ 'PUT /api/admin/gallery/order': () => refusal });

    await userEvent.click(screen.getByRole('button', { name: 'Move up: Shaker kitchen' }));
    expect(photoTitles()).toEqual(['Sunny living room', 'Shaker kitchen', 'Blue front door']);
    refuse();

    expect(await within(notifications()).findAllByText('The server ran into a problem.')).not.toHaveLength(0);
    expect(photoTitles()).toEqual(['Sunny living room', 'Blue front door', 'Shaker kitchen']);
  });

  it('edits a photo’s details, checking the title as the gateway does', async () => {
    const { fetchMock } = await openGallery({
      'PATCH /api/admin/gallery/2': (_url, init) =>
        jsonResponse(200, { ...ADMIN_GALLERY[1], ...(JSON.parse(String(init?.body)) as object) }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Blue front door' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Blue front door”' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(title).toHaveAccessibleDescription('Give the project a title.');
    expect(callsTo(fetchMock, 'PATCH /api/admin/gallery/2')).toHaveLength(0);

    await userEvent.type(title, 'Navy front door');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Commercial');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Featured on the home page' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(String(callsTo(fetchMock, 'PATCH /api/admin/gallery/2')[0]?.body))).toEqual({
      title: 'Navy front door',
      caption: '',
      alt: 'Blue front door after painting',
      category: 'commercial',
      featured: false,
    });
    expect(photoTitles()).toEqual(['Sunny living room', 'Navy front door', 'Shaker kitchen']);
    expect(within(notifications()).getAllByText(PHOTO_SAVED_MESSAGE)).not.toHaveLength(0);
  });

  it('asks before deleting a photo', async () => {
    const { fetchMock } = await openGallery({ 'DELETE /api/admin/gallery/3': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Delete: Shaker kitchen' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this photo?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/gallery/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));

    expect(await within(notifications()).findAllByText(PHOTO_DELETED_MESSAGE)).not.toHaveLength(0);
    expect(photoTitles()).toEqual(['Sunny living room', 'Blue front door']);
  });

  it('says so when the gallery is empty', async () => {
    openDashboardAt(paths.adminGallery, {
      'GET /api/admin/gallery': () => jsonResponse(200, { categories: ['interior'], items: [] }),
    });

    expect(await screen.findByText('No photos in the gallery yet. Add some above.')).toBeInTheDocument();
  });
});

describe('before pictures in the dashboard gallery', () => {
  const beforePicture = (id: number): GalleryImage => ({
    width: 1600,
    height: 1200,
    color: '#a88858',
    variants: [480, 960, 1600].map((width) => ({ width, url: `/uploads/before${id}-${width}.webp` })),
  });
  /** The living room already has one; the others have none. */
  const withBefore = () => [{ ...ADMIN_GALLERY[0], before: beforePicture(1) }, ...ADMIN_GALLERY.slice(1)];
  const openWithBefore = (answers: Parameters<typeof openDashboardAt>[1] = {}) =>
    openGallery({
      'GET /api/admin/gallery': () => jsonResponse(200, { categories: GALLERY_CATEGORIES, items: withBefore() }),
      ...answers,
    });
  const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

  it('shows the thumbnail of a photo’s before picture with Replace and Remove, and Add where there is none', async () => {
    await openWithBefore();

    const room = card('Sunny living room');
    expect(within(room).getByRole('img', { name: 'Before: Sunny living room' })).toHaveAttribute(
      'src',
      '/uploads/before1-480.webp',
    );
    expect(within(room).getByLabelText('Replace before picture: Sunny living room')).toHaveAttribute('type', 'file');
    expect(within(room).getByRole('button', { name: 'Remove before picture: Sunny living room' })).toBeInTheDocument();
    expect(within(room).queryByLabelText(/^Add before picture/)).not.toBeInTheDocument();

    const door = card('Blue front door');
    expect(within(door).getByLabelText('Add before picture: Blue front door')).toHaveAttribute('type', 'file');
    expect(within(door).queryByRole('img', { name: /^Before:/ })).not.toBeInTheDocument();
    expect(within(door).queryByRole('button', { name: /^Remove before picture/ })).not.toBeInTheDocument();
  });

  it('uploads a before picture with its progress, then shows its thumbnail', async () => {
    const sent = stubUploads();
    await openWithBefore();

    await userEvent.upload(screen.getByLabelText('Add before picture: Blue front door'), [
      pictureFile('door-before.jpg', 'image/jpeg', 2 * MB),
    ]);

    expect(sent.map((request) => [request.method, request.url, request.file?.name])).toEqual([
      ['PUT', '/api/admin/gallery/2/before', 'door-before.jpg'],
    ]);
    expect(sent[0]?.headers).toMatchObject({ Authorization: `Bearer ${OWNER_TOKEN}` });
    const door = card('Blue front door');
    const bar = within(door).getByRole('progressbar', { name: 'Before picture for Blue front door' });
    expect(within(door).getByRole('status')).toHaveTextContent('Uploading the before picture…');
    // While it is on its way, it cannot be picked again.
    expect(within(door).queryByLabelText(/before picture:/)).not.toBeInTheDocument();

    act(() => sent[0]?.progress(MB, 2 * MB));
    expect(bar).toHaveAttribute('value', String(MB));
    expect(within(door).getByText('50%')).toBeInTheDocument();

    act(() => sent[0]?.finishSending());
    expect(within(door).getByRole('status')).toHaveTextContent('Processing…');
    expect(within(door).getByRole('progressbar')).not.toHaveAttribute('value');

    await act(async () => sent[0]?.respond(200, { ...ADMIN_GALLERY[1], before: beforePicture(2) }));

    expect(await within(door).findByRole('img', { name: 'Before: Blue front door' })).toHaveAttribute(
      'src',
      '/uploads/before2-480.webp',
    );
    expect(within(door).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(door).getByLabelText('Replace before picture: Blue front door')).toBeInTheDocument();
    expect(within(notifications()).getAllByText(beforeSavedMessage('Blue front door'))).not.toHaveLength(0);
  });

  it('replaces a before picture with the one picked', async () => {
    const sent = stubUploads();
    await openWithBefore();

    await userEvent.upload(screen.getByLabelText('Replace before picture: Sunny living room'), [
      pictureFile('room-before.png', 'image/png', MB),
    ]);
    expect(sent.map((request) => [request.method, request.url])).toEqual([['PUT', '/api/admin/gallery/1/before']]);
    await act(async () => sent[0]?.respond(200, { ...ADMIN_GALLERY[0], before: beforePicture(9) }));

    expect(
      await within(card('Sunny living room')).findByRole('img', { name: 'Before: Sunny living room' }),
    ).toHaveAttribute('src', '/uploads/before9-480.webp');
  });

  it('refuses a file that is not a picture, or too big, without sending it, and says why beside the photo', async () => {
    const sent = stubUploads();
    await openWithBefore();
    const picker = userEvent.setup({ applyAccept: false });

    await picker.upload(screen.getByLabelText('Add before picture: Shaker kitchen'), [
      pictureFile('notes.txt', 'text/plain', 2000),
    ]);
    expect(within(card('Shaker kitchen')).getByRole('status')).toHaveTextContent(NOT_A_PICTURE_MESSAGE);

    await picker.upload(screen.getByLabelText('Add before picture: Shaker kitchen'), [
      pictureFile('huge.jpg', 'image/jpeg', 20 * MB),
    ]);
    expect(within(card('Shaker kitchen')).getByRole('status')).toHaveTextContent(TOO_BIG_MESSAGE);
    expect(sent).toHaveLength(0);
  });

  it('shows the gateway’s refusal beside the photo, which keeps its before picture as it was', async () => {
    const sent = stubUploads();
    await openWithBefore();

    await userEvent.upload(screen.getByLabelText('Replace before picture: Sunny living room'), [
      pictureFile('renamed.jpg', 'image/jpeg', MB),
    ]);
    await act(async () =>
      sent[0]?.respond(415, {
        error: { code: 'unsupported_media_type', message: 'That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.' },
      }),
    );

    const room = card('Sunny living room');
    expect(await within(room).findByRole('status')).toHaveTextContent(
      'That file is not a JPEG, PNG, WebP, HEIC or AVIF picture.',
    );
    expect(within(room).getByRole('img', { name: 'Before: Sunny living room' })).toHaveAttribute(
      'src',
      '/uploads/before1-480.webp',
    );
    // The owner can try again with another file.
    expect(within(room).getByLabelText('Replace before picture: Sunny living room')).toBeInTheDocument();
  });

  it('asks before removing a before picture, then shows the photo without one', async () => {
    const { fetchMock } = await openWithBefore({ 'DELETE /api/admin/gallery/1/before': noContent });

    await userEvent.click(screen.getByRole('button', { name: 'Remove before picture: Sunny living room' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the before picture?' });
    expect(callsTo(fetchMock, 'DELETE /api/admin/gallery/1/before')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove before picture' }));

    expect(await within(notifications()).findAllByText(BEFORE_REMOVED_MESSAGE)).not.toHaveLength(0);
    expect(callsTo(fetchMock, 'DELETE /api/admin/gallery/1/before')).toHaveLength(1);
    const room = card('Sunny living room');
    expect(within(room).queryByRole('img', { name: 'Before: Sunny living room' })).not.toBeInTheDocument();
    expect(within(room).getByLabelText('Add before picture: Sunny living room')).toBeInTheDocument();
    expect(photoTitles()).toEqual(['Sunny living room', 'Blue front door', 'Shaker kitchen']);
  });

  it('keeps the before picture when removing it is refused', async () => {
    await openWithBefore({
      'DELETE /api/admin/gallery/1/before': () =>
        errorResponse(404, { code: 'not_found', message: 'This project has no before picture.' }),
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove before picture: Sunny living room' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove before picture' }));

    expect(await within(notifications()).findAllByText('This project has no before picture.')).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Remove the before picture?' })).toBeInTheDocument();
    expect(
      within(card('Sunny living room')).getByRole('img', { name: 'Before: Sunny living room' }),
    ).toBeInTheDocument();
  });

  it('shows both pictures in the edit dialog', async () => {
    await openWithBefore();

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Sunny living room' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Sunny living room”' });
    expect(within(dialog).getByRole('img', { name: 'Sunny living room after painting' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Before: Sunny living room' })).toHaveAttribute(
      'src',
      '/uploads/before1-480.webp',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit: Shaker kitchen' }));
    expect(within(screen.getByRole('dialog')).getByText(/No before picture/)).toBeInTheDocument();
  });
});
