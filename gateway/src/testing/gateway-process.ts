import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ADMIN } from './test-app.ts';

const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

/** glibc's allocator settings of the gateway image (Dockerfile): memory is measured as it runs there. */
export const IMAGE_ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;
const START_TIMEOUT_MS = 30_000;

export interface GatewayProcess {
  url: string;
  pid: number;
  /** Signs the test admin in; throws unless it succeeds. */
  signIn(): Promise<void>;
  /** Signs the test admin in and returns the session's token; throws unless it succeeds. */
  signInToken(): Promise<string>;
  /** How the process ended, once it has ('exit' event); undefined while it runs. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The gateway as `node src/server.ts` runs it, in a process of its own (its memory is its own to
 * measure), with the image's allocator settings, on a free port with fresh folders, the test
 * admin, no demo content, and loopback trusted as its proxy: a test's X-Forwarded-For is the
 * client address.
 */
export async function startGatewayProcess(env: Record<string, string> = {}): Promise<GatewayProcess> {
  const root = mkdtempSync(join(tmpdir(), 'gateway-process-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DATA_DIR: join(root, 'data'),
      PUBLIC_DIR: join(root, 'site'),
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      TRUST_PROXY: '127.0.0.1',
      ...IMAGE_ALLOCATOR_ENV,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  child.once('exit', (code, signal) => {
    ended = { code, signal };
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(root, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the gateway process did not start at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    pid: child.pid ?? 0,
    async signIn() {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
    },
    async signInToken() {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      });
      if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
    exit: () => ended,
    stop,
  };
}
