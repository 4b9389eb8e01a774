import { PUBLIC_PATHS, type PublicPath } from '@painting-site/gateway/contract/routes';
import {
  REFERRER_MAX_LENGTH,
  SITE_EVENTS_PATH,
  type SiteEvent,
  type SiteEventKind,
  UTM_VALUE_MAX_LENGTH,
} from '@painting-site/gateway/contract/visitor-counts';
import { capturedArrival } from './lead-source-capture.ts';

// In the boot script a published page starts with (boot-published-page.ts), which shares it with
// the app: constants from the contract only, nothing that pulls in a module of its own.

const QUOTE_CTA_ATTRIBUTE = 'data-quote-cta';
/** Marks a "get a quote" call to action: spread on the link (`<ButtonLink {...QUOTE_CTA} …>`). */
export const QUOTE_CTA = { [QUOTE_CTA_ATTRIBUTE]: '' } as const;

/** The kind of tap a link's scheme reports. */
const TAP_KINDS: Partial<Record<string, SiteEventKind>> = { 'tel:': 'call', 'sms:': 'text', 'mailto:': 'email' };

const isPublicPath = (path: string): path is PublicPath => (PUBLIC_PATHS as readonly string[]).includes(path);

/** The page an address shows: `/gallery/` is the gallery (nginx serves it), counted as `/gallery`. */
const pageOf = (path: string) => path.replace(/(.)\/+$/, '$1');

/** A value to send, cut to what the gateway takes; none when empty. */
const cut = (value: string | null | undefined, max: number) => value?.slice(0, max) || undefined;

/**
 * Reports `kind` on the page at `address` (the window's, by default) with `navigator.sendBeacon`:
 * on a public page only (never the dashboard, nor the estimate visit's page with its key), with
 * how the visit arrived, as captured when the app started. Never throws; a browser without the
 * beacon reports nothing.
 */
export function sendSiteEvent(kind: SiteEventKind, address: string = window.location.pathname): void {
  const path = pageOf(address);
  if (!isPublicPath(path) || typeof navigator.sendBeacon !== 'function') return;
  try {
    const arrival = capturedArrival();
    const query = new URLSearchParams(arrival?.location.search);
    const event: SiteEvent = {
      kind,
      path,
      referrer: cut(arrival?.referrer, REFERRER_MAX_LENGTH),
      utmSource: cut(query.get('utm_source'), UTM_VALUE_MAX_LENGTH),
      utmMedium: cut(query.get('utm_medium'), UTM_VALUE_MAX_LENGTH),
      utmCampaign: cut(query.get('utm_campaign'), UTM_VALUE_MAX_LENGTH),
    };
    // A string goes as text/plain: a simple request, no preflight. JSON leaves out the undefined.
    navigator.sendBeacon(SITE_EVENTS_PATH, JSON.stringify(event));
  } catch {
    // Counting must never break the page.
  }
}

/** The page the boot script reported a view of as it loaded, until the app takes that view over. */
let landingView: string | null = null;

/** Reports the view of the page as it loads, before the app starts (which may be never). */
export function reportLandingView(): void {
  landingView = window.location.pathname;
  sendSiteEvent('view', landingView);
}

/** The page whose view was reported as it loaded, once: the app's first view of it is not another view. */
export function takeLandingView(): string | null {
  const path = landingView;
  landingView = null;
  return path;
}

/** A tap on a tel:, sms: or mailto: link, or on a quote call to action, reported before the link is followed. */
function reportTap(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link) return;
  const kind = link.hasAttribute(QUOTE_CTA_ATTRIBUTE) ? 'quote-cta' : TAP_KINDS[link.protocol];
  if (kind) sendSiteEvent(kind);
}

let listening = false;

/** Starts reporting taps, once: one listener for the whole document (keyboard activation clicks too). */
export function listenForSiteTaps(): void {
  if (listening) return;
  listening = true;
  // Capturing: it runs before the router follows the link, while the address is still the tapped page's.
  document.addEventListener('click', reportTap, { capture: true, passive: true });
}
