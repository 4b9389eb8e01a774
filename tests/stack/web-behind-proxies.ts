import { request } from 'node:http';
import { getContainerRuntimeClient, type StartedNetwork } from 'testcontainers';
import { startWeb } from './start-stack.ts';

/** nginx's own 429, told apart from the gateway's throttles by its words. */
export const NGINX_TOO_MANY_REQUESTS =
  '{"error":{"code":"too_many_requests","message":"Too many requests. Please wait a minute and try again."}}';

/**
 * nginx with the image's own rate limits, believing X-Forwarded-For from `trustedProxies`
 * (TRUSTED_PROXIES), named `web` on the network as compose names it.
 */
export function startWebBehindProxies(network: StartedNetwork, trustedProxies: string) {
  return startWeb(network, undefined, { imageRateLimits: true, env: { TRUSTED_PROXIES: trustedProxies } });
}

/**
 * Where else this host's connections may come from (Docker routes a published port through the
 * network's gateway, but not on every setup): nginx's only other peer in a test is the gateway.
 */
const PRIVATE_RANGES = '10.0.0.0/8 172.16.0.0/12 192.168.0.0/16 127.0.0.0/8 ::1';

/** TRUSTED_PROXIES that make this host a proxy of nginx: its X-Forwarded-For names the visitor. */
export async function thisHostAsProxy(network: StartedNetwork): Promise<string> {
  return `${await hostAddressOn(network)} ${PRIVATE_RANGES}`;
}

/** The address this host's connections to a container's mapped port arrive from: the network's gateway. */
export async function hostAddressOn(network: StartedNetwork): Promise<string> {
  const client = await getContainerRuntimeClient();
  const inspected = await client.container.dockerode.getNetwork(network.getId()).inspect();
  const address = (inspected.IPAM?.Config ?? []).map((config: { Gateway?: string }) => config.Gateway).find(Boolean);
  if (!address) throw new Error(`network ${network.getName()} has no gateway address`);
  return address;
}

export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * One request with the path exactly as given: fetch would resolve `/./` and `/../` and so send
 * another spelling than the one under test.
 */
export function sendRaw(
  baseUrl: string,
  {
    method,
    path,
    headers = {},
    body = '',
  }: { method: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        answer.on('error', reject);
      },
    );
    // nginx may answer 413 and close before a big body is all sent.
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
