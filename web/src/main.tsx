import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { returnToSignInWhenSessionEnds, routes } from './app/router.tsx';

// Not a top-level await: the page chunks import from this one, which must finish loading first.
async function startApp(container: HTMLElement) {
  // A published page arrives rendered; the SPA shell (admin pages, a page not yet published) empty.
  const published = container.hasChildNodes();
  if (published) await resolveLazyRoutes(routes, window.location);

  const router = createBrowserRouter(routes);
  returnToSignInWhenSessionEnds(router);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );

  if (published) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
void startApp(container);
