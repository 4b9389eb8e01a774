import acme from 'acme-client';
import type { Logger } from '../logger.ts';
import { loadAccountKey } from './acme-account-key.ts';
import { orderCertificate } from './acme-order.ts';
import type { AcmeSettings } from './acme-settings.ts';
import { type CertificateFacts, readSiteCertificate, writeSiteCertificate } from './certificate-files.ts';
import type { ChallengeResponses } from './challenge-responses.ts';
import { describeOrderFailure } from './order-failure-words.ts';
import { renewalTime, runAt } from './renewal-schedule.ts';
import { nextAttemptTime } from './retry-backoff.ts';
import { createSelfSignedCertificate } from './self-signed-certificate.ts';

/** What /api/health says of the certificate nginx serves. */
export interface TlsHealth {
  certificate: 'acme' | 'self-signed';
  names: string[];
  expiresAt: string;
  /** When a new certificate is due: at once for the stand-in, or one for other names. */
  renewAt: string;
  /** The last failed order, in words, until an order succeeds. */
  lastError?: string;
  nextAttemptAt?: string;
}

export interface CertificateKeeper {
  /**
   * Makes sure TLS_DIR holds a certificate nginx can serve (the stand-in, at once, if need be) and
   * schedules the orders: the first at once unless a real one for the same names is there.
   */
  start(): Promise<void>;
  /** Undefined before start(), or when TLS_DIR could not be written. */
  health(): TlsHealth | undefined;
  /** The last failed order, in words, until an order succeeds; also before any certificate is there. */
  problem(): string | undefined;
  /**
   * Takes on other names without a restart (the domain the owner connected from the dashboard):
   * keeps the real certificate in TLS_DIR when it is for exactly these names, else orders one at
   * once. Writes no stand-in: nginx keeps serving port 80 until the real one is there.
   */
  adopt(names: string[]): Promise<void>;
  /** Cancels the timers; an order under way is left to end and its result dropped. */
  stop(): void;
}

interface KeeperOptions {
  settings: AcmeSettings;
  /** DATA_DIR: the ACME account key's home. */
  dataDir: string;
  challenges: ChallengeResponses;
  logger: Logger;
  clock?: () => number;
  /** Told of each real certificate in TLS_DIR for the keeper's names: obtained, renewed, or found by adopt(). */
  onCertificate?: (facts: CertificateFacts) => void;
}

function sameNames(first: string[], second: string[]): boolean {
  return first.length === second.length && first.every((name) => second.includes(name));
}

/**
 * Obtains the site's certificate from the ACME server and renews it, writing it to TLS_DIR for
 * nginx; a failed order is retried with back-off and never stops the gateway.
 */
export function createCertificateKeeper(options: KeeperOptions): CertificateKeeper {
  const { settings, dataDir, challenges, logger, clock = Date.now, onCertificate } = options;
  const { tlsDir, directoryUrl } = settings;
  let names = settings.names;
  let current: CertificateFacts | undefined;
  let failures = 0;
  let lastError: string | undefined;
  let nextAttemptAt: number | undefined;
  let cancelTimer: (() => void) | undefined;
  let stopped = false;

  acme.setLogger((message) => logger.debug({ acme: message }, 'ACME client'));

  /** Whether `facts` is a real certificate for exactly the configured names. */
  const isFinal = (facts: CertificateFacts) => facts.trusted && sameNames(facts.names, names);
  const dueAt = (facts: CertificateFacts) =>
    isFinal(facts) ? renewalTime(Date.parse(facts.notBefore), Date.parse(facts.notAfter)) : Date.parse(facts.notBefore);

  const schedule = (at: number) => {
    cancelTimer?.();
    cancelTimer = runAt(at, () => void order(), clock);
  };

  async function order(): Promise<void> {
    cancelTimer = undefined;
    nextAttemptAt = undefined;
    const renewing = current !== undefined && isFinal(current);
    const ordered = names;
    try {
      const certificate = await orderCertificate({
        directoryUrl,
        accountKey: await loadAccountKey(dataDir),
        email: settings.email,
        names: ordered,
        challenges,
      });
      // Stopped, or the names changed meanwhile (adopt() has ordered for the new ones).
      if (stopped || ordered !== names) return;
      current = await writeSiteCertificate(tlsDir, certificate, true);
      failures = 0;
      lastError = undefined;
      logger.info(
        { names: current.names, notAfter: current.notAfter, issuer: current.issuer, serial: current.serial },
        `${renewing ? 'renewed the' : 'obtained a'} certificate for ${current.names.join(', ')}, valid until ${current.notAfter}`,
      );
      schedule(dueAt(current));
      onCertificate?.(current);
    } catch (error) {
      if (stopped || ordered !== names) return;
      failures += 1;
      const report = await describeOrderFailure(error, directoryUrl);
      if (stopped) return;
      nextAttemptAt = nextAttemptTime(clock(), failures, report.retryAfter);
      // Each failure once: the same words again are not logged until something changes.
      if (report.words !== lastError) {
        logger.warn(
          { err: error, names, nextAttemptAt: new Date(nextAttemptAt).toISOString() },
          `could not get a certificate: ${report.words}`,
        );
      }
      lastError = report.words;
      schedule(nextAttemptAt);
    }
  }

  return {
    async start() {
      const stored = await readSiteCertificate(tlsDir);
      const now = clock();
      const facts = 'facts' in stored ? stored.facts : undefined;
      const usable = facts && Date.parse(facts.notAfter) > now;
      // A real certificate for other names still serves most visitors until the new one comes.
      if (facts && usable && (sameNames(facts.names, names) || facts.trusted)) {
        current = facts;
        logger.info(
          { names: facts.names, notAfter: facts.notAfter, trusted: facts.trusted },
          `serving the certificate in TLS_DIR for ${facts.names.join(', ')}, valid until ${facts.notAfter}`,
        );
      } else {
        const why =
          'problem' in stored ? stored.problem : !usable ? 'it has expired' : `it is for ${facts?.names.join(', ')}`;
        try {
          current = await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(names, now), false);
        } catch (error) {
          lastError = `Could not write the certificate to ${tlsDir}: ${(error as Error).message}`;
          logger.error({ err: error, tlsDir }, lastError);
          return;
        }
        logger.info(
          { names, tlsDir },
          `wrote a self-signed certificate for ${names.join(', ')} (${why}); ordering one from the ACME server`,
        );
      }
      if (stopped) return;
      schedule(dueAt(current));
    },
    async adopt(next) {
      if (sameNames(next, names) && (current !== undefined || cancelTimer !== undefined)) return;
      names = next;
      failures = 0;
      lastError = undefined;
      const stored = await readSiteCertificate(tlsDir);
      if (stopped) return;
      const facts = 'facts' in stored ? stored.facts : undefined;
      if (facts && isFinal(facts) && Date.parse(facts.notAfter) > clock()) {
        current = facts;
        schedule(dueAt(facts));
        onCertificate?.(facts);
        return;
      }
      // What TLS_DIR holds (none, or another name's) stays until the new certificate replaces it.
      current = undefined;
      logger.info({ names }, `ordering a certificate for ${names.join(', ')} from the ACME server`);
      schedule(clock());
    },
    health() {
      if (!current) return undefined;
      return {
        certificate: current.trusted ? 'acme' : 'self-signed',
        names: current.names,
        expiresAt: current.notAfter,
        renewAt: new Date(dueAt(current)).toISOString(),
        ...(lastError === undefined ? {} : { lastError }),
        ...(nextAttemptAt === undefined ? {} : { nextAttemptAt: new Date(nextAttemptAt).toISOString() }),
      };
    },
    problem: () => lastError,
    stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = undefined;
      challenges.clear();
    },
  };
}
