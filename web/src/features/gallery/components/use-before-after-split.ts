import { type ChangeEvent, type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { BEFORE_AFTER_PAGE_STEP_PERCENT, BEFORE_AFTER_START_PERCENT } from '@/config/constants.ts';
import { SPLIT_VARIABLE } from './before-picture.tsx';

const MIN = 0;
const MAX = 100;
const STEP = 1;

const clamp = (percent: number) => Math.min(MAX, Math.max(MIN, Math.round(percent)));

/** The keys a slider answers (WAI-ARIA's slider pattern), and where each moves the divider from `split`. */
const KEY_MOVES: Record<string, (split: number) => number> = {
  ArrowLeft: (split) => split - STEP,
  ArrowDown: (split) => split - STEP,
  ArrowRight: (split) => split + STEP,
  ArrowUp: (split) => split + STEP,
  PageDown: (split) => split - BEFORE_AFTER_PAGE_STEP_PERCENT,
  PageUp: (split) => split + BEFORE_AFTER_PAGE_STEP_PERCENT,
  Home: () => MIN,
  End: () => MAX,
};

/** What a screen reader announces for the divider at `split` percent. */
export function splitValueText(split: number): string {
  return `Showing ${split}% before, ${MAX - split}% after`;
}

/**
 * The divider of a before/after comparison, in percent of the width from the left (the share of
 * the before picture shown), and the handlers that move it: a pointer (mouse, pen or finger)
 * pressed on or dragged across the picture, and the keys and assistive technology on the range
 * input that is the comparison's real control.
 */
export function useBeforeAfterSplit() {
  const [split, setSplit] = useState(BEFORE_AFTER_START_PERCENT);
  const range = useRef<HTMLInputElement>(null);
  const dragging = useRef<number | null>(null);

  function follow(event: PointerEvent<HTMLElement>) {
    const { left, width } = event.currentTarget.getBoundingClientRect();
    if (width > 0) setSplit(clamp(((event.clientX - left) / width) * MAX));
  }

  function release(event: PointerEvent<HTMLElement>) {
    if (dragging.current === event.pointerId) dragging.current = null;
  }

  const areaHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // The lightbox's swipe to the next picture must not take the same drag.
      event.stopPropagation();
      // No text selection or picture drag-and-drop while a mouse drags the divider.
      event.preventDefault();
      dragging.current = event.pointerId;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      // The keys carry on from where the pointer left the divider; no focus ring for a click.
      range.current?.focus({ preventScroll: true });
      follow(event);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (dragging.current === event.pointerId) follow(event);
    },
    onPointerUp: release,
    onPointerCancel: release,
  };

  const rangeProps = {
    ref: range,
    type: 'range',
    min: MIN,
    max: MAX,
    step: STEP,
    value: split,
    'aria-valuetext': splitValueText(split),
    // A screen reader's own increment (a swipe up or down) arrives as a change.
    onChange: (event: ChangeEvent<HTMLInputElement>) => setSplit(clamp(Number(event.target.value))),
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      const move = KEY_MOVES[event.key];
      if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
      // Handled here, the same in every browser; and the lightbox then leaves the arrows to the slider.
      event.preventDefault();
      setSplit(clamp(move(split)));
    },
  } as const;

  // Only once it moves: the markup at the start (published, then hydrated) has no style attribute.
  const style = split === BEFORE_AFTER_START_PERCENT ? undefined : ({ [SPLIT_VARIABLE]: `${split}%` } as CSSProperties);

  return { split, style, areaHandlers, rangeProps };
}
