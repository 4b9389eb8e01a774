import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { getContainerRuntimeClient, Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AcmeServer,
  buildPebbleImage,
  PEBBLE_DIRECTORY_URL,
  PEBBLE_LISTENER_CA_PATH,
  type ServedCertificate,
  servedCertificate,
  startPebble,
} from './stack/acme-server.ts';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  waitForApp,
  waitForHostNetworkToSettle,
  watchForPageErrors,
} from './stack/browser.ts';
import { logsOf } from './stack/container-logs.ts';
import { submitSignIn } from './stack/owner.ts';
import {
  GATEWAY_PORT,
  newVolume,
  removeVolume,
  signInThroughApi,
  startGateway,
  startWeb,
} from './stack/start-stack.ts';

/** Pebble's certificates last 90 s here, so the gateway renews each one 60 s in (a third left). */
const CERTIFICATE_VALIDITY_S = 90;
const PUBLIC_PATHS = ['/', '/gallery', '/services', '/contact', '/no-such-page'];

interface HttpsSite {
  network: StartedNetwork;
  gateway: StartedTestContainer;
  web: StartedTestContainer;
  domain: string;
  httpPort: number;
  httpsPort: number;
  stop(): Promise<void>;
}

/** gateway + nginx for `https://<domain>` (and `www.<domain>`), ordering from Pebble. */
async function startHttpsSite(
  network: StartedNetwork,
  acme: AcmeServer,
  domain: string,
  { seedDemo }: { seedDemo: boolean },
): Promise<HttpsSite> {
  const publicVolume = newVolume('public');
  const tlsVolume = newVolume('tls');
  const siteEnv = { SITE_URL: `https://${domain}`, SITE_ALIASES: `www.${domain}` };
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    for (const container of started.reverse()) await container.stop().catch(() => undefined);
    await acme.leaveNetwork(network);
    await network.stop().catch(() => undefined);
    await removeVolume(publicVolume);
    await removeVolume(tlsVolume);
  };
  try {
    const gateway = await startGateway(network, {
      publicVolume,
      tlsVolume,
      seedDemo,
      env: {
        ...siteEnv,
        ACME_DIRECTORY_URL: PEBBLE_DIRECTORY_URL,
        NODE_EXTRA_CA_CERTS: PEBBLE_LISTENER_CA_PATH,
        LOG_LEVEL: 'info',
      },
      files: [{ content: acme.listenerCa, target: PEBBLE_LISTENER_CA_PATH }],
    });
    started.push(gateway);
    const web = await startWeb(network, undefined, {
      publicVolume,
      tlsVolume,
      aliases: [domain, `www.${domain}`],
      env: { ...siteEnv, TLS_WATCH_INTERVAL_S: '1' },
    });
    started.push(web);
    return {
      network,
      gateway,
      web,
      domain,
      httpPort: web.getMappedPort(80),
      httpsPort: web.getMappedPort(443),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over HTTP/2, trusting only `ca`, as a browser on the real domain would see it. */
function http2Get(
  site: HttpsSite,
  ca: string,
  path: string,
  host = site.domain,
  headers: Record<string, string> = {},
): Promise<Answer & { alpn: string }> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(`https://127.0.0.1:${site.httpsPort}`, { ca, servername: host });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ':authority': host, 'accept-encoding': 'identity', ...headers });
    let body = '';
    let head: Answer['headers'] = {};
    stream.setEncoding('utf8');
    stream.on('response', (headers) => {
      head = headers;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => {
      const alpn = session.alpnProtocol ?? '';
      session.close();
      resolve({ status: Number(head[':status']), headers: head, body, alpn });
    });
    stream.on('error', reject);
  });
}

/** A plain-HTTP request to nginx's port 80 for `host`. */
function httpGet(
  site: HttpsSite,
  path: string,
  host = site.domain,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: site.httpPort, path, headers: { host, ...headers } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** A request on a connection of its own (no reuse), the certificate checked against `ca`. */
function freshHttpsGet(site: HttpsSite, ca: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpsGet(
      {
        host: '127.0.0.1',
        port: site.httpsPort,
        path,
        ca,
        servername: site.domain,
        agent: false,
        headers: { host: site.domain },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | Error | undefined;
  while (Date.now() < deadline) {
    try {
      last = await read();
      if (done(last)) return last;
    } catch (error) {
      last = error as Error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `timed out waiting for ${what}; last seen: ${last instanceof Error ? last.message : JSON.stringify(last)}`,
  );
}

/**
 * The owner's Authorization header: /api/health tells the certificate's state to the owner only.
 * Signed in at the gateway itself, as port 80 may only redirect to https.
 */
async function asOwner(site: HttpsSite): Promise<Record<string, string>> {
  const gateway = `http://${site.gateway.getHost()}:${site.gateway.getMappedPort(GATEWAY_PORT)}`;
  return { authorization: `Bearer ${await signInThroughApi(gateway)}` };
}

const fromPebble = (issuer: string) => /Pebble/i.test(issuer);

/** Waits until nginx serves the site a certificate issued by Pebble (not the self-signed stand-in). */
function pebbleCertificate(site: HttpsSite, timeoutMs: number): Promise<ServedCertificate> {
  return waitFor(
    'the certificate from Pebble',
    () => servedCertificate(site.httpsPort, site.domain),
    (certificate) => fromPebble(certificate.issuer),
    timeoutMs,
  );
}

/** When the container's process last started: a restart would change it. */
async function startedAt(container: StartedTestContainer): Promise<string> {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  return (await dockerode.getContainer(container.getId()).inspect()).State.StartedAt;
}

/** `PRINT_CURL=1`: what `curl -v` shows of the site, trusting Pebble's root only (for the closing note). */
function printCurl(site: HttpsSite, root: string): void {
  const rootFile = join(mkdtempSync(join(tmpdir(), 'pebble-root-')), 'root.pem');
  writeFileSync(rootFile, root);
  const url = `https://${site.domain}:${site.httpsPort}/`;
  const resolve = `${site.domain}:${site.httpsPort}:127.0.0.1`;
  const curl = spawnSync('curl', ['-sv', '--cacert', rootFile, '--resolve', resolve, '-o', '/dev/null', url], {
    encoding: 'utf8',
  });
  console.log(`$ curl -sv --cacert pebble-root.pem --resolve ${resolve} -o /dev/null ${url}\n${curl.stderr}`);
}

let acme: AcmeServer;
let pebbleNetwork: StartedNetwork;

beforeAll(async () => {
  await buildPebbleImage();
  pebbleNetwork = await new Network().start();
  acme = await startPebble(pebbleNetwork, { certificateValiditySeconds: CERTIFICATE_VALIDITY_S });
}, 600_000);

afterAll(async () => {
  await acme?.container.stop().catch(() => undefined);
  await pebbleNetwork?.stop().catch(() => undefined);
});

describe('SITE_URL=https://…: the stack gets its certificate from the ACME server (Pebble)', () => {
  let site: HttpsSite;

  beforeAll(async () => {
    const network = await new Network().start();
    await acme.joinNetwork(network);
    site = await startHttpsSite(network, acme, 'paintco.test', { seedDemo: true });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('serves a certificate chained to the ACME server’s root for the domain and its alias, over HTTP/2', async () => {
    const served = await pebbleCertificate(site, 120_000);
    expect(served.subjectAltName).toContain('DNS:paintco.test');
    expect(served.subjectAltName).toContain('DNS:www.paintco.test');

    // Node, trusting only Pebble's root, checks the chain and the name.
    const home = await http2Get(site, acme.issuingRoot, '/');
    expect(home.alpn).toBe('h2');
    expect(home.status).toBe(200);
    expect(home.body).toMatch(/<div id="root"[^>]*>/);
    const hsts = String(home.headers['strict-transport-security']);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).not.toContain('preload');
    if (process.env.PRINT_CURL) printCurl(site, acme.issuingRoot);
  }, 150_000);

  it('sends plain HTTP to https with a 301, keeping path and query, but answers ACME’s challenges', async () => {
    await waitFor(
      'port 80 to redirect',
      () => httpGet(site, '/gallery?style=modern'),
      (answer) => answer.status === 301,
      30_000,
    );
    const answer = await httpGet(site, '/gallery?style=modern');
    expect(answer.headers.location).toBe('https://paintco.test/gallery?style=modern');
    expect((await httpGet(site, '/admin/login', 'www.paintco.test')).headers.location).toBe(
      'https://paintco.test/admin/login',
    );
    // Not redirected: the gateway answers (no challenge is pending, so 404).
    expect((await httpGet(site, '/.well-known/acme-challenge/nothing-pending')).status).toBe(404);
  });

  it('sends the alias to SITE_URL’s host over https', async () => {
    const answer = await http2Get(site, acme.issuingRoot, '/services?x=1', 'www.paintco.test');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://paintco.test/services?x=1');
  });

  it('says in /api/health when the certificate expires', async () => {
    const served = await servedCertificate(site.httpsPort, site.domain);
    const owner = await asOwner(site);
    const anyone = JSON.parse((await http2Get(site, acme.issuingRoot, '/api/health')).body);
    expect(anyone).toEqual({ status: 'ok' });
    const health = JSON.parse((await http2Get(site, acme.issuingRoot, '/api/health', site.domain, owner)).body) as {
      tls?: { certificate: string; expiresAt: string; lastError?: string };
    };
    expect(health.tls?.certificate).toBe('acme');
    // The served one, or its successor if a renewal happened in between.
    expect(new Date(String(health.tls?.expiresAt)).getTime()).toBeGreaterThanOrEqual(
      new Date(served.validTo).getTime() - 1000,
    );
  });

  it('loads every public page and the dashboard in Chromium over https with no CSP or mixed-content error', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${site.domain} 127.0.0.1`],
    });
    try {
      // Chromium does not know Pebble's root (Node checked the chain above); the page is https all the same.
      const context = await browser.newContext({ ignoreHTTPSErrors: true });
      await context.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await waitForHostNetworkToSettle();
      const page = await context.newPage();
      const errors = watchForPageErrors(page);
      const origin = `https://${site.domain}:${site.httpsPort}`;
      const violations: string[] = [];
      for (const path of PUBLIC_PATHS) {
        await page.goto(`${origin}${path}`);
        await waitForApp(page);
        expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
        violations.push(
          ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
        );
      }
      await submitSignIn(page, origin);
      await page.waitForURL(`${origin}/admin/dashboard`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)));
      expect(violations).toEqual([]);
      expect(errors.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it(
    'renews the short-lived certificate by itself, and a client requesting throughout sees no failure',
    async () => {
      const first = await pebbleCertificate(site, 120_000);
      const failures: string[] = [];
      let answered = 0;
      let renewed = false;
      const client = (async () => {
        // Until the new certificate is served, and a little after it.
        for (let after = 0; after < 10; ) {
          await freshHttpsGet(site, acme.issuingRoot, '/gallery').then(
            (status) => (status === 200 ? answered++ : failures.push(`status ${status}`)),
            (error: Error) => failures.push(error.message),
          );
          if (renewed) after++;
        }
      })();
      const next = await waitFor(
        'a renewed certificate',
        () => servedCertificate(site.httpsPort, site.domain),
        (certificate) => certificate.serial !== first.serial && fromPebble(certificate.issuer),
        (CERTIFICATE_VALIDITY_S + 60) * 1000,
      )
        .catch(async (error: Error) => {
          const logs = `gateway:\n${await logsOf(site.gateway)}\nweb:\n${await logsOf(site.web)}`;
          throw new Error(`${error.message}\n${logs}`);
        })
        .finally(() => {
          renewed = true;
        });
      await client;
      expect(next.serial).not.toBe(first.serial);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(20);
      console.log(
        `renewal: serial ${first.serial} → ${next.serial}; ${answered} requests during it, ${failures.length} failed`,
      );
    },
    (CERTIFICATE_VALIDITY_S + 90) * 1000,
  );
});

describe('the ACME server unreachable at the first start', () => {
  let site: HttpsSite;

  beforeAll(async () => {
    // Pebble is not on this network yet: its name does not resolve from the gateway.
    site = await startHttpsSite(await new Network().start(), acme, 'late.paintco.test', { seedDemo: false });
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
  });

  it('serves a self-signed certificate and keeps the site up on port 80, saying why', async () => {
    const served = await waitFor(
      'the self-signed stand-in',
      () => servedCertificate(site.httpsPort, site.domain),
      () => true,
      60_000,
    );
    expect(fromPebble(served.issuer)).toBe(false);
    expect(served.subjectAltName).toContain('DNS:late.paintco.test');

    const plain = await httpGet(site, '/');
    expect(plain.status).toBe(200);
    expect(plain.body).toMatch(/<div id="root"[^>]*>/);
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    const owner = await asOwner(site);
    const health = await waitFor(
      'the reason in /api/health',
      async () =>
        JSON.parse((await httpGet(site, '/api/health', site.domain, owner)).body) as {
          tls?: { certificate: string; lastError?: string };
        },
      (answer) => Boolean(answer.tls?.lastError),
      60_000,
    );
    expect(health.tls?.certificate).toBe('self-signed');
    expect(health.tls?.lastError).toMatch(/ACME server/);
    expect(await logsOf(site.gateway)).toMatch(/Could not reach the ACME server/);
  }, 150_000);

  it('gets the real certificate once the ACME server is reachable, without a restart', async () => {
    const started = await startedAt(site.gateway);
    await acme.joinNetwork(site.network);
    const served = await pebbleCertificate(site, 240_000);
    expect(served.subjectAltName).toContain('DNS:late.paintco.test');
    const home = await http2Get(site, acme.issuingRoot, '/');
    expect(home.status).toBe(200);
    expect(home.headers['strict-transport-security']).toBeDefined();
    expect((await httpGet(site, '/contact')).headers.location).toBe('https://late.paintco.test/contact');
    expect(await startedAt(site.gateway)).toBe(started);
  }, 300_000);
});
