import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assert, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router.tsx';
import { LIGHTBOX_SWIPE_MIN_PX } from '@/config/constants.ts';
import { paths } from '@/config/paths.ts';
import { contentAnswer, GALLERY_CATEGORIES, GALLERY_ITEMS, stubPublicSite } from '@/testing/public-site-fixtures.ts';
import { renderWithRouter } from '@/testing/render-with-router.tsx';
import { GALLERY_GRID_SIZES } from './gallery-picture.tsx';

const filter = () => screen.getByRole('navigation', { name: 'Filter projects by category' });
const grid = () => screen.getByRole('main').querySelector('ul:has(img)') as HTMLElement;
const shownTitles = () =>
  within(grid())
    .getAllByRole('link')
    .map((card) => card.querySelector('img')?.alt);
const thumbnail = (title: string) => screen.getByRole('link', { name: new RegExp(`^${title} after painting`) });
const dialog = () => screen.getByRole('dialog');

/** The gallery with the Shaker kitchen (3 of 5) showing its before picture too. */
const WITH_BEFORE = GALLERY_ITEMS.map((item) =>
  item.id === 3
    ? {
        ...item,
        before: {
          ...item.image,
          color: '#a88858',
          variants: item.image.variants.map(({ width }) => ({ width, url: `/uploads/before3-${width}.webp` })),
        },
      }
    : item,
);

async function openGallery(path: string = paths.gallery, items = GALLERY_ITEMS) {
  stubPublicSite({ 'GET /content.json': contentAnswer({ gallery: { categories: GALLERY_CATEGORIES, items } }) });
  const rendered = renderWithRouter(routes, path);
  await screen.findByRole('heading', { level: 1, name: 'Our recent work' });
  await screen.findByRole('navigation', { name: 'Filter projects by category' });
  return { ...rendered, user: userEvent.setup() };
}

describe('the gallery', () => {
  it('shows every project in order, each picture in a box of its own proportions', async () => {
    await openGallery();

    expect(shownTitles()).toEqual(GALLERY_ITEMS.map((item) => item.alt));
    const picture = within(thumbnail('Sunny living room')).getByRole('img');
    expect(picture).toHaveAttribute(
      'srcset',
      '/uploads/hash1-480.webp 480w, /uploads/hash1-960.webp 960w, /uploads/hash1-1600.webp 1600w',
    );
    expect(picture).toHaveAttribute('sizes', GALLERY_GRID_SIZES);
    expect(picture).toHaveAttribute('src', '/uploads/hash1-960.webp');
    expect(picture).toHaveAttribute('width', '1600');
    expect(picture).toHaveAttribute('height', '1200');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
    // In the stylesheet, not a style attribute, which a published page's CSP would refuse.
    const frame = picture.parentElement;
    assert.isNotNull(frame, 'the picture has no box');
    expect(frame).not.toHaveAttribute('style');
    expect(getComputedStyle(frame).getPropertyValue('aspect-ratio')).toBe('1600 / 1200');
    expect(getComputedStyle(frame).getPropertyValue('background-color')).toBe('rgb(200, 184, 154)');
  });

  it('filters by category through the address, so a filtered gallery can be shared', async () => {
    const { user, router } = await openGallery();
    expect(within(filter()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(filter()).getByRole('link', { name: 'Exterior' }));

    expect(router.state.location.search).toBe('?category=exterior');
    expect(shownTitles()).toEqual(['Blue front door after painting', 'Craftsman house front after painting']);
    expect(within(filter()).getByRole('link', { name: 'Exterior' })).toHaveAttribute('aria-current', 'true');
    expect(within(filter()).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');

    await user.click(within(filter()).getByRole('link', { name: 'All' }));

    expect(router.state.location.search).toBe('');
    expect(shownTitles()).toHaveLength(GALLERY_ITEMS.length);
  });

  it('applies the category of a shared link on arrival', async () => {
    await openGallery(`${paths.gallery}?category=cabinets`);

    expect(shownTitles()).toEqual(['Shaker kitchen after painting']);
    expect(within(filter()).getByRole('link', { name: 'Cabinets' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers only the categories that have projects, and shows everything for a shared link to an empty one', async () => {
    await openGallery(`${paths.gallery}?category=commercial`);

    expect(
      within(filter())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Interior', 'Exterior', 'Cabinets']);
    expect(shownTitles()).toHaveLength(GALLERY_ITEMS.length);
    expect(within(filter()).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers no filter when the projects are all of one category', async () => {
    stubPublicSite({
      'GET /content.json': contentAnswer({
        gallery: {
          categories: GALLERY_CATEGORIES,
          items: GALLERY_ITEMS.filter((item) => item.category === 'exterior'),
        },
      }),
    });
    renderWithRouter(routes, paths.gallery);
    await screen.findByRole('heading', { level: 1, name: 'Our recent work' });

    expect(shownTitles()).toEqual(['Blue front door after painting', 'Craftsman house front after painting']);
    expect(screen.queryByRole('navigation', { name: 'Filter projects by category' })).not.toBeInTheDocument();
  });

  it('links every picture to its largest file, so it opens large before the app runs or without it', async () => {
    await openGallery(paths.gallery, WITH_BEFORE);

    expect(
      within(grid())
        .getAllByRole('link')
        .map((card) => card.getAttribute('href')),
    ).toEqual(GALLERY_ITEMS.map((item) => item.image.variants.find((variant) => variant.width === 1600)?.url));
    // A before/after project's card leads to the after picture, as its name says.
    expect(thumbnail('Shaker kitchen')).toHaveAttribute('href', '/uploads/hash3-1600.webp');
  });

  it('leaves a click asking for a new tab, a window or a download to the browser, opening no lightbox', async () => {
    await openGallery();
    // What the browser would do after the app had its say: follow the link or not (jsdom cannot).
    const followed: boolean[] = [];
    const browser = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', browser);

    for (const modifier of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      fireEvent.click(thumbnail('Sunny living room'), modifier);
    }
    window.removeEventListener('click', browser);

    expect(followed).toEqual([true, true, true, true, true]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the lightbox instead of following the link on a plain click or Enter', async () => {
    const { user } = await openGallery();

    expect(fireEvent.click(thumbnail('Sunny living room'))).toBe(false);
    expect(dialog()).toHaveAccessibleName('Sunny living room');
    await user.keyboard('{Escape}');
    expect(thumbnail('Sunny living room')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName('Sunny living room');
  });

  it('opens a picture large in a dialog named by its title, with its caption and place in the list', async () => {
    const { user } = await openGallery();

    await user.click(thumbnail('Sunny living room'));

    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName('Sunny living room');
    expect(dialog()).toHaveAccessibleDescription('Sunny living room: two coats, clean lines.');
    expect(within(dialog()).getByText('1 of 5')).toBeInTheDocument();
    expect(within(dialog()).getByRole('img', { name: 'Sunny living room after painting' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('1600w'),
    );
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('moves with the arrow keys, closes on Escape and gives focus back to the picture opened', async () => {
    const { user } = await openGallery();
    await user.click(thumbnail('Sunny living room'));

    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Blue front door');
    expect(within(dialog()).getByText('2 of 5')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Sunny living room');

    await user.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Craftsman house front');
    expect(within(dialog()).getByText('5 of 5')).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail('Sunny living room')).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('moves with its Previous and Next buttons and closes with Close', async () => {
    const { user } = await openGallery();
    await user.click(thumbnail('Shaker kitchen'));

    await user.click(within(dialog()).getByRole('button', { name: 'Next picture' }));
    expect(dialog()).toHaveAccessibleName('Quiet bedroom');

    await user.click(within(dialog()).getByRole('button', { name: 'Previous picture' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Previous picture' }));
    expect(dialog()).toHaveAccessibleName('Blue front door');

    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail('Shaker kitchen')).toHaveFocus();
  });

  it('keeps keyboard focus inside while it is open', async () => {
    const { user } = await openGallery();
    await user.click(thumbnail('Sunny living room'));
    const button = (name: string) => within(dialog()).getByRole('button', { name });

    expect(button('Close')).toHaveFocus();
    await user.tab();
    expect(button('Previous picture')).toHaveFocus();
    await user.tab();
    expect(button('Next picture')).toHaveFocus();
    await user.tab();
    expect(button('Close')).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Next picture')).toHaveFocus();
  });

  it('moves only through the category shown', async () => {
    const { user } = await openGallery(`${paths.gallery}?category=exterior`);
    await user.click(thumbnail('Blue front door'));

    expect(within(dialog()).getByText('1 of 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Craftsman house front');
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Blue front door');
  });

  it('follows a finger swiped sideways, and ignores a short or mostly vertical one', async () => {
    const { user } = await openGallery();
    await user.click(thumbnail('Sunny living room'));
    // The area the picture sits in, sized by its --ratio, takes the swipes.
    const picture = within(dialog()).getByRole('img').closest('[style]') as HTMLElement;
    const swipe = (dx: number, dy = 0) => {
      fireEvent.pointerDown(picture, { pointerId: 1, pointerType: 'touch', clientX: 200, clientY: 300 });
      fireEvent.pointerUp(picture, { pointerId: 1, pointerType: 'touch', clientX: 200 + dx, clientY: 300 + dy });
    };

    swipe(-(LIGHTBOX_SWIPE_MIN_PX + 10));
    expect(dialog()).toHaveAccessibleName('Blue front door');

    swipe(LIGHTBOX_SWIPE_MIN_PX + 10);
    expect(dialog()).toHaveAccessibleName('Sunny living room');

    swipe(LIGHTBOX_SWIPE_MIN_PX - 10);
    swipe(-(LIGHTBOX_SWIPE_MIN_PX + 10), 200);
    expect(dialog()).toHaveAccessibleName('Sunny living room');
  });

  it('shows a project with a before picture split in the middle, labelled, and says so', async () => {
    await openGallery(paths.gallery, WITH_BEFORE);

    const card = thumbnail('Shaker kitchen');
    expect(card).toHaveAccessibleName(/Before and after/);
    expect(within(card).getByText('Before')).toBeInTheDocument();
    expect(within(card).getByText('After')).toBeInTheDocument();
    const before = card.querySelector('img[src*="before3"]');
    expect(before).toHaveAttribute('srcset', expect.stringContaining('/uploads/before3-480.webp 480w'));
    expect(before).toHaveAttribute('sizes', GALLERY_GRID_SIZES);
    expect(before).toHaveAttribute('loading', 'lazy');
    // Nothing in the card takes keys or clicks of its own: the whole card opens the lightbox.
    expect(within(card).queryByRole('slider')).not.toBeInTheDocument();
    expect(thumbnail('Quiet bedroom')).not.toHaveAccessibleName(/Before and after/);
  });

  it('gives the before picture a link of its own to its largest file, for browsers with scripting off', async () => {
    await openGallery(paths.gallery, WITH_BEFORE);

    // Shown only where `@media (scripting: none)` matches, which jsdom never does: here it is in
    // the markup, unseen; a browser with scripting off lays it over the card's before half.
    const before = grid().querySelector('a[href="/uploads/before3-1600.webp"]');
    assert.isNotNull(before, 'no link to the before picture');
    expect(before).toHaveTextContent('Before painting: Shaker kitchen');
    expect(before).not.toBeVisible();
    expect(grid().querySelectorAll('a[href*="before"]')).toHaveLength(1);
  });

  it('opens a before/after project with its comparison, whose arrow keys move the divider, not the picture', async () => {
    const { user } = await openGallery(paths.gallery, WITH_BEFORE);
    await user.click(thumbnail('Shaker kitchen'));

    const comparison = within(dialog()).getByRole('slider', { name: 'Before and after: Shaker kitchen' });
    expect(within(dialog()).getByRole('img', { name: 'Shaker kitchen after painting' })).toBeInTheDocument();
    await user.tab();
    expect(comparison).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');

    expect(comparison).toHaveValue('52');
    expect(comparison).toHaveAttribute('aria-valuetext', 'Showing 52% before, 48% after');
    expect(dialog()).toHaveAccessibleName('Shaker kitchen');

    // Elsewhere in the lightbox, the arrows move on as before; a project without one has no comparison.
    within(dialog()).getByRole('button', { name: 'Close' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Quiet bedroom');
    expect(within(dialog()).queryByRole('slider')).not.toBeInTheDocument();
  });

  it('takes a finger dragged across a before/after picture as moving the divider, not a swipe', async () => {
    const { user } = await openGallery(paths.gallery, WITH_BEFORE);
    await user.click(thumbnail('Shaker kitchen'));
    const comparison = within(dialog()).getByRole('slider');
    const area = comparison.parentElement as HTMLElement;
    vi.spyOn(area, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 300));

    fireEvent.pointerDown(area, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });

    expect(comparison).toHaveValue('25');
    expect(dialog()).toHaveAccessibleName('Shaker kitchen');
  });
});
