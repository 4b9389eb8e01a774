/** A box on the screen, in CSS pixels from the viewport's top left corner. */
export interface ScreenBox {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where the notification region sits: along the bottom of the screen, or along its top. */
export type ToastEdge = 'top' | 'bottom';

const overlapOf = (a: ScreenBox, b: ScreenBox) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The edge for the region: the bottom, unless there it would cover the control that raised the
 * toast (a Save button at the foot of a phone's screen); then the top, unless that covers it more.
 * `region` is where the region is at the bottom edge; at the top it is the same height from 0.
 */
export function toastEdge(control: ScreenBox | null, region: ScreenBox): ToastEdge {
  if (!control) return 'bottom';
  const atBottom = overlapOf(control, region);
  if (atBottom === 0) return 'bottom';
  const atTop = overlapOf(control, { ...region, top: 0, bottom: region.bottom - region.top });
  return atTop < atBottom ? 'top' : 'bottom';
}

/** The elements an owner presses: what raised a toast, if anything did. */
export const CONTROL_SELECTOR = 'button, a[href], input, select, textarea, summary, [role="button"]';
