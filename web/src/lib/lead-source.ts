import { LEAD_SOURCE_MAX_LENGTH, type LeadSource } from '@painting-site/gateway/contract/quote-requests';
import { type Arrival, capturedArrival } from './lead-source-capture.ts';

const UNKNOWN: LeadSource = { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null };

const cut = (value: string | null): string | null => (value ? value.slice(0, LEAD_SOURCE_MAX_LENGTH) : null);

/** The referring site's host; null when none, unreadable, or this site itself. */
function referringHost(referrer: string, ownHost: string): string | null {
  try {
    const { host } = new URL(referrer);
    return host && host !== ownHost ? host : null;
  } catch {
    return null;
  }
}

/** Where a visit came from, read from the address it landed on and its referrer. */
export function leadSourceOf({ location, referrer }: Arrival): LeadSource {
  const query = new URLSearchParams(location.search);
  return {
    landingPage: cut(location.pathname + location.search),
    referrer: cut(referringHost(referrer, location.host)),
    utmSource: cut(query.get('utm_source')),
    utmMedium: cut(query.get('utm_medium')),
    utmCampaign: cut(query.get('utm_campaign')),
  };
}

/** Where this visit came from, as captured when the app started (lead-source-capture.ts); all unknown before that. */
export function readLeadSource(): LeadSource {
  const arrival = capturedArrival();
  return arrival ? leadSourceOf(arrival) : UNKNOWN;
}
