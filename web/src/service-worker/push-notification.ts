import type { PushPayload } from '@painting-site/gateway/contract/push-alerts';
import { DASHBOARD_ICON_PATH } from '../features/push-alerts/dashboard-icons.ts';
import { dashboardTarget } from './dashboard-target.ts';
import type { ShownNotificationOptions } from './worker-apis.ts';

/** What a push says when its payload cannot be read: it still tells the owner to look. */
export const FALLBACK_TITLE = 'New activity on your website';
const FALLBACK_BODY = 'Open the dashboard to see what came in.';
/** Unreadable pushes share one notification rather than stacking up. */
const FALLBACK_TAG = 'website-activity';

export type PushNotification = { title: string; options: ShownNotificationOptions };

type ReadablePayload = Pick<PushPayload, 'title' | 'body' | 'url' | 'tag'>;

function isReadable(value: unknown): value is ReadablePayload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, tag } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    title.trim() !== '' &&
    typeof body === 'string' &&
    typeof url === 'string' &&
    typeof tag === 'string'
  );
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The notification for a push: its PushPayload's title and body, one per `tag` (a later push
 * about the same request replaces it), opening its `url`; a push without a readable payload
 * (none, not JSON, not a PushPayload) shows FALLBACK_TITLE and opens the overview.
 */
export function notificationFor(text: string | null, origin: string): PushNotification {
  const payload = parse(text);
  const icon = new URL(DASHBOARD_ICON_PATH, origin).href;
  if (!isReadable(payload)) {
    return {
      title: FALLBACK_TITLE,
      options: { body: FALLBACK_BODY, tag: FALLBACK_TAG, icon, data: { url: dashboardTarget(undefined, origin) } },
    };
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      // An empty tag would not replace anything: the request's own, or the shared one.
      tag: payload.tag === '' ? FALLBACK_TAG : payload.tag,
      icon,
      data: { url: dashboardTarget(payload.url, origin) },
    },
  };
}
