import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { clientAddress } from './client-address.ts';
import { createTrustedProxies, type LookupHost, PROXY_MISS_RESOLVE_MIN_MS } from './trusted-proxies.ts';

const VISITOR = '203.0.113.9';
const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real Koa app on loopback that answers with the client address it was given. */
async function echoAddress(
  trusted: string[],
  options: { lookup?: LookupHost; clock?: () => number } = {},
): Promise<(headers?: Record<string, string>) => Promise<string>> {
  const app = new Koa();
  app.use(clientAddress(createTrustedProxies(trusted, { logger: createLogger('silent'), ...options })));
  app.use((ctx) => {
    ctx.body = ctx.ip;
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return async (headers = {}) => (await fetch(`http://127.0.0.1:${port}/`, { headers })).text();
}

describe('the client address', () => {
  it('is the last X-Forwarded-For entry when the peer is a trusted proxy', async () => {
    const ask = await echoAddress(['127.0.0.1']);
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe(VISITOR);
    expect(await ask({ 'X-Forwarded-For': `198.51.100.1, ${VISITOR}` })).toBe(VISITOR);
    expect(await ask({ 'X-Forwarded-For': '2001:db8::7' })).toBe('2001:db8::7');
  });

  it('trusts a peer listed as an IPv4-mapped IPv6 address, as a dual-stack socket reports it', async () => {
    const ask = await echoAddress(['::ffff:127.0.0.1']);
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe(VISITOR);
  });

  it('trusts a peer inside a listed CIDR range', async () => {
    const ask = await echoAddress(['10.0.0.0/8', '127.0.0.0/8']);
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe(VISITOR);
  });

  it("is the peer's own address when the peer is not trusted, whatever X-Forwarded-For claims", async () => {
    for (const trusted of [[], ['192.0.2.1'], ['10.0.0.0/8']]) {
      const ask = await echoAddress(trusted);
      expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe('127.0.0.1');
    }
  });

  it("is the peer's address when a trusted proxy sends no address, or something else", async () => {
    const ask = await echoAddress(['127.0.0.1']);
    expect(await ask()).toBe('127.0.0.1');
    expect(await ask({ 'X-Forwarded-For': 'unknown' })).toBe('127.0.0.1');
    expect(await ask({ 'X-Forwarded-For': `${VISITOR}, ` })).toBe('127.0.0.1');
  });

  it('trusts a proxy named by host name, as the system resolver finds it', async () => {
    const ask = await echoAddress(['localhost']);
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe(VISITOR);
    const elsewhere = await echoAddress(['no-such-proxy.invalid']);
    expect(await elsewhere({ 'X-Forwarded-For': VISITOR })).toBe('127.0.0.1');
  });

  it('looks a host name up again when a peer it does not know sends X-Forwarded-For (the proxy moved)', async () => {
    let now = 0;
    let nginxAt = '10.9.9.9';
    let lookups = 0;
    const lookup: LookupHost = async () => {
      lookups += 1;
      return [nginxAt];
    };
    const ask = await echoAddress(['web'], { lookup, clock: () => now });
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe('127.0.0.1');
    expect(lookups).toBe(1);
    // A miss soon after a lookup uses what is known: unknown peers cannot flood the resolver.
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe('127.0.0.1');
    expect(lookups).toBe(1);

    nginxAt = '127.0.0.1';
    now += PROXY_MISS_RESOLVE_MIN_MS;
    expect(await ask({ 'X-Forwarded-For': VISITOR })).toBe(VISITOR);
    expect(lookups).toBe(2);
    // Requests without X-Forwarded-For need no lookup at all.
    now += PROXY_MISS_RESOLVE_MIN_MS;
    expect(await ask()).toBe('127.0.0.1');
    expect(lookups).toBe(2);
  });
});
