import { DASHBOARD_SCOPE } from '@painting-site/gateway/contract/push-alerts';
import { dashboardTarget } from './dashboard-target.ts';
import type { ClickedNotification, DashboardWindow, WorkerClients } from './worker-apis.ts';

function isDashboard(window: DashboardWindow, origin: string): boolean {
  try {
    const url = new URL(window.url);
    return url.origin === origin && url.pathname.startsWith(DASHBOARD_SCOPE);
  } catch {
    return false;
  }
}

/**
 * A tap on a notification: it closes, and the request it is about opens in the dashboard: in a
 * dashboard window already open (the most recently focused, which matchAll lists first), else in
 * a new one. Only dashboard paths are ever opened (dashboardTarget).
 */
export async function openNotification(
  notification: ClickedNotification,
  clients: WorkerClients,
  origin: string,
): Promise<void> {
  notification.close();
  const data = notification.data as { url?: unknown } | null | undefined;
  const url = dashboardTarget(data?.url, origin);
  const open = (await clients.matchAll({ type: 'window' })).find((window) => isDashboard(window, origin));
  if (open) {
    // A browser may refuse focus without a user gesture it can see: the page still changes.
    await open.focus().catch(() => undefined);
    try {
      await open.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: a new one opens instead.
    }
  }
  await clients.openWindow(url);
}
