import type { PublicContent } from '@painting-site/gateway/contract/public-content';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { type PublicContentStore, pageContentStore } from './public-content-store.ts';
import type { ResourceState, ResourceView } from './resource-view.ts';

/**
 * The store the public pages read: the browser's page store unless a provider hands in another
 * (each server render its own, so renders of different pages or contents never meet).
 */
export const PublicContentContext = createContext<PublicContentStore>(pageContentStore);

/**
 * One part of the public content snapshot, as a resource: loading, then the part `select` picks
 * or the failure with a way to try again. The first reader without a snapshot starts the request;
 * a reader that arrives after a failure tries once more. Declare `select` at module scope: it
 * keys the memoised part.
 */
export function usePublicContent<T>(what: string, select: (content: PublicContent) => T): ResourceView<T> {
  const store = useContext(PublicContentContext);
  // The same snapshot on the server and while hydrating: the one the page was rendered from.
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    store.ensureLoaded();
  }, [store]);

  const retry = useCallback(() => store.reload(), [store]);
  const part = useMemo<ResourceState<T>>(
    () => (state.status === 'ready' ? { status: 'ready', data: select(state.data) } : state),
    [state, select],
  );
  return { ...part, what, retry };
}
