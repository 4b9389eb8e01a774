import type { RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary.tsx';
import { SiteLayout } from '@/components/layout/site-layout.tsx';
import { LoadingText } from '@/components/ui/loading-text.tsx';
import { paths } from '@/config/paths.ts';

// Every page is a `lazy` module of its own, so each becomes a separate chunk fetched on
// demand. The error boundary, layout and fallbacks stay in the main bundle: they must
// work when a page chunk fails to load.
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingText,
    children: [
      {
        Component: SiteLayout,
        children: [
          { path: paths.home, lazy: () => import('./routes/home.tsx') },
          { path: paths.gallery, lazy: () => import('./routes/gallery.tsx') },
          { path: paths.services, lazy: () => import('./routes/services.tsx') },
          { path: paths.contact, lazy: () => import('./routes/contact.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
      {
        path: paths.adminLogin,
        HydrateFallback: LoadingText,
        lazy: () => import('./routes/admin/login.tsx'),
      },
      {
        // The splat keeps the dashboard's future sections under the same guard.
        path: `${paths.adminDashboard}/*`,
        lazy: () => import('./routes/admin/dashboard.tsx'),
      },
    ],
  },
];
