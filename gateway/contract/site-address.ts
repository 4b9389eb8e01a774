/**
 * "Your website's address" (issue 49): the owner types the domain, adds the DNS records shown at
 * the registrar, and presses Check; once the name reaches this site the gateway gets its
 * certificate and makes `https://<name>` the site's address, with no restart. A SITE_URL set in
 * the server's environment wins: the step then says so and changes nothing.
 */

/** The path of the step's routes under `/api/admin`. */
export const SITE_ADDRESS_SEGMENT = 'site-address';

/**
 * Where the gateway serves the check's one-time token on port 80 (nginx passes the path to it,
 * as it does ACME's challenges): `GET <prefix>/<token>` answers the token's proof while the check runs.
 */
export const SITE_CHECK_PREFIX = '/.well-known/painting-site-check';

/** Where the site's address comes from: the server's SITE_URL, the dashboard's check, or nowhere yet. */
export type SiteAddressSource = 'environment' | 'dashboard' | 'none';

/** Where the owner's domain is on its way to being the site's address. */
export type DomainStatus =
  /** The name reaches this site; the certificate is being ordered (seconds to a minute). */
  | 'ordering'
  /** The certificate is there and `https://<name>` is the site's address. */
  | 'live';

/** The domain the owner connected from the dashboard. */
export interface ConnectedDomain {
  name: string;
  www: boolean;
  status: DomainStatus;
  /** Who pressed Check (the owner's username) and when (ISO). */
  setBy: string;
  setAt: string;
  /** Why the certificate could not be had yet, in words; retried by itself. */
  certificateProblem?: string;
}

/** One DNS record the owner adds at the registrar. */
export interface DnsRecord {
  type: 'A' | 'AAAA';
  /** As registrars ask for it: `@` for the name itself, `www` for its www. */
  host: '@' | 'www';
  /** The full name the record answers for. */
  name: string;
  /** The server's public address, when the gateway knows it; null: "your server's public IP address". */
  value: string | null;
}

/** `GET /api/admin/site-address`. */
export interface SiteAddressState {
  /** The site's address now (an origin), if it has a real one. */
  address: string | null;
  source: SiteAddressSource;
  /** The domain connected from the dashboard, or on its way; null before the first passing check. */
  domain: ConnectedDomain | null;
  /**
   * This server's public addresses, as far as the gateway can tell: the one the owner reached the
   * dashboard at, when that is a public IP address. Null when it cannot tell (the dashboard was
   * reached by a name, or on a private network): whoever runs the server knows it.
   */
  serverAddress: { ipv4: string | null; ipv6: string | null };
}

/** `POST /api/admin/site-address/check`. */
export interface SiteAddressCheckBody {
  name: string;
  /** Whether `www.<name>` is the site too (it sends visitors to the name itself). */
  www: boolean;
}

/** What a check found, for each name it looked up. */
export interface SiteAddressCheckResult {
  /** True when every name reaches this site: the certificate is then being ordered. */
  reaches: boolean;
  /** What the check found, in words, for the live region ("okafor.test points to 198.51.100.7; …"). */
  words: string;
  /** Each name and the addresses it points to (empty: none yet). */
  found: { name: string; addresses: string[] }[];
  state: SiteAddressState;
}

/** The codes the step's refusals carry, besides the general ones. */
export const SITE_ADDRESS_ERROR_CODES = {
  /** SITE_URL in the server's environment fixes the address: the dashboard changes nothing. */
  fixedByServer: 'address_fixed_by_server',
} as const;

/** The most a domain name may be (RFC 1035). */
export const SITE_NAME_MAX_LENGTH = 253;

/** Checks allowed per owner address in a window (each looks names up and fetches from them). */
export const SITE_CHECKS_PER_WINDOW = 20;
export const SITE_CHECK_WINDOW_MS = 10 * 60 * 1000;

/**
 * What the owner typed, as the check takes it: lower case, without a scheme, a path, a port, a
 * trailing dot or a leading www (`https://www.OkaforPainting.com/` → `okaforpainting.com`).
 */
export function tidySiteName(text: string): string {
  return (
    text
      .trim()
      .toLowerCase()
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/[/?#].*$/, '')
      .replace(/:\d*$/, '')
      .replace(/\.$/, '')
      // www.okaforpainting.com is okaforpainting.com, its www asked for by the checkbox (www.com stays).
      .replace(/^www\.(?=[^.]+\.)/, '')
  );
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
/** Names that only ever mean the machine itself or the local network (RFC 6761, RFC 6762). */
const LOCAL_ONLY = /(^|\.)(localhost|local|localdomain|internal|home\.arpa|lan)$/;

/** The message for a typed name (tidied), or undefined when it is a host name a certificate can cover. */
export function siteNameMessage(name: string): string | undefined {
  if (name === '') return "Type your website's address, like okaforpainting.com.";
  if (name.length > SITE_NAME_MAX_LENGTH) return `A website address has at most ${SITE_NAME_MAX_LENGTH} characters.`;
  if (IPV4.test(name) || name.includes(':') || /^\[.*\]$/.test(name)) {
    return 'That is an IP address. Type the name people will use, like okaforpainting.com.';
  }
  if (LOCAL_ONLY.test(name)) {
    return 'That name only works on the server or your own network. Type the name people will use, like okaforpainting.com.';
  }
  const labels = name.split('.');
  if (labels.length < 2) return 'A website address has a dot in it, like okaforpainting.com.';
  if (!labels.every((label) => LABEL.test(label)) || /^\d+$/.test(labels.at(-1) ?? '')) {
    return 'A website address has only letters, digits and hyphens, with dots between the parts, like okaforpainting.com.';
  }
  return undefined;
}

/** The records to add at the registrar for `name` (and its www), to the server's addresses. */
export function dnsRecords(name: string, www: boolean, server: SiteAddressState['serverAddress']): DnsRecord[] {
  const hosts: DnsRecord['host'][] = www ? ['@', 'www'] : ['@'];
  const records: DnsRecord[] = [];
  for (const host of hosts) {
    const full = host === '@' ? name : `www.${name}`;
    records.push({ type: 'A', host, name: full, value: server.ipv4 });
    if (server.ipv6) records.push({ type: 'AAAA', host, name: full, value: server.ipv6 });
  }
  return records;
}

/** What a record's value says when the gateway does not know the server's public address. */
export const UNKNOWN_SERVER_ADDRESS_WORDS = "your server's public IP address";
