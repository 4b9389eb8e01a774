import type { Kernel, Module } from '../kernel/kernel.ts';
import { acmeChallengeRouter } from './acme-challenge-router.ts';
import type { AcmeSettings } from './acme-settings.ts';
import { type CertificateKeeper, createCertificateKeeper } from './certificate-keeper.ts';
import { createChallengeResponses } from './challenge-responses.ts';

/**
 * Automatic HTTPS (an https SITE_URL): a certificate for nginx at start (self-signed if need be),
 * the real one ordered and renewed in the background, and the challenges answered meanwhile.
 */
export function tlsModule(kernel: Kernel<{ acme?: AcmeSettings }>) {
  const { settings, folders, logger, clock } = kernel;
  const challenges = createChallengeResponses();
  const certificates: CertificateKeeper | undefined = settings.acme
    ? createCertificateKeeper({ settings: settings.acme, dataDir: folders.dataDir, challenges, logger, clock })
    : undefined;
  return {
    challenges,
    /** The certificate's health; undefined without automatic HTTPS. */
    health: certificates && (() => certificates.health()),
    routers: [acmeChallengeRouter(challenges)],
    start: () => certificates?.start(),
    close: () => certificates?.stop(),
  } satisfies Module;
}

export type TlsModule = ReturnType<typeof tlsModule>;
