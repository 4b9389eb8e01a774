import {
  FIRST_NAME_FALLBACK,
  type MailTemplate,
  TEMPLATE_PLACEHOLDERS,
} from '@painting-site/gateway/contract/customer-mail';

type Placeholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/** The customer the preview writes to. */
export const SAMPLE_CUSTOMER = { name: 'Maria Gonzalez', firstName: 'Maria' } as const;

/** What the preview puts where the owner's details are not known or not filled in yet. */
export const PREVIEW_STAND_INS = {
  businessName: 'your business',
  phone: 'your phone number',
  reviewLink: 'your review link',
} as const;

/** The owner's details as the e-mails use them; `phone` is null until the published details are in. */
export type PreviewDetails = { businessName: string; phone: string | null; reviewLink: string };

/** What each placeholder becomes, in the owner's terms. */
export const PLACEHOLDER_MEANINGS: Record<Placeholder, string> = {
  '{firstName}': `The customer’s first name, from the name they typed (“${FIRST_NAME_FALLBACK}” when it gives none).`,
  '{businessName}': 'Your business name, as in Business details.',
  '{phone}': 'Your phone number, as in Business details.',
  '{reviewLink}': 'Your review link, entered below. The review e-mail must have it.',
};

/**
 * The template as the sample customer would get it: the placeholders filled in, any other {…} as
 * typed. A business with no phone number leaves {phone} empty, as the e-mail will.
 */
export function fillTemplate(template: MailTemplate, details: PreviewDetails): MailTemplate {
  const words: Record<Placeholder, string> = {
    '{firstName}': SAMPLE_CUSTOMER.firstName,
    '{businessName}': details.businessName || PREVIEW_STAND_INS.businessName,
    '{phone}': details.phone ?? PREVIEW_STAND_INS.phone,
    '{reviewLink}': details.reviewLink || PREVIEW_STAND_INS.reviewLink,
  };
  const fill = (text: string) =>
    TEMPLATE_PLACEHOLDERS.reduce((filled, placeholder) => filled.replaceAll(placeholder, words[placeholder]), text);
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** The body's paragraphs as the e-mail sets them: split at blank lines, each keeping its own line breaks. */
export function mailParagraphs(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** Whether the template asks for the phone number and the business has none (once that is known). */
export const lacksPhone = (template: MailTemplate, details: PreviewDetails) =>
  details.phone === '' && [template.subject, template.body].some((text) => text.includes('{phone}'));
