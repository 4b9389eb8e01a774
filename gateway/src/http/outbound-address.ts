import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import { BlockList, connect, isIP, type LookupFunction, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { familyOf, hostEntryProblem } from './host-entries.ts';

/**
 * The words of every refusal: the same whether anything listens there or not, so that the
 * answer tells nothing about the server's own network (SECURITY 30).
 */
export const PRIVATE_ADDRESS_REFUSAL =
  'That address is on a private network; ask whoever runs the server to allow it (OUTBOUND_ALLOWED_HOSTS).';
/** The code of the error a refused connection fails with, beside ECONNREFUSED and ENOTFOUND. */
export const OUTBOUND_REFUSED_CODE = 'EOUTBOUNDREFUSED';

/** A connection the owner configured that would reach the server's own network. */
export class OutboundAddressRefused extends Error {
  readonly code = OUTBOUND_REFUSED_CODE;
  constructor() {
    super(PRIVATE_ADDRESS_REFUSAL);
    this.name = 'OutboundAddressRefused';
  }
}

type Family = 'ipv4' | 'ipv6';

/**
 * Loopback, link-local, private and shared (CGNAT) ranges, "this network", multicast and the
 * reserved rest: none is the internet. IPv4-mapped IPv6 (::ffff:10.0.0.1) is checked against
 * the IPv4 ranges by BlockList itself.
 */
const NOT_THE_INTERNET: [network: string, prefix: number, family: Family][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // The unspecified address, loopback and the deprecated IPv4-compatible forms (::127.0.0.1).
  ['::', 96, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

const notTheInternet = new BlockList();
for (const [network, prefix, family] of NOT_THE_INTERNET) notTheInternet.addSubnet(network, prefix, family);

/** Whether an IP address is loopback, link-local, private or reserved: one the internet cannot reach. */
export const isOffTheInternet = (address: string): boolean => notTheInternet.check(address, familyOf(address));

/** Whether `address` (an IP address, `[::1]` as a URL writes it too) is on the internet: not loopback, private, link-local or reserved. */
export function isInternetAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) !== 0 && !isOffTheInternet(bare);
}

/** `[::1]` as a URL writes it → `::1`; a name in lower case, without a trailing dot. */
const bareHost = (host: string) =>
  host
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();

/** What is wrong with one OUTBOUND_ALLOWED_HOSTS entry (a host name, an address or a CIDR range), if anything. */
const entryProblem = (entry: string) =>
  isIP(bareHost(entry))
    ? undefined
    : hostEntryProblem(entry, 'is neither a host name, an IP address nor a CIDR range (like 192.168.1.0/24)');

/** OUTBOUND_ALLOWED_HOSTS's text (comma or space separated) → its entries, or the problem with it. */
export function parseOutboundAllowed(text: string): { hosts: string[] } | { problem: string } {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem };
  }
  return { hosts: entries };
}

/** A host's addresses, as the system resolver (getaddrinfo: /etc/hosts, Docker's DNS) finds them. */
export type ResolveHost = (host: string) => Promise<LookupAddress[]>;

const systemResolver: ResolveHost = (host) => dns.lookup(host, { all: true, order: 'verbatim' });

/** A `lookup` that answers only with addresses already checked. */
function lookupOf(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const wanted = options.family ? addresses.filter((found) => found.family === Number(options.family)) : addresses;
    const first = wanted[0];
    if (!first) {
      callback(Object.assign(new Error('no address of that family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, wanted);
    else callback(null, first.address, first.family);
  };
}

export interface OutboundAddresses {
  /**
   * The host's addresses, looked up once, each checked: rejects with OutboundAddressRefused when
   * any is not on the internet and OUTBOUND_ALLOWED_HOSTS allows neither the name nor the address.
   */
  resolve(host: string): Promise<LookupAddress[]>;
  /** The refusal's words when the host is refused (a literal address, or a name that resolves to one); a name that does not resolve is not refused here. */
  refusal(host: string): Promise<string | undefined>;
  /** A TCP connection to a checked address of host:port, or its error (ECONNREFUSED, ETIMEDOUT, …) after timeoutMs at most. */
  connect(host: string, port: number, timeoutMs: number): Promise<Socket>;
  /** An https agent with `base`'s TLS options (a test's CA): its connections go to checked addresses only. */
  httpsAgent(base?: Agent): Agent;
}

/**
 * The one gate of the connections the owner configures (their mail server, their devices' push
 * services): a name is resolved once, every address it gives is checked, and the connection goes
 * to one of those checked addresses, so a name that changes its answer between the check and the
 * connection (DNS rebinding) reaches nothing unchecked. The operator's OUTBOUND_ALLOWED_HOSTS
 * names the exceptions: host names, addresses and CIDR ranges (a mail relay on the local network).
 */
export function createOutboundAddresses(
  allowedHosts: readonly string[],
  resolveHost: ResolveHost = systemResolver,
): OutboundAddresses {
  const allowedRanges = new BlockList();
  const allowedNames = new Set<string>();
  for (const entry of allowedHosts) {
    const [network = '', bits] = entry.split('/');
    const address = bareHost(network);
    if (!isIP(address)) allowedNames.add(bareHost(entry));
    else if (bits === undefined) allowedRanges.addAddress(address, familyOf(address));
    else allowedRanges.addSubnet(address, Number(bits), familyOf(address));
  }
  const refused = (address: string) => isOffTheInternet(address) && !allowedRanges.check(address, familyOf(address));

  const resolve = async (host: string): Promise<LookupAddress[]> => {
    const name = bareHost(host);
    if (isIP(name)) {
      if (refused(name)) throw new OutboundAddressRefused();
      return [{ address: name, family: isIP(name) }];
    }
    const addresses = await resolveHost(name);
    if (!allowedNames.has(name) && addresses.some((found) => refused(found.address))) {
      throw new OutboundAddressRefused();
    }
    return addresses;
  };

  const connectChecked = async (host: string, port: number, timeoutMs: number): Promise<Socket> => {
    const addresses = await resolve(host);
    return new Promise((done, fail) => {
      const socket = connect({ host: bareHost(host), port, lookup: lookupOf(addresses), autoSelectFamily: true });
      socket.setTimeout(timeoutMs, () =>
        socket.destroy(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
      );
      socket.once('error', fail);
      socket.once('connect', () => {
        socket.setTimeout(0);
        socket.off('error', fail);
        done(socket);
      });
    });
  };

  /** Resolves before it connects; an address literal is checked, as net skips the lookup for it. */
  class CheckedAgent extends Agent {
    override createConnection(
      options: RequestOptions,
      callback?: (error: Error | null, socket: Duplex) => void,
    ): Duplex | null | undefined {
      resolve(options.hostname ?? options.host ?? 'localhost').then(
        (addresses) => {
          const socket = super.createConnection({ ...options, lookup: lookupOf(addresses) });
          if (socket) callback?.(null, socket);
        },
        (error: Error) => callback?.(error, undefined as unknown as Duplex),
      );
      return undefined;
    }
  }

  return {
    resolve,
    async refusal(host) {
      try {
        await resolve(host);
        return undefined;
      } catch (error) {
        return error instanceof OutboundAddressRefused ? error.message : undefined;
      }
    },
    connect: connectChecked,
    httpsAgent: (base) => new CheckedAgent({ ...(base?.options as AgentOptions | undefined) }),
  };
}
