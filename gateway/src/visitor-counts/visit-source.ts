import {
  DIRECT_SOURCE_NAME,
  type SiteEvent,
  UTM_VALUE_MAX_LENGTH,
  type VisitorSourceKind,
} from '../../contract/visitor-counts.ts';

export interface VisitSource {
  kind: VisitorSourceKind;
  name: string;
}

/** "www.google.com" and "google.com" are one source: the leading `www.` is dropped. */
function plainHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/** A referrer's host, without `www.`; empty for no referrer or one that is not an http(s) URL. */
export function referrerHost(referrer: string | undefined): string {
  const url = referrer ? URL.parse(referrer) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '';
  return plainHost(url.hostname);
}

/**
 * How a visit arrived: its utm_source (trimmed, cut to UTM_VALUE_MAX_LENGTH), else the referring
 * host when it is another site's (not the request's Host nor SITE_URL's), else direct.
 */
export function visitSource(
  event: Pick<SiteEvent, 'referrer' | 'utmSource'>,
  ownHosts: readonly string[],
): VisitSource {
  const campaign = event.utmSource?.trim().slice(0, UTM_VALUE_MAX_LENGTH) ?? '';
  if (campaign !== '') return { kind: 'campaign', name: campaign };
  const host = referrerHost(event.referrer);
  const own = ownHosts.map((name) => plainHost(name.replace(/:\d+$/, '')));
  if (host !== '' && !own.includes(host)) return { kind: 'referrer', name: host };
  return { kind: 'direct', name: DIRECT_SOURCE_NAME };
}
