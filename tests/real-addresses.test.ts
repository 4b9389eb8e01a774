import {
  GenericContainer,
  getContainerRuntimeClient,
  Network,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInActivity } from '../gateway/contract/auth.ts';
import { IMAGES } from './stack/images.ts';
import { GATEWAY_ALIAS, GATEWAY_PORT, startGateway, TEST_ADMIN, urlOf, WEB_ALIAS } from './stack/start-stack.ts';
import { NGINX_TOO_MANY_REQUESTS, sendRaw, startWebBehindProxies } from './stack/web-behind-proxies.ts';

const PROXY_PORT = 8080;
/**
 * A stand-in CDN: forwards every request to nginx, setting X-Forwarded-For to the address its
 * visitor "came from" (the test's X-Visitor header), as a CDN does from its real connection.
 */
const STAND_IN_PROXY = `
const http = require('node:http');
http.createServer((req, res) => {
  const headers = { ...req.headers, 'x-forwarded-for': req.headers['x-visitor'] || req.socket.remoteAddress };
  delete headers['x-visitor'];
  const upstream = http.request({ host: '${WEB_ALIAS}', port: 80, method: req.method, path: req.url, headers }, (answer) => {
    res.writeHead(answer.statusCode, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => { res.writeHead(502); res.end(); });
  req.pipe(upstream);
}).listen(${PROXY_PORT});
`;

const HOME = '198.51.100.10';
const GUESSER = '203.0.113.66';
const NEIGHBOUR = '198.51.100.20';
const FORGED = '192.0.2.99';

let network: StartedNetwork;
const containers: StartedTestContainer[] = [];
let proxy: StartedTestContainer;
let proxyAddress: string;
let viaProxy: string;
let direct: string;

beforeAll(async () => {
  network = await new Network().start();
  containers.push(await startGateway(network, { seedDemo: false }));
  proxy = await new GenericContainer(process.env.NODE_IMAGE || 'node:24-bookworm-slim')
    .withNetwork(network)
    .withNetworkAliases('cdn')
    .withCommand(['node', '-e', STAND_IN_PROXY])
    .withExposedPorts(PROXY_PORT)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  containers.push(proxy);
  proxyAddress = proxy.getIpAddress(network.getName());
  const web = await startWebBehindProxies(network, proxyAddress);
  containers.push(web);
  direct = urlOf(web);
  viaProxy = `http://${proxy.getHost()}:${proxy.getMappedPort(PROXY_PORT)}`;
});
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network.stop().catch(() => undefined);
});

/** A sign-in through the stand-in CDN from `visitor`'s address. */
const signInFrom = (visitor: string, credentials: { username: string; password: string }) =>
  sendRaw(viaProxy, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', 'X-Visitor': visitor },
    body: JSON.stringify(credentials),
  });

const codeOf = (body: string) => /"code":"(\w+)"/.exec(body)?.[1];

async function activity(): Promise<SignInActivity['events']> {
  const signIn = await signInFrom(HOME, TEST_ADMIN);
  expect(signIn.status).toBe(200);
  const { token } = JSON.parse(signIn.body) as { token: string };
  const response = await fetch(`${viaProxy}/api/admin/account/activity`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Visitor': HOME },
  });
  return ((await response.json()) as SignInActivity).events;
}

describe('behind a proxy listed in TRUSTED_PROXIES', () => {
  it("throttles each visitor on their own address: nginx's zone, then the gateway's", async () => {
    // The owner's usual place: signed in from before the flood.
    expect((await signInFrom(HOME, TEST_ADMIN)).status).toBe(200);

    // Wrong passwords from one address: the gateway's per-address throttle, then nginx's zone.
    const guesses = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      guesses.push(await signInFrom(GUESSER, { username: TEST_ADMIN.username, password: `not it ${attempt}` }));
    }
    const outcomes = guesses.map((answer) =>
      answer.body === NGINX_TOO_MANY_REQUESTS ? 'nginx 429' : `${answer.status} ${codeOf(answer.body)}`,
    );
    expect(outcomes).toContain('401 invalid_credentials');
    expect(outcomes).toContain('429 too_many_attempts');
    expect(outcomes).toContain('nginx 429');

    // Another visitor is neither: their own bucket in nginx, their own count in the gateway.
    const neighbour = await signInFrom(NEIGHBOUR, { username: 'neighbour', password: 'a wrong password' });
    expect(`${neighbour.status} ${codeOf(neighbour.body)}`).toBe('401 invalid_credentials');
    // And the owner, at the place they signed in from before, still gets in.
    expect((await signInFrom(HOME, TEST_ADMIN)).status).toBe(200);
  });

  it("shows each visitor's own address in the sign-in activity, never the proxy's or nginx's", async () => {
    const events = await activity();
    const addresses = new Set(events.map((event) => event.address));
    expect(events.find((event) => event.outcome === 'signed_in')?.address).toBe(HOME);
    expect(events.some((event) => event.address === GUESSER && event.outcome === 'wrong_password')).toBe(true);
    expect(events.some((event) => event.address === NEIGHBOUR && event.username === 'neighbour')).toBe(true);
    expect(addresses.has(proxyAddress)).toBe(false);
    expect([...addresses].every((address) => [HOME, GUESSER, NEIGHBOUR].includes(address))).toBe(true);
  });
});

describe('a forged X-Forwarded-For', () => {
  it('sent straight to nginx by a peer it does not trust is ignored: the peer is recorded and limited', async () => {
    const forge = (n: number) =>
      sendRaw(direct, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${FORGED.slice(0, -2)}${n}` },
        body: JSON.stringify({ username: 'forger', password: `a wrong password ${n}` }),
      });
    const answers = [];
    for (let n = 10; n < 22; n += 1) answers.push(await forge(n));
    // A new address on every request would pass nginx's zone if it were believed.
    expect(answers.some((answer) => answer.body === NGINX_TOO_MANY_REQUESTS)).toBe(true);
    const forger = (await activity()).filter((event) => event.username === 'forger');
    expect(forger.length).toBeGreaterThan(0);
    // One address for every attempt, the connection's own (Docker routes this host's connections
    // from the network's gateway or from the default bridge's, depending on the host), never a
    // forged one.
    const addresses = [...new Set(forger.map((event) => event.address))];
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).not.toMatch(new RegExp(`^${FORGED.slice(0, -2).replaceAll('.', '\\.')}`));
  });

  it('sent to the gateway directly by another container on the network is recorded under its own address', async () => {
    const script = `fetch('http://${GATEWAY_ALIAS}:${GATEWAY_PORT}/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '${FORGED}' },
      body: JSON.stringify({ username: 'sidestep', password: 'a wrong password' }),
    }).then((response) => console.log(response.status))`;
    const run = await proxy.exec(['node', '-e', script]);
    expect(run.output.trim()).toBe('401');
    const sidestep = (await activity()).filter((event) => event.username === 'sidestep');
    expect(sidestep.map((event) => event.address)).toEqual([proxyAddress]);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes IPv4 and IPv6 ranges and addresses, comma or space separated', async () => {
    const web = await new GenericContainer(IMAGES.web)
      .withEnvironment({ TRUSTED_PROXIES: '203.0.113.0/24, 198.51.100.7 2001:db8::/32,::1' })
      .withExposedPorts(80)
      .withWaitStrategy(Wait.forHttp('/', 80).forStatusCode(200))
      .start();
    containers.push(web);
  });

  it('with a bad entry stops the web container before nginx starts, naming the entry', async () => {
    const docker = (await getContainerRuntimeClient()).container.dockerode;
    const container = await docker.createContainer({
      Image: IMAGES.web,
      Env: ['TRUSTED_PROXIES=203.0.113.0/24, cdn.example.com'],
    });
    try {
      await container.start();
      const { StatusCode } = (await container.wait()) as { StatusCode: number };
      const output = (await container.logs({ stdout: true, stderr: true })).toString();
      expect(StatusCode).toBe(1);
      expect(output).toContain('TRUSTED_PROXIES: "cdn.example.com" is not an IP address or CIDR range');
    } finally {
      await container.remove({ force: true });
    }
  });
});
