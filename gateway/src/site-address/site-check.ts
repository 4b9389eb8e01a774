import { randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { request } from 'node:http';
import { SITE_CHECK_PREFIX } from '../../contract/site-address.ts';
import { type OutboundAddresses, OutboundAddressRefused, type ResolveHost } from '../http/outbound-address.ts';

/** How long a fetch of the token may take through the name, connection and answer together. */
export const SITE_CHECK_TIMEOUT_MS = 5000;
/** The most of an answer the check reads: the proof is 43 characters. */
const MAX_ANSWER_BYTES = 1024;

/** The one-time tokens under way: token → the proof the gateway answers with, in memory only. */
export type CheckTokens = Map<string, string>;

/** What one name's check found. */
export type NameCheck =
  | { name: string; reaches: true; addresses: string[] }
  | { name: string; reaches: false; addresses: string[]; words: string };

interface CheckOptions {
  /** Looks the name up from the server (node:dns by default; the tests' own names in tests). */
  resolveName: ResolveHost;
  /** The guard every outbound connection passes: private addresses only where the operator allows. */
  outbound: Pick<OutboundAddresses, 'resolve'>;
  tokens: CheckTokens;
  /** The port the name is fetched on: 80, where browsers and the ACME server come. */
  port: number;
  /** This server's public address, when the owner reached the dashboard at one. */
  serverAddress: string | undefined;
}

const list = (addresses: string[]) =>
  addresses.length <= 2 ? addresses.join(' and ') : `${addresses.slice(0, -1).join(', ')} and ${addresses.at(-1)}`;

/** What a fetch of the token through one address gave. */
type Answer = 'proof' | 'other-site' | 'no-answer';

/** GET http://<name>:<port><path> from exactly `address` (already checked), no redirects followed. */
function fetchThrough(address: LookupAddress, name: string, port: number, path: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const call = request(
      {
        host: address.address,
        family: address.family,
        port,
        path,
        headers: { Host: name },
        timeout: SITE_CHECK_TIMEOUT_MS,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_ANSWER_BYTES) response.destroy();
        });
        response.on('end', () => resolve(response.statusCode === 200 ? body.trim() : ''));
        response.on('error', () => resolve(''));
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', () => resolve(undefined));
    call.end();
  });
}

/** The name's addresses, or what stopped the look-up, in words. */
async function lookUp(name: string, resolveName: ResolveHost): Promise<LookupAddress[] | string> {
  try {
    const found = await resolveName(name);
    if (found.length > 0) return found;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTFOUND' && code !== 'ENODATA' && code !== 'EAI_NODATA' && code !== 'EAI_NONAME') {
      return `${name} could not be looked up just now (the DNS servers did not answer). Try again in a few minutes.`;
    }
  }
  return `${name} has no address yet (DNS can take up to an hour after you add the records).`;
}

/**
 * Looks `name` up from the server and proves it reaches this site: a one-time token is served on
 * port 80 and fetched back through the name (from the addresses the guard accepts), and what was
 * found is put in words when it does not reach.
 */
export async function checkName(name: string, options: CheckOptions): Promise<NameCheck> {
  const { resolveName, outbound, tokens, port, serverAddress } = options;
  const found = await lookUp(name, resolveName);
  if (typeof found === 'string') return { name, reaches: false, addresses: [], words: found };
  const addresses = found.map((entry) => entry.address);
  const pointsTo = `${name} points to ${list(addresses)}`;
  const elsewhere =
    serverAddress !== undefined && !addresses.includes(serverAddress)
      ? `${pointsTo}; this server answered on ${serverAddress}. Change the ${serverAddress.includes(':') ? 'AAAA' : 'A'} record to ${serverAddress}, then check again.`
      : undefined;

  const checked: LookupAddress[] = [];
  for (const entry of found) {
    try {
      checked.push(...(await outbound.resolve(entry.address)));
    } catch (error) {
      if (!(error instanceof OutboundAddressRefused)) throw error;
    }
  }
  if (checked.length === 0) {
    return {
      name,
      reaches: false,
      addresses,
      words:
        elsewhere ??
        `${pointsTo}, ${addresses.length === 1 ? 'an address' : 'addresses'} on a private network that visitors on the internet cannot reach. Point the records at your server's public IP address.`,
    };
  }

  const token = randomBytes(24).toString('base64url');
  const proof = randomBytes(32).toString('base64url');
  tokens.set(token, proof);
  const answers: Answer[] = [];
  try {
    for (const address of checked) {
      const body = await fetchThrough(address, name, port, `${SITE_CHECK_PREFIX}/${token}`);
      const answer: Answer = body === proof ? 'proof' : body === undefined ? 'no-answer' : 'other-site';
      if (answer === 'proof') return { name, reaches: true, addresses };
      answers.push(answer);
    }
  } finally {
    tokens.delete(token);
  }
  if (elsewhere) return { name, reaches: false, addresses, words: elsewhere };
  const here = serverAddress !== undefined ? `${name} points to this server (${serverAddress})` : pointsTo;
  const words = answers.includes('other-site')
    ? `${pointsTo}, but another website answered there, not this one. Check that the records hold your server's public IP address.`
    : `${here} but port ${port} did not answer. Whoever runs the server should open ports 80 and 443 to the internet.`;
  return { name, reaches: false, addresses, words };
}
