/**
 * The event the app sends on the document once it is on screen on a published page (hydrated):
 * the boot script (boot-published-page.ts) then hands the links it held over to it. Sent too when
 * the app gives up starting (the page's content cannot be fetched): the browser then follows them.
 */
export const APP_ON_SCREEN_EVENT = 'app-on-screen';

/** How long a link followed before the app is on screen waits for it; then the browser follows it. */
export const HELD_LINK_LONGEST_WAIT_MS = 2500;
