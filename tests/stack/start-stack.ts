import { GenericContainer, Network, Wait, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
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

export function startWeb(network: StartedNetwork, gatewayUpstream = `${GATEWAY_ALIAS}:${GATEWAY_PORT}`) {
  return new GenericContainer(IMAGES.web)
    .withNetwork(network)
    .withEnvironment({ GATEWAY_UPSTREAM: gatewayUpstream, GATEWAY_RESOLVE_INTERVAL_S: '1' })
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
