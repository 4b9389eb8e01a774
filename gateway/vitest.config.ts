import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'demo/**/*.test.ts'],
    // A test that starts the server or hashes passwords takes a second or two on an idle 2-core
    // machine; beside a whole-stack run or image builds it takes several times that.
    testTimeout: 20_000,
  },
});
