import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// These tests take gateways away, so they run on a network of their own and never touch
// the shared stack the other files use.
let network: StartedNetwork;
const containers: StartedTestContainer[] = [];

beforeAll(async () => {
  network = await new Network().start();
});
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network.stop().catch(() => undefined);
});

async function expectGatewayUnavailable(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/health`);
  expect([502, 503]).toContain(response.status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
}

async function eventually(check: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('nginx without a gateway', () => {
  it('starts, serves the SPA and answers the API with a JSON 503 when the gateway never came up', async () => {
    const web = await startWeb(network, 'absent-gateway:3000');
    containers.push(web);
    const baseUrl = urlOf(web);

    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    await expectGatewayUnavailable(baseUrl);
    const credentials = await fetch(`${baseUrl}/admin/credentials`);
    expect(credentials.status).toBe(503);
  });

  it('keeps serving the SPA when the gateway container stops, and the API answers a JSON 503', async () => {
    const gateway = await startGateway(network, { seedDemo: false });
    const web = await startWeb(network);
    containers.push(web);
    const baseUrl = urlOf(web);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);

    await gateway.stop();

    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    await eventually(() => expectGatewayUnavailable(baseUrl));
  });

  it('reaches a gateway that starts after nginx did', async () => {
    const web = await startWeb(network, 'late-gateway:3000');
    containers.push(web);
    const baseUrl = urlOf(web);
    await expectGatewayUnavailable(baseUrl);

    containers.push(await startGateway(network, { alias: 'late-gateway', seedDemo: false }));

    await eventually(async () => {
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    });
  });
});
