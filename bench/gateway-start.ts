import type Dockerode from 'dockerode';
import { getContainerRuntimeClient } from 'testcontainers';
import { IMAGES } from '../tests/stack/images.ts';
import { TEST_ADMIN } from '../tests/stack/start-stack.ts';
import { printTable, round } from './table.ts';

const PORT = 3000;

/** A bare node:http handler: the floor any Node server in the gateway image starts from. */
export const BARE_NODE_HANDLER =
  "require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{\"ok\":true}'); }).listen(3000)";

interface Measured {
  name: string;
  firstOkMs: number;
  idleRssMiB: number;
}

async function firstOk(url: string, started: number, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - started < timeoutMs) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The resident set of the container's main process (PID 1), in MiB. */
export async function residentMiB(container: Dockerode.Container): Promise<number> {
  const exec = await container.exec({ Cmd: ['cat', '/proc/1/status'], AttachStdout: true, AttachStderr: true });
  const stream = await exec.start({});
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const kib = /VmRSS:\s+(\d+) kB/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
  if (!kib) throw new Error('no VmRSS in /proc/1/status');
  return Number(kib) / 1024;
}

/** From `docker start` to the first 200, then the resident memory once it has sat idle. */
async function startAndMeasure(
  host: string,
  name: string,
  container: Dockerode.Container,
  path: string,
): Promise<Measured> {
  const started = performance.now();
  await container.start();
  const inspected = await container.inspect();
  const port = inspected.NetworkSettings.Ports[`${PORT}/tcp`]?.[0]?.HostPort;
  const firstOkMs = await firstOk(`http://${host}:${port}${path}`, started);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  return { name, firstOkMs, idleRssMiB: await residentMiB(container) };
}

/**
 * Gateway cold start, printed against a bare node:http server started from the same image:
 * a first start on an empty data directory (migrations, secret, owner account; no demo
 * pictures), a restart on existing data, and the bare handler.
 */
export async function benchGatewayStart(host: string): Promise<Measured[]> {
  const { dockerode: docker } = (await getContainerRuntimeClient()).container;
  const create = (cmd?: string[]) =>
    docker.createContainer({
      Image: IMAGES.gateway,
      ...(cmd ? { Cmd: cmd } : {}),
      Env: [
        'JWT_SECRET=bench-secret-0123456789abcdef0123456789',
        `ADMIN_USERNAME=${TEST_ADMIN.username}`,
        `ADMIN_PASSWORD=${TEST_ADMIN.password}`,
        'SEED_DEMO=false',
        'LOG_LEVEL=warn',
      ],
      ExposedPorts: { [`${PORT}/tcp`]: {} },
      HostConfig: { PortBindings: { [`${PORT}/tcp`]: [{ HostPort: '' }] } },
      Labels: { 'painting-site.bench': 'gateway-start' },
    });
  const gateway = await create();
  const bare = await create(['node', '-e', BARE_NODE_HANDLER]);
  try {
    const baseline = await startAndMeasure(host, 'bare node:http (baseline)', bare, '/');
    const results = [baseline];
    results.push(await startAndMeasure(host, 'gateway, first start (empty data)', gateway, '/api/health'));
    await gateway.stop({ t: 10 });
    results.push(await startAndMeasure(host, 'gateway, restart (existing data)', gateway, '/api/health'));
    printTable(
      'Gateway start (same image; docker start → first 200, then idle 3 s)',
      ['process', 'first 200 ms', 'vs baseline', 'idle RSS MiB', 'vs baseline'],
      results.map((result) => [
        result.name,
        round(result.firstOkMs),
        `${(result.firstOkMs / baseline.firstOkMs).toFixed(2)}×`,
        round(result.idleRssMiB, 1),
        `${(result.idleRssMiB / baseline.idleRssMiB).toFixed(2)}×`,
      ]),
    );
    return results;
  } finally {
    for (const container of [gateway, bare]) await container.remove({ force: true, v: true }).catch(() => undefined);
  }
}
