import { useEffect } from 'react';

/** What the owner is asked before leaving a form with edits not saved. */
export const LEAVE_UNSAVED_QUESTION = 'You have changes that are not saved. Leave this page and lose them?';

/**
 * The forms on screen with unsaved edits. One set of listeners serves them all, so two dirty forms
 * ask once, and a form that is saved or goes away stops asking.
 */
const unsavedForms = new Set<symbol>();
/** The page the owner was on when the first edit was made: where a refused Back returns to. */
let editedPage: { url: string; state: unknown } | null = null;
let listening = false;

// Closing or reloading the tab, or typing another address: the browser asks in its own words.
function askBeforeUnload(event: BeforeUnloadEvent) {
  if (unsavedForms.size === 0) return;
  event.preventDefault();
  // Older browsers show the question only when returnValue is set.
  event.returnValue = '';
}

/** A click that would leave the page in this tab for another page of the app. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  // Another tab keeps this one as it is; another site unloads this one, which beforeunload covers.
  if ((link.target && link.target !== '_self') || link.origin !== window.location.origin) return null;
  // The same page with another query (a tab, a filter) keeps its forms on screen.
  return link.pathname === window.location.pathname ? null : link;
}

// Links (the dashboard menu, "Back to requests"…): asked before the router sees the click, which
// a refusal then never reaches (this listener runs first, on the document, while capturing).
function askBeforeLink(event: MouseEvent) {
  if (unsavedForms.size === 0 || !leavingLink(event)) return;
  if (window.confirm(LEAVE_UNSAVED_QUESTION)) return;
  event.preventDefault();
  event.stopPropagation();
}

// The browser's Back and Forward: the address has already changed when this runs. It runs before
// the router's own listener (added before it, see listenForLeaving); a refusal hides the event from the router
// and puts the edited page's address back, so the page, its form and the history stay as they were.
function askBeforeHistoryMove(event: PopStateEvent) {
  if (unsavedForms.size === 0 || !editedPage) return;
  if (new URL(editedPage.url).pathname === window.location.pathname) return;
  if (window.confirm(LEAVE_UNSAVED_QUESTION)) return;
  event.stopImmediatePropagation();
  window.history.pushState(editedPage.state, '', editedPage.url);
}

/**
 * Starts listening, once. The app calls it before its router starts: on the window, listeners of
 * one event run in the order they were added (Chromium runs the router's before a capturing one
 * added later), and the router's, run first, would already have unmounted the edited form.
 */
export function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('beforeunload', askBeforeUnload);
  document.addEventListener('click', askBeforeLink, { capture: true });
  window.addEventListener('popstate', askBeforeHistoryMove, { capture: true });
}

/**
 * Asks before the owner leaves while `unsaved` is true: on a link to another page of the app,
 * the browser's Back and Forward, and closing or reloading the tab. Every dashboard form uses it
 * (useFormSubmission does, for the forms built on it).
 *
 * A guard of its own rather than React Router's useBlocker, which needs the data router: the
 * client's BrowserRouter hydrates the published pages and the dashboard's nested route tables as
 * they are, and every test renders through a MemoryRouter.
 */
export function useUnsavedChangesGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    listenForLeaving();
    const form = Symbol('unsaved form');
    if (unsavedForms.size === 0) editedPage = { url: window.location.href, state: window.history.state };
    unsavedForms.add(form);
    return () => {
      unsavedForms.delete(form);
      if (unsavedForms.size === 0) editedPage = null;
    };
  }, [unsaved]);
}
