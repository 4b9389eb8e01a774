import {
  PUBLIC_CONTENT_ELEMENT_ID,
  PUBLIC_CONTENT_PATH,
  type PublicContent,
} from '@painting-site/gateway/contract/public-content';
import { notify } from '@/components/ui/toast/notify.ts';
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

/**
 * The snapshot a published page carries in `<script type="application/json" id="site-content">`,
 * taken out of the page: read once, so a later reload (after the owner's edit) fetches the
 * published file instead of going back to what the page was served with.
 */
function takeEmbeddedContent(): PublicContent | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PUBLIC_CONTENT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PublicContent;
  } catch {
    // Unreadable: the published file says the same, and it is fetched instead.
    return null;
  }
}

// The browser's one snapshot for the page's lifetime: the header, footer and page read the same
// content, from the page it came with or one request for the published file.
let state: PublicContentState | undefined; // undefined: the page not looked at yet
let inFlight = false;
const listeners = new Set<() => void>();
// Bumped when the snapshot is forgotten, so an answer to a forgotten request is dropped.
let generation = 0;

function publish(next: PublicContentState) {
  state = next;
  for (const listener of listeners) listener();
}

// The API client loads with the first fetch, not with the page: a published page carries its
// content and never needs it (nor do the public pages otherwise, but for the quote form).
async function fetchPublishedContent(): Promise<PublicContent> {
  const { apiClient } = await import('./api-client.ts');
  return apiClient.get<PublicContent>(PUBLIC_CONTENT_PATH, { published: true });
}

/** The gateway's or the client's words for a failure; plain words for anything else (the client not loading). */
async function reasonFor(error: unknown): Promise<string> {
  const client = await import('./api-client.ts').catch(() => null);
  return client && error instanceof client.ApiError ? error.message : UNEXPECTED_REASON;
}

function fetchContent() {
  if (inFlight) return;
  inFlight = true;
  const startedIn = generation;
  if (state?.status !== 'loading') publish(LOADING);

  fetchPublishedContent().then(
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

/** The browser's store: the page's embedded snapshot if it has one, else `/content.json`. */
export const pageContentStore: PublicContentStore = {
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot() {
    // Read while rendering, so a published page hydrates with the very content it was rendered from.
    if (state === undefined) {
      const embedded = takeEmbeddedContent();
      state = embedded ? ready(embedded) : LOADING;
    }
    return state;
  },
  ensureLoaded() {
    if (pageContentStore.getSnapshot().status !== 'ready') fetchContent();
  },
  reload: fetchContent,
};

/**
 * Forgets the snapshot: the next public page fetches the published file again (after the owner's
 * edit in this tab; and for tests, which each start from a fresh page).
 */
export function forgetPublicContent(): void {
  generation += 1;
  inFlight = false;
  state = undefined;
}
