import { isIP } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { isOffTheInternet } from '../http/outbound-address.ts';
import type { Logger } from '../logger.ts';

export type SiteAddressSource = 'environment' | 'dashboard' | 'none';

export interface SiteAddress {
  /** The site's public origin, no trailing slash: SITE_URL when the environment sets it, else the one the owner connected; undefined before either. */
  current(): string | undefined;
  source(): SiteAddressSource;
  /** Makes `origin` (https://name) the site's address, stored in the database; throws when SITE_URL sets it. Listeners run after. */
  connect(origin: string): void;
  /** Runs `listener` after each change; answers a function that stops it. */
  onChange(listener: (origin: string) => void): () => void;
  /**
   * Where the links of e-mails lead, read at the moment one is written: the site's address, else
   * the public origin the owner last reached the dashboard at; undefined when neither (the mail
   * leaves the link out and says in words how to reach the dashboard).
   */
  linkBase(): string | undefined;
  /** Notes the origin of an owner's authenticated request (the Host nginx passes); kept only when it is public. */
  noteDashboardOrigin(origin: string): void;
}

/** Names that reach only the computer or the local network they are typed on. */
const LOCAL_NAME_ENDINGS = ['.localhost', '.local', '.internal', '.lan', '.home.arpa', '.localdomain'];

/**
 * Whether people elsewhere can open `origin`: http or https, and a host that is neither loopback,
 * link-local nor private (`localhost`, `127.0.0.1/8`, `::1`, `10.…`, `fe80::…`, a `.local`
 * name, a one-word name only a local network resolves). Anything else is a dead link in a mail.
 */
export function isPublicOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return false;
  const host = url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) return !isOffTheInternet(host);
  if (host === 'localhost' || !host.includes('.')) return false;
  return !LOCAL_NAME_ENDINGS.some((ending) => host.endsWith(ending));
}

/** `https://name` with nothing after it, the shape `connect` takes. */
const CONNECTABLE = /^https:\/\/[a-z0-9.-]+$/i;

/** An origin without its trailing slashes. */
const trimmed = (origin: string) => origin.replace(/\/+$/, '');

interface SiteAddressRow {
  origin: string | null;
  dashboard_origin: string | null;
}

/**
 * The site's address, live: SITE_URL from the environment wins (the operator's word, used as
 * given); else the origin the owner connected from the dashboard, kept in the one site_address
 * row, so a change reaches every e-mail, feed and published file without a restart.
 */
export function createSiteAddress(
  db: DatabaseSync,
  fromEnvironment: string | undefined,
  deps: { clock: () => number; logger: Logger },
): SiteAddress {
  // Migration 0033 inserts the one row.
  const select = db.prepare('SELECT origin, dashboard_origin FROM site_address WHERE id = 1');
  const saveOrigin = db.prepare('UPDATE site_address SET origin = ?, connected_at = ? WHERE id = 1');
  const saveDashboard = db.prepare('UPDATE site_address SET dashboard_origin = ?, dashboard_seen_at = ? WHERE id = 1');
  const row = () => select.get() as SiteAddressRow | undefined;
  const listeners = new Set<(origin: string) => void>();
  const environment = fromEnvironment === undefined ? undefined : trimmed(fromEnvironment);
  const now = () => new Date(deps.clock()).toISOString();

  const current = () => environment ?? row()?.origin ?? undefined;
  const dashboardOrigin = () => {
    const seen = row()?.dashboard_origin ?? undefined;
    return seen !== undefined && isPublicOrigin(seen) ? seen : undefined;
  };

  return {
    current,
    source: () => (environment !== undefined ? 'environment' : row()?.origin ? 'dashboard' : 'none'),
    connect(origin) {
      if (environment !== undefined) throw new Error('SITE_URL in the environment sets the site’s address');
      const address = trimmed(origin.trim()).toLowerCase();
      if (!CONNECTABLE.test(address) || !isPublicOrigin(address)) {
        throw new Error(`${origin} is not a public https://name the site can be reached at`);
      }
      saveOrigin.run(address, now());
      for (const listener of listeners) {
        try {
          listener(address);
        } catch (error) {
          deps.logger.error({ err: error }, 'a listener of the site address failed');
        }
      }
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    linkBase: () => current() ?? dashboardOrigin(),
    noteDashboardOrigin(origin) {
      const address = trimmed(origin).toLowerCase();
      if (!isPublicOrigin(address) || row()?.dashboard_origin === address) return;
      saveDashboard.run(address, now());
    },
  };
}
