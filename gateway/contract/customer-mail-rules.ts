import {
  type CustomerMailSettings,
  FOLLOW_UP_DAYS_MAX,
  FOLLOW_UP_DAYS_MIN,
  type MailTemplate,
  REVIEW_AFTER_DAYS_MAX,
  REVIEW_AFTER_DAYS_MIN,
  REVIEW_LINK_MAX_LENGTH,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from './customer-mail.ts';

// The rules for the owner's follow-up and review e-mails, applied by the gateway and checked by the
// dashboard's form as the owner types. Messages are keyed by the path of the field
// ("followUps.afterDays", "reviews.template.body").

export type CustomerMailMessages = Record<string, string>;

/** The placeholder that stands for the owner's review link. */
export const REVIEW_LINK_PLACEHOLDER = '{reviewLink}';

/** The owner's words for each slip, the same whichever side catches it. */
export const CUSTOMER_MAIL_MESSAGES = {
  afterDays: `Send a follow-up from ${FOLLOW_UP_DAYS_MIN} to ${FOLLOW_UP_DAYS_MAX} days after the quote, in whole days.`,
  autoAfterDays: `Send it by itself from ${REVIEW_AFTER_DAYS_MIN} to ${REVIEW_AFTER_DAYS_MAX} days after the job is won, in whole days, or only when you ask.`,
  subjectMissing: 'Enter a subject.',
  subjectTooLong: `The subject can be at most ${TEMPLATE_SUBJECT_MAX_LENGTH} characters.`,
  subjectOneLine: 'Keep the subject on one line.',
  bodyMissing: 'Enter the words of the e-mail.',
  bodyTooLong: `The e-mail can be at most ${TEMPLATE_BODY_MAX_LENGTH} characters.`,
  linkFormat: 'Enter the review link as a whole https:// address, like https://g.page/r/your-business/review.',
  linkTooLong: `The review link can be at most ${REVIEW_LINK_MAX_LENGTH} characters.`,
  linkNeeded: `This e-mail uses ${REVIEW_LINK_PLACEHOLDER}: enter your review link, or take ${REVIEW_LINK_PLACEHOLDER} out.`,
  linkMissingFromBody: `Put ${REVIEW_LINK_PLACEHOLDER} in the e-mail: it becomes the link where the customer writes the review.`,
} as const;

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** "" or an absolute https address with a host, no spaces. */
export function isReviewLink(link: string): boolean {
  if (link === '') return true;
  if (/\s/.test(link) || !URL.canParse(link)) return false;
  const url = new URL(link);
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** `link`: the review link the template's {reviewLink} becomes; null where an empty one never goes out. */
function templateMessages(at: string, { subject, body }: MailTemplate, link: string | null): CustomerMailMessages {
  const words = CUSTOMER_MAIL_MESSAGES;
  const messages: CustomerMailMessages = {};
  if (subject.trim() === '') messages[`${at}.subject`] = words.subjectMissing;
  else if (subject.length > TEMPLATE_SUBJECT_MAX_LENGTH) messages[`${at}.subject`] = words.subjectTooLong;
  else if (/[\r\n]/.test(subject)) messages[`${at}.subject`] = words.subjectOneLine;
  else if (link === '' && subject.includes(REVIEW_LINK_PLACEHOLDER)) messages[`${at}.subject`] = words.linkNeeded;
  if (body.trim() === '') messages[`${at}.body`] = words.bodyMissing;
  else if (body.length > TEMPLATE_BODY_MAX_LENGTH) messages[`${at}.body`] = words.bodyTooLong;
  else if (link === '' && body.includes(REVIEW_LINK_PLACEHOLDER)) messages[`${at}.body`] = words.linkNeeded;
  return messages;
}

/** A message per field that breaks a rule; empty when the settings can be saved. */
export function customerMailMessages({ followUps, reviews }: CustomerMailSettings): CustomerMailMessages {
  const words = CUSTOMER_MAIL_MESSAGES;
  const messages: CustomerMailMessages = {};
  if (!inRange(followUps.afterDays, FOLLOW_UP_DAYS_MIN, FOLLOW_UP_DAYS_MAX)) {
    messages['followUps.afterDays'] = words.afterDays;
  }
  if (reviews.link.length > REVIEW_LINK_MAX_LENGTH) messages['reviews.link'] = words.linkTooLong;
  else if (!isReviewLink(reviews.link)) messages['reviews.link'] = words.linkFormat;
  if (reviews.autoAfterDays !== null && !inRange(reviews.autoAfterDays, REVIEW_AFTER_DAYS_MIN, REVIEW_AFTER_DAYS_MAX)) {
    messages['reviews.autoAfterDays'] = words.autoAfterDays;
  }
  Object.assign(
    messages,
    templateMessages('followUps.template', followUps.template, reviews.link),
    // No review request goes out without a link (409), so the review e-mail may keep {reviewLink}
    // while there is none: the defaults save as they are.
    templateMessages('reviews.template', reviews.template, null),
  );
  // A review request is its link: without it the e-mail would ask for nothing the customer can do.
  if (!messages['reviews.template.body'] && !reviews.template.body.includes(REVIEW_LINK_PLACEHOLDER)) {
    messages['reviews.template.body'] = words.linkMissingFromBody;
  }
  return messages;
}

const tidyTemplate = ({ subject, body }: MailTemplate): MailTemplate => ({
  subject: subject.trim(),
  body: body.replace(/\r\n?/g, '\n').trim(),
});

/** The settings as stored: subjects, bodies and the link trimmed, line ends as \n. */
export function tidyCustomerMail({ followUps, reviews }: CustomerMailSettings): CustomerMailSettings {
  return {
    followUps: {
      enabled: followUps.enabled,
      afterDays: followUps.afterDays,
      template: tidyTemplate(followUps.template),
    },
    reviews: {
      link: reviews.link.trim(),
      autoAfterDays: reviews.autoAfterDays,
      template: tidyTemplate(reviews.template),
    },
  };
}
