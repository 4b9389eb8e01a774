import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { gzipStatic } from './vite-plugins/gzip-static.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

// react-router's package exports name only its development build (remix-run/react-router#12437):
// without these aliases a production bundle carries its dev-only checks and warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), gzipStatic()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
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
}));
