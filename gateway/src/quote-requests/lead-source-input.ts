import { z } from 'zod';
import { LEAD_SOURCE_MAX_LENGTH, type LeadSource } from '../../contract/quote-requests.ts';

/** Text as stored: control characters removed, trimmed, cut to LEAD_SOURCE_MAX_LENGTH characters; null when none. */
function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Whole characters (code points), so a cut never leaves half an emoji.
  const text = [...value.replace(/\p{Cc}/gu, '').trim()].slice(0, LEAD_SOURCE_MAX_LENGTH).join('').trim();
  return text === '' ? null : text;
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The referring site's host name, from a URL or a bare host; null for anything else. */
function referrerHost(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return HOST_NAME.test(url.hostname) ? url.hostname : null;
  } catch {
    return null;
  }
}

/** The path and query of the landing page: a path as sent, or those of a full http(s) URL. */
function landingPath(value: unknown): string | null {
  const text = cleanText(value);
  if (!text) return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? cleanText(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}

/**
 * `QuoteRequestSubmission.source`: where the visitor came from. Never a reason to refuse a request:
 * whatever does not fit becomes null.
 */
export const leadSourceInput = z
  .unknown()
  .optional()
  .transform((value): LeadSource => {
    const source = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
    const field = (name: string) => (source as Record<string, unknown>)[name];
    return {
      landingPage: landingPath(field('landingPage')),
      referrer: referrerHost(field('referrer')),
      utmSource: cleanText(field('utmSource')),
      utmMedium: cleanText(field('utmMedium')),
      utmCampaign: cleanText(field('utmCampaign')),
    };
  });
