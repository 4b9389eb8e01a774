import type { createBrowserRouter, RouteObject } from 'react-router-dom';
import { RootErrorBoundary } from '@/components/errors/root-error-boundary.tsx';
import { LoadingText } from '@/components/ui/loading-text.tsx';
import { paths } from '@/config/paths.ts';
import { setSessionEndedHandler } from '@/lib/api-client.ts';
import { AppRoot } from './routes/app-root.tsx';
import { PublicLayout } from './routes/public-layout.tsx';

// Every page is a `lazy` module of its own, so each becomes a separate chunk fetched on
// demand. The error boundary, layout and fallbacks stay in the main bundle: they must
// work when a page chunk fails to load.
export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: LoadingText,
    children: [
      {
        Component: PublicLayout,
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
        // Every section sits under the layout route, and so under its guard.
        path: paths.adminDashboard,
        lazy: () => import('./routes/admin/dashboard/layout.tsx'),
        children: [
          { index: true, lazy: () => import('./routes/admin/dashboard/overview.tsx') },
          { path: paths.adminMessages, lazy: () => import('./routes/admin/dashboard/messages.tsx') },
          { path: paths.adminMessage, lazy: () => import('./routes/admin/dashboard/message.tsx') },
          { path: paths.adminGallery, lazy: () => import('./routes/admin/dashboard/gallery.tsx') },
          { path: paths.adminServices, lazy: () => import('./routes/admin/dashboard/services.tsx') },
          { path: paths.adminBusiness, lazy: () => import('./routes/admin/dashboard/business.tsx') },
          { path: paths.adminAccount, lazy: () => import('./routes/admin/dashboard/account.tsx') },
          { path: '*', lazy: () => import('./routes/admin/dashboard/not-found.tsx') },
        ],
      },
    ],
  },
];

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate'>;

/**
 * When an API call finds the session over (401), the router takes the owner back to sign-in:
 * no page reload, so the toast that says why stays on screen.
 */
export function returnToSignInWhenSessionEnds(router: AppRouter): void {
  setSessionEndedHandler(() => void router.navigate(paths.adminLogin, { replace: true }));
}
