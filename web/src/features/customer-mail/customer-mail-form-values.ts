import type { CustomerMailSettings } from '@painting-site/gateway/contract/customer-mail';
import { customerMailMessages } from '@painting-site/gateway/contract/customer-mail-rules';
import type { FormMessages } from '@/lib/use-form-submission.ts';

// Each value is named by the gateway's path for it ("reviews.template.body"), so its 400 field
// messages land under the right box and focus finds it by name.

/** The fields the gateway may name, in the order the form shows them (the on/off boxes cannot be wrong). */
export const CUSTOMER_MAIL_FIELDS = [
  'followUps.afterDays',
  'followUps.template.subject',
  'followUps.template.body',
  'reviews.link',
  'reviews.autoAfterDays',
  'reviews.template.subject',
  'reviews.template.body',
] as const;
export type CustomerMailField = (typeof CUSTOMER_MAIL_FIELDS)[number];

export type CustomerMailFormValues = {
  'followUps.enabled': boolean;
  /** Days, typed as text and read as a whole number on saving. */
  'followUps.afterDays': string;
  'followUps.template.subject': string;
  'followUps.template.body': string;
  'reviews.link': string;
  /** Whether the review request goes by itself after a job is won (else only when the owner asks). */
  'reviews.auto': boolean;
  'reviews.autoAfterDays': string;
  'reviews.template.subject': string;
  'reviews.template.body': string;
};

/** What the days box starts with when the owner turns "by itself" on: a week after the job. */
export const REVIEW_AUTO_DAYS_DEFAULT = 7;

export function toFormValues({ followUps, reviews }: CustomerMailSettings): CustomerMailFormValues {
  return {
    'followUps.enabled': followUps.enabled,
    'followUps.afterDays': String(followUps.afterDays),
    'followUps.template.subject': followUps.template.subject,
    'followUps.template.body': followUps.template.body,
    'reviews.link': reviews.link,
    'reviews.auto': reviews.autoAfterDays !== null,
    'reviews.autoAfterDays': String(reviews.autoAfterDays ?? REVIEW_AUTO_DAYS_DEFAULT),
    'reviews.template.subject': reviews.template.subject,
    'reviews.template.body': reviews.template.body,
  };
}

/** A whole number typed into a box; NaN when it is not one (which the rules then refuse). */
function readWhole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function toSettings(values: CustomerMailFormValues): CustomerMailSettings {
  return {
    followUps: {
      enabled: values['followUps.enabled'],
      afterDays: readWhole(values['followUps.afterDays']),
      template: { subject: values['followUps.template.subject'], body: values['followUps.template.body'] },
    },
    reviews: {
      link: values['reviews.link'].trim(),
      autoAfterDays: values['reviews.auto'] ? readWhole(values['reviews.autoAfterDays']) : null,
      template: { subject: values['reviews.template.subject'], body: values['reviews.template.body'] },
    },
  };
}

/** The gateway's own rules and words, checked before sending, so most slips show without a round trip. */
export function checkCustomerMail(values: CustomerMailFormValues): FormMessages<CustomerMailField> {
  const found = customerMailMessages(toSettings(values));
  // Keyed by the form's own fields, each the name of its box.
  return Object.fromEntries(
    CUSTOMER_MAIL_FIELDS.filter((field) => found[field] !== undefined).map((field) => [field, found[field]]),
  );
}
