import { QUOTE_NOT_SENT_PAGE, QUOTE_THANKS_PAGE } from '@painting-site/gateway/contract/plain-quote-form';
import {
  ADMIN_DASHBOARD_PATH,
  ADMIN_LOGIN_PATH,
  ADMIN_MAIL_PATH,
  ADMIN_QUOTE_REQUESTS_PATH,
  PUBLIC_PATH,
} from '@painting-site/gateway/contract/routes';

export const paths = {
  ...PUBLIC_PATH,
  /** Where the quote form sent without the app leads. */
  contactThanks: QUOTE_THANKS_PAGE.path,
  /** What nginx answers that form with when it could not reach the gateway. */
  contactNotSent: QUOTE_NOT_SENT_PAGE.path,
  /**
   * The customer's private page for their estimate visit; the key follows in the fragment (#…).
   * The contract's VISIT_MANAGE_PATH (paths.test.ts checks it): importing that module here would
   * put all of it in every page's first load.
   */
  visitManage: '/visit',
  adminLogin: ADMIN_LOGIN_PATH,
  adminDashboard: ADMIN_DASHBOARD_PATH,
  adminQuoteRequests: ADMIN_QUOTE_REQUESTS_PATH,
  /** One quote request; fill in `:id` with `generatePath`. */
  adminQuoteRequest: `${ADMIN_QUOTE_REQUESTS_PATH}/:id`,
  adminVisitors: `${ADMIN_DASHBOARD_PATH}/visitors`,
  adminVisits: `${ADMIN_DASHBOARD_PATH}/visits`,
  adminEstimates: `${ADMIN_DASHBOARD_PATH}/estimates`,
  /** One estimate, to write, send and follow; fill in `:id` with `generatePath`. */
  adminEstimate: `${ADMIN_DASHBOARD_PATH}/estimates/:id`,
  /** The price list lines are picked from, and what every new estimate starts with. */
  adminEstimateSettings: `${ADMIN_DASHBOARD_PATH}/estimates/settings`,
  adminCustomerMail: `${ADMIN_DASHBOARD_PATH}/follow-ups`,
  adminGallery: `${ADMIN_DASHBOARD_PATH}/gallery`,
  adminServices: `${ADMIN_DASHBOARD_PATH}/services`,
  adminTestimonials: `${ADMIN_DASHBOARD_PATH}/testimonials`,
  adminWorkSteps: `${ADMIN_DASHBOARD_PATH}/how-we-work`,
  adminFaq: `${ADMIN_DASHBOARD_PATH}/faq`,
  adminPages: `${ADMIN_DASHBOARD_PATH}/pages`,
  adminBusiness: `${ADMIN_DASHBOARD_PATH}/business`,
  adminBrand: `${ADMIN_DASHBOARD_PATH}/brand`,
  adminAccount: `${ADMIN_DASHBOARD_PATH}/account`,
  /** "Your website's address": the owner's domain, its records and the check. */
  adminSiteAddress: `${ADMIN_DASHBOARD_PATH}/address`,
  adminMail: ADMIN_MAIL_PATH,
} as const;
