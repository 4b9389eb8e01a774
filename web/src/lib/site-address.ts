/** The host names that reach only the computer they are typed on. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an address reaches only the server's own computer (SITE_URL left at its default):
 * search engines and people following a shared link cannot open it.
 */
export function isLocalAddress(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
  } catch {
    return false;
  }
}

/** The origin of an address ("https://example.com"), or the address itself when it is not one. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** What the README calls the steps that set the site's real address. */
export const GO_LIVE_SECTION = 'Go live on your own domain';
