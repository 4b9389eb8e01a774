import { mkdirSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { SITE_ADDRESS_SEGMENT, type SiteAddressState } from '@painting-site/gateway/contract/site-address';
import { type Browser, chromium, type Page } from 'playwright-core';
import { getContainerRuntimeClient, Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { signInAsOwner } from './stack/owner.ts';
import { keepScreenshot } from './stack/screenshots.ts';
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
// certificate, and nginx serves https://okafor.test/ over HTTP/2 with it. No .env, no restart.
const DOMAIN = 'okafor.test';
/** A name the test network resolves to another machine (Pebble's), which is not this site. */
const ELSEWHERE = 'elsewhere.test';
const PHONE = { width: 390, height: 844 };
const CERTIFICATE_WAIT_MS = 90_000;

let network: StartedNetwork;
let acme: AcmeServer;
let gateway: StartedTestContainer;
let web: StartedTestContainer;
let browser: Browser;
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
  for (const container of [web, gateway]) await container?.stop().catch(() => undefined);
  await acme?.leaveNetwork(network);
  await acme?.container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
  if (publicVolume) await removeVolume(publicVolume);
  if (tlsVolume) await removeVolume(tlsVolume);
});

/** The step's state, from the gateway itself: once live, nginx's port 80 sends the API to https. */
async function addressState(): Promise<SiteAddressState> {
  const origin = `http://${gateway.getHost()}:${gateway.getMappedPort(GATEWAY_PORT)}`;
  const token = await signInThroughApi(origin);
  const response = await fetch(`${origin}/api/admin/${SITE_ADDRESS_SEGMENT}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SiteAddressState;
}

async function openStep(): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await waitForHostNetworkToSettle();
  await signInAsOwner(page, urlOf(web));
  await page.goto(`${urlOf(web)}${paths.adminSiteAddress}`);
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

describe("“Your website's address” on a blank install, at 390 px", () => {
  it('names where a name that points elsewhere goes, and changes nothing', async () => {
    const page = await openStep();
    await page.getByRole('textbox', { name: 'Your domain' }).fill(ELSEWHERE);
    await page.getByRole('checkbox', { name: `Also www.${ELSEWHERE}` }).uncheck();
    await page.getByRole('button', { name: 'Check' }).click();
    const status = page.getByRole('status').filter({ hasText: ELSEWHERE });
    await status.waitFor({ timeout: 20_000 });
    const words = await status.textContent();
    // Pebble's address on the test network, where nothing answers on port 80.
    expect(words).toMatch(
      new RegExp(`^${ELSEWHERE} points to \\d+\\.\\d+\\.\\d+\\.\\d+ but port 80 did not answer\\.`),
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
    await expect.poll(() => records.textContent()).toContain("your server's public IP address");
    await keepScreenshot(page, 'site-address-records-390');

    // The move to the https address: held while the success is on screen, then let go.
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
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.context().close();
  }, 240_000);
});
