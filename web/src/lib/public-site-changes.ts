const listeners = new Set<() => void>();

/** Runs `listener` after each write in this tab that changed the public site (the published snapshot is then stale). */
export function onPublicSiteChanged(listener: () => void): void {
  listeners.add(listener);
}

/**
 * Told by the API client after a write the contract lists as changing the public site: what
 * holds the published snapshot (the public content store, when its pages have loaded) forgets it.
 */
export function publicSiteChanged(): void {
  for (const listener of listeners) listener();
}
