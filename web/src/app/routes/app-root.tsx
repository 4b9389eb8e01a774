import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary.tsx';
import { LoadingText } from '@/components/ui/loading-text.tsx';

/** How far down each entry of this tab's history was scrolled, by its location key: in memory only. */
const scrolledTo = new Map<string, number>();

/**
 * A new page starts at its top, or at the part its address names (`/services#exterior-painting`);
 * Back and Forward return to where that entry was scrolled to. A change of the query alone (the
 * gallery's filter) scrolls nowhere. The first page is left where the browser put it (its top, or
 * where it was before a reload: a published page is on screen before the app runs), except that
 * the part its hash names is scrolled to once the app has drawn it.
 */
function useScrollPerHistoryEntry(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const shownKey = useRef(key);
  const shownPath = useRef<string | null>(null);

  // Where the entry shown is scrolled to, kept as the visitor scrolls (at most once a frame). From
  // Back or Forward until the entry it goes to is drawn, scrolling (the browser's own restoring) is
  // not the shown entry's: it is not kept.
  const traversing = useRef(false);
  // A link followed: while the next entry renders, the one leaving is still on screen, so where it
  // is scrolled to is read now, before the commit changes the page's height (same value every time).
  if (key !== shownKey.current && !traversing.current) scrolledTo.set(shownKey.current, window.scrollY);
  useEffect(() => {
    let frame = 0;
    const keep = () => {
      frame = 0;
      if (!traversing.current) scrolledTo.set(shownKey.current, window.scrollY);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(keep);
    };
    const onTraverse = () => {
      traversing.current = true;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onTraverse);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onTraverse);
      cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new history entry is the event; the rest is read then.
  useLayoutEffect(() => {
    shownKey.current = key;
    traversing.current = false;
    const previousPath = shownPath.current;
    shownPath.current = pathname;
    const target = () => (hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null);
    if (previousPath === null) {
      // The app's shell had nothing to scroll to when the browser looked for the hash's part.
      target()?.scrollIntoView();
      return;
    }
    const saved = navigationType === 'POP' ? scrolledTo.get(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (previousPath !== pathname) {
      const part = target();
      if (part) part.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [key]);
}

/**
 * The root of every page: the error boundary, and the animated "Loading" while a page's code
 * arrives on a first load. On a client-side navigation React keeps the page shown until the
 * next one is ready, except for the sign-in page, which has a fallback of its own (see router.tsx).
 */
export function AppRoot() {
  const { pathname, search } = useLocation();
  useScrollPerHistoryEntry();
  return (
    <RootErrorBoundary location={pathname + search}>
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
    </RootErrorBoundary>
  );
}
