/**
 * Whether this browser can get phone alerts, and if not, what the owner can do:
 * - `ready`: it can (Android Chrome, desktop browsers, iOS 16.4+ from the Home Screen);
 * - `home-screen-first`: an iPhone or iPad in a Safari tab, where Apple offers Web Push only to a
 *   web app opened from the Home Screen (iOS 16.4 or later);
 * - `denied`: notifications are blocked for this site: only the browser's settings can allow them;
 * - `unsupported`: no Web Push at all (an older browser, or iOS before 16.4).
 */
export type PushSupport = 'ready' | 'home-screen-first' | 'denied' | 'unsupported';

/** What the answer depends on, read from the browser by `browserPushFacts`. */
export type PushFacts = {
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  permission: NotificationPermission | null;
  apple: boolean;
  homeScreen: boolean;
};

export function pushSupportOf(facts: PushFacts): PushSupport {
  if (!facts.serviceWorker || !facts.pushManager || !facts.notification) {
    return facts.apple && !facts.homeScreen ? 'home-screen-first' : 'unsupported';
  }
  return facts.permission === 'denied' ? 'denied' : 'ready';
}

/** An iPhone, an iPod or an iPad (which may present itself as a Mac, but has touch). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function browserPushFacts(): PushFacts {
  const notification = typeof Notification !== 'undefined';
  // Safari's own flag for a page opened from the Home Screen; the media query for the others.
  const homeScreen =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  return {
    serviceWorker: 'serviceWorker' in navigator,
    pushManager: 'PushManager' in window,
    notification,
    permission: notification ? Notification.permission : null,
    apple: isAppleMobile(navigator.userAgent, navigator.maxTouchPoints),
    homeScreen,
  };
}
