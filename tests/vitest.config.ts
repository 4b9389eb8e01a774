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
  },
});
