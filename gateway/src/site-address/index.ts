import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { Context } from 'koa';
import { SITE_CHECK_WINDOW_MS, SITE_CHECKS_PER_WINDOW, type SiteAddressState } from '../../contract/site-address.ts';
import { isInternetAddress, type ResolveHost } from '../http/outbound-address.ts';
import type { Kernel, Module } from '../kernel/kernel.ts';
import type { OwnerAccess } from '../owner/index.ts';
import type { TlsModule } from '../tls/index.ts';
import { adminSiteAddressRouter, type SiteAddressService } from './admin-site-address-router.ts';
import { type CheckTokens, checkName, type NameCheck } from './site-check.ts';
import { siteCheckRouter } from './site-check-router.ts';
import { createSiteDomainStore, type StoredDomain } from './site-domain-store.ts';

/** What this step asks of the certificate keeper. */
export type DomainCertificates = Pick<TlsModule, 'obtain' | 'certificateFor' | 'onCertificate'>;

interface SiteAddressDeps {
  access: OwnerAccess;
  tls: DomainCertificates;
}

/** node:dns, as the server's resolver sees the name (its /etc/hosts, its DNS servers). */
const systemResolver: ResolveHost = (host) => dns.lookup(host, { all: true, order: 'verbatim' });

const namesOf = (domain: Pick<StoredDomain, 'name' | 'www'>) =>
  domain.www ? [domain.name, `www.${domain.name}`] : [domain.name];

/** The public IP address the request reached the gateway at (the Host nginx passes on), if it is one. */
function reachedAt(ctx: Context): string | undefined {
  const host = ctx.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) && isInternetAddress(host) ? host : undefined;
}

/**
 * "Your website's address": the DNS records to add, Check (the name is looked up from the server
 * and must bring back a one-time token this gateway serves on port 80), then the certificate for
 * the name (and its www), and once it is there, `https://<name>` as the site's address.
 */
export function siteAddressModule(kernel: Kernel, { access, tls }: SiteAddressDeps) {
  // The site's address as every e-mail and published file reads it (SITE_URL in the environment wins).
  const address = kernel.siteAddress;
  const { db, clock, logger, runtime, outbound, rateWindow } = kernel;
  const domains = createSiteDomainStore(db);
  const tokens: CheckTokens = new Map();
  const resolveName = runtime.resolveSiteName ?? systemResolver;
  const checkPort = () => runtime.siteCheckPort?.() ?? 80;

  const goLive = (domain: StoredDomain) => {
    const origin = `https://${domain.name}`;
    if (domain.status !== 'live') domains.setStatus('live');
    if (address.current() !== origin) {
      address.connect(origin);
      logger.info({ origin }, `the site's address is now ${origin}`);
    }
  };
  tls.onCertificate((facts) => {
    const domain = domains.get();
    if (!domain || address.source() === 'environment') return;
    const names = namesOf(domain);
    if (names.length === facts.names.length && names.every((name) => facts.names.includes(name))) goLive(domain);
  });

  const fixedByEnvironment = () =>
    address.source() === 'environment'
      ? `The server's settings fix the site's address (${address.current()}). Whoever runs the server changes it there (SITE_URL).`
      : undefined;

  const service: SiteAddressService = {
    fixedByEnvironment,
    state(ctx): SiteAddressState {
      const domain = domains.get();
      const server = reachedAt(ctx);
      const certificate = domain?.status === 'ordering' ? tls.certificateFor(namesOf(domain)) : undefined;
      return {
        address: address.current() ?? null,
        source: address.source(),
        domain: domain
          ? { ...domain, ...(certificate?.problem ? { certificateProblem: certificate.problem } : {}) }
          : null,
        serverAddress: {
          ipv4: server && isIP(server) === 4 ? server : null,
          ipv6: server && isIP(server) === 6 ? server : null,
        },
      };
    },
    async check(ctx, name, www, setBy) {
      const serverAddress = reachedAt(ctx);
      const names = namesOf({ name, www });
      const checks: NameCheck[] = [];
      for (const each of names) {
        checks.push(await checkName(each, { resolveName, outbound, tokens, port: checkPort(), serverAddress }));
      }
      if (checks.every((check) => check.reaches)) {
        const domain = domains.set({ name, www, status: 'ordering', setBy, setAt: new Date(clock()).toISOString() });
        logger.info({ names, setBy }, `${names.join(' and ')} reach this site; ordering the certificate`);
        if (!tls.obtain(names)) logger.warn({ names }, 'no ACME server to order the certificate from');
        // A certificate already there for exactly these names (a check again) makes it live at once.
        if (tls.certificateFor(names).issued) goLive(domain);
      }
      return checks;
    },
  };

  return {
    /** Whether the site has its real address: connected here, or set by SITE_URL. */
    address: { isSet: () => address.source() !== 'none' },
    routers: [
      siteCheckRouter(tokens),
      adminSiteAddressRouter(
        service,
        rateWindow('siteAddressChecks', SITE_CHECKS_PER_WINDOW, SITE_CHECK_WINDOW_MS),
        access.requireOwner,
      ),
    ],
    start() {
      // After a restart: the connected domain's certificate is kept (and renewed) as before.
      const domain = domains.get();
      if (domain && address.source() !== 'environment') tls.obtain(namesOf(domain));
    },
  } satisfies Module;
}

export type SiteAddressModule = ReturnType<typeof siteAddressModule>;
