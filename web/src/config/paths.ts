export const paths = {
  home: '/',
  gallery: '/gallery',
  services: '/services',
  contact: '/contact',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
} as const;
