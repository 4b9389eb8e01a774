import { DASHBOARD_MANIFEST_PATH } from '@painting-site/gateway/contract/push-alerts';
import { DASHBOARD_APP_SHORT_NAME, DASHBOARD_APPLE_TOUCH_ICON_PATH } from '../dashboard-icons.ts';

/**
 * Makes the dashboard installable while it is shown: its manifest, and what iOS reads when it is
 * added to the Home Screen (which iOS needs before it offers Web Push). React 19 hoists these
 * into <head> and takes them out with the dashboard: no public page ever links them.
 */
export function DashboardInstallLinks() {
  return (
    <>
      <link rel="manifest" href={DASHBOARD_MANIFEST_PATH} />
      <link rel="apple-touch-icon" href={DASHBOARD_APPLE_TOUCH_ICON_PATH} />
      <meta name="apple-mobile-web-app-title" content={DASHBOARD_APP_SHORT_NAME} />
    </>
  );
}
