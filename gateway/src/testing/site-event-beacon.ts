import { SITE_EVENTS_PATH, type SiteEvent } from '../../contract/visitor-counts.ts';
import type { TestApp } from './test-app.ts';

export const PHONE_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const DESKTOP_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A beacon as sendBeacon posts it: text/plain JSON, from an address (the app trusting loopback) and a browser. */
export function beacon(
  app: TestApp,
  event: Partial<SiteEvent> | string,
  { address = '203.0.113.10', userAgent = PHONE_BROWSER }: { address?: string; userAgent?: string } = {},
) {
  return fetch(`${app.url}${SITE_EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent, 'X-Forwarded-For': address },
    body: typeof event === 'string' ? event : JSON.stringify(event),
  });
}
