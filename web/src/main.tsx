import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { APP_ON_SCREEN_EVENT } from './app/app-on-screen.ts';
import { loadMatchedPages } from './app/load-matched-pages.ts';
import { RENDERED_AT_ATTRIBUTE } from './app/page-document.ts';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, routes } from './app/router.tsx';
import { SubmittedFormContext, takeSubmittedForm } from './features/contact/submitted-form.ts';
import { captureLeadSource } from './lib/lead-source-capture.ts';
import { loadPageContent } from './lib/public-content-store.ts';
import { listenForSiteTaps } from './lib/site-events.ts';
import { listenForLeaving } from './lib/use-unsaved-changes-guard.ts';

/**
 * Once the app is on screen (after hydration, when hydrating), goes to `address`, if any, and
 * tells the published page's boot script, which then hands over the link it may hold.
 */
function GoToOnceMounted({ address }: { address: string | undefined }) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; `navigate` changes with every address.
  useEffect(() => {
    if (address) void navigate(address, { replace: true });
    document.dispatchEvent(new Event(APP_ON_SCREEN_EVENT));
  }, []);
  return null;
}

// Not a top-level await: the page chunks import from this one, which must finish loading first.
async function startApp(container: HTMLElement) {
  // A published page arrives rendered; the SPA shell (admin pages, a page not yet published) empty.
  const published = container.hasChildNodes();

  // A page is rendered for one address: its path, and the query it answers to (a gallery
  // category). Another query (a service picked for the quote form, a campaign's utm_*) would
  // render something else than the HTML holds. Hydrate where the page was rendered (the path,
  // for the not-found page, which answers any), then go to the address as it was.
  const { pathname, search, hash } = window.location;
  const renderedAt = container.getAttribute(RENDERED_AT_ATTRIBUTE) ?? pathname;
  const deferred = published && `${pathname}${search}` !== renderedAt ? `${pathname}${search}${hash}` : undefined;
  if (deferred) window.history.replaceState(window.history.state, '', `${renderedAt}${hash}`);
  // A quote form sent without the app came back with its words and messages: the app starts there.
  const submittedForm = published ? takeSubmittedForm() : null;

  if (published) {
    // A task of its own: evaluating the app's modules is already one long task on a slow phone.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [contentLoaded] = await Promise.all([loadPageContent(), loadMatchedPages(routes, window.location)]);
    if (!contentLoaded) {
      // Offline, say: the page stays as it arrived, which works without the app. The address goes
      // back to what the visitor asked for, and a link the boot script holds is followed at once.
      if (deferred) window.history.replaceState(window.history.state, '', deferred);
      document.dispatchEvent(new Event(APP_ON_SCREEN_EVENT));
      return;
    }
  }

  const app = (
    <StrictMode>
      <AppProvider globalStyle={!published}>
        <SubmittedFormContext value={submittedForm}>
          <BrowserRouter>
            <AppRoutes />
            <GoToOnceMounted address={deferred} />
          </BrowserRouter>
        </SubmittedFormContext>
      </AppProvider>
    </StrictMode>
  );

  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (React hydrates at the default priority in one go).
  if (published) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Before startApp drops the query from the address: the campaign (utm_*) is in it. On a published
// page the boot script has done this and the next line already, as the page loaded.
captureLeadSource();
// Before the router listens for Back: the dashboard's forms must be asked first.
listenForLeaving();
// Taps on call, text and e-mail links and on the quote buttons, counted on the public pages (issue 31).
listenForSiteTaps();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startApp(container);
