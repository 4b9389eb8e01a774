import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendSiteEvent, takeLandingView } from './site-events.ts';

/**
 * Reports a view of the page shown: on each move to another page, and as the app starts, unless
 * the published page's boot script reported that view as the page loaded (an effect runs after
 * the page is committed, so the beacon never holds it back). A change of the query alone (the
 * gallery's category) is the same page.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // StrictMode runs a mount's effects twice; the page was shown once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    const landing = reported.current === null ? takeLandingView() : null;
    reported.current = pathname;
    if (landing !== pathname) sendSiteEvent('view', pathname);
  }, [pathname]);
}
