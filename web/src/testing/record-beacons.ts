import type { SiteEvent } from '@painting-site/gateway/contract/visitor-counts';
import { onTestFinished, vi } from 'vitest';

/** A beacon as the page sent it: where to, and its body read back. */
export type SentBeacon = { url: string; event: SiteEvent };

/**
 * Stands in for `navigator.sendBeacon` (the browser's, which jsdom lacks) with a recording
 * function, for the test it is called in.
 */
export function recordBeacons(): SentBeacon[] {
  const sent: SentBeacon[] = [];
  const sendBeacon = vi.fn((url: string | URL, body?: BodyInit | null) => {
    sent.push({ url: String(url), event: JSON.parse(String(body)) as SiteEvent });
    return true;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });
  return sent;
}
