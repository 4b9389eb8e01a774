import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminBrandRouter } from './admin-brand-router.ts';
import { createBrandStore } from './brand-store.ts';
import { mailLogoUrl } from './mail-logo-url.ts';

/** The site's look: logo, colours, fonts, the header's name. */
export function brandModule(kernel: Kernel, { access }: { access: OwnerAccess }) {
  const { db, folders, decodes, logger, siteAddress } = kernel;
  const brand = createBrandStore(db);
  const { uploadsDir } = folders;
  return {
    brand,
    /** The logo's address for e-mails, read as each is written; undefined when there is none an e-mail can show. */
    mailLogoUrl: () => mailLogoUrl(brand.get().logo, siteAddress.linkBase(), uploadsDir),
    routers: [adminBrandRouter({ brand, uploadsDir, requireOwner: access.requireOwner, decodes, logger })],
  } satisfies Module;
}

export type BrandModule = ReturnType<typeof brandModule>;

// What the other modules use of this one.
export { publicBrand } from './brand-json.ts';
export type { BrandStore } from './brand-store.ts';
