import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast as toastStore } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider.tsx';
import {
  TOAST_ENTER_MS,
  TOAST_EXIT_MS,
  TOAST_MAX_VISIBLE,
  TOAST_SWIPE_DISMISS_X_PX,
  TOAST_SWIPE_DISMISS_Y_PX,
  TOAST_TIMEOUT_MS,
} from '@/config/constants.ts';
import { notify } from './notify.ts';

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <AppProvider>
      <main />
    </AppProvider>,
  );
});
afterEach(() => {
  act(() => toastStore.remove());
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });
const items = () => Array.from(region().querySelectorAll('li'));
const itemFor = (message: string) => items().find((item) => item.textContent?.includes(message)) ?? null;
/** The toast saying `message`; throws, like Testing Library's get… queries, when there is none. */
function getItemFor(message: string) {
  const item = itemFor(message);
  if (!item) throw new Error(`no toast "${message}"`);
  return item;
}
const stateOf = (message: string) => itemFor(message)?.getAttribute('data-state') ?? 'closed';
const statesOf = (messages: string[]) => messages.map(stateOf);

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function raise(...messages: string[]) {
  act(() => {
    for (const message of messages) notify.info(message);
  });
}

function swipe(message: string, dx: number, dy: number) {
  const item = getItemFor(message);
  const pointer = { pointerId: 7, pointerType: 'mouse', button: 0 };
  fireEvent.pointerDown(item, { ...pointer, clientX: 200, clientY: 300 });
  fireEvent.pointerMove(item, { ...pointer, clientX: 200 + dx / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(item, { ...pointer, clientX: 200 + dx, clientY: 300 + dy });
  fireEvent.pointerUp(item, { ...pointer, clientX: 200 + dx, clientY: 300 + dy });
}

describe('toasts', () => {
  it(`close by themselves after ${TOAST_TIMEOUT_MS} ms on screen, not a millisecond sooner`, () => {
    raise('Your request was sent');
    advance(TOAST_TIMEOUT_MS - 1);
    expect(stateOf('Your request was sent')).toBe('visible');
    advance(1);
    expect(stateOf('Your request was sent')).toBe('exiting');
    advance(TOAST_EXIT_MS);
    expect(stateOf('Your request was sent')).toBe('closed');
  });

  it('use the same timeout for every type', () => {
    act(() => {
      notify.success('Saved');
      notify.error('Could not save');
    });
    advance(TOAST_TIMEOUT_MS - 1);
    expect(statesOf(['Saved', 'Could not save'])).toEqual(['visible', 'visible']);
    advance(1);
    expect(statesOf(['Saved', 'Could not save'])).toEqual(['exiting', 'exiting']);
  });

  it('honour a timeout the caller asks for', () => {
    act(() => {
      notify.info('Copied', { timeoutMs: 2000 });
    });
    advance(1999);
    expect(stateOf('Copied')).toBe('visible');
    advance(1);
    expect(stateOf('Copied')).toBe('exiting');
  });

  it(`show at most ${TOAST_MAX_VISIBLE} at once and queue the rest in order`, () => {
    const messages = ['First', 'Second', 'Third', 'Fourth', 'Fifth'];
    raise(...messages);
    expect(statesOf(messages)).toEqual(['entering', 'entering', 'entering', 'queued', 'queued']);
    expect(itemFor('Fourth')).not.toBeVisible();
    // Laid out as nothing, not only marked hidden: the item's own display rule must not undo it.
    expect(getComputedStyle(getItemFor('Fourth')).display).toBe('none');
    expect(getComputedStyle(getItemFor('Fifth')).display).toBe('none');

    fireEvent.click(within(getItemFor('Second')).getByRole('button', { name: 'Dismiss notification' }));
    expect(statesOf(messages)).toEqual(['entering', 'exiting', 'entering', 'queued', 'queued']);
    advance(TOAST_EXIT_MS);
    expect(statesOf(messages)).toEqual(['visible', 'closed', 'visible', 'entering', 'queued']);
    expect(itemFor('Fourth')).toBeVisible();
    expect(getComputedStyle(getItemFor('Fourth')).display).not.toBe('none');
  });

  it('start their time when they come on screen, not when they were queued', () => {
    raise('One', 'Two', 'Three', 'Four');
    advance(TOAST_TIMEOUT_MS);
    advance(TOAST_EXIT_MS);
    expect(statesOf(['One', 'Two', 'Three', 'Four'])).toEqual(['closed', 'closed', 'closed', 'entering']);
    advance(TOAST_TIMEOUT_MS - 1);
    expect(stateOf('Four')).toBe('visible');
    advance(1);
    expect(stateOf('Four')).toBe('exiting');
  });

  it('go through queued, entering, visible, exiting and closed, in that order', () => {
    const seen: string[] = [];
    const note = () => {
      const state = stateOf('Last one');
      if (seen.at(-1) !== state) seen.push(state);
    };
    raise('A', 'B', 'C', 'Last one');
    note();
    fireEvent.click(within(getItemFor('A')).getByRole('button', { name: 'Dismiss notification' }));
    for (let elapsed = 0; elapsed < TOAST_EXIT_MS + TOAST_ENTER_MS + TOAST_TIMEOUT_MS + TOAST_EXIT_MS; elapsed += 50) {
      advance(50);
      note();
    }
    expect(seen).toEqual(['queued', 'entering', 'visible', 'exiting', 'closed']);
  });

  it('leave the page once the exit animation is over', () => {
    raise('Gone soon');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    advance(TOAST_EXIT_MS - 1);
    expect(itemFor('Gone soon')).toBeInTheDocument();
    advance(1);
    expect(itemFor('Gone soon')).toBeNull();
  });

  it('pause while the pointer is over them and resume with the time that was left', () => {
    raise('Hover me');
    advance(4000);
    fireEvent.pointerEnter(getItemFor('Hover me'));
    advance(20_000);
    expect(stateOf('Hover me')).toBe('visible');
    fireEvent.pointerLeave(getItemFor('Hover me'));
    advance(TOAST_TIMEOUT_MS - 4000 - 1);
    expect(stateOf('Hover me')).toBe('visible');
    advance(1);
    expect(stateOf('Hover me')).toBe('exiting');
  });

  it('pause while keyboard focus is inside them and resume with the time that was left', () => {
    raise('Focus me');
    advance(1000);
    const close = within(getItemFor('Focus me')).getByRole('button', { name: 'Dismiss notification' });
    act(() => close.focus());
    advance(20_000);
    expect(stateOf('Focus me')).toBe('visible');
    act(() => close.blur());
    advance(TOAST_TIMEOUT_MS - 1000 - 1);
    expect(stateOf('Focus me')).toBe('visible');
    advance(1);
    expect(stateOf('Focus me')).toBe('exiting');
  });

  it('pause only the toast under the pointer', () => {
    raise('Held', 'Free');
    fireEvent.pointerEnter(getItemFor('Held'));
    advance(TOAST_TIMEOUT_MS);
    expect(statesOf(['Held', 'Free'])).toEqual(['visible', 'exiting']);
  });

  it('close at once with the close button', () => {
    raise('Close me');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(stateOf('Close me')).toBe('exiting');
    advance(TOAST_EXIT_MS);
    expect(stateOf('Close me')).toBe('closed');
  });

  it.each([
    ['right', TOAST_SWIPE_DISMISS_X_PX + 1, 0],
    ['left', -(TOAST_SWIPE_DISMISS_X_PX + 1), 0],
    ['down', 0, TOAST_SWIPE_DISMISS_Y_PX + 1],
    ['up', 0, -(TOAST_SWIPE_DISMISS_Y_PX + 1)],
  ])('are dismissed by a swipe %s released beyond the threshold', (_direction, dx, dy) => {
    raise('Swipe me');
    swipe('Swipe me', dx, dy);
    expect(stateOf('Swipe me')).toBe('exiting');
    advance(TOAST_EXIT_MS);
    expect(stateOf('Swipe me')).toBe('closed');
  });

  it.each([
    ['horizontally', TOAST_SWIPE_DISMISS_X_PX - 1, 0],
    ['vertically', 0, TOAST_SWIPE_DISMISS_Y_PX - 1],
  ])('spring back from a swipe released short of the threshold %s', (_axis, dx, dy) => {
    raise('Stay');
    advance(TOAST_ENTER_MS);
    swipe('Stay', dx, dy);
    const item = getItemFor('Stay');
    expect(item.getAttribute('data-state')).toBe('visible');
    expect(item.getAttribute('data-swipe')).toBe('returning');
    expect(item.style.getPropertyValue('--swipe-x')).toBe('0px');
    expect(item.style.getPropertyValue('--swipe-y')).toBe('0px');
  });

  it('follow the pointer while dragged, and do not close while held', () => {
    raise('Dragged');
    const item = getItemFor('Dragged');
    const pointer = { pointerId: 3, pointerType: 'touch', button: 0 };
    fireEvent.pointerDown(item, { ...pointer, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(item, { ...pointer, clientX: 60, clientY: 15 });
    expect(item.style.getPropertyValue('--swipe-x')).toBe('50px');
    expect(item.style.getPropertyValue('--swipe-y')).toBe('5px');
    advance(TOAST_TIMEOUT_MS * 2);
    expect(stateOf('Dragged')).toBe('visible');
  });

  it('are announced politely, and errors assertively', () => {
    act(() => {
      notify.success('Your changes are saved');
      notify.error('The photo could not be uploaded');
    });
    expect(within(screen.getByRole('status')).getByText('Your changes are saved')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('The photo could not be uploaded')).toBeInTheDocument();
  });

  it('show a loading toast that waits for the work, then says how it ended', async () => {
    let finish: (value: string) => void = () => {};
    const work = new Promise<string>((resolve) => (finish = resolve));
    let outcome: Promise<string> = Promise.resolve('');
    act(() => {
      outcome = notify.promise(work, { loading: 'Sending…', success: (name) => `Sent to ${name}`, error: 'Not sent' });
    });
    advance(TOAST_TIMEOUT_MS * 2);
    expect(itemFor('Sending…')?.getAttribute('data-type')).toBe('loading');

    await act(async () => {
      finish('the owner');
      await outcome;
    });
    expect(itemFor('Sent to the owner')?.getAttribute('data-type')).toBe('success');
    advance(TOAST_TIMEOUT_MS - 1);
    expect(stateOf('Sent to the owner')).toBe('visible');
    advance(1);
    expect(stateOf('Sent to the owner')).toBe('exiting');
  });
});

describe('toasts and the control that raised them', () => {
  // A real DOMRect: its sides are getters on the prototype, as in a browser.
  const boxOf = (left: number, top: number, width: number, height: number) => new DOMRect(left, top, width, height);

  function pressButtonAt(top: number) {
    const button = document.createElement('button');
    button.textContent = 'Save';
    document.body.append(button);
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(boxOf(16, top, 200, 44));
    // The region at the bottom of a phone's screen, 200 px high.
    vi.spyOn(region(), 'getBoundingClientRect').mockReturnValue(boxOf(0, window.innerHeight - 200, 390, 200));
    fireEvent.pointerDown(button);
    return button;
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('stay at the bottom when the control is higher up', () => {
    pressButtonAt(100);
    raise('Saved.');
    expect(region()).toHaveAttribute('data-edge', 'bottom');
  });

  it('move to the top rather than cover the Save button at the foot of the screen', () => {
    pressButtonAt(window.innerHeight - 60);
    raise('Saved.');
    expect(region()).toHaveAttribute('data-edge', 'top');
    expect(stateOf('Saved.')).toBe('entering');
  });

  it('keep their count, order and timeout wherever they sit', () => {
    pressButtonAt(window.innerHeight - 60);
    raise('One', 'Two', 'Three', 'Four');
    advance(TOAST_ENTER_MS);
    expect(statesOf(['One', 'Two', 'Three', 'Four'])).toEqual(['visible', 'visible', 'visible', 'queued']);
    advance(TOAST_TIMEOUT_MS);
    expect(stateOf('One')).toBe('exiting');
    advance(TOAST_EXIT_MS);
    expect(stateOf('One')).toBe('closed');
    expect(region()).toHaveAttribute('data-edge', 'top');
  });

  it('ignore presses inside the notifications themselves', () => {
    pressButtonAt(100);
    raise('First');
    const close = within(getItemFor('First')).getByRole('button');
    fireEvent.pointerDown(close);
    raise('Second');
    expect(region()).toHaveAttribute('data-edge', 'bottom');
  });
});
