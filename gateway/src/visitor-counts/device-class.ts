import type { VisitorDevice } from './site-event-store.ts';

const PHONE_OR_TABLET = /Mobile|Android|iPhone|iPad/;

/** All that is kept of the user agent: a phone (or tablet), or a computer. */
export function deviceClass(userAgent: string): VisitorDevice {
  return PHONE_OR_TABLET.test(userAgent) ? 'phone' : 'desktop';
}
