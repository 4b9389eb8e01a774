import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import { adminServicesRouter } from './admin-services-router.ts';
import { createServiceStore } from './service-store.ts';

/** The services the painter offers, as the site lists them and the quote form offers them. */
export function servicesModule(kernel: Kernel, { access }: { access: OwnerAccess }) {
  const services = createServiceStore(kernel.db);
  return { services, routers: [adminServicesRouter(services, access.requireOwner)] } satisfies Module;
}

export type ServicesModule = ReturnType<typeof servicesModule>;

// What the other modules use of this one.
export type { ServiceStore } from './service-store.ts';
