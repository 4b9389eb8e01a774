import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary.tsx';
import { LoadingText } from '@/components/ui/loading-text.tsx';

/** Each new page starts at its top, or at the part its address names (`/services#exterior-painting`). */
function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the event; the hash is read then.
  useLayoutEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The root of every page: the error boundary, and the animated "Loading" while a page's code
 * arrives on a first load. On a client-side navigation React keeps the page shown until the
 * next one is ready, except for the sign-in page, which has a fallback of its own (see router.tsx).
 */
export function AppRoot() {
  const { pathname, search } = useLocation();
  useScrollToTopOnNewPage();
  return (
    <RootErrorBoundary location={pathname + search}>
      <Suspense fallback={<LoadingText />}>
        <Outlet />
      </Suspense>
    </RootErrorBoundary>
  );
}
