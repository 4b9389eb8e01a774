import { describe, expect, it } from 'vitest';
import { FIRST_NAME_FALLBACK } from '../../contract/customer-mail.ts';
import { type MailSite, UNSUBSCRIBE_WORDS } from '../mail/mail-layout.ts';
import { writeCustomerMail } from './customer-mail-template.ts';

const SITE: MailSite = {
  name: 'Brightside Painting',
  phone: '(503) 555-0100',
  email: 'office@brightside.example',
  confirmation: '',
  logoUrl: undefined,
};
const LINK = 'https://g.page/r/brightside-painting/review';
const UNSUBSCRIBE = 'https://brightside.example/api/unsubscribe/7.abc';
const MARIA = { name: 'Maria Gonzalez', email: 'maria@example.com' };

describe('an automatic e-mail written from the owner’s template', () => {
  it('fills every placeholder, keeps other braces as typed, and ends with the unsubscribe link', () => {
    const mail = writeCustomerMail(
      {
        subject: '{businessName}: a question, {firstName}',
        body: 'Hi {firstName},\n\nCall {phone} or see {reviewLink}. {unknown} {phone',
      },
      MARIA,
      SITE,
      LINK,
      UNSUBSCRIBE,
    );
    expect(mail).toMatchObject({
      to: MARIA.email,
      toVisitor: true,
      replyTo: SITE.email,
      subject: 'Brightside Painting: a question, Maria',
      unsubscribeUrl: UNSUBSCRIBE,
    });
    expect(mail.text).toBe(
      `Hi Maria,\n\nCall (503) 555-0100 or see ${LINK}. {unknown} {phone\n\n--\n${UNSUBSCRIBE_WORDS} ${UNSUBSCRIBE}`,
    );
  });

  it(`greets "${FIRST_NAME_FALLBACK}" when the name gives no first name a greeting can use`, () => {
    for (const name of ['www.cheap-pills.example', '12345', 'http://spam.example buy now']) {
      const mail = writeCustomerMail(
        { subject: 'Hi', body: 'Hi {firstName},' },
        { ...MARIA, name },
        SITE,
        '',
        UNSUBSCRIBE,
      );
      expect(mail.text.split('\n')[0]).toBe(`Hi ${FIRST_NAME_FALLBACK},`);
    }
  });

  it('fills in one pass: a value that reads like a placeholder stays as it is', () => {
    const mail = writeCustomerMail(
      { subject: 'Hi', body: '{businessName}' },
      MARIA,
      { ...SITE, name: 'Odd {firstName} Co' },
      '',
      UNSUBSCRIBE,
    );
    expect(mail.text.split('\n')[0]).toBe('Odd {firstName} Co');
  });

  it('writes the HTML part as the same paragraphs, escaped, its addresses as links', () => {
    const mail = writeCustomerMail(
      { subject: 'Thanks <b>', body: 'Hi {firstName} & co,\nline two <script>x</script>\n\n\n{reviewLink}.\n\nBye' },
      MARIA,
      SITE,
      `${LINK}?a=1&b="2"`,
      UNSUBSCRIBE,
    );
    expect(mail.html).toContain('<h1 style="font-size:20px">Thanks &#60;b&#62;</h1>');
    expect(mail.html).toContain('<p>Hi Maria &#38; co,<br>line two &#60;script&#62;x&#60;/script&#62;</p>');
    // The link stops before the closing quote and the sentence's stop.
    expect(mail.html).toContain(`<p><a href="${LINK}?a=1&#38;b=">${LINK}?a=1&#38;b=</a>&#34;2&#34;.</p>`);
    expect(mail.html).toContain('<p>Bye</p>');
    expect(mail.html).toContain(`<a href="${UNSUBSCRIBE}">Unsubscribe</a>`);
    expect(mail.html).not.toContain('<script>');
  });

  it('has no Reply-To when the business has no e-mail', () => {
    expect(
      writeCustomerMail({ subject: 'Hi', body: 'Hi' }, MARIA, { ...SITE, email: ' ' }, '', UNSUBSCRIBE).replyTo,
    ).toBeUndefined();
  });
});
