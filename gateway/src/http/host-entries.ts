import { isIP } from 'node:net';

/** A DNS host name (letters, digits, '-' and '_' in labels of up to 63), as the operator's settings list them. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/i;

/** The family BlockList files an address under. */
export const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * What is wrong with one entry of an operator's list of addresses, CIDR ranges and host names
 * (TRUST_PROXY, OUTBOUND_ALLOWED_HOSTS), if anything; `neither` ends the words for an entry that
 * is none of them, e.g. 'is neither an IP address, a CIDR range (like 172.18.0.0/16) nor a host name'.
 */
export function hostEntryProblem(entry: string, neither: string): string | undefined {
  if (isIP(entry)) return undefined;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (cidr) {
    const [, network = '', bits = ''] = cidr;
    const family = isIP(network);
    if (family === 0) return `"${entry}" is not a CIDR range: ${network} is not an IP address`;
    const maxBits = family === 4 ? 32 : 128;
    return Number(bits) > maxBits
      ? `"${entry}" is not a CIDR range: an IPv${family} prefix is 0 to ${maxBits}`
      : undefined;
  }
  if (HOST_NAME.test(entry) && !/^[\d.]+$/.test(entry)) return undefined;
  return `"${entry}" ${neither}`;
}
