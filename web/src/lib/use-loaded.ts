import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from './api-client.ts';
import type { ResourceState, ResourceView } from './resource-view.ts';

export type LoadedView<T> = ResourceView<T> & {
  /** The last data that arrived, kept while the next load runs or after it failed. */
  latest: T | undefined;
  /** Changes the loaded data in place, after a change the gateway has accepted. */
  update: (change: (data: T) => T) => void;
};

const UNEXPECTED_REASON = 'Something went wrong. Please try again.';
const LOAD_FAILED_TOAST_ID = 'dashboard-load-failed';

/**
 * What a dashboard section reads from the gateway: always fresh (no cache shared between pages,
 * unlike the public pages' content snapshot), loaded again whenever `key` changes, cancelled when
 * the section goes away. A failure is told in a toast and `retry` asks again.
 */
export function useLoaded<T>(what: string, key: string, load: (signal: AbortSignal) => Promise<T>): LoadedView<T> {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [latest, setLatest] = useState<T | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  // The latest loader, so a new closure each render does not start another request.
  const loader = useRef(load);
  loader.current = load;
  const toastShown = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies(key): the trigger: a new key loads the new data through the latest loader.
  // biome-ignore lint/correctness/useExhaustiveDependencies(attempt): the trigger: retry bumps it to load again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loader.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        setState({ status: 'ready', data });
        setLatest(data);
        if (toastShown.current) notify.dismiss(LOAD_FAILED_TOAST_ID);
        toastShown.current = false;
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', error });
        const reason = error instanceof ApiError ? error.message : UNEXPECTED_REASON;
        notify.error(`Couldn't load ${what}. ${reason}`, { id: LOAD_FAILED_TOAST_ID });
        toastShown.current = true;
      },
    );
    return () => controller.abort();
  }, [key, attempt, what]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
    setLatest((current) => (current === undefined ? current : change(current)));
  }, []);

  return { ...state, what, retry, latest, update };
}
