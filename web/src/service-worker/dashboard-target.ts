import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';
import { ADMIN_DASHBOARD_PATH } from '@painting-site/gateway/contract/routes';

/**
 * The dashboard URL a notification opens: `candidate` when it is a path of this site under
 * DASHBOARD_SCOPE, else the overview. A push is encrypted for this device, but the worker still
 * never opens another site, nor a public page, whatever a payload says.
 */
export function dashboardTarget(candidate: unknown, origin: string): string {
  const overview = new URL(ADMIN_DASHBOARD_PATH, origin).href;
  if (typeof candidate !== 'string') return overview;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return overview;
  }
  return url.origin === origin && url.pathname.startsWith(DASHBOARD_SCOPE) ? url.href : overview;
}
