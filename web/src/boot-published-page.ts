/**
 * The one script a published page starts with. The page arrives whole from nginx and works as it
 * is: its links, menu, gallery and quote form need no script (tests/no-script.test.ts). The app
 * (its entry is named in `data-app`) makes moving about instant and adds what needs a script (the
 * quote form's photos, estimate visits); on a slow phone its ~105 KB take a second of the main
 * thread to start, which a visitor who only reads would wait on for nothing. So:
 * - as the page loads, it notes how the visit arrived and reports the page's view and each tap on
 *   a call, text, e-mail or quote link, without the app;
 * - once the page is painted, the app's entry is fetched, not run, and the site's content it starts
 *   from (the page does not carry it);
 * - the visitor's first sign of using the page (a pointer moved or pressed, a key, a focus, a
 *   touch, a scroll) starts the app;
 * - a link followed before the app is on screen is held, then followed by the app, so the visit's
 *   source (kept in memory, never stored) goes along to the quote form; should the app not come in
 *   time, the browser follows it.
 * A page rendered for another address than the one asked for (a service picked for the quote form)
 * starts the app at once: only the app shows what that address asks for.
 */
import { PUBLIC_CONTENT_PATH } from '@painting-site/gateway/contract/public-content';
import { APP_ON_SCREEN_EVENT, HELD_LINK_LONGEST_WAIT_MS } from './app/app-on-screen.ts';
import { RENDERED_AT_ATTRIBUTE } from './app/page-document.ts';
import { captureLeadSource } from './lib/lead-source-capture.ts';
import { listenForSiteTaps, reportLandingView } from './lib/site-events.ts';

const APP_ATTRIBUTE = 'data-app';
/** A visitor's first signs of using the page. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
/** Query parameters that are about the visit, not the page: a campaign's address shows the page as rendered. */
const VISIT_PARAMETER = /^utm_/;

const entry = document.querySelector(`script[${APP_ATTRIBUTE}]`)?.getAttribute(APP_ATTRIBUTE);

let viewReported = false;
/** The page's view, once: after the first paint, or before the app should it start sooner (which then reports no other). */
function reportViewOnce(): void {
  if (viewReported) return;
  viewReported = true;
  reportLandingView();
}

/** The app's import, once started; it fails when the entry cannot be fetched (offline, a new release). */
let appImport: Promise<unknown> | undefined;
function startApp(): void {
  if (appImport || !entry) return;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, startApp, true);
  reportViewOnce();
  appImport = import(/* @vite-ignore */ entry);
  appImport.catch(() => undefined);
}

/**
 * Calls `then` once the page is painted: the frame requestAnimationFrame opens draws the page
 * (this script runs once the page is parsed), and the timer runs after that frame. At once in a
 * background tab, which draws nothing until it is shown.
 */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/** A `<link rel>` in the head: what the browser is to fetch now and keep for later. */
function fetchAhead(rel: 'modulepreload' | 'prefetch', href: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  document.head.append(link);
}

/**
 * Fetches the app's entry into the browser's module map without running it, and the site's
 * content (which the app starts from, and the page does not carry) into the browser's cache.
 */
function fetchApp(): void {
  if (!entry) return;
  fetchAhead('modulepreload', entry);
  fetchAhead('prefetch', PUBLIC_CONTENT_PATH);
}

/** Whether the address asks for something else than the page was rendered for (a query beyond a campaign's). */
function askedForAnotherPage(): boolean {
  const { pathname, search } = window.location;
  const renderedAt = document.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE) ?? pathname;
  if (!search) return pathname !== renderedAt;
  const query = new URLSearchParams(search);
  for (const name of [...query.keys()]) if (VISIT_PARAMETER.test(name)) query.delete(name);
  return (query.size > 0 ? `${pathname}?${query}` : pathname) !== renderedAt;
}

/** The link a click would have the browser follow to another page of this site; null for any other click. */
function linkToAnotherPage(event: MouseEvent): HTMLAnchorElement | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (
    !(link instanceof HTMLAnchorElement) ||
    !link.href ||
    link.hasAttribute('download') ||
    (link.target && link.target !== '_self')
  )
    return null;
  if (link.origin !== window.location.origin) return null;
  // A jump within this page (the skip link) needs no app.
  if (link.pathname === window.location.pathname && link.search === window.location.search && link.hash) return null;
  return link;
}

/**
 * Holds links followed before the app is on screen (the last one wins) and follows the held one
 * once it is: the app moves there within the page, with the visit's source still in memory.
 */
function holdLinksUntilAppOnScreen(): void {
  let held: HTMLAnchorElement | null = null;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    const link = held;
    if (!link) return;
    // A click of its own, in a task of its own (not within the app's effect that announced it): the
    // app's router (or the browser) follows it, and the tap is counted once.
    setTimeout(() => (link.isConnected ? link.click() : window.location.assign(link.href)), 0);
  };
  function hold(event: MouseEvent) {
    const link = linkToAnotherPage(event);
    if (!link) return;
    // Neither followed nor counted now: both happen when it is clicked again, for the app.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = link;
    startApp();
    // An app that cannot come hands the link to the browser at once.
    appImport?.catch(release);
    setTimeout(release, HELD_LINK_LONGEST_WAIT_MS);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener(APP_ON_SCREEN_EVENT, release, { once: true });
}

// Before anything counts a tap: a held link's first click is neither followed nor counted.
holdLinksUntilAppOnScreen();
captureLeadSource();
listenForSiteTaps();
// Two short tasks rather than one: the fetch need not wait on the beacon.
afterFirstPaint(() => {
  reportViewOnce();
  setTimeout(fetchApp, 0);
});
if (askedForAnotherPage()) startApp();
else for (const type of INTENT_EVENTS) window.addEventListener(type, startApp, { capture: true, passive: true });
