import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminGalleryRouter } from './admin-gallery-router.ts';
import { createGalleryStore } from './gallery-store.ts';

/** The gallery's pictures (before and after), uploaded and ordered by the owner. */
export function galleryModule(kernel: Kernel, { access }: { access: OwnerAccess }) {
  const { db, folders, decodes, logger } = kernel;
  const gallery = createGalleryStore(db);
  const { requireOwner } = access;
  return {
    gallery,
    routers: [adminGalleryRouter({ gallery, uploadsDir: folders.uploadsDir, requireOwner, decodes, logger })],
  } satisfies Module;
}

export type GalleryModule = ReturnType<typeof galleryModule>;

// What the other modules use of this one.
export { galleryItemJson } from './gallery-item-json.ts';
export type { GalleryFilter, GalleryStore } from './gallery-store.ts';
