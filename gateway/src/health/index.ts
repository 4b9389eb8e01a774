import type { BackupsModule } from '../backups/index.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { TlsModule } from '../tls/index.ts';
import { healthRouter } from './health-router.ts';
import { createHealthStore } from './health-store.ts';

/** /api/health: whether the gateway and its database answer; the backups' and certificate's details for the owner. */
export function healthModule(kernel: Kernel, deps: { access: OwnerAccess; backups: BackupsModule; tls: TlsModule }) {
  return {
    routers: [
      healthRouter({
        health: createHealthStore(kernel.db),
        backup: () => deps.backups.backups.health(),
        tls: deps.tls.health,
        requireOwner: deps.access.requireOwner,
      }),
    ],
  } satisfies Module;
}
