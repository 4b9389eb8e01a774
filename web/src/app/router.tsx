import { Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { LoadingText } from '@/components/ui/loading-text.tsx';
import { paths } from '@/config/paths.ts';
import { lazyPage } from './lazy-page.ts';
import { AppRoot } from './routes/app-root.tsx';
import { PublicLayout } from './routes/public-layout.tsx';

// Every page is a lazy module of its own, so each becomes a separate chunk fetched on
// demand. The error boundary, layout and fallbacks stay in the main bundle: they must
// work when a page chunk fails to load.
const Home = lazyPage(() => import('./routes/home.tsx'));
const Gallery = lazyPage(() => import('./routes/gallery.tsx'));
const Services = lazyPage(() => import('./routes/services.tsx'));
const Contact = lazyPage(() => import('./routes/contact.tsx'));
const ContactThanks = lazyPage(() => import('./routes/contact-thanks.tsx'));
const ContactNotSent = lazyPage(() => import('./routes/contact-not-sent.tsx'));
const Visit = lazyPage(() => import('./routes/visit.tsx'));
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));
const AdminLogin = lazyPage(() => import('./routes/admin/login.tsx'));
const Dashboard = lazyPage(() => import('./routes/admin/dashboard/layout.tsx'));

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { path: paths.home, element: <Home /> },
          { path: paths.gallery, element: <Gallery /> },
          { path: paths.services, element: <Services /> },
          { path: paths.contact, element: <Contact /> },
          { path: paths.contactThanks, element: <ContactThanks /> },
          { path: paths.contactNotSent, element: <ContactNotSent /> },
          { path: paths.visitManage, element: <Visit /> },
          { path: '*', element: <NotFound /> },
        ],
      },
      {
        path: paths.adminLogin,
        // A boundary of its own, new on every arrival: even in a navigation's transition React
        // shows its fallback, the spec's "Loading", instead of keeping the previous page.
        element: (
          <Suspense fallback={<LoadingText />}>
            <AdminLogin />
          </Suspense>
        ),
      },
      {
        // Every section sits under the layout route, and so under its guard; the layout's chunk
        // holds the sections' routes (section-routes.tsx).
        path: `${paths.adminDashboard}/*`,
        element: <Dashboard />,
      },
    ],
  },
];

/** The app's routes, for a router (the browser's, a static one on the server, one in memory in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
