import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import type { Logger } from '../logger.ts';
import { familyOf, hostEntryProblem } from './host-entries.ts';

/** How long the trusted proxies' host names are believed before they are looked up again: containers move. */
export const PROXY_RESOLVE_INTERVAL_MS = 30_000;
/**
 * An X-Forwarded-For from a peer that is not trusted looks the names up again (nginx may have
 * come back at a new address), at most this often, so such peers cannot flood the resolver.
 */
export const PROXY_MISS_RESOLVE_MIN_MS = 1_000;

/** Words TRUST_PROXY may not hold: they would name no proxy, or every peer. */
const BOOLEAN_WORDS = new Set(['true', '1', 'yes', 'on', 'false', '0', 'no', 'off']);

/** A host's addresses, as the system resolver (getaddrinfo: /etc/hosts, Docker's DNS) finds them. */
export type LookupHost = (host: string) => Promise<string[]>;

const lookupWithSystemResolver: LookupHost = async (host) =>
  (await dns.lookup(host, { all: true })).map((found) => found.address);

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) → `192.0.2.1`; anything else as it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** What is wrong with one TRUST_PROXY entry (an address, a CIDR range or a host name), if anything. */
const entryProblem = (entry: string) =>
  hostEntryProblem(entry, 'is neither an IP address, a CIDR range (like 172.18.0.0/16) nor a host name');

/**
 * TRUST_PROXY's text → its entries, or the problem with it. Entries are separated by commas or
 * spaces; "false" (or nothing) trusts no one. "true" is refused: it would let any peer on the
 * network claim any address with X-Forwarded-For.
 */
export function parseTrustedProxies(text: string): { proxies: string[] } | { problem: string } {
  const trimmed = text.trim();
  if (['', 'false', '0', 'no', 'off'].includes(trimmed.toLowerCase())) return { proxies: [] };
  const entries = trimmed.split(/[\s,]+/).filter(Boolean);
  if (entries.some((entry) => BOOLEAN_WORDS.has(entry.toLowerCase()))) {
    return {
      problem:
        "must list the proxies whose X-Forwarded-For is believed (nginx: its host name, web in the image), not true: that would believe any peer's claimed address; false trusts no one",
    };
  }
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem };
  }
  return { proxies: entries };
}

export interface TrustedProxies {
  /** Whether a request's TCP peer is one of the trusted proxies (host names looked up as needed). */
  trusts(peer: string): Promise<boolean>;
}

/**
 * The peers whose X-Forwarded-For is believed: fixed addresses and ranges, and host names (e.g.
 * `web`, compose's nginx) looked up with the system resolver every PROXY_RESOLVE_INTERVAL_MS and
 * again when an unknown peer sends X-Forwarded-For. A name that stops resolving is trusted at no
 * address until it resolves again (its old address may belong to another container by then).
 */
export function createTrustedProxies(
  entries: readonly string[],
  {
    logger,
    lookup = lookupWithSystemResolver,
    clock = Date.now,
  }: { logger: Logger; lookup?: LookupHost; clock?: () => number },
): TrustedProxies {
  const fixed = new BlockList();
  const hosts: string[] = [];
  for (const entry of entries) {
    const [network = '', bits] = entry.split('/');
    if (!isIP(network)) hosts.push(entry);
    else if (bits === undefined) fixed.addAddress(plainAddress(network), familyOf(plainAddress(network)));
    else fixed.addSubnet(network, Number(bits), familyOf(network));
  }

  let resolved = new Set<string>();
  let resolvedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;
  const unresolved = new Set<string>();

  async function resolveHost(host: string): Promise<string[]> {
    try {
      const addresses = (await lookup(host)).map(plainAddress);
      if (unresolved.delete(host)) logger.info({ host, addresses }, 'TRUST_PROXY: host resolves again');
      return addresses;
    } catch (error) {
      if (!unresolved.has(host)) {
        unresolved.add(host);
        logger.warn(
          { host, error: (error as Error).message },
          'TRUST_PROXY: host does not resolve; its X-Forwarded-For is not believed until it does',
        );
      }
      return [];
    }
  }

  function refresh(): Promise<void> {
    pending ??= Promise.all(hosts.map(resolveHost))
      .then((lists) => {
        resolved = new Set(lists.flat());
        resolvedAt = clock();
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    async trusts(peer) {
      const address = plainAddress(peer);
      if (!isIP(address)) return false;
      if (fixed.check(address, familyOf(address))) return true;
      if (hosts.length === 0) return false;
      const age = clock() - resolvedAt;
      if (age >= PROXY_RESOLVE_INTERVAL_MS || (!resolved.has(address) && age >= PROXY_MISS_RESOLVE_MIN_MS)) {
        await refresh();
      }
      return resolved.has(address);
    },
  };
}
