import type {
  MailEnvironmentVariable,
  MailSecurity,
  MailSettingsInput,
  MailSettingsView,
} from '../../contract/mail-settings.ts';
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
  /** Typed settings, not saved; an empty password stands for the stored one. */
  trial(input: MailSettingsInput): MailConnection;
  /** Whether a password is stored: an empty one in a save or a test keeps it. */
  passwordStored(): boolean;
  save(input: MailSettingsInput): void;
  /** What the E-mail section shows: never the password. */
  view(): MailSettingsView;
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

export function createMailAccount(environment: MailEnvironment, store: MailSettingsStore): MailAccount {
  const fromEnvironment = environmentConnection(environment);
  const withStoredPassword = (input: MailSettingsInput): MailSettingsInput => ({
    ...input,
    password: input.user && !input.password ? (store.get()?.password ?? '') : input.password,
  });

  return {
    fixedBy: mailVariablesSet(environment),
    fixedByEnvironment: fromEnvironment !== undefined,
    connection() {
      if (fromEnvironment) return fromEnvironment;
      const saved = store.get();
      return saved && dashboardConnection(saved, environment.mailFrom);
    },
    trial: (input) => dashboardConnection(withStoredPassword(input), environment.mailFrom),
    passwordStored: () => Boolean(store.get()?.password),
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
