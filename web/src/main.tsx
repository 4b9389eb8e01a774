import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { returnToSignInWhenSessionEnds, routes } from './app/router.tsx';

/** Runs `then` once the tree under it is on screen: after hydration, when hydrating. */
function AfterMount({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

// Not a top-level await: the page chunks import from this one, which must finish loading first.
async function startApp(container: HTMLElement) {
  // A published page arrives rendered; the SPA shell (admin pages, a page not yet published) empty.
  const published = container.hasChildNodes();
  if (published) await resolveLazyRoutes(routes, window.location);

  // A page is published for its path alone: a query (a gallery category, a service picked for the
  // quote form) would render something else than the HTML holds. Hydrate at the path, then go to
  // the address as it was.
  const { pathname, search, hash } = window.location;
  const deferred = published && search !== '' ? `${pathname}${search}${hash}` : undefined;
  if (deferred) window.history.replaceState(window.history.state, '', `${pathname}${hash}`);

  const router = createBrowserRouter(routes);
  returnToSignInWhenSessionEnds(router);
  const goToDeferred = () => {
    if (deferred) void router.navigate(deferred, { replace: true, preventScrollReset: true });
  };
  const app = (
    <StrictMode>
      <AppProvider>
        <AfterMount then={goToDeferred}>
          <RouterProvider router={router} />
        </AfterMount>
      </AppProvider>
    </StrictMode>
  );

  if (published) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startApp(container);
