export const paths = {
  home: '/',
  gallery: '/gallery',
  services: '/services',
  contact: '/contact',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminMessages: '/admin/dashboard/messages',
  /** One quote request; fill in `:id` with `generatePath`. */
  adminMessage: '/admin/dashboard/messages/:id',
  adminGallery: '/admin/dashboard/gallery',
  adminServices: '/admin/dashboard/services',
  adminBusiness: '/admin/dashboard/business',
  adminAccount: '/admin/dashboard/account',
} as const;
