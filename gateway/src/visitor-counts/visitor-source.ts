import {
  type ArrivalSourceName,
  arrivalSourceName,
  keptUtmValue,
  type SiteEvent,
  sourceHost,
} from '../../contract/visitor-counts.ts';

/** Where one visitor came from: a campaign (utm_…), a referring site, or none (direct). */
export interface ArrivalSource extends ArrivalSourceName {
  /** A campaign's utm_medium and utm_campaign; '' when not given, and for a referrer or direct visit. */
  medium: string;
  campaign: string;
}

/** A referrer's host, as a source is named (sourceHost); empty for no referrer or one that is not an http(s) URL. */
export function referrerHost(referrer: string | undefined): string {
  const url = referrer ? URL.parse(referrer) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '';
  return sourceHost(url.hostname);
}

/**
 * How a visit arrived, named by the contract's one rule (arrivalSourceName): its utm_source with
 * its medium and campaign, else the referring host when it is another site's (not the request's
 * Host nor SITE_URL's), else direct.
 */
export function visitorSource(
  event: Pick<SiteEvent, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>,
  ownHosts: readonly string[],
): ArrivalSource {
  const source = arrivalSourceName(
    { utmSource: event.utmSource, referrerHost: referrerHost(event.referrer) },
    ownHosts,
  );
  if (source.kind !== 'campaign') return { ...source, medium: '', campaign: '' };
  return { ...source, medium: keptUtmValue(event.utmMedium), campaign: keptUtmValue(event.utmCampaign) };
}
