import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { Component: ComponentType };

/** A page whose code loads on demand (a chunk of its own), which can also be loaded ahead. */
export type LazyPage = LazyExoticComponent<ComponentType> & { load(): Promise<void> };

/**
 * `React.lazy` for a page module. Once `load()` has finished, rendering the page needs no
 * waiting: a published page hydrates with it, the same markup as the server's, no fallback.
 */
export function lazyPage(importModule: () => Promise<PageModule>): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const load = () => {
    loading ??= importModule().then(({ Component }) => {
      loaded = { default: Component };
      return loaded;
    });
    return loading;
  };
  // React reads a thenable that calls back at once synchronously: no suspending on loaded code.
  const settled = (module: { default: ComponentType }) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable is the point, React.lazy resolves it synchronously.
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<typeof module>;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : load())),
    { load: async () => void (await load()) },
  );
}

export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'object' && component !== null && 'load' in component;
}
