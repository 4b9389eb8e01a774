import { readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog, LOG_LEVEL, type LogLine } from '../testing/captured-log.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { ACME_CHALLENGE_PREFIX } from './acme-challenge-router.ts';
import type { AcmeSettings } from './acme-settings.ts';
import { TLS_FILES, writeSiteCertificate } from './certificate-files.ts';
import type { TlsHealth } from './certificate-keeper.ts';
import { FIRST_RETRY_DELAY_MS } from './retry-backoff.ts';
import { createSelfSignedCertificate } from './self-signed-certificate.ts';

const NAMES = ['paintco.example', 'www.paintco.example'];
const DAY = 24 * 60 * 60 * 1000;
const WAIT_MS = 10_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'acme-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** A port where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A stand-in for a broken ACME server: a real directory and nonces, and `refuse` as the answer to
 * the account registration (the first signed request of every order). Counts the requests.
 */
async function brokenAcmeServer(
  refuse: (response: ServerResponse) => void,
): Promise<{ directoryUrl: string; requests: () => number }> {
  let requests = 0;
  let base = '';
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    request.resume();
    if (request.url === '/directory') {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ newNonce: `${base}/nonce`, newAccount: `${base}/account`, newOrder: `${base}/order` }),
      );
    } else if (request.url === '/nonce') {
      response.setHeader('Replay-Nonce', `nonce-${requests}`);
      response.end();
    } else {
      response.setHeader('Replay-Nonce', `nonce-${requests}`);
      refuse(response);
    }
  });
  const port = await listen(server);
  base = `http://127.0.0.1:${port}`;
  return { directoryUrl: `${base}/directory`, requests: () => requests };
}

function problem(response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'Content-Type': 'application/problem+json', ...headers });
  response.end(JSON.stringify(body));
}

async function startWithAcme(settings: Partial<AcmeSettings> & { directoryUrl: string }, tlsDir?: string) {
  const log = capturedLog();
  const app = await startTestApp({
    logger: log.logger,
    acme: { names: NAMES, email: undefined, tlsDir: tlsDir ?? join(await tempDir(), 'tls'), ...settings },
  });
  cleanups.push(() => app.close());
  return { app, lines: log.lines };
}

/** Each app's owner token, signed in once: /api/health tells the certificate's state to the owner only. */
const ownerTokens = new WeakMap<TestApp, Promise<string>>();

async function tlsHealth(app: TestApp): Promise<TlsHealth | undefined> {
  const token = ownerTokens.get(app) ?? app.signIn();
  ownerTokens.set(app, token);
  const response = await fetch(`${app.url}/api/health`, { headers: { Authorization: `Bearer ${await token}` } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { tls?: TlsHealth }).tls;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lastErrorOf = (app: TestApp) => async () => (await tlsHealth(app))?.lastError;
/** The warnings about certificate orders (the publisher warns too: no renderer in these tests). */
const orderWarnings = (lines: LogLine[]) =>
  lines.filter((line) => line.level === LOG_LEVEL.warn && line.msg.startsWith('could not get a certificate'));

describe('automatic HTTPS (an https SITE_URL)', () => {
  it('with ACME off writes no certificate, shows no tls in health and answers no challenge', async () => {
    const app = await startTestApp();
    cleanups.push(() => app.close());
    expect(await tlsHealth(app)).toBeUndefined();
    expect((await fetch(`${app.url}${ACME_CHALLENGE_PREFIX}/any-token`)).status).toBe(404);
  });

  it('serves a self-signed stand-in at once and keeps answering while the ACME server cannot be reached', async () => {
    const port = await closedPort();
    const tlsDir = join(await tempDir(), 'tls');
    const { app, lines } = await startWithAcme({ directoryUrl: `https://127.0.0.1:${port}/directory` }, tlsDir);

    // Written before the gateway listens: nginx can serve 443 from the first moment.
    const facts = JSON.parse(readFileSync(join(tlsDir, TLS_FILES.facts), 'utf8'));
    expect(facts).toMatchObject({ trusted: false, names: NAMES });

    const words = `Could not reach the ACME server at https://127.0.0.1:${port}: connection refused`;
    const failedAt = Date.now();
    expect(await until(lastErrorOf(app), 'the failure')).toBe(words);
    const health = await tlsHealth(app);
    expect(health).toMatchObject({ certificate: 'self-signed', names: NAMES, expiresAt: facts.notAfter });
    const nextAttempt = Date.parse(health?.nextAttemptAt ?? '');
    expect(nextAttempt - failedAt).toBeGreaterThan(FIRST_RETRY_DELAY_MS - 1000);
    expect(nextAttempt - failedAt).toBeLessThan(FIRST_RETRY_DELAY_MS + 2000);

    expect(orderWarnings(lines).map((line) => line.msg)).toEqual([`could not get a certificate: ${words}`]);
    expect((await fetch(`${app.url}/api/site`)).status).toBe(200);
  });

  it("waits out a rate-limited server's Retry-After and says until when", async () => {
    const retryAfterSeconds = 3 * 3600;
    const server = await brokenAcmeServer((response) =>
      problem(
        response,
        429,
        { type: 'urn:ietf:params:acme:error:rateLimited', detail: 'too many new registrations from this IP' },
        { 'Retry-After': String(retryAfterSeconds) },
      ),
    );
    const { app, lines } = await startWithAcme({ directoryUrl: server.directoryUrl });

    const lastError = await until(lastErrorOf(app), 'the failure');
    const health = await tlsHealth(app);
    const until3h = Date.parse(health?.nextAttemptAt ?? '');
    expect(Math.abs(until3h - (Date.now() + retryAfterSeconds * 1000))).toBeLessThan(5000);
    expect(lastError).toBe(
      `Rate limited by the ACME server until ${health?.nextAttemptAt}: too many new registrations from this IP`,
    );
    expect(orderWarnings(lines)).toHaveLength(1);
  });

  it("says what the ACME server refused, in the server's words", async () => {
    const server = await brokenAcmeServer((response) =>
      problem(response, 400, {
        type: 'urn:ietf:params:acme:error:invalidContact',
        detail: 'contact e-mail has a forbidden domain',
      }),
    );
    const { app } = await startWithAcme({ directoryUrl: server.directoryUrl, email: 'owner@example.com' });
    expect(await until(lastErrorOf(app), 'the failure')).toBe(
      'The ACME server refused: contact e-mail has a forbidden domain',
    );
  });

  it('answers a pending HTTP-01 challenge with its key authorization, and nothing else', async () => {
    const server = await brokenAcmeServer((response) => problem(response, 503, { detail: 'down for maintenance' }));
    const { app } = await startWithAcme({ directoryUrl: server.directoryUrl });
    // What acme-client's challengeCreateFn does while an order waits for the ACME server's check.
    const challenges = app.modules.tls?.challenges as Map<string, string>;
    challenges.set('tok3n-_A', 'tok3n-_A.thumbprint');

    const answer = await fetch(`${app.url}${ACME_CHALLENGE_PREFIX}/tok3n-_A`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe('tok3n-_A.thumbprint');
    expect((await fetch(`${app.url}${ACME_CHALLENGE_PREFIX}/other`)).status).toBe(404);

    challenges.delete('tok3n-_A');
    expect((await fetch(`${app.url}${ACME_CHALLENGE_PREFIX}/tok3n-_A`)).status).toBe(404);
  });

  it('keeps a valid certificate for the same names: nothing rewritten, no order until renewal', async () => {
    const server = await brokenAcmeServer((response) => problem(response, 503, { detail: 'down' }));
    const tlsDir = join(await tempDir(), 'tls');
    const facts = await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(NAMES), true);
    const before = Object.values(TLS_FILES).map((name) => [
      readFileSync(join(tlsDir, name)),
      statSync(join(tlsDir, name)).mtimeMs,
    ]);

    const { app } = await startWithAcme({ directoryUrl: server.directoryUrl }, tlsDir);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    expect(
      Object.values(TLS_FILES).map((name) => [readFileSync(join(tlsDir, name)), statSync(join(tlsDir, name)).mtimeMs]),
    ).toEqual(before);
    expect(server.requests()).toBe(0);
    expect(await tlsHealth(app)).toEqual({
      certificate: 'acme',
      names: NAMES,
      expiresAt: facts.notAfter,
      renewAt: new Date(Date.parse(facts.notAfter) - 30 * DAY).toISOString(),
    });
  });

  it('orders at once when the names changed, serving the real certificate for the old names meanwhile', async () => {
    const server = await brokenAcmeServer((response) => problem(response, 503, { detail: 'down' }));
    const tlsDir = join(await tempDir(), 'tls');
    await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(['paintco.example']), true);
    const pem = readFileSync(join(tlsDir, TLS_FILES.certificate), 'utf8');

    const { app } = await startWithAcme({ directoryUrl: server.directoryUrl }, tlsDir);
    expect(await until(lastErrorOf(app), 'the order')).toBe('The ACME server refused: down');
    expect(server.requests()).toBeGreaterThan(0);
    expect(readFileSync(join(tlsDir, TLS_FILES.certificate), 'utf8')).toBe(pem);
    expect(await tlsHealth(app)).toMatchObject({ certificate: 'acme', names: ['paintco.example'] });
  });

  it('replaces a self-signed stand-in for other names, or an expired certificate, with one for the names', async () => {
    const server = await brokenAcmeServer((response) => problem(response, 503, { detail: 'down' }));
    const tlsDir = join(await tempDir(), 'tls');
    await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(['old.example']), false);
    const { app } = await startWithAcme({ directoryUrl: server.directoryUrl }, tlsDir);
    expect(JSON.parse(readFileSync(join(tlsDir, TLS_FILES.facts), 'utf8'))).toMatchObject({
      trusted: false,
      names: NAMES,
    });
    await app.close();
    cleanups.pop();

    await writeSiteCertificate(tlsDir, await createSelfSignedCertificate(NAMES, Date.now() - 200 * DAY), true);
    await startWithAcme({ directoryUrl: server.directoryUrl }, tlsDir);
    const facts = JSON.parse(readFileSync(join(tlsDir, TLS_FILES.facts), 'utf8'));
    expect(facts).toMatchObject({ trusted: false, names: NAMES });
    expect(Date.parse(facts.notAfter)).toBeGreaterThan(Date.now());
  });

  it('drops an order under way when the gateway stops: nothing is logged after', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = await brokenAcmeServer(
      (response) => void held.then(() => problem(response, 503, { detail: 'down' })),
    );
    const { app, lines } = await startWithAcme({ directoryUrl: server.directoryUrl });
    await until(async () => (server.requests() >= 3 ? true : undefined), 'the order to reach the account step');
    await app.close();
    cleanups.pop();
    const linesAtStop = lines.length;
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines.slice(linesAtStop).filter((line) => line.level >= LOG_LEVEL.warn)).toEqual([]);
  });
});
