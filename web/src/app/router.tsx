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
const NotFound = lazyPage(() => import('./routes/not-found.tsx'));
const AdminLogin = lazyPage(() => import('./routes/admin/login.tsx'));
const Dashboard = lazyPage(() => import('./routes/admin/dashboard/layout.tsx'));
const Overview = lazyPage(() => import('./routes/admin/dashboard/overview.tsx'));
const Messages = lazyPage(() => import('./routes/admin/dashboard/messages.tsx'));
const Message = lazyPage(() => import('./routes/admin/dashboard/message.tsx'));
const GalleryManager = lazyPage(() => import('./routes/admin/dashboard/gallery.tsx'));
const ServicesManager = lazyPage(() => import('./routes/admin/dashboard/services.tsx'));
const TestimonialsManager = lazyPage(() => import('./routes/admin/dashboard/testimonials.tsx'));
const WorkStepsManager = lazyPage(() => import('./routes/admin/dashboard/work-steps.tsx'));
const FaqManager = lazyPage(() => import('./routes/admin/dashboard/faq.tsx'));
const PagesEditor = lazyPage(() => import('./routes/admin/dashboard/pages.tsx'));
const Business = lazyPage(() => import('./routes/admin/dashboard/business.tsx'));
const Brand = lazyPage(() => import('./routes/admin/dashboard/brand.tsx'));
const Account = lazyPage(() => import('./routes/admin/dashboard/account.tsx'));
const DashboardNotFound = lazyPage(() => import('./routes/admin/dashboard/not-found.tsx'));

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
        // Every section sits under the layout route, and so under its guard.
        path: paths.adminDashboard,
        element: <Dashboard />,
        children: [
          { index: true, element: <Overview /> },
          { path: paths.adminMessages, element: <Messages /> },
          { path: paths.adminMessage, element: <Message /> },
          { path: paths.adminGallery, element: <GalleryManager /> },
          { path: paths.adminServices, element: <ServicesManager /> },
          { path: paths.adminTestimonials, element: <TestimonialsManager /> },
          { path: paths.adminWorkSteps, element: <WorkStepsManager /> },
          { path: paths.adminFaq, element: <FaqManager /> },
          { path: paths.adminPages, element: <PagesEditor /> },
          { path: paths.adminBusiness, element: <Business /> },
          { path: paths.adminBrand, element: <Brand /> },
          { path: paths.adminAccount, element: <Account /> },
          { path: '*', element: <DashboardNotFound /> },
        ],
      },
    ],
  },
];

/** The app's routes, for a router (the browser's, a static one on the server, one in memory in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
