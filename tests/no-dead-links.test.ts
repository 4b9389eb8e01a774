import { request } from 'node:http';
import { adminQuoteRequestPath } from '@painting-site/gateway/contract/routes';
import { SEARCH_WAITS_FOR_ADDRESS, SITE_ADDRESS_MISSING } from '@painting-site/gateway/contract/search-visibility';
import { Network, type StartedNetwork } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMimeWords, mimePartsOf } from '../gateway/src/testing/mail-parts.ts';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { ownerApi, sendQuoteRequest } from './stack/owner.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import {
  GATEWAY_STARTUP_TIMEOUT_MS,
  PUBLIC_DIR,
  type Stack,
  signInThroughApi,
  startStack,
} from './stack/start-stack.ts';

// No dead links (issue 49): an install WITHOUT SITE_URL, through nginx to the gateway in containers,
// with a real mail server on the test network. The owner works in the dashboard at the address the
// test reaches nginx at (a loopback one: no public address to record), a customer sends a quote
// request, and then nothing the site sent or published names an address that only works on the
// server itself or its local network: no link is better than a dead one.

const ACCOUNT = { user: 'web@brightside.example', password: 'Vq8-no-dead-links-4907' } as const;
const OWNER_INBOX = 'owner@brightside.example';
const CUSTOMER = {
  name: 'Hannah Lee',
  email: 'hannah@example.com',
  phone: '503-555-0199',
  address: '12 Oak St, Lake Oswego, OR 97034',
  details: 'Living room and hallway walls, two coats, some patching around the fireplace.',
};

/**
 * Addresses that reach only the computer or the network they are typed on: localhost (and its
 * names), the loopback range, ::1, the private ranges, link-local, `.local` names.
 */
const DEAD_ADDRESSES: [what: string, pattern: RegExp][] = [
  ['localhost', /localhost/i],
  ['127.0.0.0/8', /\b127\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/],
  ['::1', /::1\b/],
  ['10.0.0.0/8', /\b10\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/],
  ['172.16.0.0/12', /\b172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}\b/],
  ['192.168.0.0/16', /\b192\.168\.\d{1,3}\.\d{1,3}\b/],
  ['169.254.0.0/16', /\b169\.254\.\d{1,3}\.\d{1,3}\b/],
  ['fe80::/10', /\bfe[89ab][0-9a-f]:[0-9a-f:]*/i],
  ['a .local name', /[a-z0-9-]\.local\b(?![a-z-])/i],
];

/** Every dead address in `text`, as `what: the match`. */
function deadAddressesIn(text: string): string[] {
  return DEAD_ADDRESSES.flatMap(([what, pattern]) =>
    [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].map((match) => `${what}: ${match[0]}`),
  );
}

/** A mail as a person reads it: its headers (encoded words decoded) and every text part, decoded. */
function readableMail(raw: string): string {
  const headers = decodeMimeWords(raw.split(/\r?\n\r?\n/)[0] ?? '');
  const parts = ['text/plain', 'text/html', 'text/calendar'].flatMap((type) =>
    mimePartsOf(raw, type).map((part) => part.text),
  );
  return [headers, ...parts].join('\n');
}

let network: StartedNetwork;
let smtp: SmtpContainer;
let stack: Stack;
let owner: ReturnType<typeof ownerApi>;
let ownerToken: string;

/** An address people elsewhere can open, with a port: a dashboard reached on a server's public IP. */
const PUBLIC_DASHBOARD = { host: '203.0.113.5:8080', origin: 'http://203.0.113.5:8080' } as const;

/** `GET path` through nginx as the owner, the browser's Host header being `host`; answers the status. */
function ownerGetWithHost(path: string, host: string): Promise<number> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request(
      { hostname, port, path, headers: { Host: host, Authorization: `Bearer ${ownerToken}` } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

beforeAll(async () => {
  network = await new Network().start();
  smtp = await startSmtpContainer(network, ACCOUNT);
  stack = await startStack({
    network,
    gatewayEnv: {
      // A new install: no address of its own yet.
      SITE_URL: '',
      SMTP_URL: `smtp://${encodeURIComponent(ACCOUNT.user)}:${encodeURIComponent(ACCOUNT.password)}@${SMTP_ALIAS}:${SMTP_PORT}`,
      NOTIFY_EMAIL: OWNER_INBOX,
      MAIL_FROM: `Brightside Painting <${ACCOUNT.user}>`,
    },
  });
  ownerToken = await signInThroughApi(stack.baseUrl);
  owner = ownerApi(stack.baseUrl, ownerToken);
}, GATEWAY_STARTUP_TIMEOUT_MS + 60_000);
afterAll(async () => {
  await stack?.stop();
  await smtp?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
});

/** The body of `path` as nginx serves it, which must answer `status`. */
async function throughNginx(path: string, status = 200): Promise<string> {
  const response = await fetch(`${stack.baseUrl}${path}`);
  const body = await response.text();
  expect(response.status, `${path} answered ${response.status}`).toBe(status);
  return body;
}

describe('an install without SITE_URL links to no address that works only on the server', () => {
  it('mails the owner and the customer about a quote request without a dead link', async () => {
    // The owner at the dashboard first (the Host nginx passes is a loopback one: not recorded).
    expect((await owner('GET', '/api/admin/overview')).status).toBe(200);

    await sendQuoteRequest(stack.baseUrl, CUSTOMER);
    const [toOwner, toCustomer] = [await smtp.mailTo(OWNER_INBOX), await smtp.mailTo(CUSTOMER.email)];
    expect(toOwner).toHaveLength(1);
    expect(toCustomer).toHaveLength(1);

    for (const mail of [...toOwner, ...toCustomer]) {
      expect(deadAddressesIn(readableMail(mail.raw))).toEqual([]);
      // And in the mail as sent, whatever its encoding.
      expect(deadAddressesIn(mail.raw)).toEqual([]);
    }
    // Without an address to link to, the owner's mail says how to reach the request in words.
    const ownerMail = readableMail(toOwner[0]?.raw ?? '');
    expect(ownerMail.replace(/\s+/g, ' ')).toContain('Sign in to your dashboard to answer it.');
    expect(ownerMail).not.toMatch(/https?:\/\/[^\s"'<>]*\/admin\//);
  });

  it('publishes pages, robots.txt, sitemap.xml and content.json without one, and keeps search engines out', async () => {
    const published = (
      await stack.gateway.exec(['sh', '-c', `cd ${PUBLIC_DIR} && find . -type f ! -path './uploads/*' ! -name '*.gz'`])
    ).output
      .split('\n')
      .map((line) => line.trim().replace(/^\.\//, ''))
      .filter(Boolean)
      .sort();
    const pages = published.filter((file) => file.startsWith('pages/')).map((file) => file.slice('pages/'.length));
    expect(pages).toEqual(expect.arrayContaining(['home.html', 'services.html', 'gallery.html', 'contact.html']));
    expect(published).toEqual(expect.arrayContaining(['content.json', 'robots.txt', 'sitemap.xml']));

    // Every published file as the gateway wrote it.
    for (const file of published) {
      const { output, exitCode } = await stack.gateway.exec(['cat', `${PUBLIC_DIR}/${file}`]);
      expect(exitCode, file).toBe(0);
      expect(deadAddressesIn(output), file).toEqual([]);
    }

    // And as visitors and crawlers get them through nginx: every page, its gallery categories' pages too.
    const categories = pages.flatMap((page) => /^gallery\.(.+)\.html$/.exec(page)?.[1] ?? []);
    expect(categories.length).toBeGreaterThan(0);
    const served = [
      await throughNginx('/'),
      await throughNginx('/services'),
      await throughNginx('/gallery'),
      ...(await Promise.all(categories.map((category) => throughNginx(`/gallery?category=${category}`)))),
      await throughNginx('/contact'),
      await throughNginx('/contact/thanks'),
      await throughNginx('/no-such-page', 404),
    ];
    const robots = await throughNginx('/robots.txt');
    const sitemap = await throughNginx('/sitemap.xml');
    const content = await throughNginx('/content.json');
    for (const text of [...served, robots, sitemap, content]) expect(deadAddressesIn(text)).toEqual([]);

    // No address yet: no canonical URL, nothing in the sitemap, every page asks not to be listed.
    for (const page of served) {
      expect(page).not.toMatch(/rel="canonical"/);
      expect(page).toMatch(/<meta name="robots" content="[^"]*noindex/);
    }
    expect(sitemap).not.toContain('<loc>');
    expect(robots).toMatch(/^Disallow: \/$/m);
    expect(robots).not.toMatch(/^Sitemap:/im);
    expect((JSON.parse(content) as { site: { siteUrl?: string } }).site.siteUrl).toBeUndefined();
  });

  it('waits to show the site in search engines until it has its address, and says why', async () => {
    const setting = await owner('GET', '/api/admin/search-visibility');
    expect(await setting.json()).toEqual({ shown: false, addressSet: false });

    const turnedOn = await owner('PUT', '/api/admin/search-visibility', { shown: true });
    expect(turnedOn.status).toBe(409);
    expect(await turnedOn.json()).toMatchObject({
      error: { code: SITE_ADDRESS_MISSING, message: SEARCH_WAITS_FOR_ADDRESS },
    });
    expect(await throughNginx('/robots.txt')).toMatch(/^Disallow: \/$/m);
  });

  it('gives no calendar feed address, and the feed itself names no dead address', async () => {
    const made = await owner('POST', '/api/admin/visits/feed');
    expect(made.status).toBe(200);
    // No address a calendar app elsewhere could reach: none given, rather than a localhost one.
    expect(await made.json()).toMatchObject({ url: null, webcalUrl: null });

    const [row] = (await queryGatewayDatabase(stack.gateway.getId(), 'SELECT token FROM calendar_feed')) as {
      token: string;
    }[];
    expect(row?.token).toBeTruthy();
    const feed = await throughNginx(`/api/calendar/${row?.token}.ics`);
    expect(feed).toContain('BEGIN:VCALENDAR');
    expect(deadAddressesIn(feed)).toEqual([]);
  });

  it('links mails to the public address the owner reached the dashboard at, its port kept', async () => {
    expect(await ownerGetWithHost('/api/admin/overview', PUBLIC_DASHBOARD.host)).toBe(200);
    const [address] = (await queryGatewayDatabase(
      stack.gateway.getId(),
      'SELECT origin, dashboard_origin FROM site_address',
    )) as { origin: string | null; dashboard_origin: string | null }[];
    expect(address).toEqual({ origin: null, dashboard_origin: PUBLIC_DASHBOARD.origin });

    const { id } = (await sendQuoteRequest(stack.baseUrl, { ...CUSTOMER, email: 'sam@example.com' })) as { id: number };
    // The owner's mail about this request: it is the one that replies to its customer.
    const toOwner = await smtp.mailTo(OWNER_INBOX, /^Reply-To: sam@example\.com/m);
    const latest = readableMail(toOwner.at(-1)?.raw ?? '');
    expect(latest).toContain(`${PUBLIC_DASHBOARD.origin}${adminQuoteRequestPath(id)}`);
    expect(deadAddressesIn(latest)).toEqual([]);
  });
});
