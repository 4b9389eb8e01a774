import { type RefObject, useEffect, useRef } from 'react';
import { CONTROL_SELECTOR } from './toast-placement.ts';

/**
 * The control the owner last pressed or typed in (outside the region itself): the one a toast
 * raised now answers. A tap on a phone does not always focus a button, so presses count too.
 */
export function useRaisingControl(region: RefObject<HTMLElement | null>): RefObject<Element | null> {
  const control = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (element: Element | null) => {
      const pressed = element?.closest(CONTROL_SELECTOR) ?? null;
      if (pressed && !region.current?.contains(pressed)) control.current = pressed;
    };
    const onPointerDown = (event: PointerEvent) => remember(event.target instanceof Element ? event.target : null);
    const onKeyDown = () => remember(document.activeElement);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [region]);
  return control;
}
