import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLAIN_QUOTE_FORM_ROUTE } from '@painting-site/gateway/contract/plain-quote-form';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PUBLISHED_PAGE_BOOT } from './src/app/page-document.ts';
import { clientBuild } from './vite-plugins/client-build.ts';
import { dashboardApp } from './vite-plugins/dashboard-app.ts';
import { gzipStatic } from './vite-plugins/gzip-static.ts';

const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/** The client build, which nginx serves. */
const CLIENT_OUT_DIR = 'dist';
/** The server bundle: one file the gateway's publisher loads to render the public pages. */
const SERVER_OUT_DIR = 'dist-server';
const SERVER_BUNDLE = 'render.mjs';

// react-router's package exports name only its development build (remix-run/react-router#12437):
// without these aliases a production bundle carries its dev-only checks and warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

// The public pages' own features and the two UI blocks every one of them uses.
const PUBLIC_PAGES_SHARED =
  /src[\\/](features[\\/](site|services|gallery)|components[\\/]ui[\\/](async-content|page-section)\.tsx)/;

// What the quote form shares with the dashboard's forms: its fields, sending, uploads and the
// contract's rules. One file for the contact page rather than a dozen of a few hundred bytes each,
// too small for nginx to compress and each costing a request.
const FORM_SHARED =
  /src[\\/](components[\\/]ui[\\/](form-error|pending-button|radio-group|form-field|field-group|select-field|text-area-field|text-field|file-pick|visually-hidden)\.tsx|lib[\\/](api-client|use-form-submission|field-messages|notify-api-error|use-unsaved-changes-guard|file-size)\.ts)|gateway[\\/]contract[\\/](errors|text-rules|quote-requests|quote-request-rules)\.ts/;

// What the published page's boot script shares with the app (how the visit arrived, the page's view
// and taps, where the content it prefetches is): its own small file, so that the boot loads none of
// the app. A module the boot imports that is missing here lands in the app's file, which the boot
// would then load and run with the page.
const BOOT_SHARED =
  /src[\\/](lib[\\/](site-events|lead-source-capture)|app[\\/](app-on-screen|page-document))\.ts|gateway[\\/]contract[\\/](routes|visitor-counts|public-content)\.ts/;

// Estimate visits, the customer's side: the picker the quote form's confirmation shows (loaded on
// sending) and the /visit page, in one file: each first load that can reach it names one chunk.
const ESTIMATE_VISITS = /src[\\/](features[\\/]estimate-visits[\\/]|app[\\/]routes[\\/]visit\.tsx)/;

// `vite build` makes the client build (with the manifest the server build reads), then
// `vite build --ssr src/entry-server.tsx` the server bundle (see package.json).
export default defineConfig(({ command, isSsrBuild = false }) => ({
  plugins: [
    react(),
    clientBuild({ clientOutDir: CLIENT_OUT_DIR }),
    ...(isSsrBuild ? [] : [dashboardApp(), gzipStatic()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  // The server bundle stands alone: every package in it, React's production builds chosen now.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    // The same paths nginx hands to the gateway in production, and the files the gateway
    // publishes (which it serves itself in development).
    proxy: {
      '/api': gatewayUrl,
      '/uploads': gatewayUrl,
      // Served at the site root; exact paths only.
      '^/content\\.json$': gatewayUrl,
      '^/robots\\.txt$': gatewayUrl,
      '^/sitemap\\.xml$': gatewayUrl,
      // Only the exact path: /admin/* is otherwise the SPA's own routes.
      '^/admin/credentials$': gatewayUrl,
      // The quote form as the browser sends it itself, as nginx passes it on; a GET is the page.
      '^/contact/?$': {
        target: gatewayUrl,
        bypass: (request) => (request.method === 'POST' ? undefined : request.url),
        rewrite: () => PLAIN_QUOTE_FORM_ROUTE,
      },
    },
  },
  build: isSsrBuild
    ? {
        outDir: SERVER_OUT_DIR,
        copyPublicDir: false,
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: SERVER_BUNDLE, codeSplitting: false } },
      }
    : {
        outDir: CLIENT_OUT_DIR,
        sourcemap: false,
        // Every browser the site serves has <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: { polyfill: false },
        // Read by the server build, which then removes it (vite-plugins/client-build.ts).
        manifest: true,
        rolldownOptions: {
          // The SPA (index.html and its entry), and the script a published page starts with
          // instead, which loads the same entry after the page's first paint.
          input: { index: 'index.html', boot: PUBLISHED_PAGE_BOOT },
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports, in one file: a first visit waits for all of it anyway,
                // and one gzip stream compresses it better than a handful of small shared chunks.
                { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(PUBLISHED_PAGE_BOOT) },
                { name: 'boot-shared', test: BOOT_SHARED, priority: 1 },
                // What two or more public pages share (their features, the loading and section
                // blocks), in one file rather than eight: a published page preloads two chunks.
                { name: 'site', test: PUBLIC_PAGES_SHARED, minShareCount: 2 },
                { name: 'forms', test: FORM_SHARED, minShareCount: 2 },
                { name: 'visits', test: ESTIMATE_VISITS },
              ],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A form test types and clicks through jsdom for 1–2 s on an idle 2-core machine; beside a
    // whole-stack run or image builds it takes several times that, past vitest's default 5 s.
    testTimeout: 20_000,
    // styled-components adds each rule as text to one <style> outside production, and jsdom parses
    // that whole sheet again on every addition: a test file's first dashboard render spent seconds
    // there (its first test then timed out on a busy machine). Rules inserted into the stylesheet
    // object, as production does, are parsed one by one; jsdom's computed styles read them alike.
    env: { SC_DISABLE_SPEEDY: 'false' },
  },
}));
