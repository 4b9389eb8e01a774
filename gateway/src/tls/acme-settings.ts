import acme from 'acme-client';

/** Where the certificate files go unless TLS_DIR says otherwise (/tls in the image). */
export const DEFAULT_TLS_DIR = './tls';

/** Let's Encrypt's production directory, as acme-client names it. */
export const DEFAULT_ACME_DIRECTORY_URL = acme.directory.letsencrypt.production;

/** The ACME server and where the certificate goes: for SITE_URL's names, or a domain connected from the dashboard. */
export interface AcmeServerSettings {
  /** The account's contact address; optional. */
  email: string | undefined;
  directoryUrl: string;
  /** site.pem and site.json, which nginx reads. */
  tlsDir: string;
}

/** What turns ACME on (an https SITE_URL) and what it orders. */
export interface AcmeSettings extends AcmeServerSettings {
  /** SITE_URL's host first, then SITE_ALIASES: every name the certificate covers. */
  names: string[];
}

// RFC 1123 host names: letters, digits and inner hyphens per label, at most 63 characters each.
const DNS_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const DNS_NAME_MAX_LENGTH = 253;

/** Whether `name` (lower case) is a DNS name a public certificate can cover: dotted, not an IP address. */
export function isCertificateName(name: string): boolean {
  if (name.length > DNS_NAME_MAX_LENGTH) return false;
  const labels = name.split('.');
  if (labels.length < 2 || !labels.every((label) => DNS_LABEL.test(label))) return false;
  // The last label of a name is never all digits; that is how an IPv4 address reads.
  return !/^\d+$/.test(labels.at(-1) ?? '');
}

/** "www.example.com, shop.example.com" or space separated → lower-case names, each once. */
export function parseNameList(text: string): string[] {
  const names = text
    .split(/[\s,]+/)
    .map((name) => name.trim().toLowerCase().replace(/\.$/, ''))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/** The names a certificate for `siteUrl` and its aliases covers, the site's host first, each once. */
export function certificateNames(siteUrl: string, aliases: string[]): string[] {
  return [...new Set([new URL(siteUrl).hostname, ...aliases])];
}
