import { GenericContainer, Network, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { IMAGES } from './images.ts';

export const GATEWAY_ALIAS = 'gateway';
export const GATEWAY_PORT = 3000;
export const TEST_JWT_SECRET = 'whole-stack-tests-secret-0123456789abcdef';
export const TEST_ADMIN = { username: 'owner', password: 'two coats and a steady hand' } as const;

export interface Stack {
  network: StartedNetwork;
  gateway: StartedTestContainer;
  web: StartedTestContainer;
  baseUrl: string;
  stop(): Promise<void>;
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

/** `seedDemo: false` skips drawing the demo pictures where a test needs no content. */
export function startGateway(
  network: StartedNetwork,
  { alias = GATEWAY_ALIAS, seedDemo = true }: { alias?: string; seedDemo?: boolean } = {},
): Promise<StartedTestContainer> {
  return new GenericContainer(IMAGES.gateway)
    .withNetwork(network)
    .withNetworkAliases(alias)
    .withEnvironment({
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: String(seedDemo),
      LOG_LEVEL: 'warn',
    })
    .withExposedPorts(GATEWAY_PORT)
    .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
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
};

export function startWeb(
  network: StartedNetwork,
  gatewayUpstream = `${GATEWAY_ALIAS}:${GATEWAY_PORT}`,
  { imageRateLimits = false }: { imageRateLimits?: boolean } = {},
) {
  return new GenericContainer(IMAGES.web)
    .withNetwork(network)
    .withEnvironment({
      GATEWAY_UPSTREAM: gatewayUpstream,
      GATEWAY_RESOLVE_INTERVAL_S: '1',
      ...(imageRateLimits ? {} : LOOSE_RATE_LIMITS),
    })
    .withExposedPorts(80)
    .withWaitStrategy(Wait.forHttp('/', 80).forStatusCode(200))
    .start();
}

export function urlOf(web: StartedTestContainer): string {
  return `http://${web.getHost()}:${web.getMappedPort(80)}`;
}

/** gateway + web on their own network; stop() always tears all three down. */
export async function startStack(): Promise<Stack> {
  const network = await new Network().start();
  const started: StartedTestContainer[] = [];
  const stop = async () => {
    for (const container of started.reverse()) await container.stop().catch(() => undefined);
    await network.stop().catch(() => undefined);
  };
  try {
    const gateway = await startGateway(network);
    started.push(gateway);
    const web = await startWeb(network);
    started.push(web);
    return { network, gateway, web, baseUrl: urlOf(web), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
