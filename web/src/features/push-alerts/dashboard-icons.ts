import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';

// Kept apart from dashboard-manifest.ts, which only the build reads: the dashboard's code takes
// these paths and names without pulling the manifest's imports (the theme's colours, the route
// list) out of the app's entry chunk, which every public page loads.

/**
 * The dashboard's app icons, drawn from web/public/favicon.svg (the kit's own mark): the build
 * cannot know the owner's logo, which is uploaded later. Files in web/public/admin/icons/.
 */
const ICONS_DIR = `${DASHBOARD_SCOPE}icons`;
export const DASHBOARD_ICON_PATH = `${ICONS_DIR}/icon-192.png`;
export const DASHBOARD_LARGE_ICON_PATH = `${ICONS_DIR}/icon-512.png`;
/** Full-bleed, the mark inside the middle 75%: Android crops it to its own shape. */
export const DASHBOARD_MASKABLE_ICON_PATH = `${ICONS_DIR}/icon-maskable-512.png`;
/** 180 px, opaque: iOS rounds the corners itself and shows transparency as black. */
export const DASHBOARD_APPLE_TOUCH_ICON_PATH = `${ICONS_DIR}/apple-touch-icon.png`;

/** What the phone calls the installed dashboard: the business's name is not known when it is built. */
export const DASHBOARD_APP_NAME = 'Website dashboard';
export const DASHBOARD_APP_SHORT_NAME = 'Dashboard';
