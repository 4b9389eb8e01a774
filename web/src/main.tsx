import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.tsx';
import { returnToSignInWhenSessionEnds, routes } from './app/router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const router = createBrowserRouter(routes);
returnToSignInWhenSessionEnds(router);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
