import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_ICON_PATH } from '../../contract/brand.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminBrandRouter } from './admin-brand-router.ts';
import { publicBrand } from './brand-json.ts';
import { createBrandStore } from './brand-store.ts';
import { LOGO_FILES } from './logo-files.ts';
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
    /** The logo as a document shows it: its opaque square PNG (read now) and its published path; nulls when none. */
    documentLogo(): { png: Buffer | null; src: string | null } {
      const { logo } = brand.get();
      if (!logo) return { png: null, src: null };
      let png: Buffer | null = null;
      try {
        png = readFileSync(join(uploadsDir, LOGO_FILES.appleTouchIcon(logo.key)));
      } catch {
        png = null;
      }
      return { png, src: publicBrand(brand.get()).logo?.src ?? null };
    },
    /** The tab's icon of a page the gateway makes itself (the logo's, else the app's own). */
    siteIcon: () => publicBrand(brand.get()).logo?.icon ?? DEFAULT_SITE_ICON_PATH,
    routers: [adminBrandRouter({ brand, uploadsDir, requireOwner: access.requireOwner, decodes, logger })],
  } satisfies Module;
}

export type BrandModule = ReturnType<typeof brandModule>;

// What the other modules use of this one.
export { publicBrand } from './brand-json.ts';
export type { BrandStore } from './brand-store.ts';
