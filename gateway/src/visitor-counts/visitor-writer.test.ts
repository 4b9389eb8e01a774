import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { capturedLog } from '../testing/captured-log.ts';
import { countedEvent, daySalt } from '../testing/counted-event.ts';
import { startVisitorWriter } from './visitor-writer.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'visitor-writer-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

it('gives up at once when its thread cannot open the database, so the gateway writes the counts itself', async () => {
  const log = capturedLog();
  let broken = false;
  // A folder where the database file should be: SQLite cannot open it.
  const writer = startVisitorWriter(root, log.logger, () => {
    broken = true;
  });
  writer.write([countedEvent('2026-11-28', 1)], daySalt('2026-11-28'));
  // The thread says so before the main thread hears of it: a drain does not wait out its limit.
  const started = performance.now();
  expect(writer.drain()).toBe(true);
  expect(performance.now() - started).toBeLessThan(5_000);
  await expect.poll(() => broken).toBe(true);
  expect(log.lines.map((line) => line.msg)).toContainEqual(expect.stringContaining("visitor counts' writer failed"));
  await writer.close();
});
