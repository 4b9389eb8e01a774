import sharp from 'sharp';
import {
  GenericContainer,
  getContainerRuntimeClient,
  Network,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { afterAll, describe, expect, it } from 'vitest';
import { queryGatewayDatabase } from './stack/gateway-database.ts';
import { IMAGES } from './stack/images.ts';
import {
  GATEWAY_PORT,
  signInThroughApi,
  startGateway,
  startWeb,
  TEST_ADMIN,
  TEST_JWT_SECRET,
  urlOf,
} from './stack/start-stack.ts';

/** A gateway reached from this host, not through nginx, believes the test's X-Forwarded-For. */
const PLAYS_NGINX = { TRUST_PROXY: '0.0.0.0/0' };
/** The contact form refuses a form token younger than this (a person's fill-in time). */
const FORM_MIN_AGE_MS = 3_200;
const containers: StartedTestContainer[] = [];
const networks: StartedNetwork[] = [];
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  for (const network of networks) await network.stop().catch(() => undefined);
});

const gatewayUrl = (gateway: StartedTestContainer, port = gateway.getMappedPort(GATEWAY_PORT)) =>
  `http://${gateway.getHost()}:${port}`;

async function formTokens(url: string, count: number): Promise<string[]> {
  const tokens = await Promise.all(
    Array.from(
      { length: count },
      async () => ((await (await fetch(`${url}/api/contact/token`)).json()) as { token: string }).token,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, FORM_MIN_AGE_MS));
  return tokens;
}

/**
 * A quote request; each from its own client address. Where the test talks to the gateway
 * directly it plays nginx, so that gateway trusts its X-Forwarded-For (PLAYS_NGINX).
 */
function sendQuote(url: string, formToken: string, name: string, address = '198.51.100.1') {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({
      name,
      email: 'fault@example.com',
      address: '97202',
      details: 'Testing what survives a fault.',
      preferredContact: 'email',
      formToken,
    }),
  });
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
    const token = await signInThroughApi(site);
    const details = {
      ...(await (await fetch(`${site}/api/admin/site`, { headers: { Authorization: `Bearer ${token}` } })).json()),
      tagline: 'Saved before the restart.',
    };
    expect(
      (
        await fetch(`${site}/api/admin/site`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(details),
        })
      ).status,
    ).toBe(200);
    const pictures = ((await (await fetch(`${site}/api/gallery`)).json()) as { items: unknown[] }).items.length;

    await gateway.restart();
    await expect
      .poll(async () => (await fetch(`${site}/api/health`)).status, { timeout: 20_000, interval: 250 })
      .toBe(200);

    const after = await signInThroughApi(site);
    const inbox = (await (
      await fetch(`${site}/api/admin/messages?q=Before%20the%20restart`, {
        headers: { Authorization: `Bearer ${after}` },
      })
    ).json()) as { total: number };
    expect(inbox.total).toBe(1);
    expect(((await (await fetch(`${site}/api/site`)).json()) as { tagline: string }).tagline).toBe(
      'Saved before the restart.',
    );
    expect(((await (await fetch(`${site}/api/gallery`)).json()) as { items: unknown[] }).items).toHaveLength(pictures);
    // It starts its own gateway (drawing the demo pictures) and nginx: ~40 s on these machines.
  }, 120_000);
});

describe('kill -9 during a burst of quote requests', () => {
  it('keeps every request that was answered 201, whole, with the database intact', async () => {
    const gateway = await new GenericContainer(IMAGES.gateway)
      .withEnvironment({
        JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'fatal',
        ...PLAYS_NGINX,
      })
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
          answered += 1;
          if (answered === KILL_AFTER_ANSWERS) tenAnswered();
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
    await expect
      .poll(async () => (await fetch(`${gatewayUrl(gateway, port)}/api/health`).catch(() => undefined))?.status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(200);

    const rows = (await queryGatewayDatabase(
      gateway.getId(),
      "SELECT id, name, details, status FROM contact_requests WHERE name LIKE 'Burst %'",
    )) as Array<{ id: number; name: string; details: string; status: string }>;
    const stored = new Set(rows.map((row) => row.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(rows.every((row) => row.details === 'Testing what survives a fault.' && row.status === 'new')).toBe(true);
    expect(await queryGatewayDatabase(gateway.getId(), 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    console.log(
      `kill -9 burst: ${outcomes.length} sent, ${acknowledged.length} answered 201, ${rows.length} stored, none lost`,
    );
  });
});

describe('a full disk under the database and the pictures', () => {
  it('answers writes with a clear 503, keeps serving reads, does not crash, and takes writes again once there is room', async () => {
    const network = await new Network().start();
    networks.push(network);
    // The data directory and the published site each on a small tmpfs of its own, so the test
    // can fill them to the last byte.
    const gateway = await new GenericContainer(IMAGES.gateway)
      .withNetwork(network)
      .withNetworkAliases('gateway')
      .withTmpFs({
        '/data': 'rw,size=16m,uid=1000,gid=1000,mode=0700',
        '/site': 'rw,size=16m,uid=1000,gid=1000,mode=0755',
      })
      .withEnvironment({
        JWT_SECRET: TEST_JWT_SECRET,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'fatal',
      })
      .withExposedPorts(GATEWAY_PORT)
      .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
      .start();
    containers.push(gateway);
    const web = await startWeb(network);
    containers.push(web);
    const site = urlOf(web);
    const token = await signInThroughApi(site);
    const owner = { Authorization: `Bearer ${token}` };
    const tokens = await formTokens(site, 3);
    expect((await sendQuote(site, tokens[0] ?? '', 'Before the disk filled')).status).toBe(201);
    const details = (await (await fetch(`${site}/api/admin/site`, { headers: owner })).json()) as Record<
      string,
      unknown
    >;

    // Empty the write-ahead log into the database file (so every new write needs new space),
    // then fill what is left of the disk.
    const checkpoint = await gateway.exec([
      'node',
      '-e',
      "new (require('node:sqlite').DatabaseSync)('/data/site.db').exec('PRAGMA wal_checkpoint(TRUNCATE)')",
    ]);
    expect(checkpoint.exitCode, checkpoint.output).toBe(0);
    const fill = await gateway.exec(
      ['sh', '-c', 'for dir in /data /site; do cat /dev/zero > $dir/filler; df -k $dir | tail -1; done'],
      { user: 'root' },
    );
    expect(fill.output).toContain('No space left on device');
    expect(fill.output.match(/\s100%\s/g)).toHaveLength(2);

    const storageUnavailable = async (response: Response) => {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({
        error: {
          code: 'storage_unavailable',
          message: "We can't save changes right now. Nothing was stored; please try again in a few minutes.",
        },
      });
    };
    await storageUnavailable(await sendQuote(site, tokens[1] ?? '', 'While the disk was full'));
    await storageUnavailable(
      await fetch(`${site}/api/admin/site`, {
        method: 'PUT',
        headers: { ...owner, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...details, tagline: 'Written to a full disk.' }),
      }),
    );
    const picture = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5b7f3a' } })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'green-shutters.jpg');
      return fetch(`${site}/api/admin/gallery`, { method: 'POST', headers: owner, body: form });
    };
    await storageUnavailable(await upload());

    // Reads keep working, from the same process (no restart), and nothing was half-written.
    expect((await fetch(`${site}/api/health`)).status).toBe(200);
    expect((await fetch(`${site}/api/site`)).status).toBe(200);
    expect((await fetch(`${site}/api/gallery`)).status).toBe(200);
    const inbox = (await (await fetch(`${site}/api/admin/messages`, { headers: owner })).json()) as {
      items: Array<{ name: string }>;
    };
    expect(inbox.items.map((item) => item.name)).toEqual(['Before the disk filled']);
    const uploads = await gateway.exec(['sh', '-c', 'ls -A /site/uploads 2>/dev/null | wc -l']);
    expect(uploads.output.trim()).toBe('0');

    // Room again: the same process takes writes.
    expect((await gateway.exec(['rm', '/data/filler', '/site/filler'], { user: 'root' })).exitCode).toBe(0);
    expect((await sendQuote(site, tokens[2] ?? '', 'After the disk was freed')).status).toBe(201);
    expect((await upload()).status).toBe(201);
    const names = (await queryGatewayDatabase(
      gateway.getId(),
      'SELECT name FROM contact_requests ORDER BY id',
    )) as Array<{ name: string }>;
    expect(names.map((row) => row.name)).toEqual(['Before the disk filled', 'After the disk was freed']);
    expect(await queryGatewayDatabase(gateway.getId(), 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  });
});
