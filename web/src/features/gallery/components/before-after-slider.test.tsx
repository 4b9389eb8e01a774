import type { GalleryImage, GalleryItem } from '@painting-site/gateway/contract/gallery';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEFORE_AFTER_PAGE_STEP_PERCENT, BEFORE_AFTER_START_PERCENT } from '@/config/constants.ts';
import { theme } from '@/styles/theme.ts';
import { BeforeAfterSlider } from './before-after-slider.tsx';
import { SPLIT_VARIABLE } from './before-picture.tsx';

const picture = (hash: string, color: string): GalleryImage => ({
  width: 1600,
  height: 1200,
  color,
  variants: [480, 960, 1600].map((width) => ({ width, url: `/uploads/${hash}-${width}.webp` })),
});

const BEFORE = picture('before1', '#a88858');
const ITEM: GalleryItem = {
  id: 7,
  title: 'Shaker kitchen',
  caption: 'Oak doors painted sage green.',
  alt: 'A kitchen with sage green Shaker cabinets',
  category: 'cabinets',
  featured: false,
  position: 1,
  image: picture('after1', '#8a9a7b'),
  before: BEFORE,
};
const SIZES = '100vw';

function slider() {
  return (
    <ThemeProvider theme={theme}>
      <BeforeAfterSlider item={ITEM} before={BEFORE} sizes={SIZES} loading="eager" />
    </ThemeProvider>
  );
}

const control = () => screen.getByRole('slider', { name: 'Before and after: Shaker kitchen' });
/** The area that takes the pointer and carries the divider's place. */
const area = () => control().parentElement as HTMLElement;
const dividerAt = () => area().style.getPropertyValue(SPLIT_VARIABLE);

describe('the before/after comparison', () => {
  it('starts halfway as a labelled slider whose value is announced, over both pictures', () => {
    render(slider());

    expect(control()).toHaveAttribute('type', 'range');
    expect(control()).toHaveValue(String(BEFORE_AFTER_START_PERCENT));
    expect(control()).toHaveAttribute('aria-valuetext', 'Showing 50% before, 50% after');
    expect(screen.getByRole('img', { name: ITEM.alt })).toHaveAttribute('srcset', expect.stringContaining('after1'));
    // The before picture is the same size rules as the after one, and takes its box.
    const before = document.querySelector('img[src*="before1"]');
    expect(before).toHaveAttribute('srcset', expect.stringContaining('/uploads/before1-1600.webp 1600w'));
    expect(before).toHaveAttribute('sizes', SIZES);
    expect(before).toHaveAttribute('width', '1600');
    expect(before).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('Before')).toBeVisible();
    expect(screen.getByText('After')).toBeVisible();
    // Until it moves, the stylesheet places the divider: no style attribute to refuse.
    expect(area()).not.toHaveAttribute('style');
  });

  it('moves with the arrow keys, Page Up and Page Down, Home and End, and says where it is', async () => {
    const user = userEvent.setup();
    render(slider());
    control().focus();

    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(control()).toHaveValue('53');
    expect(control()).toHaveAttribute('aria-valuetext', 'Showing 53% before, 47% after');
    expect(dividerAt()).toBe('53%');

    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(control()).toHaveValue(String(52 - BEFORE_AFTER_PAGE_STEP_PERCENT));

    await user.keyboard('{End}{ArrowRight}');
    expect(control()).toHaveValue('100');
    expect(control()).toHaveAttribute('aria-valuetext', 'Showing 100% before, 0% after');

    await user.keyboard('{Home}{ArrowDown}');
    expect(control()).toHaveValue('0');
    expect(dividerAt()).toBe('0%');

    await user.keyboard('{PageUp}');
    expect(control()).toHaveValue(String(BEFORE_AFTER_PAGE_STEP_PERCENT));
  });

  it('follows a pointer pressed and dragged across the picture, and keeps the keys where it left off', async () => {
    const user = userEvent.setup();
    render(slider());
    // jsdom lays nothing out: the picture is 400 px wide, 100 px from the left.
    vi.spyOn(area(), 'getBoundingClientRect').mockReturnValue(new DOMRect(100, 0, 400, 300));

    fireEvent.pointerDown(area(), { pointerId: 3, pointerType: 'touch', clientX: 200 });
    expect(control()).toHaveValue('25');
    fireEvent.pointerMove(area(), { pointerId: 3, pointerType: 'touch', clientX: 400 });
    expect(control()).toHaveValue('75');
    expect(control()).toHaveAttribute('aria-valuetext', 'Showing 75% before, 25% after');
    expect(dividerAt()).toBe('75%');
    // Past the edge, it stops at the edge.
    fireEvent.pointerMove(area(), { pointerId: 3, pointerType: 'touch', clientX: 900 });
    expect(control()).toHaveValue('100');
    fireEvent.pointerUp(area(), { pointerId: 3, pointerType: 'touch', clientX: 900 });

    // Once let go, moving over the picture does nothing.
    fireEvent.pointerMove(area(), { pointerId: 3, pointerType: 'touch', clientX: 150 });
    expect(control()).toHaveValue('100');

    expect(control()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(control()).toHaveValue('99');
  });

  it('follows a mouse dragged with its main button only', () => {
    render(slider());
    vi.spyOn(area(), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 200, 150));

    fireEvent.pointerDown(area(), { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 20 });
    expect(control()).toHaveValue('50');

    fireEvent.pointerDown(area(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 60 });
    fireEvent.pointerMove(area(), { pointerId: 1, pointerType: 'mouse', clientX: 180 });
    expect(control()).toHaveValue('90');
  });
});

describe('the before/after comparison, published and then hydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the same markup on the server and in the browser, with no style attribute', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(slider());
    document.body.append(container);
    const published = container.innerHTML;
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    expect(container.querySelector('input[type="range"]')).toHaveAttribute(
      'aria-valuetext',
      'Showing 50% before, 50% after',
    );

    const recoverableErrors: unknown[] = [];
    const consoleErrors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, slider(), { onRecoverableError: (error) => recoverableErrors.push(error) });
    });

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(published);
    act(() => root?.unmount());
  });
});
