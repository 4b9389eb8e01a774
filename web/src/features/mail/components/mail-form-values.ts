import type { MailSecurity, MailSettingsInput } from '@painting-site/gateway/contract/mail';
import { type MailSettingsView, USUAL_PORT } from '@painting-site/gateway/contract/mail-settings';

/** The form's values: the port as typed, so a half-typed one is not lost. */
export type MailFormValues = Omit<MailSettingsInput, 'port'> & { port: string };

const EMPTY: MailFormValues = {
  host: '',
  port: String(USUAL_PORT.starttls),
  security: 'starttls',
  user: '',
  password: '',
  fromAddress: '',
  fromName: '',
  notifyEmail: '',
};

/** The saved settings in the form; the password box always starts empty (an empty one keeps it). */
export function toFormValues(view: MailSettingsView): MailFormValues {
  if (!view.settings) return EMPTY;
  return { ...view.settings, port: String(view.settings.port), password: '' };
}

/** What the gateway takes: trimmed, the port as a number (NaN when it is none, which the rules name). */
export function toInput(values: MailFormValues): MailSettingsInput {
  const port = values.port.trim();
  return {
    host: values.host.trim(),
    port: /^\d+$/.test(port) ? Number(port) : Number.NaN,
    security: values.security,
    user: values.user.trim(),
    password: values.password,
    fromAddress: values.fromAddress.trim(),
    fromName: values.fromName.trim(),
    notifyEmail: values.notifyEmail.trim(),
  };
}

/**
 * The port after the security setting changes: the new setting's usual port when the box held the
 * old one's (or nothing), else what the owner typed.
 */
export function portAfterSecurityChange(values: MailFormValues, security: MailSecurity): string {
  const typed = values.port.trim();
  return typed === '' || typed === String(USUAL_PORT[values.security]) ? String(USUAL_PORT[security]) : values.port;
}
