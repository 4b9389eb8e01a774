import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from './config.ts';
import { DEFAULT_ACME_DIRECTORY_URL } from './tls/acme-settings.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      dataDir: './data',
      publicDir: './site',
      jwtSecret: undefined,
      tokenTtlSeconds: 8 * 3600,
      adminUsername: 'admin',
      adminPassword: undefined,
      seedDemo: true,
      logLevel: 'info',
      trustProxy: [],
      siteUrl: undefined,
      smtpUrl: undefined,
      notifyEmail: undefined,
      mailFrom: undefined,
      outboundAllowedHosts: [],
      quotePhotosMaxTotalMb: 2048,
      acmeServer: { email: undefined, directoryUrl: DEFAULT_ACME_DIRECTORY_URL, tlsDir: './tls' },
      backup: {
        repository: undefined,
        password: undefined,
        sshKeyFile: undefined,
        hour: 3,
        afterChangesSeconds: 15 * 60,
        keep: { last: 0, daily: 7, weekly: 4, monthly: 12 },
        keepLocal: 7,
        staleHours: 36,
        alertAfterSeconds: 24 * 3600,
        providerEnv: {},
      },
    });
  });

  // biome-ignore lint/suspicious/noTemplateCurlyInString: the test's name quotes compose's ${VAR:-} syntax.
  it('treats empty values as unset, as compose passes ${VAR:-}', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: '', SEED_DEMO: '' }).port).toBe(3000);
  });

  it('reads every variable', () => {
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({
        PORT: '8081',
        DATA_DIR: '/data',
        PUBLIC_DIR: '/site',
        JWT_SECRET: secret,
        TOKEN_TTL: '30m',
        ADMIN_USERNAME: 'owner',
        ADMIN_PASSWORD: 'a long passphrase',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'web, 10.0.0.0/8 2001:db8::/32,192.0.2.7',
        SITE_URL: 'https://www.brightside.example/',
        SMTP_URL: 'smtps://web:secret@smtp.example.com:465',
        NOTIFY_EMAIL: 'owner@brightside.example',
        MAIL_FROM: 'Website <web@brightside.example>',
        OUTBOUND_ALLOWED_HOSTS: 'mail.lan, 192.168.1.25 10.8.0.0/16,fd00::/8',
        QUOTE_PHOTOS_MAX_TOTAL_MB: '500',
        SITE_ALIASES: 'brightside.example, Shop.Brightside.example',
        ACME_EMAIL: 'owner@brightside.example',
        ACME_DIRECTORY_URL: 'https://acme-staging-v02.api.letsencrypt.org/directory',
        TLS_DIR: '/tls',
        BACKUP_REPOSITORY: 'sftp:backup@nas.brightside.example:/site',
        BACKUP_PASSWORD_FILE: '/run/secrets/backup-password',
        BACKUP_SSH_KEY_FILE: '/run/secrets/backup-key',
        BACKUP_HOUR: '2',
        BACKUP_AFTER_CHANGES: '30m',
        BACKUP_KEEP_LAST: '3',
        BACKUP_KEEP_DAILY: '14',
        BACKUP_KEEP_WEEKLY: '8',
        BACKUP_KEEP_MONTHLY: '24',
        BACKUP_KEEP_LOCAL: '3',
        BACKUP_STALE_HOURS: '48',
        BACKUP_ALERT_AFTER: '12h',
        B2_ACCOUNT_ID: 'not passed on unless restic reads it',
      }),
    ).toEqual({
      port: 8081,
      dataDir: '/data',
      publicDir: '/site',
      jwtSecret: secret,
      tokenTtlSeconds: 1800,
      adminUsername: 'owner',
      adminPassword: 'a long passphrase',
      seedDemo: false,
      logLevel: 'warn',
      trustProxy: ['web', '10.0.0.0/8', '2001:db8::/32', '192.0.2.7'],
      siteUrl: 'https://www.brightside.example',
      smtpUrl: 'smtps://web:secret@smtp.example.com:465',
      notifyEmail: 'owner@brightside.example',
      mailFrom: 'Website <web@brightside.example>',
      outboundAllowedHosts: ['mail.lan', '192.168.1.25', '10.8.0.0/16', 'fd00::/8'],
      quotePhotosMaxTotalMb: 500,
      acme: {
        names: ['www.brightside.example', 'brightside.example', 'shop.brightside.example'],
        email: 'owner@brightside.example',
        directoryUrl: 'https://acme-staging-v02.api.letsencrypt.org/directory',
        tlsDir: '/tls',
      },
      acmeServer: {
        email: 'owner@brightside.example',
        directoryUrl: 'https://acme-staging-v02.api.letsencrypt.org/directory',
        tlsDir: '/tls',
      },
      backup: {
        repository: 'sftp:backup@nas.brightside.example:/site',
        password: { file: '/run/secrets/backup-password' },
        sshKeyFile: '/run/secrets/backup-key',
        hour: 2,
        afterChangesSeconds: 1800,
        keep: { last: 3, daily: 14, weekly: 8, monthly: 24 },
        keepLocal: 3,
        staleHours: 48,
        alertAfterSeconds: 12 * 3600,
        providerEnv: { B2_ACCOUNT_ID: 'not passed on unless restic reads it' },
      },
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['JWT_SECRET', 'too-short'],
    ['TOKEN_TTL', 'forever'],
    ['QUOTE_PHOTOS_MAX_TOTAL_MB', '2 GB'],
    ['TOKEN_TTL', '30d'],
    ['ADMIN_USERNAME', 'a b'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['ADMIN_PASSWORD', 'admin'],
    ['ADMIN_PASSWORD', 'password1234'],
    ['TRUST_PROXY', 'true'],
    ['BACKUP_HOUR', '24'],
    ['BACKUP_AFTER_CHANGES', 'soon'],
    ['BACKUP_KEEP_DAILY', '-1'],
    ['BACKUP_KEEP_LOCAL', '0'],
    ['BACKUP_STALE_HOURS', 'a day'],
    ['BACKUP_ALERT_AFTER', '8d'],
    ['TRUST_PROXY', 'web,yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '2001:db8::/129'],
    ['TRUST_PROXY', '300.1.2.3'],
    ['TRUST_PROXY', 'web;rm'],
    ['OUTBOUND_ALLOWED_HOSTS', '10.0.0.0/33'],
    ['OUTBOUND_ALLOWED_HOSTS', 'mail.lan;rm'],
    ['SITE_URL', 'www.brightside.example'],
    ['SITE_URL', 'https://brightside.example/?utm=x'],
    ['SITE_URL', 'https://localhost'],
    ['SITE_URL', 'https://203.0.113.9'],
    ['SITE_ALIASES', 'www.brightside.example, not_a_host'],
    ['SITE_ALIASES', 'https://www.brightside.example'],
    ['ACME_EMAIL', 'owner'],
    ['ACME_DIRECTORY_URL', 'http://acme.example/directory'],
  ])('names %s when it is %j', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reads TRUST_PROXY=false as trusting no one, and refuses true, which would believe any peer', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: must list the proxies .* not true/);
  });

  it('names the TRUST_PROXY entry it cannot read', () => {
    expect(problemsOf({ TRUST_PROXY: 'web 10.1.0.0/40' })).toEqual([
      'TRUST_PROXY: "10.1.0.0/40" is not a CIDR range: an IPv4 prefix is 0 to 32',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'web,nginx!' })).toEqual([
      'TRUST_PROXY: "nginx!" is neither an IP address, a CIDR range (like 172.18.0.0/16) nor a host name',
    ]);
  });

  it('asks for a backup password with a repository, one way only, and a repository with a password or key', () => {
    expect(problemsOf({ BACKUP_REPOSITORY: 'rest:https://backup.example/site' })).toEqual([
      'BACKUP_PASSWORD: must be set (or BACKUP_PASSWORD_FILE) when BACKUP_REPOSITORY is set: restic encrypts the backups with it',
    ]);
    expect(
      problemsOf({ BACKUP_REPOSITORY: '/mnt/usb', BACKUP_PASSWORD: 'long enough', BACKUP_PASSWORD_FILE: '/run/pw' }),
    ).toEqual(['BACKUP_PASSWORD_FILE: set BACKUP_PASSWORD or BACKUP_PASSWORD_FILE, not both']);
    expect(problemsOf({ BACKUP_SSH_KEY_FILE: '/run/key' })).toEqual([
      'BACKUP_REPOSITORY: must be set too when a backup password or key is given (without it, backups stay on this machine)',
    ]);
    expect(
      problemsOf({ BACKUP_KEEP_LAST: '0', BACKUP_KEEP_DAILY: '0', BACKUP_KEEP_WEEKLY: '0', BACKUP_KEEP_MONTHLY: '0' }),
    ).toEqual(['BACKUP_KEEP_DAILY: at least one of BACKUP_KEEP_LAST/DAILY/WEEKLY/MONTHLY must keep something']);
  });

  it('asks for NOTIFY_EMAIL and SMTP_URL together', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://localhost:25' })).toEqual([
      'NOTIFY_EMAIL: must be set too when SMTP_URL is set',
    ]);
    expect(problemsOf({ NOTIFY_EMAIL: 'owner@example.com' })).toEqual([
      'SMTP_URL: must be set too when NOTIFY_EMAIL is set',
    ]);
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com', NOTIFY_EMAIL: 'owner@example.com' })[0]).toMatch(
      /^SMTP_URL: /,
    );
  });

  it.each([
    ['./data', './data/'],
    ['/srv/site', '/srv/site/public'],
    ['/srv/site/data', '/srv/site'],
  ])(
    "refuses DATA_DIR %j with PUBLIC_DIR %j: customers' data must stay out of what nginx reads",
    (dataDir, publicDir) => {
      expect(problemsOf({ DATA_DIR: dataDir, PUBLIC_DIR: publicDir })).toEqual([
        'PUBLIC_DIR: must be a folder apart from DATA_DIR: not it, not inside it, not around it (nginx reads PUBLIC_DIR; DATA_DIR is private)',
      ]);
    },
  );

  describe('automatic HTTPS', () => {
    it('is off with an http SITE_URL, the default', () => {
      expect(loadConfig({}).acme).toBeUndefined();
      expect(loadConfig({ SITE_ALIASES: 'www.brightside.example' }).acme).toBeUndefined();
    });

    it("is on with an https SITE_URL: Let's Encrypt production, ./tls, the site's host and its aliases", () => {
      expect(
        loadConfig({
          SITE_URL: 'https://brightside.example',
          SITE_ALIASES: 'www.brightside.example  brightside.example',
        }).acme,
      ).toEqual({
        names: ['brightside.example', 'www.brightside.example'],
        email: undefined,
        directoryUrl: DEFAULT_ACME_DIRECTORY_URL,
        tlsDir: './tls',
      });
      expect(DEFAULT_ACME_DIRECTORY_URL).toBe('https://acme-v02.api.letsencrypt.org/directory');
    });

    it('names the aliases that are not host names', () => {
      expect(problemsOf({ SITE_ALIASES: 'www.brightside.example,bad name!,-x.example' })).toEqual([
        'SITE_ALIASES: must be host names like www.example.com, comma or space separated (not: bad, name!, -x.example)',
      ]);
    });

    it.each(['./data/tls', './site', '.'])(
      'refuses TLS_DIR %j: the private key stays out of the published site and the private data',
      (tlsDir) => {
        const problems = problemsOf({ TLS_DIR: tlsDir });
        expect(problems.length).toBeGreaterThan(0);
        expect(problems.every((problem) => problem.startsWith('TLS_DIR: must be a folder apart from'))).toBe(true);
      },
    );
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['PORT', 'LOG_LEVEL']);
  });
});

describe('parseDuration', () => {
  it.each([
    ['3600', 3600],
    ['90s', 90],
    ['30m', 1800],
    ['8h', 28800],
    ['1d', 86400],
    ['8x', undefined],
    ['', undefined],
  ])('reads %j as %j seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });
});
