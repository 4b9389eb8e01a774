import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';
import { TOAST_SWIPE_DISMISS_X_PX, TOAST_SWIPE_DISMISS_Y_PX } from '@/config/constants.ts';

export type SwipeStatus = 'idle' | 'dragging' | 'returning' | 'dismissed';

export function isSwipeDismissal(dx: number, dy: number): boolean {
  return Math.abs(dx) >= TOAST_SWIPE_DISMISS_X_PX || Math.abs(dy) >= TOAST_SWIPE_DISMISS_Y_PX;
}

interface Grab {
  pointerId: number;
  x: number;
  y: number;
}

/**
 * Lets a finger or a mouse drag the element; released far enough it calls onDismiss,
 * otherwise it springs back. The offset is handed to CSS as --swipe-x / --swipe-y.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const grab = useRef<Grab | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [status, setStatus] = useState<SwipeStatus>('idle');

  const release = (event: PointerEvent<HTMLElement>, cancelled: boolean) => {
    const start = grab.current;
    if (!start || start.pointerId !== event.pointerId) return;
    grab.current = null;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!cancelled && isSwipeDismissal(dx, dy)) {
      setOffset({ x: dx, y: dy });
      setStatus('dismissed');
      onDismiss();
    } else {
      setOffset({ x: 0, y: 0 });
      setStatus('returning');
    }
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // The close button and links inside keep their own click.
      if ((event.target as Element).closest('button, a')) return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      grab.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
      setStatus('dragging');
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const start = grab.current;
      if (!start || start.pointerId !== event.pointerId) return;
      setOffset({ x: event.clientX - start.x, y: event.clientY - start.y });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => release(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => release(event, true),
  };

  const style = { '--swipe-x': `${offset.x}px`, '--swipe-y': `${offset.y}px` } as CSSProperties;
  return { handlers, style, status, dragging: status === 'dragging' };
}
