import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { notify } from '@/components/ui/toast/notify.ts';
import { ApiError } from './api-client.ts';

/** Something the public pages read from the gateway, under a key that names it in the cache. */
export type Resource<T> = {
  key: string;
  /** What it is, in words that finish "Couldn't load …", e.g. "the services". */
  what: string;
  load: () => Promise<T>;
};

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

export type ResourceView<T> = ResourceState<T> & {
  what: string;
  /** Asks the gateway again after a failure. */
  retry: () => void;
};

const UNEXPECTED_REASON = 'Something went wrong. Please try again.';
export const LOAD_FAILED_TOAST_ID = 'load-failed';
const LOADING: ResourceState<never> = { status: 'loading' };

// One cache for the page's lifetime: the header, footer and page that read the same resource
// share one request and one answer. Failures are kept only until someone asks again.
const entries = new Map<string, ResourceState<unknown>>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();
// Bumped when the cache is emptied, so an answer to a forgotten request is dropped.
let generation = 0;

function publish(key: string, state: ResourceState<unknown>) {
  entries.set(key, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function fetchResource<T>(resource: Resource<T>) {
  const { key, what } = resource;
  if (inFlight.has(key)) return;
  inFlight.add(key);
  const startedIn = generation;
  if (entries.get(key)?.status !== 'loading') publish(key, LOADING);

  resource.load().then(
    (data) => {
      if (startedIn !== generation) return;
      inFlight.delete(key);
      publish(key, { status: 'ready', data });
      // Everything the page asked for is in: the failure toast has nothing left to say.
      if (![...entries.values()].some((entry) => entry.status === 'error')) notify.dismiss(LOAD_FAILED_TOAST_ID);
    },
    (error: unknown) => {
      if (startedIn !== generation) return;
      inFlight.delete(key);
      publish(key, { status: 'error', error });
      const reason = error instanceof ApiError ? error.message : UNEXPECTED_REASON;
      // One toast however many parts of the page failed (the gateway down fails them all):
      // each failure updates it, and the inline blocks say what is missing where.
      const failing = [...entries.values()].filter((entry) => entry.status === 'error').length;
      const missing = failing > 1 ? 'parts of this page' : what;
      notify.error(`Couldn't load ${missing}. ${reason}`, { id: LOAD_FAILED_TOAST_ID });
    },
  );
}

/**
 * Reads a resource: loading, then its data or the failure with a way to try again. The first
 * reader starts the request; a reader that arrives after a failure tries once more. Declare the
 * resource at module scope: a new object each render would run the effect again every render.
 */
export function useResource<T>(resource: Resource<T>): ResourceView<T> {
  const { key } = resource;
  const state = useSyncExternalStore(subscribe, () => entries.get(key) ?? LOADING) as ResourceState<T>;

  useEffect(() => {
    if (entries.get(key)?.status !== 'ready') fetchResource(resource);
  }, [key, resource]);

  const retry = useCallback(() => fetchResource(resource), [resource]);

  return { ...state, what: resource.what, retry };
}

/** Empties the cache; for tests, which each start from a fresh page. */
export function forgetLoadedResources(): void {
  generation += 1;
  entries.clear();
  inFlight.clear();
}
