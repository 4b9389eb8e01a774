import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATA_FILES } from '../data-files.ts';
import { capturedLog, LOG_LEVEL } from '../testing/captured-log.ts';
import { startTestApp } from '../testing/test-app.ts';
import { moveUploads } from './move-uploads.ts';

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
function tempDir(parent = tmpdir()): string {
  const dir = mkdtempSync(join(parent, 'move-uploads-'));
  dirs.push(dir);
  return dir;
}

const PICTURES = { 'aaaaaaaaaaaaaaaaaaaa-480.webp': 'small', 'aaaaaaaaaaaaaaaaaaaa-960.webp': 'large' };

/** DATA_DIR/uploads as an earlier version left it: owner-only pictures, and a write cut short. */
function oldUploads(dataDir: string): string {
  const folder = join(dataDir, DATA_FILES.oldUploads);
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(PICTURES)) writeFileSync(join(folder, name), content);
  writeFileSync(join(folder, 'bbbbbbbbbbbbbbbbbbbb-480.webp.0f8e2d3c.partial'), 'half');
  return folder;
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('moving the pictures of an earlier installation into PUBLIC_DIR', () => {
  it('moves each picture, readable by nginx, drops half-written ones, removes the old folder and logs the count', async () => {
    const from = oldUploads(tempDir());
    const to = join(tempDir(), 'uploads');
    const { logger, lines } = capturedLog();

    expect(await moveUploads(from, to, logger)).toBe(2);

    expect(existsSync(from)).toBe(false);
    expect(readdirSync(to).sort()).toEqual(Object.keys(PICTURES).sort());
    for (const [name, content] of Object.entries(PICTURES)) {
      expect(readFileSync(join(to, name), 'utf8')).toBe(content);
      expect(mode(join(to, name))).toBe('644');
    }
    expect(mode(to)).toBe('755');
    expect(lines.filter((line) => line.level === LOG_LEVEL.info)).toEqual([
      expect.objectContaining({ msg: 'moved the pictures into PUBLIC_DIR', moved: 2 }),
    ]);
  });

  it('does nothing the second time, nor where there never were old pictures', async () => {
    const from = oldUploads(tempDir());
    const to = join(tempDir(), 'uploads');
    const { logger, lines } = capturedLog();
    await moveUploads(from, to, logger);
    const moved = readdirSync(to).map((name) => [name, readFileSync(join(to, name))]);

    expect(await moveUploads(from, to, logger)).toBe(0);
    expect(readdirSync(to).map((name) => [name, readFileSync(join(to, name))])).toEqual(moved);
    expect(lines).toHaveLength(1);
  });

  it('finishes a move an earlier start left half done', async () => {
    const from = oldUploads(tempDir());
    const to = join(tempDir(), 'uploads');
    mkdirSync(to);
    // The first picture had already moved when that start stopped.
    const [first = ''] = Object.keys(PICTURES);
    writeFileSync(join(to, first), readFileSync(join(from, first)));
    rmSync(join(from, first));

    expect(await moveUploads(from, to, capturedLog().logger)).toBe(1);
    expect(readdirSync(to).sort()).toEqual(Object.keys(PICTURES).sort());
    expect(existsSync(from)).toBe(false);
  });

  it('copies and deletes when PUBLIC_DIR is on another file system (a volume of its own)', async () => {
    // /dev/shm is a tmpfs: another file system than the temp dir, so rename fails with EXDEV.
    const from = oldUploads(tempDir('/dev/shm'));
    const to = join(tempDir(), 'uploads');
    expect(statSync(from).dev).not.toBe(statSync(tmpdir()).dev);

    expect(await moveUploads(from, to, capturedLog().logger)).toBe(2);
    expect(existsSync(from)).toBe(false);
    for (const [name, content] of Object.entries(PICTURES)) {
      expect(readFileSync(join(to, name), 'utf8')).toBe(content);
      expect(mode(join(to, name))).toBe('644');
    }
    expect(readdirSync(to).sort()).toEqual(Object.keys(PICTURES).sort());
  });

  it("runs at start: the gateway serves an earlier installation's pictures from PUBLIC_DIR", async () => {
    const app = await startTestApp({ beforeStart: ({ dataDir }) => void oldUploads(dataDir) });
    try {
      const [name, content] = Object.entries(PICTURES)[0] ?? [];
      const response = await fetch(`${app.url}/uploads/${name}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(content);
      expect(existsSync(join(app.dataDir, DATA_FILES.oldUploads))).toBe(false);
      expect(readdirSync(app.uploadsDir).sort()).toEqual(Object.keys(PICTURES).sort());
    } finally {
      await app.close();
    }
  });
});
