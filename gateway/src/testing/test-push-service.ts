import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createSelfSignedCertificate } from '../tls/self-signed-certificate.ts';

/** A push as the push service received it. */
export interface ReceivedPush {
  /** The endpoint's path, e.g. "/push/pixel". */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The encrypted body (RFC 8291 aes128gcm). */
  body: Buffer;
}

/** What the push service created answers, by default (RFC 8030 §5). */
const PUSH_CREATED = 201;

export interface TestPushService {
  /** An endpoint of this service, as a browser's subscription would give it. */
  endpoint(name: string): string;
  /** Trusts the service's self-signed certificate: give it to the gateway as its push agent. */
  agent: Agent;
  received: ReceivedPush[];
  /** The status (and words) this service answers for an endpoint from now on, e.g. 410 for one that was dropped. */
  answer(name: string, status: number, body?: string): void;
  /** Holds every answer until the returned function is called: a slow push service. */
  hold(): () => void;
  close(): Promise<void>;
}

/**
 * A push service on loopback (HTTPS with a self-signed certificate for localhost), standing in for
 * FCM or Apple's: it records each push and answers 201, or what the test told it for an endpoint.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const { keyPem, chainPem } = await createSelfSignedCertificate(['localhost']);
  const received: ReceivedPush[] = [];
  const answers = new Map<string, { status: number; body: string }>();
  let held: Promise<void> = Promise.resolve();
  const server = createServer({ key: keyPem, cert: chainPem }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      await held;
      const { status, body } = answers.get(path) ?? { status: PUSH_CREATED, body: '' };
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  // Trusts this certificate only: the gateway's pushes reach no other host through it.
  const agent = new Agent({ ca: chainPem });
  return {
    endpoint: (name) => `https://localhost:${port}/push/${name}`,
    agent,
    received,
    answer(name, status, body = '') {
      answers.set(`/push/${name}`, { status, body });
    },
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
