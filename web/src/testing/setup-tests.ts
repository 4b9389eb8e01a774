import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';

// jsdom does no layout and leaves scrolling unimplemented; ScrollRestoration calls scrollTo on
// every navigation, the dashboard menu scrollIntoView.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // Toasts live in a module-level store and stubbed globals outlive a test: neither may leak into the next.
  toast.remove();
  vi.unstubAllGlobals();
});
