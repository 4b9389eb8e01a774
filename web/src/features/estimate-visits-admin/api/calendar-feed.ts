import type { CalendarFeed } from '@painting-site/gateway/contract/estimate-visits';
import { apiClient } from '@/lib/api-client.ts';

const FEED_PATH = '/api/admin/visits/feed';

export function getCalendarFeed(signal: AbortSignal): Promise<CalendarFeed> {
  return apiClient.get<CalendarFeed>(FEED_PATH, { authenticated: true, signal });
}

/** A new secret address; the old one stops working. */
export function makeCalendarFeed(): Promise<CalendarFeed> {
  return apiClient.post<CalendarFeed>(FEED_PATH, undefined, { authenticated: true });
}

/** No address any more: calendars subscribed to it get nothing new. */
export function stopCalendarFeed(): Promise<CalendarFeed> {
  return apiClient.delete<CalendarFeed>(FEED_PATH, { authenticated: true });
}
