import {
  ESTIMATE_STATE_LABELS,
  type EstimateSettings,
  type EstimateState,
  formatMoney,
} from '@painting-site/gateway/contract/estimates';
import type { TagTone } from '@/components/ui/tag.tsx';

/** How an estimate is named to the owner and the customer: "Estimate 1042". */
export const estimateName = (number: number) => `Estimate ${number}`;

export const STATE_TONES: Record<EstimateState, TagTone> = {
  draft: 'neutral',
  sent: 'info',
  opened: 'highlight',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
};

export const stateLabel = (state: EstimateState) => ESTIMATE_STATE_LABELS[state];

/** Amounts as the business writes them, in its currency and locale (the estimate settings). */
export type MoneyFormat = Pick<EstimateSettings, 'currency' | 'locale'>;

/** `formatMoney` with the site's currency; a locale Intl does not know falls back to the browser's. */
export function moneyWords({ currency, locale }: MoneyFormat): (cents: number) => string {
  try {
    formatMoney(0, currency, locale);
    return (cents) => formatMoney(cents, currency, locale);
  } catch {
    return (cents) => formatMoney(cents, currency, 'en-US');
  }
}

// Calendar days (YYYY-MM-DD) are the business's days: written as they are, in no time zone.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** "Apr 12, 2026" for 2026-04-12; the text itself if it is no day. */
export function formatDay(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) ? day : dayFormat.format(at);
}

/** Today as YYYY-MM-DD on the owner's own clock: what a date box starts with. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
