import { useEffect } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';

/** One toast for the connection, updated in place as it drops and returns. */
export const CONNECTION_TOAST_ID = 'connection';
export const OFFLINE_MESSAGE = "You're offline. Pages you've opened still work; sending needs a connection.";
export const ONLINE_MESSAGE = "You're back online.";

/**
 * Tells a visitor on a patchy phone connection when they drop offline and when they are back,
 * so a form that cannot be sent is not a mystery.
 */
export function ConnectionNotices() {
  useEffect(() => {
    const offline = () => notify.info(OFFLINE_MESSAGE, { id: CONNECTION_TOAST_ID });
    const online = () => notify.success(ONLINE_MESSAGE, { id: CONNECTION_TOAST_ID });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
  return null;
}
