import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { sendSiteEvent } from './site-events.ts';

/**
 * Reports a view of the page shown: once the app has started on it (an effect runs after the
 * hydrated page is committed, so the beacon never holds it back), and on each move to another
 * page. A change of the query alone (the gallery's category) is the same page.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // StrictMode runs a mount's effects twice; the page was shown once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    sendSiteEvent('view', pathname);
  }, [pathname]);
}
