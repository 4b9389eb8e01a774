import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Whole-stack tests: the real images in Docker, reached through nginx's mapped port.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['**/*.test.ts'],
    globalSetup: ['./stack/global-setup.ts'],
    // One stack and one browser: files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // What a test polls for waits on the real stack (a save answers after its publish): on a busy
    // machine that takes longer than vitest's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
