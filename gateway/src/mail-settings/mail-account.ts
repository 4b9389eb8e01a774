import type { MailEnvironmentVariable, MailSecurity, MailSettingsInput } from '../../contract/mail.ts';
import type { MailSettingsView } from '../../contract/mail-settings.ts';
import type { OutboundAddresses } from '../http/outbound-address.ts';
import {
  dashboardConnection,
  environmentConnection,
  type MailConnection,
  type MailEnvironment,
  mailVariablesSet,
} from '../mail/mail-connection.ts';
import type { MailSettingsStore } from './mail-settings-store.ts';

/** Where the site's e-mail settings come from: the server's environment first, else the owner's saved account. */
export interface MailAccount {
  /** The e-mail variables the environment sets; with SMTP_URL the dashboard cannot change e-mail. */
  readonly fixedBy: MailEnvironmentVariable[];
  /** Whether SMTP_URL (with NOTIFY_EMAIL) sets e-mail, so the dashboard's settings are not used. */
  readonly fixedByEnvironment: boolean;
  /** The settings in use, read from the database each time: a save applies to the next e-mail. */
  connection(): MailConnection | undefined;
  /** Typed settings, not saved; an empty password stands for the stored one, for the account it was saved for only. */
  trial(input: MailSettingsInput): MailConnection;
  /** Whether a password is stored for these settings' account: only then does an empty one in a save or a test keep it. */
  passwordStoredFor(input: MailSettingsInput): boolean;
  /** The password field's message when it is left empty but the stored password is another account's. */
  storedPasswordElsewhere(input: MailSettingsInput): string | undefined;
  /** The host field's message when the host is on a private network the operator has not allowed. */
  hostRefusal(host: string): Promise<string | undefined>;
  save(input: MailSettingsInput): void;
  /** What the E-mail section shows: never the password. */
  view(): MailSettingsView;
}

/**
 * The stored password goes only to the server and user it was saved for: a typed host (or port,
 * or weaker security) with the password left empty would otherwise sign in there with it.
 */
function sameAccount(saved: MailSettingsInput, typed: MailSettingsInput): boolean {
  return (
    saved.host.toLowerCase() === typed.host.toLowerCase() &&
    saved.port === typed.port &&
    saved.security === typed.security &&
    saved.user === typed.user
  );
}

/** Why an empty password does not keep the stored one here: it is kept only for the account it was saved with. */
export function passwordKeptOnlyFor(saved: Pick<MailSettingsInput, 'host' | 'port' | 'user'>): string {
  return `Type the password again: it is kept only for ${saved.user} at ${saved.host}:${saved.port}, secured as it was saved.`;
}

const SECURITY_OF_SCHEME: Record<string, MailSecurity> = { 'smtps:': 'tls', 'smtp:': 'starttls' };

/** SMTP_URL as the form's fields, for the dashboard to show read-only. */
function fieldsOfUrl(smtpUrl: string): Pick<MailSettingsInput, 'host' | 'port' | 'security' | 'user'> {
  const url = URL.parse(smtpUrl);
  const security = SECURITY_OF_SCHEME[url?.protocol ?? ''] ?? 'starttls';
  return {
    host: url?.hostname ?? '',
    port: Number(url?.port || (security === 'tls' ? 465 : 587)),
    security,
    user: decodeURIComponent(url?.username ?? ''),
  };
}

/** `outbound` checks the owner's mail server's addresses, at every connection and before a save or test. */
export function createMailAccount(
  environment: MailEnvironment,
  store: MailSettingsStore,
  outbound: OutboundAddresses,
): MailAccount {
  const fromEnvironment = environmentConnection(environment);
  /** The stored settings, when a password is stored for the account `input` names. */
  const storedFor = (input: MailSettingsInput) => {
    const saved = store.get();
    return saved?.password && sameAccount(saved, input) ? saved : undefined;
  };
  const withStoredPassword = (input: MailSettingsInput): MailSettingsInput => ({
    ...input,
    password: input.user && !input.password ? (storedFor(input)?.password ?? '') : input.password,
  });

  return {
    fixedBy: mailVariablesSet(environment),
    fixedByEnvironment: fromEnvironment !== undefined,
    connection() {
      if (fromEnvironment) return fromEnvironment;
      const saved = store.get();
      return saved && dashboardConnection(saved, outbound, environment.mailFrom);
    },
    trial: (input) => dashboardConnection(withStoredPassword(input), outbound, environment.mailFrom),
    hostRefusal: (host) => outbound.refusal(host),
    passwordStoredFor: (input) => storedFor(input) !== undefined,
    storedPasswordElsewhere(input) {
      if (!input.user || input.password || storedFor(input)) return undefined;
      const saved = store.get();
      return saved?.password ? passwordKeptOnlyFor(saved) : undefined;
    },
    save: (input) => store.save(input),
    view() {
      const fixedBy = mailVariablesSet(environment);
      if (fromEnvironment && environment.smtpUrl) {
        return {
          source: 'environment',
          fixedBy,
          settings: {
            ...fieldsOfUrl(environment.smtpUrl),
            fromAddress: environment.mailFrom ?? '',
            fromName: '',
            notifyEmail: fromEnvironment.notifyEmail,
          },
          passwordSet: Boolean(URL.parse(environment.smtpUrl)?.password),
        };
      }
      const saved = store.get();
      if (!saved) return { source: 'none', fixedBy, settings: null, passwordSet: false };
      const { password, ...shown } = saved;
      return { source: 'dashboard', fixedBy, settings: shown, passwordSet: password !== '' };
    },
  };
}
