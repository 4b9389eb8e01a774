import type { Kernel, Module } from '../kernel/kernel.ts';
import { acmeChallengeRouter } from './acme-challenge-router.ts';
import type { AcmeServerSettings, AcmeSettings } from './acme-settings.ts';
import type { CertificateFacts } from './certificate-files.ts';
import { type CertificateKeeper, createCertificateKeeper } from './certificate-keeper.ts';
import { createChallengeResponses } from './challenge-responses.ts';

/** What the certificate for names connected at runtime (the dashboard's domain) is doing. */
export interface CertificateForNames {
  /** The names' real certificate is in TLS_DIR, for nginx. */
  issued: boolean;
  /** The last failed order, in words, until one succeeds. */
  problem?: string;
}

/**
 * Automatic HTTPS (an https SITE_URL): a certificate for nginx at start (self-signed if need be),
 * the real one ordered and renewed in the background, and the challenges answered meanwhile. A
 * domain connected from the dashboard gets its certificate the same way, without a restart
 * (`obtain`), from the ACME server the settings name.
 */
export function tlsModule(kernel: Kernel<{ acme?: AcmeSettings; acmeServer?: AcmeServerSettings }>) {
  const { settings, folders, logger, clock } = kernel;
  const challenges = createChallengeResponses();
  const listeners = new Set<(facts: CertificateFacts) => void>();
  let issuedFor: CertificateFacts | undefined;
  const keeperFor = (acme: AcmeSettings) =>
    createCertificateKeeper({
      settings: acme,
      dataDir: folders.dataDir,
      challenges,
      logger,
      clock,
      onCertificate(facts) {
        issuedFor = facts;
        for (const listener of listeners) listener(facts);
      },
    });
  let certificates: CertificateKeeper | undefined = settings.acme ? keeperFor(settings.acme) : undefined;
  let closed = false;
  return {
    challenges,
    /** The certificate's health; undefined without automatic HTTPS. */
    health: () => certificates?.health(),
    /**
     * Gets and renews a certificate for `names` (the first is the site's host) from now on, in the
     * background; false when it cannot (no ACME server configured, or SITE_URL's names are kept).
     */
    obtain(names: string[]): boolean {
      if (closed || settings.acme) return false;
      const server = settings.acmeServer;
      if (!server) return false;
      certificates ??= keeperFor({ ...server, names });
      void certificates.adopt(names);
      return true;
    },
    /** What the certificate for `names` is doing (for the dashboard's step). */
    certificateFor(names: string[]): CertificateForNames {
      const issued =
        issuedFor !== undefined &&
        names.length === issuedFor.names.length &&
        names.every((name) => issuedFor?.names.includes(name));
      const problem = certificates?.problem();
      return { issued, ...(problem === undefined ? {} : { problem }) };
    },
    /** Told of each real certificate written or found for the keeper's names. */
    onCertificate(listener: (facts: CertificateFacts) => void): void {
      listeners.add(listener);
    },
    routers: [acmeChallengeRouter(challenges)],
    start: () => certificates?.start(),
    close: () => {
      closed = true;
      certificates?.stop();
    },
  } satisfies Module;
}

export type TlsModule = ReturnType<typeof tlsModule>;
