import {
  ACKNOWLEDGEMENTS_PER_HOUR,
  ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY,
  type AcknowledgeSkipReason,
} from '../../contract/quote-requests.ts';
import type { TimelineKind } from '../../contract/request-timeline.ts';
import { NO_CUSTOMER_SENDER } from '../mail/mail-sender.ts';
import type { NewTimelineEvent } from './request-event-store.ts';

/** Why an automatic e-mail did not go to an address that unsubscribed, as the timeline says it. */
export const UNSUBSCRIBED_WORDS = 'The customer unsubscribed from automatic e-mails.';
export const NO_CUSTOMER_ADDRESS_WORDS = 'The customer gave no e-mail address.';

/** Why an acknowledgement was skipped, in the owner's words. */
export const ACKNOWLEDGE_SKIP_WORDS: Record<AcknowledgeSkipReason, string> = {
  recipient_daily_cap: `This address already got ${ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY} acknowledgement today (a guard against misuse).`,
  site_hourly_cap: `The site sent as many acknowledgements in the last hour as it may for a request like this one (at most ${ACKNOWLEDGEMENTS_PER_HOUR} in all; a guard against misuse).`,
  no_sender_address: NO_CUSTOMER_SENDER,
  unsubscribed: UNSUBSCRIBED_WORDS,
};

/** One e-mail about a request, as its timeline names it. */
export interface MailOnTimeline {
  kind: TimelineKind;
  /** Which e-mail, when the kind alone does not say ("Visit reminder"); the summary starts with it. */
  what?: string | undefined;
  /** ISO 8601, the caller's clock. */
  at: string;
}

const lead = (what: string | undefined, words: string) =>
  what ? `${what}: ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;

/** Handed to the mail server: "Sent to maria@example.com". */
export const mailSent = ({ kind, what, at }: MailOnTimeline, to: string): NewTimelineEvent => ({
  kind,
  outcome: 'sent',
  summary: lead(what, `Sent to ${to}`),
  at,
});

/**
 * Refused or unreachable: the server's answer in `detail`, and whether another try follows (each
 * try is an event, so the owner sees the whole story).
 */
export const mailFailed = (
  { kind, what, at }: MailOnTimeline,
  to: string,
  answer: string,
  retry: { tries: number; again: boolean },
): NewTimelineEvent => ({
  kind,
  outcome: 'failed',
  summary: lead(
    what,
    retry.again
      ? `Not sent to ${to} (try ${retry.tries}): trying again`
      : `Not sent to ${to}${retry.tries > 1 ? ` after ${retry.tries} tries` : ''}`,
  ),
  detail: answer,
  at,
});

/** Due but not sent: why in `detail`. */
export const mailSkipped = ({ kind, what, at }: MailOnTimeline, why: string): NewTimelineEvent => ({
  kind,
  outcome: 'skipped',
  summary: lead(what, 'Not sent'),
  detail: why,
  at,
});
