import type { MailSecurity } from '@painting-site/gateway/contract/mail';

/** How each security setting reads in the form and the guides. */
export const SECURITY_LABELS: Record<MailSecurity, string> = {
  tls: 'TLS on connect (usually port 465)',
  starttls: 'STARTTLS (usually port 587)',
  none: 'None: not encrypted',
};
