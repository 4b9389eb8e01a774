import {
  DIRECT_SOURCE_NAME,
  type SiteEvent,
  UTM_VALUE_MAX_LENGTH,
  type VisitorSourceKind,
} from '../../contract/visitor-counts.ts';

/** Where one visitor came from: a campaign (utm_…), a referring site, or none (direct). */
export interface ArrivalSource {
  kind: VisitorSourceKind;
  name: string;
  /** A campaign's utm_medium and utm_campaign; '' when not given, and for a referrer or direct visit. */
  medium: string;
  campaign: string;
}

/** A UTM value as kept: trimmed, cut to UTM_VALUE_MAX_LENGTH; '' for none. */
const utmValue = (value: string | undefined) => value?.trim().slice(0, UTM_VALUE_MAX_LENGTH) ?? '';

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
 * How a visit arrived: its utm_source (trimmed, cut to UTM_VALUE_MAX_LENGTH) with its medium and
 * campaign, else the referring host when it is another site's (not the request's Host nor
 * SITE_URL's), else direct.
 */
export function visitorSource(
  event: Pick<SiteEvent, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>,
  ownHosts: readonly string[],
): ArrivalSource {
  const source = utmValue(event.utmSource);
  if (source !== '') {
    return { kind: 'campaign', name: source, medium: utmValue(event.utmMedium), campaign: utmValue(event.utmCampaign) };
  }
  const host = referrerHost(event.referrer);
  const own = ownHosts.map((name) => plainHost(name.replace(/:\d+$/, '')));
  if (host !== '' && !own.includes(host)) return { kind: 'referrer', name: host, medium: '', campaign: '' };
  return { kind: 'direct', name: DIRECT_SOURCE_NAME, medium: '', campaign: '' };
}
