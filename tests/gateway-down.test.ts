import { Network, type StartedNetwork, type StartedTestContainer } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../web/src/config/constants.ts';
import { useBrowserPage, waitForHostNetworkToSettle } from './stack/browser.ts';
import { HUMAN_FILL_TIME_MS } from './stack/human-pace.ts';
import { newPublicVolume, removeVolume, startGateway, startWeb, urlOf } from './stack/start-stack.ts';

// These tests take gateways away, so they run on a network of their own and never touch
// the shared stack the other files use.
let network: StartedNetwork;
const containers: StartedTestContainer[] = [];
const volumes: string[] = [];
const session = useBrowserPage();

beforeAll(async () => {
  network = await new Network().start();
});
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network.stop().catch(() => undefined);
  for (const volume of volumes) await removeVolume(volume);
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

describe('a visitor and the owner while the gateway is down', () => {
  it('answers every API request within a second, keeps the typed quote request with a plain message, and sends the owner to sign in', async () => {
    const { page } = session;
    session.expectFailedResponses(502, 503);
    const publicVolume = newPublicVolume();
    volumes.push(publicVolume);
    const gateway = await startGateway(network, { alias: 'gateway-for-browser', seedDemo: false, publicVolume });
    const web = await startWeb(network, 'gateway-for-browser:3000', { publicVolume });
    containers.push(web);
    const baseUrl = urlOf(web);
    // The two containers started after the page opened: their interfaces must settle before a load.
    await waitForHostNetworkToSettle();

    await page.goto(`${baseUrl}/contact`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const started = Date.now();
    await page.getByLabel('Name').fill('Hannah Lee');
    await page.getByRole('textbox', { name: 'Email' }).fill('hannah@example.com');
    await page.getByLabel('Street address or ZIP').fill('97034');
    await page.getByLabel('Project details').fill('Two bedrooms, walls and ceilings.');

    session.expectNetworkChange();
    await gateway.stop();
    const slowest = { ms: 0 };
    for (let probe = 0; probe < 15; probe += 1) {
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/health`);
      slowest.ms = Math.max(slowest.ms, performance.now() - sent);
      expect([502, 503]).toContain(response.status);
      expect(await response.json()).toMatchObject({ error: { code: 'service_unavailable' } });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(slowest.ms).toBeLessThan(1000);
    console.log(`gateway down: slowest of 15 API answers ${Math.round(slowest.ms)} ms`);

    await page.waitForTimeout(Math.max(0, HUMAN_FILL_TIME_MS - (Date.now() - started)));
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(/couldn't be sent just now/).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('Hannah Lee');
    expect(await page.getByLabel('Project details').inputValue()).toBe('Two bedrooms, walls and ceilings.');

    const reload = await page.goto(`${baseUrl}/`);
    expect(reload?.status()).toBe(200);
    await page.evaluate((key) => localStorage.setItem(key, 'a-token-from-yesterday'), TOKEN_STORAGE_KEY);
    await page.goto(`${baseUrl}/admin/dashboard`);
    await page.waitForURL(`${baseUrl}/admin/login`);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  });
});
