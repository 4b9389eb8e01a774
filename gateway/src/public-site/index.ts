import type { BrandModule } from '../brand/index.ts';
import type { GalleryModule } from '../gallery/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import { republishDaily } from '../publish/daily-republish.ts';
import { createPublisher } from '../publish/publisher.ts';
import { DEFAULT_RENDERER } from '../publish/render-pages.ts';
import type { SearchVisibilityModule } from '../search-visibility/index.ts';
import type { ServicesModule } from '../services/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { createPublicContent } from './public-content.ts';
import { publishedFilesRouter } from './published-files-router.ts';
import { siteRouter } from './site-router.ts';
import { uploadsRouter } from './uploads-router.ts';

/** How long a stop waits for a publish under way, so the edits it carries reach PUBLIC_DIR. */
export const PUBLISH_SHUTDOWN_WAIT_MS = 5_000;

interface PublicSiteDeps {
  siteContent: SiteContentModule;
  services: ServicesModule;
  gallery: GalleryModule;
  brand: BrandModule;
  search: SearchVisibilityModule;
}

/**
 * The public site: its content as one snapshot, the publisher that writes PUBLIC_DIR from it (at
 * start, after every change the routes declare, and each night), and the public files.
 */
export function publicSiteModule(kernel: Kernel, deps: PublicSiteDeps) {
  const { logger, folders, runtime, clock } = kernel;
  const renderer = runtime.renderer === undefined ? DEFAULT_RENDERER : runtime.renderer;
  const publicContent = createPublicContent({
    ...deps.siteContent,
    services: deps.services.services,
    gallery: deps.gallery.gallery,
    brand: deps.brand.brand,
    search: deps.search.search,
    siteUrl: kernel.siteAddress.current,
  });
  const publisher = createPublisher({
    publicDir: folders.publicDir,
    read: () => publicContent.snapshot(),
    renderer,
    logger,
    debounceMs: runtime.publishDebounceMs,
  });
  return {
    publicContent,
    publisher,
    /** The web's server bundle the pages are rendered with; null for none. */
    renderer,
    routers: [siteRouter(publicContent), uploadsRouter(folders.uploadsDir), publishedFilesRouter(folders.publicDir)],
    start() {
      publisher.schedule(0);
      // A new address (connected from the dashboard) is in every page, robots.txt and the sitemap at once.
      const stopFollowingAddress = kernel.siteAddress.onChange(() => publisher.schedule(0));
      const stopDaily = republishDaily(publisher, () => new Date(clock()));
      return () => {
        stopFollowingAddress();
        stopDaily();
      };
    },
    /** Lets a publish under way (or waiting) finish, for at most PUBLISH_SHUTDOWN_WAIT_MS. */
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PUBLISH_SHUTDOWN_WAIT_MS);
      });
      await Promise.race([publisher.stop(), deadline]);
      clearTimeout(timer);
    },
  } satisfies Module;
}

export type PublicSiteModule = ReturnType<typeof publicSiteModule>;
