import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SERVER_ENTRY = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDirs: string[] = [];

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-server-'));
  dataDirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    // No demo content: drawing its pictures would only slow these process tests down.
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function waitForHealth(url: string, exited: Promise<unknown>): Promise<void> {
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the gateway exited before it answered');
}

describe('gateway process', () => {
  it.each([
    ['PORT', 'not-a-port'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_TTL', 'forever'],
  ])('exits with a message naming %s when it is bad', async (name, value) => {
    const server = startServer({ DATA_DIR: tempDataDir(), [name]: value });
    expect(await server.exited).toBe(1);
    expect(server.output().stderr).toContain('Invalid configuration');
    expect(server.output().stderr).toMatch(new RegExp(`${name}: `));
  });

  it('on first start prints a generated admin password once; it signs in, and a restart keeps it', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const signIn = (password: string) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      });

    const first = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, first.exited);
    const password = /shown only this once:\s+(\S+)/.exec(first.output().stdout)?.[1] ?? '';
    expect(password).not.toBe('');
    expect((await signIn(password)).status).toBe(200);
    first.child.kill('SIGTERM');
    await first.exited;

    const second = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, second.exited);
    expect((await signIn(password)).status).toBe(200);
    second.child.kill('SIGTERM');
    await second.exited;
    expect(second.output().stdout).not.toContain(password);
    expect(second.output().stdout).not.toContain('shown only this once');
  });

  it('serves health with an owner-only database, then stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const dataDir = join(tempDataDir(), 'new-data-dir');
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port) });
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'site.db')).mode & 0o777).toBe(0o600);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
  });
});
