import { mkdirSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { SEARCH_VISIBILITY_SEGMENT } from '@painting-site/gateway/contract/search-visibility';
import { SITE_ADDRESS_SEGMENT, type SiteAddressState } from '@painting-site/gateway/contract/site-address';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { getContainerRuntimeClient, Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mimePartsOf } from '../gateway/src/testing/mail-parts.ts';
import { paths } from '../web/src/config/paths.ts';
import {
  type AcmeServer,
  buildPebbleImage,
  PEBBLE_DIRECTORY_URL,
  PEBBLE_LISTENER_CA_PATH,
  servedCertificate,
  startPebble,
} from './stack/acme-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForHostNetworkToSettle } from './stack/browser.ts';
import { logsOf } from './stack/container-logs.ts';
import { sendQuoteRequest, signInAsOwner } from './stack/owner.ts';
import { keepScreenshot } from './stack/screenshots.ts';
import { SMTP_ALIAS, SMTP_PORT, type SmtpContainer, startSmtpContainer } from './stack/smtp-container.ts';
import {
  GATEWAY_PORT,
  newVolume,
  removeVolume,
  signInThroughApi,
  startGateway,
  startWeb,
  urlOf,
} from './stack/start-stack.ts';

// "Your website's address" on a blank install (no SITE_URL): the owner connects okafor.test from
// the dashboard at 390 px, the gateway proves the name reaches this site, Pebble issues the
// certificate, and nginx serves https://okafor.test/ over HTTP/2 with it, and the next quote
// request's e-mails (a real mail server on the test network) link there. No .env, no restart.
const DOMAIN = 'okafor.test';
/** A name the test network resolves to another machine (Pebble's), which is not this site. */
const ELSEWHERE = 'elsewhere.test';
const PHONE = { width: 390, height: 844 };
const CERTIFICATE_WAIT_MS = 90_000;
/**
 * The server's public address, as an owner on a real server reaches her dashboard before it has a
 * name: Chromium asks nginx for http://203.0.113.5/… as its proxy, so the Host nginx passes on is
 * that address (a documentation range: no traffic leaves the machine).
 */
const SERVER_IP = '203.0.113.5';
const ACCOUNT = { user: 'web@okafor.test', password: 'Vq8-site-address-4908' } as const;
const OWNER_INBOX = 'grace@okafor.example';
const CUSTOMER = {
  name: 'Tomás Reyes',
  email: 'tomas@example.com',
  address: '40 Alder St, Portland, OR 97205',
  details: 'The front of the house and its trim, once the name works.',
};

let network: StartedNetwork;
let acme: AcmeServer;
let gateway: StartedTestContainer;
let web: StartedTestContainer;
let browser: Browser;
let smtp: SmtpContainer;
let publicVolume: string;
let tlsVolume: string;

/** The test network's range: the operator allows it (OUTBOUND_ALLOWED_HOSTS), as it stands for the internet here. */
async function subnetOf(of: StartedNetwork): Promise<string> {
  const client = await getContainerRuntimeClient();
  const facts = (await client.container.dockerode.getNetwork(of.getId()).inspect()) as {
    IPAM: { Config: { Subnet: string }[] };
  };
  const subnet = facts.IPAM.Config[0]?.Subnet;
  if (!subnet) throw new Error('the test network has no subnet');
  return subnet;
}

beforeAll(async () => {
  await buildPebbleImage();
  network = await new Network().start();
  acme = await startPebble(network, { certificateValiditySeconds: 3600 });
  const client = await getContainerRuntimeClient();
  // The other name: Pebble's machine, where nothing answers on port 80.
  await acme.leaveNetwork(network);
  await client.container.dockerode
    .getNetwork(network.getId())
    .connect({ Container: acme.container.getId(), EndpointConfig: { Aliases: ['pebble', ELSEWHERE] } });
  smtp = await startSmtpContainer(network, ACCOUNT);
  publicVolume = newVolume('public');
  tlsVolume = newVolume('tls');
  gateway = await startGateway(network, {
    publicVolume,
    tlsVolume,
    seedDemo: false,
    env: {
      ACME_DIRECTORY_URL: PEBBLE_DIRECTORY_URL,
      NODE_EXTRA_CA_CERTS: PEBBLE_LISTENER_CA_PATH,
      OUTBOUND_ALLOWED_HOSTS: await subnetOf(network),
      SMTP_URL: `smtp://${encodeURIComponent(ACCOUNT.user)}:${encodeURIComponent(ACCOUNT.password)}@${SMTP_ALIAS}:${SMTP_PORT}`,
      NOTIFY_EMAIL: OWNER_INBOX,
      MAIL_FROM: `Okafor Painting <${ACCOUNT.user}>`,
      LOG_LEVEL: 'info',
    },
    files: [{ content: acme.listenerCa, target: PEBBLE_LISTENER_CA_PATH }],
  });
  web = await startWeb(network, undefined, {
    publicVolume,
    tlsVolume,
    aliases: [DOMAIN, `www.${DOMAIN}`],
    env: { TLS_WATCH_INTERVAL_S: '1' },
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP www.${DOMAIN} 127.0.0.1`],
  });
  if (process.env.STACK_SCREENSHOTS) mkdirSync(process.env.STACK_SCREENSHOTS, { recursive: true });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  for (const container of [web, gateway, smtp?.container]) await container?.stop().catch(() => undefined);
  await acme?.leaveNetwork(network);
  await acme?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
  if (tlsVolume) await removeVolume(tlsVolume);
});

/** The gateway itself: once live, nginx's port 80 sends the API to https. */
const gatewayOrigin = () => `http://${gateway.getHost()}:${gateway.getMappedPort(GATEWAY_PORT)}`;

/** The step's state, from the gateway itself. */
async function addressState(): Promise<SiteAddressState> {
  const origin = gatewayOrigin();
  const token = await signInThroughApi(origin);
  const response = await fetch(`${origin}/api/admin/${SITE_ADDRESS_SEGMENT}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SiteAddressState;
}

/** The step in a phone-sized browser, the dashboard reached at `origin` (nginx's own by default). */
async function openStep(origin = urlOf(web), options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  const page = await context.newPage();
  await waitForHostNetworkToSettle();
  await signInAsOwner(page, origin);
  await page.goto(`${origin}${paths.adminSiteAddress}`);
  await page.getByRole('heading', { name: "Your website's address", level: 1 }).waitFor();
  return page;
}

/** One request over HTTP/2 to nginx's 443, trusting only Pebble's root, as a browser on the real domain would. */
function http2Get(path: string): Promise<{ status: number; alpn: string; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(`https://127.0.0.1:${web.getMappedPort(443)}`, {
      ca: acme.issuingRoot,
      servername: DOMAIN,
    });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': DOMAIN });
    let status = 0;
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (headers) => {
      status = Number(headers[':status']);
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? '';
      session.close();
      resolve({ status, alpn, body });
    });
    stream.on('error', reject);
  });
}

/** Every address a mail links to or loads from: the URLs of its plain text, its HTML's href and src. */
function linksIn(raw: string): string[] {
  const text = mimePartsOf(raw, 'text/plain').flatMap((part) => part.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []);
  const html = mimePartsOf(raw, 'text/html').flatMap((part) =>
    [...part.text.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  return [...text, ...html].filter((link) => !link.startsWith('mailto:') && !link.startsWith('tel:'));
}

describe("“Your website's address” on a blank install, at 390 px", () => {
  it('names both addresses when the name points elsewhere, and changes nothing', async () => {
    // The owner at her server's public address, as on a real server before the name.
    const page = await openStep(`http://${SERVER_IP}`, {
      proxy: { server: urlOf(web) },
    });
    await page.getByRole('textbox', { name: 'Your domain' }).fill(ELSEWHERE);
    await page.getByRole('checkbox', { name: `Also www.${ELSEWHERE}` }).uncheck();
    // The records name this server's address, as the dashboard was reached at it.
    const records = page.getByRole('table', { name: 'The records to add at your registrar' });
    await expect.poll(() => records.textContent()).toContain(SERVER_IP);
    await keepScreenshot(page, 'site-address-records-390');
    await page.getByRole('button', { name: 'Check' }).click();
    const status = page.getByRole('status').filter({ hasText: ELSEWHERE });
    await status.waitFor({ timeout: 20_000 });
    // Pebble's address on the test network, and this server's.
    const words = (await status.textContent()) ?? '';
    const pointsTo = new RegExp(`^${ELSEWHERE} points to (\\d+\\.\\d+\\.\\d+\\.\\d+); `).exec(words)?.[1];
    expect(pointsTo).not.toBe(SERVER_IP);
    expect(words).toContain(
      `${ELSEWHERE} points to ${pointsTo}; this server answered on ${SERVER_IP}. Change the A record to ${SERVER_IP}, then check again.`,
    );
    await keepScreenshot(page, 'site-address-failed-check-390');
    expect(await addressState()).toMatchObject({ address: null, source: 'none', domain: null });
    await page.context().close();
  }, 90_000);

  it('connects okafor.test: the records, Check, the certificate from Pebble, then https over HTTP/2', async () => {
    const page = await openStep();
    await page.getByRole('textbox', { name: 'Your domain' }).fill(DOMAIN);
    const records = page.getByRole('table', { name: 'The records to add at your registrar' });
    await records.waitFor();
    expect(await records.getByRole('row').count()).toBe(3);
    // Reached at a loopback address here: the records ask for the server's public address in words.
    await expect.poll(() => records.textContent()).toContain("your server's public IP address");

    // The move to the https address, caught and called off (ERR_ABORTED keeps the page on screen):
    // this browser cannot reach nginx's 443 by the name's own port; the served site is checked below.
    const moved = new Promise<string>((resolve) => {
      void page.route(`https://${DOMAIN}/**`, async (route) => {
        resolve(route.request().url());
        await route.abort('aborted');
      });
    });
    await page.getByRole('button', { name: 'Check' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `${DOMAIN} and www.${DOMAIN} reach this site` })
      .waitFor({ timeout: 20_000 });

    let url: string;
    try {
      url = await Promise.race([
        moved,
        new Promise<string>((_resolve, reject) =>
          setTimeout(() => reject(new Error('the dashboard never moved')), CERTIFICATE_WAIT_MS),
        ),
      ]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await logsOf(gateway)}`);
    }
    expect(url).toBe(`https://${DOMAIN}${paths.adminSiteAddress}`);
    await page.getByText(`Your site is now at https://${DOMAIN}.`).waitFor();
    await page.getByText(`Your site's address is https://${DOMAIN}`).first().waitFor();
    await keepScreenshot(page, 'site-address-success-390');
    expect(await addressState()).toMatchObject({
      address: `https://${DOMAIN}`,
      source: 'dashboard',
      domain: { name: DOMAIN, www: true, status: 'live', setBy: 'owner' },
    });

    // nginx takes the new certificate from site-tls within its watch interval, and no restart.
    await expect
      .poll(
        async () => (await servedCertificate(web.getMappedPort(443), DOMAIN).catch(() => undefined))?.subjectAltName,
        {
          timeout: 30_000,
        },
      )
      .toContain(`DNS:${DOMAIN}`);
    const served = await servedCertificate(web.getMappedPort(443), DOMAIN);
    expect(served.subjectAltName).toContain(`DNS:www.${DOMAIN}`);
    const home = await http2Get('/');
    expect(home.alpn).toBe('h2');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html');

    // The site's address is published at once: the pages' canonical links name it, and once the
    // owner lets search engines in (which waits for an address, and now may), robots.txt and the sitemap too.
    await expect
      .poll(async () => (await http2Get('/')).body, { timeout: 30_000 })
      .toContain(`<link rel="canonical" href="https://${DOMAIN}/"`);
    const origin = gatewayOrigin();
    const shown = await fetch(`${origin}/api/admin/${SEARCH_VISIBILITY_SEGMENT}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await signInThroughApi(origin)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ shown: true }),
    });
    expect(shown.status).toBe(200);
    await expect
      .poll(async () => (await http2Get('/robots.txt')).body, { timeout: 30_000 })
      .toContain(`Sitemap: https://${DOMAIN}/sitemap.xml`);
    expect((await http2Get('/sitemap.xml')).body).toContain(`<loc>https://${DOMAIN}/</loc>`);

    // The next quote request's e-mails link to the site's address, and to nothing else.
    await sendQuoteRequest(origin, CUSTOMER);
    // (The owner's first mail is the alert of her new sign-in: the request's is the one that replies
    // to the customer. Its subject is MIME-encoded, the name having an accent.)
    const toOwner = (await smtp.mailTo(OWNER_INBOX, new RegExp(`^Reply-To: ${CUSTOMER.email}`, 'm'))).at(-1);
    const [toCustomer] = await smtp.mailTo(CUSTOMER.email);
    const ownerLinks = linksIn(toOwner?.raw ?? '');
    expect(ownerLinks).toEqual(expect.arrayContaining([expect.stringMatching(`^https://${DOMAIN}/admin/`)]));
    for (const link of [...ownerLinks, ...linksIn(toCustomer?.raw ?? '')]) {
      expect(link === `https://${DOMAIN}` || link.startsWith(`https://${DOMAIN}/`), link).toBe(true);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 240_000);
});
