import { describe, expect, it } from 'vitest';
import { smtpErrorWords } from './smtp-error-words.ts';

const URL_WITH_PASSWORD = 'smtps://mailer%40example.com:p%40ss-w0rd!@smtp.example.com:465';

/** An error shaped as nodemailer gives it. */
const failure = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? '')), fields);

describe('smtpErrorWords', () => {
  it.each([
    [
      'connection refused',
      failure({ code: 'ESOCKET', originalCode: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.1:465' }),
      'Could not reach the mail server at smtp.example.com:465: nothing is listening there. Check SMTP_URL.',
    ],
    [
      'an unknown host',
      failure({ code: 'EDNS', originalCode: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND smtp.example.com' }),
      'Could not find the mail server "smtp.example.com": no such name is known. Check the host name in SMTP_URL.',
    ],
    [
      'a timeout',
      failure({ code: 'ETIMEDOUT', message: 'Greeting never received' }),
      'The mail server at smtp.example.com:465 did not answer in time. Check the host and port in SMTP_URL, and that no firewall blocks the way.',
    ],
    [
      'a refused sign-in',
      failure({
        code: 'EAUTH',
        command: 'AUTH PLAIN',
        response: '535 5.7.8 Username and Password not accepted',
        responseCode: 535,
      }),
      'The mail server refused the user name or password in SMTP_URL. It answered: "535 5.7.8 Username and Password not accepted"',
    ],
    [
      'a refused recipient',
      failure({ code: 'EENVELOPE', command: 'RCPT TO', response: '550 5.1.1 No such user', responseCode: 550 }),
      'The mail server refused the recipient. It answered: "550 5.1.1 No such user"',
    ],
    [
      'a refused sender',
      failure({ code: 'EENVELOPE', command: 'MAIL FROM', response: '553 5.7.1 Sender not owned', responseCode: 553 }),
      'The mail server refused the sender address (MAIL_FROM, else NOTIFY_EMAIL); many servers only send from the address you sign in with. It answered: "553 5.7.1 Sender not owned"',
    ],
    [
      'a message refused after DATA',
      failure({ code: 'EMESSAGE', command: 'DATA', response: '554 5.7.1 Looks like spam', responseCode: 554 }),
      'The mail server at smtp.example.com:465 did not take the e-mail. It answered: "554 5.7.1 Looks like spam"',
    ],
  ])('words %s for the owner', (_case, error, words) => {
    expect(smtpErrorWords(error, URL_WITH_PASSWORD)).toBe(words);
  });

  it('words a TLS problem, suggesting smtps:// against smtp://', () => {
    const words = smtpErrorWords(
      failure({ code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER', message: 'wrong version number' }),
      URL_WITH_PASSWORD,
    );
    expect(words).toMatch(/^Could not set up a secure connection with the mail server at smtp\.example\.com:465/);
    expect(words).toContain('465 usually wants smtps://');
  });

  it('never repeats the password, raw or URL-encoded, whatever the server or library says', () => {
    const words = smtpErrorWords(
      failure({ code: 'EPROTOCOL', message: `odd reply for ${URL_WITH_PASSWORD} with p@ss-w0rd! and p%40ss-w0rd!` }),
      URL_WITH_PASSWORD,
    );
    expect(words).not.toMatch(/ss-w0rd/);
    expect(words).toMatch(/^Sending the e-mail through smtp\.example\.com:465 failed: odd reply for •••/);
    const said = smtpErrorWords(
      failure({ code: 'EAUTH', response: '535 bad password p@ss-w0rd! for mailer' }),
      URL_WITH_PASSWORD,
    );
    expect(said).not.toContain('w0rd');
  });

  it('uses the port nodemailer would when SMTP_URL names none', () => {
    const refused = failure({ code: 'ESOCKET', originalCode: 'ECONNREFUSED' });
    expect(smtpErrorWords(refused, 'smtp://mail.example.com')).toContain('mail.example.com:587');
    expect(smtpErrorWords(refused, 'smtps://mail.example.com')).toContain('mail.example.com:465');
  });
});
