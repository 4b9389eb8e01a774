import { PUBLIC_CONTENT_PATH, type PublicContent } from '@painting-site/gateway/contract/public-content';
import { notify } from '@/components/ui/toast/notify.ts';
import { onPublicSiteChanged } from './public-site-changes.ts';
import type { ResourceState } from './resource-view.ts';

export type PublicContentState = ResourceState<PublicContent>;

/** Where the public pages' content lives: one snapshot of everything they show, read through React. */
export interface PublicContentStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PublicContentState;
  /** Asks for the snapshot unless it is here or on its way. */
  ensureLoaded: () => void;
  /** Asks again after a failure. */
  reload: () => void;
}

const UNEXPECTED_REASON = 'Something went wrong. Please try again.';
export const LOAD_FAILED_TOAST_ID = 'load-failed';
const LOADING: PublicContentState = { status: 'loading' };

const ready = (content: PublicContent): PublicContentState => ({ status: 'ready', data: content });

/** A store that holds only the content it was given: one server render's, never shared with another. */
export function fixedContentStore(content: PublicContent): PublicContentStore {
  const state = ready(content);
  return {
    subscribe: () => () => {},
    getSnapshot: () => state,
    ensureLoaded: () => {},
    reload: () => {},
  };
}

// The browser's one snapshot for the page's lifetime: the header, footer and page read the same
// content, from one request for the published file.
let state: PublicContentState | undefined; // undefined: the page not looked at yet
let inFlight = false;
const listeners = new Set<() => void>();
// Bumped when the snapshot is forgotten, so an answer to a forgotten request is dropped.
let generation = 0;

function publish(next: PublicContentState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The published file, for the store and for hydration alike: asked of this origin (nginx serves
 * it beside the pages, never API_URL) and revalidated rather than taken from the browser's cache,
 * so an edit the owner just made shows. A plain fetch: the API client (the quote form's chunk)
 * is not worth loading for one GET. A refusal is thrown as its Response; no connection, as
 * fetch's TypeError.
 */
async function requestPublishedContent(): Promise<PublicContent> {
  const response = await fetch(PUBLIC_CONTENT_PATH, { cache: 'no-cache' });
  if (!response.ok) throw response;
  return (await response.json()) as PublicContent;
}

/**
 * The API client's words for a failure (loaded only then): the server's refusal, or no
 * connection; plain words for anything else (a file that is not JSON, the client not loading).
 */
async function reasonFor(error: unknown): Promise<string> {
  const client = await import('./api-client.ts').catch(() => null);
  if (!client) return UNEXPECTED_REASON;
  if (error instanceof Response) return (await client.failureOf(error, false)).message;
  return error instanceof TypeError ? client.networkError().message : UNEXPECTED_REASON;
}

function fetchContent() {
  if (inFlight) return;
  inFlight = true;
  const startedIn = generation;
  if (state?.status !== 'loading') publish(LOADING);

  requestPublishedContent().then(
    (content) => {
      if (startedIn !== generation) return;
      inFlight = false;
      publish(ready(content));
      notify.dismiss(LOAD_FAILED_TOAST_ID);
    },
    async (error: unknown) => {
      if (startedIn !== generation) return;
      inFlight = false;
      publish({ status: 'error', error });
      const reason = await reasonFor(error);
      // One toast for the whole page; the blocks that needed the content say what is missing where.
      notify.error(`Couldn't load parts of this page. ${reason}`, { id: LOAD_FAILED_TOAST_ID });
    },
  );
}

/** The browser's store: `/content.json`, fetched once for the page's lifetime. */
export const pageContentStore: PublicContentStore = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot() {
    state ??= LOADING;
    return state;
  },
  ensureLoaded() {
    if (pageContentStore.getSnapshot().status !== 'ready') fetchContent();
  },
  reload: fetchContent,
};

/**
 * Loads the snapshot before a published page is hydrated, so the app renders what the page shows
 * (the page does not carry it, so its HTML stays small; the boot script prefetched it after the
 * first paint, off the page's critical path, and once per visit rather than once per page).
 * Resolves false when it cannot be had (offline): the page then stays as it arrived, which works
 * without the app. No toast: nothing the visitor sees is missing.
 */
export async function loadPageContent(): Promise<boolean> {
  if (state?.status === 'ready') return true;
  const startedIn = generation;
  try {
    const content = await requestPublishedContent();
    if (startedIn !== generation) return false;
    publish(ready(content));
    return true;
  } catch {
    return false;
  }
}

/**
 * Forgets the snapshot: the next public page fetches the published file again (after the owner's
 * edit in this tab; and for tests, which each start from a fresh page).
 */
export function forgetPublicContent(): void {
  generation += 1;
  inFlight = false;
  state = undefined;
}

onPublicSiteChanged(forgetPublicContent);
