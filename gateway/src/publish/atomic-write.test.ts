import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensurePublicFolder, removeTempFiles, stageFile, writeFileAtomic } from './atomic-write.ts';

let umask: number;
beforeAll(() => {
  umask = process.umask(0o077);
});
afterAll(() => {
  process.umask(umask);
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atomic-write-'));
  dirs.push(dir);
  return dir;
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('writeFileAtomic', () => {
  it('replaces a file whole, readable by all under umask 077, leaving no temporary file', async () => {
    const dir = tempDir();
    const target = join(dir, 'content.json');
    writeFileSync(target, 'old');
    await writeFileAtomic(target, '{"new":true}');
    expect(readFileSync(target, 'utf8')).toBe('{"new":true}');
    expect(mode(target)).toBe('644');
    expect(readdirSync(dir)).toEqual(['content.json']);
  });

  it('leaves the target untouched until a staged file is committed, and entirely when it is discarded', async () => {
    const dir = tempDir();
    const target = join(dir, 'robots.txt');
    writeFileSync(target, 'old');
    const staged = await stageFile(target, 'new');
    expect(readFileSync(target, 'utf8')).toBe('old');
    // The write under way has a dotfile name, which nginx never serves.
    expect(readdirSync(dir).filter((name) => name !== 'robots.txt')).toEqual([
      expect.stringMatching(/^\.robots\.txt\.tmp-[0-9a-f]{12}$/),
    ]);
    await staged.discard();
    expect(readdirSync(dir)).toEqual(['robots.txt']);
    expect(readFileSync(target, 'utf8')).toBe('old');
  });
});

/** A process writing two large contents in turn to one file with writeFileAtomic, until killed. */
function startWriter(target: string, bytes: number): ChildProcess {
  const script = `
    import { writeFileAtomic } from ${JSON.stringify(new URL('./atomic-write.ts', import.meta.url).href)};
    const contents = [Buffer.alloc(${bytes}, 'a'), Buffer.alloc(${bytes}, 'b')];
    for (let turn = 0; ; turn += 1) {
      await writeFileAtomic(${JSON.stringify(target)}, contents[turn % 2]);
      process.stdout.write('written\\n');
    }`;
  return spawn(process.execPath, ['--input-type=module', '--eval', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

describe('a write killed part-way', () => {
  it('leaves the old complete file or the new one at the served name, never a truncated one', async () => {
    const dir = tempDir();
    const target = join(dir, 'home.html');
    const BYTES = 32 * 1024 * 1024;
    writeFileSync(target, Buffer.alloc(BYTES, 'a'));

    for (let round = 0; round < 3; round += 1) {
      const writer = startWriter(target, BYTES);
      const exited = new Promise((resolve) => writer.once('exit', resolve));
      let written = 0;
      writer.stdout?.on('data', (chunk: Buffer) => (written += chunk.toString().split('\n').length - 1));
      // Kill it while a file is only partly written, after `round` whole writes.
      for (;;) {
        const sizes = readdirSync(dir).map((name) => statSync(join(dir, name), { throwIfNoEntry: false })?.size ?? 0);
        if (written >= round && sizes.some((size) => size > 0 && size < BYTES)) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      writer.kill('SIGKILL');
      await exited;

      const content = readFileSync(target);
      expect(content.length).toBe(BYTES);
      expect(['a', 'b']).toContain(String.fromCharCode(content[0] ?? 0));
      expect(content.every((byte) => byte === content[0])).toBe(true);
      // What the killed write leaves is a dotfile, and the next start clears it away.
      expect(readdirSync(dir).filter((name) => !name.startsWith('.'))).toEqual(['home.html']);
      expect(await removeTempFiles(dir)).toBeGreaterThan(0);
      expect(readdirSync(dir)).toEqual(['home.html']);
    }
  }, 60_000);
});

describe('removeTempFiles', () => {
  it('removes only temporary files', async () => {
    const dir = tempDir();
    for (const name of ['.home.html.tmp-0123456789ab', 'home.html', '.well-known', 'a-480.webp'])
      writeFileSync(join(dir, name), '');
    expect(await removeTempFiles(dir)).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['.well-known', 'a-480.webp', 'home.html']);
  });
});

describe('ensurePublicFolder', () => {
  it('creates a folder nginx can read and enter under umask 077, and mends one that is owner-only', async () => {
    const dir = tempDir();
    const folder = join(dir, 'pages');
    await ensurePublicFolder(folder);
    expect(mode(folder)).toBe('755');
    rmSync(folder, { recursive: true });
    writeFileSync(join(dir, 'marker'), '');
    await ensurePublicFolder(dir);
    expect(mode(dir)).toBe('755');
  });
});
