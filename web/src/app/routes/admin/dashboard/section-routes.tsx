import { type RouteObject, useRoutes } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { lazyPage } from '../../../lazy-page.ts';

// The sections' routes live in the dashboard's own chunk, not in the app's entry: the public
// pages never carry their table or the names of their chunks.
const Overview = lazyPage(() => import('./overview.tsx'));
const QuoteRequests = lazyPage(() => import('./quote-requests.tsx'));
const QuoteRequest = lazyPage(() => import('./quote-request.tsx'));
const Visitors = lazyPage(() => import('./visitors.tsx'));
const EstimateVisits = lazyPage(() => import('./estimate-visits.tsx'));
const Estimates = lazyPage(() => import('./estimates.tsx'));
const Estimate = lazyPage(() => import('./estimate.tsx'));
const EstimateSettings = lazyPage(() => import('./estimate-settings.tsx'));
const CustomerMail = lazyPage(() => import('./customer-mail.tsx'));
const Email = lazyPage(() => import('./email.tsx'));
const GalleryManager = lazyPage(() => import('./gallery.tsx'));
const ServicesManager = lazyPage(() => import('./services.tsx'));
const TestimonialsManager = lazyPage(() => import('./testimonials.tsx'));
const WorkStepsManager = lazyPage(() => import('./work-steps.tsx'));
const FaqManager = lazyPage(() => import('./faq.tsx'));
const PagesEditor = lazyPage(() => import('./pages.tsx'));
const Business = lazyPage(() => import('./business.tsx'));
const Brand = lazyPage(() => import('./brand.tsx'));
const Account = lazyPage(() => import('./account.tsx'));
const SiteAddress = lazyPage(() => import('./address.tsx'));
const DashboardNotFound = lazyPage(() => import('./not-found.tsx'));

/** A section's address below the dashboard's, as its routes match it: "/admin/dashboard/faq" → "faq". */
const below = (path: string) => path.slice(paths.adminDashboard.length + 1);

export const SECTION_ROUTES: RouteObject[] = [
  { index: true, element: <Overview /> },
  { path: below(paths.adminQuoteRequests), element: <QuoteRequests /> },
  { path: below(paths.adminQuoteRequest), element: <QuoteRequest /> },
  { path: below(paths.adminVisitors), element: <Visitors /> },
  { path: below(paths.adminVisits), element: <EstimateVisits /> },
  { path: below(paths.adminEstimates), element: <Estimates /> },
  { path: below(paths.adminEstimateSettings), element: <EstimateSettings /> },
  { path: below(paths.adminEstimate), element: <Estimate /> },
  { path: below(paths.adminCustomerMail), element: <CustomerMail /> },
  { path: below(paths.adminMail), element: <Email /> },
  { path: below(paths.adminGallery), element: <GalleryManager /> },
  { path: below(paths.adminServices), element: <ServicesManager /> },
  { path: below(paths.adminTestimonials), element: <TestimonialsManager /> },
  { path: below(paths.adminWorkSteps), element: <WorkStepsManager /> },
  { path: below(paths.adminFaq), element: <FaqManager /> },
  { path: below(paths.adminPages), element: <PagesEditor /> },
  { path: below(paths.adminBusiness), element: <Business /> },
  { path: below(paths.adminBrand), element: <Brand /> },
  { path: below(paths.adminAccount), element: <Account /> },
  { path: below(paths.adminSiteAddress), element: <SiteAddress /> },
  { path: '*', element: <DashboardNotFound /> },
];

/** The open section of the dashboard, by the address below `/admin/dashboard/`. */
export function DashboardSections() {
  return useRoutes(SECTION_ROUTES);
}
