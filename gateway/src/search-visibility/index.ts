import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminSearchVisibilityRouter } from './admin-search-visibility-router.ts';
import { createSearchVisibilityStore } from './search-visibility-store.ts';

/** Whether search engines may list the site: the owner's switch. */
export function searchVisibilityModule(kernel: Kernel, { access }: { access: OwnerAccess }) {
  const search = createSearchVisibilityStore(kernel.db);
  return {
    search,
    routers: [adminSearchVisibilityRouter(search, kernel.siteAddress, access.requireOwner)],
  } satisfies Module;
}

export type SearchVisibilityModule = ReturnType<typeof searchVisibilityModule>;

// What the other modules use of this one.
export type { SearchVisibilityStore } from './search-visibility-store.ts';
