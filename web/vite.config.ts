import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { gzipStatic } from './vite-plugins/gzip-static.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), gzipStatic()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The same paths nginx hands to the gateway in production.
    proxy: {
      '/api': gatewayUrl,
      '/uploads': gatewayUrl,
      // Served by the gateway at the site root; exact paths only.
      '^/robots\\.txt$': gatewayUrl,
      '^/sitemap\\.xml$': gatewayUrl,
      // Only the exact path: /admin/* is otherwise the SPA's own routes.
      '^/admin/credentials$': gatewayUrl,
    },
  },
  build: {
    sourcemap: false,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
