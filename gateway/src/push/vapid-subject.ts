/**
 * Who the push services can reach about this site's pushes (RFC 8292's `sub`): the owner's
 * notification address when e-mail is set up, else the site itself when it is https, else an
 * address at the site's host (a push service refuses anything but mailto: or https:).
 */
export function vapidSubject(notifyEmail: string | undefined, siteUrl: string | undefined): string {
  if (notifyEmail) return `mailto:${notifyEmail}`;
  const site = siteUrl === undefined ? null : URL.parse(siteUrl);
  if (site?.protocol === 'https:') return site.origin;
  return `mailto:owner@${site?.hostname || 'localhost'}`;
}
