import { type PointerEvent, useRef } from 'react';
import { LIGHTBOX_SWIPE_MIN_PX } from '@/config/constants.ts';

/**
 * Pointer handlers that call `onSwipeLeft` / `onSwipeRight` for a finger (or pen) moved mostly
 * sideways by LIGHTBOX_SWIPE_MIN_PX or more. A mouse drag does nothing: mice have the buttons.
 */
export function useHorizontalSwipe({
  onSwipeLeft,
  onSwipeRight,
}: {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
}) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);

  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < LIGHTBOX_SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onSwipeLeft();
      else onSwipeRight();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
