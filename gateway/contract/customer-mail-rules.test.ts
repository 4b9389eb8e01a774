import { describe, expect, it } from 'vitest';
import {
  type CustomerMailSettings,
  DEFAULT_CUSTOMER_MAIL_SETTINGS,
  FOLLOW_UP_DAYS_MAX,
  REVIEW_AFTER_DAYS_MAX,
  REVIEW_LINK_MAX_LENGTH,
  TEMPLATE_BODY_MAX_LENGTH,
  TEMPLATE_SUBJECT_MAX_LENGTH,
} from './customer-mail.ts';
import {
  customerMailMessages,
  isReviewLink,
  tidyCustomerMail,
  CUSTOMER_MAIL_MESSAGES as WORDS,
} from './customer-mail-rules.ts';

const LINK = 'https://g.page/r/brightside-painting/review';
const WITH_LINK: CustomerMailSettings = {
  ...DEFAULT_CUSTOMER_MAIL_SETTINGS,
  reviews: { ...DEFAULT_CUSTOMER_MAIL_SETTINGS.reviews, link: LINK },
};

describe('the customer e-mail rules', () => {
  it('accepts the defaults, with or without a review link, and a link with a query', () => {
    // The review e-mail keeps {reviewLink} without a link: none is sent until there is one.
    expect(customerMailMessages(DEFAULT_CUSTOMER_MAIL_SETTINGS)).toEqual({});
    expect(customerMailMessages(WITH_LINK)).toEqual({});
    expect(
      customerMailMessages({
        ...WITH_LINK,
        reviews: { ...WITH_LINK.reviews, link: 'https://search.google.com/local/writereview?placeid=ChIJ_x' },
      }),
    ).toEqual({});
  });

  it('words each slip by the path of its field', () => {
    expect(
      customerMailMessages({
        followUps: {
          enabled: true,
          afterDays: 0,
          template: { subject: '  ', body: 'x'.repeat(TEMPLATE_BODY_MAX_LENGTH + 1) },
        },
        reviews: {
          link: 'http://g.page/r/brightside/review',
          autoAfterDays: 2.5,
          template: { subject: 'x'.repeat(TEMPLATE_SUBJECT_MAX_LENGTH + 1), body: '' },
        },
      }),
    ).toEqual({
      'followUps.afterDays': WORDS.afterDays,
      'followUps.template.subject': WORDS.subjectMissing,
      'followUps.template.body': WORDS.bodyTooLong,
      'reviews.link': WORDS.linkFormat,
      'reviews.autoAfterDays': WORDS.autoAfterDays,
      'reviews.template.subject': WORDS.subjectTooLong,
      'reviews.template.body': WORDS.bodyMissing,
    });
  });

  it('keeps the days within their ranges, and null means only when the owner asks', () => {
    const days = (afterDays: number, autoAfterDays: number | null) =>
      customerMailMessages({
        followUps: { ...WITH_LINK.followUps, afterDays },
        reviews: { ...WITH_LINK.reviews, autoAfterDays },
      });
    expect(days(1, null)).toEqual({});
    expect(days(FOLLOW_UP_DAYS_MAX, 0)).toEqual({});
    expect(days(FOLLOW_UP_DAYS_MAX, REVIEW_AFTER_DAYS_MAX)).toEqual({});
    expect(days(FOLLOW_UP_DAYS_MAX + 1, REVIEW_AFTER_DAYS_MAX + 1)).toEqual({
      'followUps.afterDays': WORDS.afterDays,
      'reviews.autoAfterDays': WORDS.autoAfterDays,
    });
    expect(days(-1, -1)).toMatchObject({ 'followUps.afterDays': WORDS.afterDays });
  });

  it('refuses {reviewLink} in a follow-up while the link is empty, and a review e-mail without it', () => {
    expect(
      customerMailMessages({
        followUps: {
          ...WITH_LINK.followUps,
          template: { subject: 'Review us at {reviewLink}', body: 'Hi {firstName}, see {reviewLink}' },
        },
        reviews: { ...WITH_LINK.reviews, link: '' },
      }),
    ).toEqual({
      'followUps.template.subject': WORDS.linkNeeded,
      'followUps.template.body': WORDS.linkNeeded,
    });
    expect(
      customerMailMessages({
        ...WITH_LINK,
        reviews: { ...WITH_LINK.reviews, template: { subject: 'Thanks', body: 'How did we do? Reply with 1 to 5.' } },
      }),
    ).toEqual({ 'reviews.template.body': WORDS.linkMissingFromBody });
  });

  it('keeps a subject on one line', () => {
    expect(
      customerMailMessages({
        ...WITH_LINK,
        followUps: { ...WITH_LINK.followUps, template: { subject: 'Hello\nBcc: x@y', body: 'Hi' } },
      }),
    ).toEqual({ 'followUps.template.subject': WORDS.subjectOneLine });
  });

  it.each([
    ['', true],
    [LINK, true],
    ['http://g.page/r/x/review', false],
    ['javascript:alert(1)', false],
    ['g.page/r/x/review', false],
    ['https://owner:secret@g.page/r/x', false],
    ['https://g.page/r/x review', false],
    ['https://', false],
  ])('a review link %j is %s', (link, ok) => {
    expect(isReviewLink(link)).toBe(ok);
  });

  it('refuses a review link longer than the limit', () => {
    const link = `https://g.page/${'r'.repeat(REVIEW_LINK_MAX_LENGTH)}`;
    expect(customerMailMessages({ ...WITH_LINK, reviews: { ...WITH_LINK.reviews, link } })).toEqual({
      'reviews.link': WORDS.linkTooLong,
    });
  });

  it('tidies the words: trimmed, with one kind of line end', () => {
    expect(
      tidyCustomerMail({
        followUps: {
          enabled: true,
          afterDays: 3,
          template: { subject: '  Hello  ', body: '\r\nHi {firstName},\r\n\r\nBye\n' },
        },
        reviews: { link: ` ${LINK} `, autoAfterDays: null, template: { subject: 'Thanks', body: '{reviewLink}' } },
      }),
    ).toEqual({
      followUps: { enabled: true, afterDays: 3, template: { subject: 'Hello', body: 'Hi {firstName},\n\nBye' } },
      reviews: { link: LINK, autoAfterDays: null, template: { subject: 'Thanks', body: '{reviewLink}' } },
    });
  });
});
