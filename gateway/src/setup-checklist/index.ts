import type { BrandModule } from '../brand/index.ts';
import type { GalleryModule } from '../gallery/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { MailSettingsModule } from '../mail-settings/index.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { SearchVisibilityModule } from '../search-visibility/index.ts';
import type { ServicesModule } from '../services/index.ts';
import type { SiteAddressModule } from '../site-address/index.ts';
import type { SiteContentModule } from '../site-content/index.ts';
import { adminSetupRouter } from './admin-setup-router.ts';

interface SetupDeps {
  access: OwnerAccess;
  siteContent: SiteContentModule;
  services: ServicesModule;
  gallery: GalleryModule;
  brand: BrandModule;
  search: SearchVisibilityModule;
  mailSettings: MailSettingsModule;
  siteAddress: SiteAddressModule;
}

/** The overview's setup checklist: what a new site still lacks, read from what the owner wrote. */
export function setupChecklistModule(_kernel: Kernel, deps: SetupDeps) {
  const { business, testimonials, copy } = deps.siteContent;
  const sources = {
    business,
    services: deps.services.services,
    gallery: deps.gallery.gallery,
    testimonials,
    copy,
    brand: deps.brand.brand,
    mail: deps.mailSettings.mail,
    search: deps.search.search,
    address: deps.siteAddress.address,
  };
  return { routers: [adminSetupRouter(sources, deps.access.requireOwner)] } satisfies Module;
}
