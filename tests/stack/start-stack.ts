import { randomBytes } from 'node:crypto';
import {
  GenericContainer,
  getContainerRuntimeClient,
  Network,
  type StartedNetwork,
  type StartedTestContainer,
  Wait,
} from 'testcontainers';
import { IMAGES } from './images.ts';
import { PUSH_ALIAS } from './push-service.ts';
import { SMTP_ALIAS } from './smtp-container.ts';

export const GATEWAY_ALIAS = 'gateway';
/** nginx's name on the network, as in compose: the gateway image's TRUST_PROXY. */
export const WEB_ALIAS = 'web';
export const GATEWAY_PORT = 3000;
export const TEST_JWT_SECRET = 'whole-stack-tests-secret-0123456789abcdef';
/**
 * How long a gateway may take to answer its health check, the demo's seeding first: drawing its
 * pictures took 80 s beside other stacks and builds on a busy 2-core machine (testcontainers waits 60 s).
 */
export const GATEWAY_STARTUP_TIMEOUT_MS = 180_000;
export const TEST_ADMIN = { username: 'owner', password: 'two coats and a steady hand' } as const;

/** Where both images mount the site-public volume: the gateway writes it, nginx reads it. */
export const PUBLIC_DIR = '/site';
/** Where the gateway image keeps its site-data volume (the database, the photos, the signing secret). */
export const DATA_DIR = '/data';
/** Where both images mount the site-tls volume (SITE_URL=https://…): the gateway writes it, nginx reads it. */
export const TLS_DIR = '/tls';

export interface Stack {
  network: StartedNetwork;
  gateway: StartedTestContainer;
  web: StartedTestContainer;
  /** The Docker volume the gateway publishes into and nginx serves from (site-public). */
  publicVolume: string;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * A name for a new site-public volume, as compose's named volume. Docker creates it on the first
 * mount and fills it with the image's /site (owned by the gateway's user): mount it on the
 * gateway first. Remove it with removeVolume once its containers are gone.
 */
export function newPublicVolume(): string {
  return newVolume('public');
}

/** A name for a new volume of the stack's (`public`, `tls`), created on its first mount. */
export function newVolume(purpose: string): string {
  return `painting-site-${purpose}-${randomBytes(6).toString('hex')}`;
}

export async function removeVolume(name: string): Promise<void> {
  const client = await getContainerRuntimeClient();
  await client.container.dockerode
    .getVolume(name)
    .remove({ force: true })
    .catch(() => undefined);
}

/** Signs the test owner in through the API (nginx or the gateway itself) and returns the token. */
export async function signInThroughApi(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  if (response.status !== 200)
    throw new Error(`signing in at ${url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * `seedDemo: false` skips drawing the demo pictures where a test needs no content; `publicVolume`
 * is the site-public volume it publishes into (else its own, which no nginx sees).
 */
export function startGateway(
  network: StartedNetwork,
  {
    alias = GATEWAY_ALIAS,
    seedDemo = true,
    publicVolume,
    dataVolume,
    tlsVolume,
    env = {},
    files = [],
    mounts = [],
    memoryLimitBytes,
  }: {
    alias?: string;
    seedDemo?: boolean;
    publicVolume?: string | undefined;
    /** A named site-data volume (else Docker makes an anonymous one), for a test that outlives the container. */
    dataVolume?: string | undefined;
    /** The site-tls volume it writes the certificate into (SITE_URL=https://…). */
    tlsVolume?: string | undefined;
    /** More of the gateway's environment (e.g. SMTP_URL). */
    env?: Record<string, string>;
    /** Files put into the container before it starts (e.g. a CA for NODE_EXTRA_CA_CERTS). */
    files?: { content: string; target: string }[];
    /** Files of this machine mounted read-only, as an operator mounts secrets (e.g. BACKUP_SSH_KEY_FILE). */
    mounts?: { source: string; target: string }[];
    /** A memory limit like compose's mem_limit. */
    memoryLimitBytes?: number;
  } = {},
): Promise<StartedTestContainer> {
  return new GenericContainer(IMAGES.gateway)
    .withResourcesQuota(memoryLimitBytes ? { memory: memoryLimitBytes / 1024 ** 3 } : {})
    .withNetwork(network)
    .withBindMounts([
      ...(publicVolume ? [{ source: publicVolume, target: PUBLIC_DIR, mode: 'rw' as const }] : []),
      ...(dataVolume ? [{ source: dataVolume, target: DATA_DIR, mode: 'rw' as const }] : []),
      ...(tlsVolume ? [{ source: tlsVolume, target: TLS_DIR, mode: 'rw' as const }] : []),
      ...mounts.map((mount) => ({ ...mount, mode: 'ro' as const })),
    ])
    .withCopyContentToContainer(files)
    .withNetworkAliases(alias)
    .withEnvironment({
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
      // The tests' mail server and push service are containers on the network's private range.
      OUTBOUND_ALLOWED_HOSTS: [SMTP_ALIAS, PUSH_ALIAS].join(','),
      ...env,
    })
    .withExposedPorts(GATEWAY_PORT)
    .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
    .withStartupTimeout(GATEWAY_STARTUP_TIMEOUT_MS)
    .start();
}

/**
 * Every test reaches nginx from the same address and signs in many times a minute, so stacks
 * loosen nginx's flood guards unless a test checks them with the image's own defaults.
 */
const LOOSE_RATE_LIMITS = {
  LOGIN_RATE_PER_MINUTE: '600',
  LOGIN_RATE_BURST: '100',
  CONTACT_RATE_PER_MINUTE: '600',
  CONTACT_RATE_BURST: '100',
  SITE_EVENTS_RATE_PER_MINUTE: '6000',
  SITE_EVENTS_RATE_BURST: '1000',
};

/** nginx in front of `gatewayUpstream`, serving the published site from `publicVolume` (read-only). */
export function startWeb(
  network: StartedNetwork,
  gatewayUpstream = `${GATEWAY_ALIAS}:${GATEWAY_PORT}`,
  {
    imageRateLimits = false,
    publicVolume,
    tlsVolume,
    aliases = [],
    env = {},
  }: {
    imageRateLimits?: boolean;
    publicVolume?: string | undefined;
    /** The site-tls volume it serves the certificate from (SITE_URL=https://…). */
    tlsVolume?: string | undefined;
    /** Names it answers to on the network (the site's domain, for the ACME server's challenges). */
    aliases?: string[];
    /** More of nginx's environment (e.g. SITE_URL). */
    env?: Record<string, string>;
  } = {},
) {
  return (
    new GenericContainer(IMAGES.web)
      .withNetwork(network)
      .withBindMounts([
        ...(publicVolume ? [{ source: publicVolume, target: PUBLIC_DIR, mode: 'ro' as const }] : []),
        ...(tlsVolume ? [{ source: tlsVolume, target: TLS_DIR, mode: 'ro' as const }] : []),
      ])
      // The gateway image believes X-Forwarded-For from this name alone (TRUST_PROXY=web).
      .withNetworkAliases(WEB_ALIAS, ...aliases)
      .withEnvironment({
        GATEWAY_UPSTREAM: gatewayUpstream,
        GATEWAY_RESOLVE_INTERVAL_S: '1',
        ...(imageRateLimits ? {} : LOOSE_RATE_LIMITS),
        ...env,
      })
      .withExposedPorts(80, 443)
      .withWaitStrategy(Wait.forHttp('/', 80).forStatusCode(200))
      .start()
  );
}

/** The SITE_URL the stacks' gateways get unless a test sets another (or `''` for none). */
export const STACK_SITE_URL = 'http://localhost:8080';

export function urlOf(web: StartedTestContainer): string {
  return `http://${web.getHost()}:${web.getMappedPort(80)}`;
}

/**
 * gateway + web on their own network, sharing site-public; stop() always tears it all down.
 * `seedDemo: false` starts the site as a new contractor's: no demo content at all; the gateway's
 * SITE_URL is STACK_SITE_URL unless `gatewayEnv` sets it (`''`: none, as a new install); `gatewayEnv`
 * adds to the gateway's environment, `gatewayMounts` mounts files into it read-only; `network`
 * puts the stack on one that already has other servers (stop() leaves it to its owner).
 */
export async function startStack({
  seedDemo = true,
  gatewayEnv,
  gatewayMounts = [],
  network: givenNetwork,
}: {
  seedDemo?: boolean;
  gatewayEnv?: Record<string, string>;
  gatewayMounts?: { source: string; target: string }[];
  network?: StartedNetwork;
} = {}): Promise<Stack> {
  const network = givenNetwork ?? (await new Network().start());
  const publicVolume = newPublicVolume();
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    for (const container of started.reverse()) await container.stop().catch(() => undefined);
    if (!givenNetwork) await network.stop().catch(() => undefined);
    await removeVolume(publicVolume);
  };
  try {
    const gateway = await startGateway(network, {
      publicVolume,
      seedDemo,
      mounts: gatewayMounts,
      // The stack tests' address unless a test says otherwise (SITE_URL: '' is a new install without one).
      env: { SITE_URL: STACK_SITE_URL, ...gatewayEnv },
    });
    started.push(gateway);
    const web = await startWeb(network, undefined, { publicVolume });
    started.push(web);
    return { network, gateway, web, publicVolume, baseUrl: urlOf(web), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
