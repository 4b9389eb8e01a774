import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { GALLERY_UPLOAD_FIELD } from '../contract/gallery.ts';
import { PUBLIC_CONTENT_PATH, type PublicContent } from '../contract/public-content.ts';

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
    // PUBLIC_DIR apart too: its default (./site) would be inside the source tree.
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', SEED_DEMO: 'false', PUBLIC_DIR: tempDataDir(), ...env },
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

  it('publishes PUBLIC_DIR readable by nginx (files 0644, folders 0755) while DATA_DIR stays owner-only', async () => {
    const port = await freePort();
    const root = tempDataDir();
    const [dataDir, publicDir] = [join(root, 'data'), join(root, 'site')];
    const password = 'a fine brush and steady hands';
    const server = startServer({
      DATA_DIR: dataDir,
      PUBLIC_DIR: publicDir,
      PORT: String(port),
      ADMIN_PASSWORD: password,
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(`${url}/api/health`, server.exited);
    const published = async (check: (content: PublicContent) => boolean) => {
      for (;;) {
        const response = await fetch(`${url}${PUBLIC_CONTENT_PATH}`);
        if (response.ok && check((await response.json()) as PublicContent)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await published(() => true);

    const { token } = (await (
      await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password }),
      })
    ).json()) as { token: string };
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a5a44' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set(GALLERY_UPLOAD_FIELD, new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'porch.jpg');
    const uploaded = await fetch(`${url}/api/admin/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    await published((content) => content.gallery.items.length === 1);

    const modes: Record<string, string> = {};
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        modes[path.slice(publicDir.length)] = (statSync(path).mode & 0o777).toString(8);
        if (entry.isDirectory()) walk(path);
      }
    };
    walk(publicDir);
    const expected = Object.fromEntries(
      Object.keys(modes).map((path) => [path, statSync(join(publicDir, path)).isDirectory() ? '755' : '644']),
    );
    expect(Object.keys(modes)).toEqual(expect.arrayContaining(['/content.json', '/robots.txt', '/sitemap.xml']));
    expect(Object.keys(modes).filter((path) => path.startsWith('/uploads/')).length).toBeGreaterThan(0);
    expect(modes).toEqual(expected);
    expect((statSync(publicDir).mode & 0o777).toString(8)).toBe('755');
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    expect((statSync(join(dataDir, 'site.db')).mode & 0o777).toString(8)).toBe('600');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toMatch(/"lastPublish":\{"number":\d+,[^}]*"ok":true/);
  }, 30_000);
});
