import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';
import { forgetLoadedResources } from '@/lib/use-resource.ts';

// jsdom does no layout and leaves scrolling unimplemented; ScrollRestoration calls scrollTo on
// every navigation, the dashboard menu scrollIntoView.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  // Toasts and loaded resources live in module-level stores, and stubbed globals outlive a test:
  // none of them may leak into the next.
  toast.remove();
  forgetLoadedResources();
  vi.unstubAllGlobals();
});
