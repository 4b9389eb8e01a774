import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, listenBehindNginx } from './listen.ts';

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Node's own idle limit (5 s, plus the 1 s grace Node 24 adds), which closed nginx's connections under it. */
function nodeDefaultIdleMs(): number {
  const plain = createServer() as Server & { keepAliveTimeoutBuffer?: number };
  return plain.keepAliveTimeout + (plain.keepAliveTimeoutBuffer ?? 0);
}

function nginxUpstreamIdleMs(): number {
  const template = readFileSync(
    new URL('../../../nginx/templates/gateway-upstream.conf.template', import.meta.url),
    'utf8',
  );
  const match = /keepalive_timeout\s+(\d+)s;/.exec(template);
  if (!match) throw new Error('gateway-upstream.conf.template has no keepalive_timeout in seconds');
  return Number(match[1]) * 1000;
}

describe('the gateway behind nginx', () => {
  it('keeps idle connections longer than nginx does, so nginx never sends a request on one the gateway is closing', () => {
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(nginxUpstreamIdleMs());
  });

  it('lets a request body take as long as it needs (a 20 GB backup file on a home uplink), where Node would cut it at 5 minutes', () => {
    const server = listenBehindNginx(new Koa(), 0, '127.0.0.1');
    servers.push(server);
    expect(createServer().requestTimeout).toBe(300_000);
    expect(server.requestTimeout).toBe(0);
  });

  it("answers a second request on a connection left idle past Node's default limit", async () => {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = listenBehindNginx(app, 0, '127.0.0.1');
    servers.push(server);
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    let closed = false;
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('close', () => {
      closed = true;
    });
    const request = 'GET / HTTP/1.1\r\nHost: gateway\r\nConnection: keep-alive\r\n\r\n';
    const answers = () => received.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0;
    const until = async (done: () => boolean) => {
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));
    };

    socket.write(request);
    await until(() => answers() === 1);
    await new Promise((resolve) => setTimeout(resolve, nodeDefaultIdleMs() + 1_000));
    expect(closed).toBe(false);
    socket.write(request);
    await until(() => answers() === 2 || closed);
    socket.destroy();
    expect(answers()).toBe(2);
  }, 15_000);
});
