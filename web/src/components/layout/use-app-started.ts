import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the published markup and while the app hydrates it, true once the app runs (a second
 * render right after hydration): for what only the app can keep true, so the server's markup and
 * the first client render agree.
 */
export function useAppStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
