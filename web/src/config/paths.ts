export const paths = {
  home: '/',
  gallery: '/gallery',
  services: '/services',
  contact: '/contact',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminMessages: '/admin/dashboard/messages',
  adminGallery: '/admin/dashboard/gallery',
  adminServices: '/admin/dashboard/services',
  adminBusiness: '/admin/dashboard/business',
  adminAccount: '/admin/dashboard/account',
} as const;
