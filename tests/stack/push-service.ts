import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenericContainer, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';

/** The push service's name on the stack's network: the host of every endpoint it hands out. */
export const PUSH_ALIAS = 'push';
const PUSH_PORT = 4443;
/** Where the container appends each push it takes, as one JSON line. */
const RECEIVED_FILE = '/tmp/pushes.jsonl';
/** An endpoint whose last part starts with this answers 410 Gone: a subscription the browser dropped. */
export const GONE_PREFIX = 'gone-';

export interface ReceivedPush {
  /** The endpoint's last part. */
  device: string;
  headers: Record<string, string>;
  /** The encrypted body, base64. */
  body: string;
  /** What the service answered. */
  status: number;
}

export interface PushService {
  container: StartedTestContainer;
  /** The certificate the service presents, PEM: the gateway trusts it through NODE_EXTRA_CA_CERTS. */
  certificatePem: string;
  /** An endpoint of this service, as a browser's subscription carries it. */
  endpoint(device: string): string;
  /** Every push it has taken (or refused) so far. */
  received(): Promise<ReceivedPush[]>;
}

/**
 * A stand-in for a browser vendor's push service (RFC 8030), in a Node container on the stack's
 * network: https with a certificate of its own, it keeps each push's headers and encrypted body as
 * they came, answers 201 Created, and 410 Gone for endpoints whose subscription has "expired".
 */
const SERVER_SCRIPT = `
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:https';
const server = createServer({ key: readFileSync('/push/key.pem'), cert: readFileSync('/push/cert.pem') }, (request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const device = decodeURIComponent(request.url.split('/').pop() ?? '');
    const status = request.method !== 'POST' ? 405 : device.startsWith('${GONE_PREFIX}') ? 410 : 201;
    appendFileSync('${RECEIVED_FILE}', JSON.stringify({ device, headers: request.headers, body: Buffer.concat(chunks).toString('base64'), status }) + '\\n');
    response.writeHead(status, status === 201 ? { Location: '/message/' + Date.now() } : {});
    response.end();
  });
});
server.listen(${PUSH_PORT}, '0.0.0.0', () => console.log('push ready'));
`;

/** A P-256 key and a self-signed certificate for the service's name, made by this machine's openssl. */
function selfSignedCertificate(): { keyPem: string; chainPem: string } {
  const folder = mkdtempSync(join(tmpdir(), 'push-service-'));
  try {
    const [key, cert] = [join(folder, 'key.pem'), join(folder, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        `/CN=${PUSH_ALIAS}`,
        '-addext',
        `subjectAltName=DNS:${PUSH_ALIAS}`,
      ],
      { stdio: 'ignore' },
    );
    return { keyPem: readFileSync(key, 'utf8'), chainPem: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function startPushService(network: StartedNetwork): Promise<PushService> {
  const { keyPem, chainPem } = selfSignedCertificate();
  const container = await new GenericContainer(process.env.NODE_IMAGE || 'node:24')
    .withNetwork(network)
    .withNetworkAliases(PUSH_ALIAS)
    .withCopyContentToContainer([
      { content: SERVER_SCRIPT, target: '/push/server.mjs' },
      { content: keyPem, target: '/push/key.pem' },
      { content: chainPem, target: '/push/cert.pem' },
    ])
    .withWorkingDir('/push')
    .withCommand(['node', 'server.mjs'])
    .withWaitStrategy(Wait.forLogMessage('push ready'))
    .start();
  return {
    container,
    certificatePem: chainPem,
    endpoint: (device) => `https://${PUSH_ALIAS}:${PUSH_PORT}/push/${encodeURIComponent(device)}`,
    async received() {
      const { output } = await container.exec(['sh', '-c', `cat ${RECEIVED_FILE} 2>/dev/null || true`]);
      return output
        .split('\n')
        .filter((line) => line.trim().startsWith('{'))
        .map((line) => JSON.parse(line) as ReceivedPush);
    },
  };
}
