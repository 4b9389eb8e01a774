import { resolve, sep } from 'node:path';
import { z } from 'zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '../contract/auth.ts';
import { EMAIL_PATTERN } from '../contract/text-rules.ts';
import {
  type BackupSettings,
  backupEnvironmentShape,
  backupSettings,
  backupSettingsProblems,
} from './backups/index.ts';
import { DEFAULT_DATA_DIR, DEFAULT_PUBLIC_DIR } from './data-files.ts';
import { parseOutboundAllowed } from './http/outbound-address.ts';
import { parseTrustedProxies } from './http/trusted-proxies.ts';
import { JWT_SECRET_MIN_BYTES } from './kernel/jwt-secret.ts';
import type { KernelSettings } from './kernel/kernel.ts';
import { LOG_LEVELS, type LogLevel } from './logger.ts';
import { passwordProblem } from './owner/index.ts';
import {
  type AcmeServerSettings,
  type AcmeSettings,
  certificateNames,
  DEFAULT_ACME_DIRECTORY_URL,
  DEFAULT_TLS_DIR,
  isCertificateName,
  parseNameList,
} from './tls/acme-settings.ts';

/**
 * Everything the gateway reads from its environment, validated once at start: the kernel's settings
 * and those the modules name (the owner's, the mail's, the backups'…).
 */
export interface Config extends KernelSettings {
  port: number;
  tokenTtlSeconds: number;
  adminUsername: string;
  /** Unset: a random password is generated for the first admin and logged once. */
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: LogLevel;
  /**
   * The peers whose X-Forwarded-For gives the client address: host names, addresses or CIDR
   * ranges (nginx: `web` in the image). Empty: every client is its connection's address.
   */
  trustProxy: string[];
  /** Quote-request e-mails to the owner: both set, or both unset (no e-mail). */
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  mailFrom: string | undefined;
  /** The quote photos kept in DATA_DIR, all together, in MB: past it, photos are refused (503). */
  quotePhotosMaxTotalMb: number;
  /** Automatic HTTPS: set only when SITE_URL is https (absent, the gateway writes no certificate). */
  acme?: AcmeSettings;
  /**
   * The ACME server and TLS_DIR, for a domain the owner connects from the dashboard (SITE_URL not
   * https); always set from the environment, absent only where a test orders nothing.
   */
  acmeServer?: AcmeServerSettings;
  /** Scheduled backups: into BACKUP_REPOSITORY with restic, else folders in DATA_DIR. */
  backup: BackupSettings;
}

/** What the gateway is composed from: the configuration, less what only the process uses. */
export type GatewaySettings = Omit<Config, 'port' | 'logLevel'>;

/** About 3,000 photos at their stored sizes: far more than a painter's requests bring in a day. */
export const DEFAULT_QUOTE_PHOTOS_MAX_TOTAL_MB = 2048;
/** OWASP's JWT advice keeps sessions short; a day is the longest we allow. */
export const TOKEN_TTL_MAX_SECONDS = 24 * 60 * 60;

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** "8h", "30m", "3600s" or a plain number of seconds → seconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1);
}

const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((text) => ['true', 'false', '1', '0', 'yes', 'no'].includes(text), 'must be true or false')
  .transform((text) => ['true', '1', 'yes'].includes(text));

const schema = z
  .object({
    PORT: z
      .string()
      .regex(/^\d+$/, 'must be a port number from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be a port number from 1 to 65535')
      .default(3000),
    DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
    PUBLIC_DIR: z.string().default(DEFAULT_PUBLIC_DIR),
    JWT_SECRET: z
      .string()
      .refine(
        (secret) => Buffer.byteLength(secret, 'utf8') >= JWT_SECRET_MIN_BYTES,
        `must be at least ${JWT_SECRET_MIN_BYTES} bytes (e.g. openssl rand -base64 48), or unset to generate one`,
      )
      .optional(),
    TOKEN_TTL: z
      .string()
      .transform((text, ctx) => {
        const seconds = parseDuration(text);
        if (seconds === undefined || seconds < 60 || seconds > TOKEN_TTL_MAX_SECONDS) {
          ctx.addIssue({ code: 'custom', message: 'must be a duration from 1m to 24h, like 8h, 30m or 3600s' });
          return z.NEVER;
        }
        return seconds;
      })
      .default(8 * 3600),
    ADMIN_USERNAME: z
      .string()
      .trim()
      .refine(
        (name) =>
          name.length >= USERNAME_MIN_LENGTH && name.length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(name),
        `must be ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} letters, digits or . _ @ -`,
      )
      .default('admin'),
    ADMIN_PASSWORD: z.string().optional(),
    SEED_DEMO: booleanText.default(true),
    LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
    TRUST_PROXY: z
      .string()
      .transform((text, ctx) => {
        const parsed = parseTrustedProxies(text);
        if ('proxies' in parsed) return parsed.proxies;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      })
      .default([]),
    SITE_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^\s?#<>&"']+$/, "must be the site's public address, like https://www.example.com")
      .transform((url) => url.replace(/\/+$/, ''))
      // Unset: no address yet; the owner connects one from the dashboard (links are held back till then).
      .optional(),
    SMTP_URL: z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL, like smtps://user:password@smtp.example.com:465')
      .optional(),
    NOTIFY_EMAIL: z.string().trim().regex(EMAIL_PATTERN, 'must be an e-mail address').optional(),
    MAIL_FROM: z.string().trim().min(3, 'must be an address like "Website <web@example.com>"').optional(),
    OUTBOUND_ALLOWED_HOSTS: z
      .string()
      .transform((text, ctx) => {
        const parsed = parseOutboundAllowed(text);
        if ('hosts' in parsed) return parsed.hosts;
        ctx.addIssue({ code: 'custom', message: `must list host names, addresses or CIDR ranges: ${parsed.problem}` });
        return z.NEVER;
      })
      .default([]),
    QUOTE_PHOTOS_MAX_TOTAL_MB: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'must be a whole number of megabytes, like 2048 (0 takes no photos)')
      .transform(Number)
      .default(DEFAULT_QUOTE_PHOTOS_MAX_TOTAL_MB),
    SITE_ALIASES: z
      .string()
      .transform((text, ctx) => {
        const names = parseNameList(text);
        const bad = names.filter((name) => !isCertificateName(name));
        if (bad.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `must be host names like www.example.com, comma or space separated (not: ${bad.join(', ')})`,
          });
          return z.NEVER;
        }
        return names;
      })
      .default([]),
    ACME_EMAIL: z.string().trim().regex(EMAIL_PATTERN, 'must be an e-mail address').optional(),
    ACME_DIRECTORY_URL: z
      .string()
      .trim()
      .regex(/^https:\/\/\S+$/, "must be an ACME server's https:// directory URL, like Let's Encrypt staging's")
      .default(DEFAULT_ACME_DIRECTORY_URL),
    TLS_DIR: z.string().default(DEFAULT_TLS_DIR),
    ...backupEnvironmentShape(parseDuration),
  })
  .superRefine((values, ctx) => {
    for (const [variable, message] of backupSettingsProblems(values)) {
      ctx.addIssue({ code: 'custom', path: [variable], message });
    }
    const problem = values.ADMIN_PASSWORD && passwordProblem(values.ADMIN_PASSWORD, values.ADMIN_USERNAME);
    if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
    if (values.SMTP_URL && !values.NOTIFY_EMAIL) {
      ctx.addIssue({ code: 'custom', path: ['NOTIFY_EMAIL'], message: 'must be set too when SMTP_URL is set' });
    }
    if (values.NOTIFY_EMAIL && !values.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set too when NOTIFY_EMAIL is set' });
    }
    if (overlaps(values.DATA_DIR, values.PUBLIC_DIR)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_DIR'],
        message:
          'must be a folder apart from DATA_DIR: not it, not inside it, not around it (nginx reads PUBLIC_DIR; DATA_DIR is private)',
      });
    }
    // The certificate's private key must never be published, nor mixed with the private data nginx cannot read.
    for (const other of ['DATA_DIR', 'PUBLIC_DIR'] as const) {
      if (overlaps(values.TLS_DIR, values[other])) {
        ctx.addIssue({
          code: 'custom',
          path: ['TLS_DIR'],
          message: `must be a folder apart from ${other}: not it, not inside it, not around it (nginx reads the certificate there)`,
        });
      }
    }
    if (values.SITE_URL?.startsWith('https:') && !isCertificateName(hostOf(values.SITE_URL))) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message:
          'an https address needs a public host name a certificate can be issued for, like https://www.example.com (use http:// for localhost or an IP address)',
      });
    }
  });

/** The host name of a URL, or '' when it has none. */
function hostOf(url: string): string {
  return URL.parse(url)?.hostname ?? '';
}

/** Whether one folder is the other or inside it. */
function overlaps(first: string, second: string): boolean {
  const [a, b] = [resolve(first), resolve(second)];
  return a === b || a.startsWith(`${b}${sep}`) || b.startsWith(`${a}${sep}`);
}

/**
 * Reads the configuration from an environment object. Empty values count as unset, so
 * compose files can pass `${VAR:-}` through. Throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape)
      .map((name) => [name, env[name]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    dataDir: values.DATA_DIR,
    publicDir: values.PUBLIC_DIR,
    jwtSecret: values.JWT_SECRET,
    tokenTtlSeconds: values.TOKEN_TTL,
    adminUsername: values.ADMIN_USERNAME,
    adminPassword: values.ADMIN_PASSWORD,
    seedDemo: values.SEED_DEMO,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    siteUrl: values.SITE_URL,
    smtpUrl: values.SMTP_URL,
    notifyEmail: values.NOTIFY_EMAIL,
    mailFrom: values.MAIL_FROM,
    outboundAllowedHosts: values.OUTBOUND_ALLOWED_HOSTS,
    quotePhotosMaxTotalMb: values.QUOTE_PHOTOS_MAX_TOTAL_MB,
    acme: values.SITE_URL?.startsWith('https:')
      ? {
          names: certificateNames(values.SITE_URL, values.SITE_ALIASES),
          email: values.ACME_EMAIL,
          directoryUrl: values.ACME_DIRECTORY_URL,
          tlsDir: values.TLS_DIR,
        }
      : undefined,
    acmeServer: { email: values.ACME_EMAIL, directoryUrl: values.ACME_DIRECTORY_URL, tlsDir: values.TLS_DIR },
    backup: backupSettings(values, env),
  };
}
