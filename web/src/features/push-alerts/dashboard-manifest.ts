import { INK_COLOUR, PAGE_COLOUR } from '@painting-site/gateway/contract/brand';
import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';
import { ADMIN_DASHBOARD_PATH } from '@painting-site/gateway/contract/routes';
import {
  DASHBOARD_APP_NAME,
  DASHBOARD_APP_SHORT_NAME,
  DASHBOARD_ICON_PATH,
  DASHBOARD_LARGE_ICON_PATH,
  DASHBOARD_MASKABLE_ICON_PATH,
} from './dashboard-icons.ts';

// Read by vite.config.ts, which emits the manifest: package and relative imports only, no `@/`.

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
    { src: DASHBOARD_LARGE_ICON_PATH, sizes: '512x512', type: 'image/png' },
    { src: DASHBOARD_MASKABLE_ICON_PATH, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
