import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { forgetPublicContent } from '@/lib/public-content-store.ts';

// The server entry's tests run in Node, as the gateway's publisher does: no document there.
const withDocument = typeof document !== 'undefined';

if (withDocument) {
  // jsdom does no layout and leaves scrolling unimplemented; ScrollRestoration calls scrollTo on
  // every navigation, the dashboard menu scrollIntoView.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// A page's first render imports its lazy route module, which the transformer compiles on first
// use: on a busy machine that alone can pass Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 4000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  // Toasts and the content snapshot live in module-level stores, and stubbed globals outlive a
  // test: none of them may leak into the next.
  if (withDocument) {
    cleanup();
    localStorage.clear();
  }
  toast.remove();
  forgetPublicContent();
  vi.unstubAllGlobals();
});
