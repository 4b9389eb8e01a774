import { INK_COLOUR, PAGE_COLOUR } from '@painting-site/gateway/contract/brand';
import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';
import { ADMIN_DASHBOARD_PATH } from '@painting-site/gateway/contract/routes';

// Imported by vite.config.ts (which emits the manifest) as well as by the app: package imports
// only, no `@/` alias.

/**
 * The dashboard's app icons, drawn from web/public/favicon.svg (the kit's own mark): the build
 * cannot know the owner's logo, which is uploaded later. Files in web/public/admin/icons/.
 */
const ICONS_DIR = `${DASHBOARD_SCOPE}icons`;
export const DASHBOARD_ICON_PATH = `${ICONS_DIR}/icon-192.png`;
/** 180 px, opaque: iOS rounds the corners itself and shows transparency as black. */
export const DASHBOARD_APPLE_TOUCH_ICON_PATH = `${ICONS_DIR}/apple-touch-icon.png`;

/** What the phone calls the installed dashboard: the business's name is not known when it is built. */
export const DASHBOARD_APP_NAME = 'Website dashboard';
export const DASHBOARD_APP_SHORT_NAME = 'Dashboard';

/**
 * The web app manifest (served at DASHBOARD_MANIFEST_PATH): the dashboard installs as an app of
 * its own that opens on the overview, in its own window, and never reaches the public pages.
 */
export const DASHBOARD_MANIFEST = {
  id: ADMIN_DASHBOARD_PATH,
  name: DASHBOARD_APP_NAME,
  short_name: DASHBOARD_APP_SHORT_NAME,
  description: 'Quote requests, estimate visits and phone alerts from your website.',
  start_url: ADMIN_DASHBOARD_PATH,
  scope: DASHBOARD_SCOPE,
  display: 'standalone',
  theme_color: INK_COLOUR,
  background_color: PAGE_COLOUR,
  icons: [
    { src: DASHBOARD_ICON_PATH, sizes: '192x192', type: 'image/png' },
    { src: `${ICONS_DIR}/icon-512.png`, sizes: '512x512', type: 'image/png' },
    // Full-bleed, the mark inside the middle 75%: Android crops it to its own shape.
    { src: `${ICONS_DIR}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
