import type { MailSecurity } from '@painting-site/gateway/contract/mail';

/** One provider's SMTP settings, as its own help pages gave them in late 2026. */
export interface MailProvider {
  name: string;
  /** Null where the provider no longer lets a website sign in with a password. */
  settings: { host: string; port: number; security: MailSecurity } | null;
  /** What goes in the user name box. */
  user: string;
  /** What goes in the password box, or why nothing can. */
  password: string;
  /** Anything else the owner must know, such as another region's server. */
  note?: string;
  help: { label: string; url: string };
}

/** Mailboxes the owner may already have. */
export const MAILBOX_PROVIDERS: readonly MailProvider[] = [
  {
    name: 'Gmail or Google Workspace',
    settings: { host: 'smtp.gmail.com', port: 465, security: 'tls' },
    user: 'Your full Gmail or Workspace address.',
    password:
      'An app password, not your Google password: turn on 2-Step Verification first, then create one. Google no longer takes your usual password here, and a Workspace administrator can turn app passwords off.',
    help: { label: 'Google: sign in with app passwords', url: 'https://support.google.com/mail/answer/185833' },
  },
  {
    name: 'Outlook.com, Hotmail and Microsoft 365',
    settings: null,
    user: 'Not possible with a password.',
    password:
      'Microsoft has retired password sign-in (“basic authentication”) for sending mail from apps and websites: Outlook.com and Hotmail accept only Microsoft’s own sign-in (OAuth), which this site does not do, and Microsoft 365 is switching it off for every business. Use a sending service below instead, with your own address as the From address.',
    help: {
      label: 'Microsoft: basic authentication retired in Exchange Online',
      url: 'https://learn.microsoft.com/exchange/clients-and-mobile-in-exchange-online/deprecation-of-basic-authentication-exchange-online',
    },
  },
  {
    name: 'Yahoo Mail',
    settings: { host: 'smtp.mail.yahoo.com', port: 465, security: 'tls' },
    user: 'Your full Yahoo address.',
    password: 'An app password made in your Yahoo account security settings; your usual password does not work here.',
    help: { label: 'Yahoo: generate an app password', url: 'https://help.yahoo.com/kb/SLN15241.html' },
  },
  {
    name: 'iCloud Mail',
    settings: { host: 'smtp.mail.me.com', port: 587, security: 'starttls' },
    user: 'Your full iCloud Mail address (like name@icloud.com).',
    password:
      'An app-specific password made at account.apple.com (your Apple Account needs two-factor authentication); never your Apple Account password.',
    help: { label: 'Apple: mail server settings for iCloud', url: 'https://support.apple.com/en-us/102525' },
  },
  {
    name: 'Zoho Mail',
    settings: { host: 'smtp.zoho.com', port: 465, security: 'tls' },
    user: 'Your full Zoho address.',
    note: 'With your own domain, Zoho’s guide may say smtppro.zoho.com; outside the US, use your region’s server (like smtp.zoho.eu).',
    password: 'Your Zoho password, or an application-specific password when two-factor authentication is on.',
    help: { label: 'Zoho: SMTP settings', url: 'https://www.zoho.com/mail/help/zoho-smtp.html' },
  },
  {
    name: 'Fastmail',
    settings: { host: 'smtp.fastmail.com', port: 465, security: 'tls' },
    user: 'Your full Fastmail address.',
    password:
      'An app password with access to SMTP, made in Settings → Privacy & Security; your usual password does not work here.',
    help: {
      label: 'Fastmail: server names and ports',
      url: 'https://www.fastmail.help/hc/en-us/articles/1500000278342-Server-names-and-ports',
    },
  },
];

/** Services made to send a website's mail: what Microsoft's customers (and anyone) can use. */
export const SENDING_SERVICES: readonly MailProvider[] = [
  {
    name: 'Brevo',
    settings: { host: 'smtp-relay.brevo.com', port: 587, security: 'starttls' },
    user: 'The SMTP login Brevo shows under SMTP & API.',
    password: 'An SMTP key made on the same page (not your Brevo password).',
    help: { label: 'Brevo: SMTP relay', url: 'https://help.brevo.com/hc/en-us/articles/7924908994450' },
  },
  {
    name: 'Mailgun',
    settings: { host: 'smtp.mailgun.org', port: 587, security: 'starttls' },
    user: 'The SMTP user of your sending domain (like postmaster@mg.yourbusiness.com).',
    note: 'Accounts in the EU region use smtp.eu.mailgun.org.',
    password: 'That SMTP user’s password, set in Mailgun’s domain settings.',
    help: {
      label: 'Mailgun: send with SMTP',
      url: 'https://documentation.mailgun.com/docs/mailgun/user-manual/sending-messages/send-smtp',
    },
  },
  {
    name: 'Postmark',
    settings: { host: 'smtp.postmarkapp.com', port: 587, security: 'starttls' },
    user: 'Your Server API token.',
    password: 'The same Server API token.',
    help: {
      label: 'Postmark: send email with SMTP',
      url: 'https://postmarkapp.com/developer/user-guide/send-email-with-smtp',
    },
  },
  {
    name: 'SendGrid',
    settings: { host: 'smtp.sendgrid.net', port: 587, security: 'starttls' },
    user: 'The word apikey, exactly.',
    password: 'An API key made in SendGrid with permission to send mail.',
    help: {
      label: 'SendGrid: integrate with SMTP',
      url: 'https://www.twilio.com/docs/sendgrid/for-developers/sending-email/integrating-with-the-smtp-api',
    },
  },
  {
    name: 'Amazon SES',
    settings: { host: 'email-smtp.us-east-1.amazonaws.com', port: 587, security: 'starttls' },
    user: 'The SMTP user name SES creates for you (not an AWS access key).',
    note: 'Use your own region’s server in place of us-east-1.',
    password: 'The SMTP password created with it.',
    help: {
      label: 'Amazon SES: SMTP credentials',
      url: 'https://docs.aws.amazon.com/ses/latest/dg/smtp-credentials.html',
    },
  },
];
