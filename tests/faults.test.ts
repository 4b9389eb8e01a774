import { afterAll, describe, expect, it } from 'vitest';
import { GenericContainer, getContainerRuntimeClient, Network, Wait, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { IMAGES } from './stack/images.ts';
import { GATEWAY_PORT, startGateway, startWeb, TEST_ADMIN, TEST_JWT_SECRET, urlOf } from './stack/start-stack.ts';

/** The contact form refuses a form token younger than this (a person's fill-in time). */
const FORM_MIN_AGE_MS = 3_200;
const containers: StartedTestContainer[] = [];
const networks: StartedNetwork[] = [];
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  for (const network of networks) await network.stop().catch(() => undefined);
});

const gatewayUrl = (gateway: StartedTestContainer, port = gateway.getMappedPort(GATEWAY_PORT)) => `http://${gateway.getHost()}:${port}`;

async function formTokens(url: string, count: number): Promise<string[]> {
  const tokens = await Promise.all(
    Array.from({ length: count }, async () => ((await (await fetch(`${url}/api/contact/token`)).json()) as { token: string }).token),
  );
  await new Promise((resolve) => setTimeout(resolve, FORM_MIN_AGE_MS));
  return tokens;
}

/** A quote request; each from its own client address, as the gateway image trusts X-Forwarded-For. */
function sendQuote(url: string, formToken: string, name: string, address = '198.51.100.1') {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ name, email: 'fault@example.com', address: '97202', details: 'Testing what survives a fault.', preferredContact: 'email', formToken }),
  });
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) });
  return ((await response.json()) as { token: string }).token;
}

describe('a gateway restart', () => {
  it('keeps every stored request, picture and setting, and nginx finds the gateway again', async () => {
    const network = await new Network().start();
    networks.push(network);
    const gateway = await startGateway(network);
    containers.push(gateway);
    const web = await startWeb(network);
    containers.push(web);
    const site = urlOf(web);

    const [formToken] = await formTokens(site, 1);
    expect((await sendQuote(site, formToken ?? '', 'Before the restart')).status).toBe(201);
    const token = await signIn(site);
    const details = { ...(await (await fetch(`${site}/api/admin/site`, { headers: { Authorization: `Bearer ${token}` } })).json()), tagline: 'Saved before the restart.' };
    expect((await fetch(`${site}/api/admin/site`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(details) })).status).toBe(200);
    const pictures = ((await (await fetch(`${site}/api/gallery`)).json()) as { items: unknown[] }).items.length;

    await gateway.restart();
    await expect.poll(async () => (await fetch(`${site}/api/health`)).status, { timeout: 20_000, interval: 250 }).toBe(200);

    const after = await signIn(site);
    const inbox = (await (await fetch(`${site}/api/admin/messages?q=Before%20the%20restart`, { headers: { Authorization: `Bearer ${after}` } })).json()) as { total: number };
    expect(inbox.total).toBe(1);
    expect(((await (await fetch(`${site}/api/site`)).json()) as { tagline: string }).tagline).toBe('Saved before the restart.');
    expect(((await (await fetch(`${site}/api/gallery`)).json()) as { items: unknown[] }).items).toHaveLength(pictures);
  });
});

describe('kill -9 during a burst of quote requests', () => {
  it('keeps every request that was answered 201, whole, with the database intact', async () => {
    const gateway = await new GenericContainer(IMAGES.gateway)
      .withEnvironment({ JWT_SECRET: TEST_JWT_SECRET, ADMIN_USERNAME: TEST_ADMIN.username, ADMIN_PASSWORD: TEST_ADMIN.password, SEED_DEMO: 'false', LOG_LEVEL: 'fatal' })
      .withExposedPorts(GATEWAY_PORT)
      .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
      .start();
    containers.push(gateway);
    const url = gatewayUrl(gateway);
    const tokens = await formTokens(url, 60);

    // The kill lands once ten answers are in, so some requests are certainly still in flight.
    const KILL_AFTER_ANSWERS = 10;
    let answered = 0;
    let tenAnswered: () => void = () => {};
    const killMoment = new Promise<void>((resolve) => (tenAnswered = resolve));
    const sent = tokens.map((formToken, index) =>
      sendQuote(url, formToken, `Burst ${index}`, `203.0.113.${index + 1}`).then(
        async (response) => {
          const id = response.status === 201 ? ((await response.json()) as { id: number }).id : undefined;
          if ((answered += 1) === KILL_AFTER_ANSWERS) tenAnswered();
          return { status: response.status, id };
        },
        () => ({ status: 0, id: undefined }),
      ),
    );
    const client = await getContainerRuntimeClient();
    const container = client.container.getById(gateway.getId());
    await killMoment;
    await container.kill({ signal: 'SIGKILL' });
    const outcomes = await Promise.all(sent);
    const acknowledged = outcomes.flatMap((outcome) => (outcome.id === undefined ? [] : [outcome.id]));
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

    await container.start();
    const inspected = await container.inspect();
    const port = Number(inspected.NetworkSettings.Ports[`${GATEWAY_PORT}/tcp`]?.[0]?.HostPort);
    await expect.poll(async () => (await fetch(`${gatewayUrl(gateway, port)}/api/health`).catch(() => undefined))?.status, { timeout: 20_000, interval: 250 }).toBe(200);

    const rows = (await queryGatewayDatabase(gateway.getId(), "SELECT id, name, details, status FROM contact_requests WHERE name LIKE 'Burst %'")) as Array<{ id: number; name: string; details: string; status: string }>;
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(rows.every((row) => row.details === 'Testing what survives a fault.' && row.status === 'new')).toBe(true);
    expect(await queryGatewayDatabase(gateway.getId(), 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    console.log(`kill -9 burst: ${outcomes.length} sent, ${acknowledged.length} answered 201, ${rows.length} stored, none lost`);
  });
});
