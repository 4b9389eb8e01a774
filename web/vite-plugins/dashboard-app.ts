import { fileURLToPath } from 'node:url';
import { DASHBOARD_MANIFEST_PATH, DASHBOARD_SERVICE_WORKER_PATH } from '@painting-site/gateway/contract/push-alerts';
import { build, type Plugin } from 'vite';
import { DASHBOARD_MANIFEST } from '../src/features/push-alerts/dashboard-manifest.ts';

const WORKER_ENTRY = fileURLToPath(new URL('../src/service-worker/dashboard-worker.ts', import.meta.url));

/** A site path as a file name in the build's output ("/admin/x.js" → "admin/x.js"). */
const outputName = (path: string) => path.replace(/^\//, '');

/**
 * The service worker as one classic script (a worker registered without `type: 'module'` cannot
 * import), built on its own so the app's chunks, the public pages' among them, stay as they are.
 */
async function bundleWorker(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      emptyOutDir: false,
      rolldownOptions: { input: WORKER_ENTRY, output: { format: 'iife', codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('the dashboard service worker was not built');
  return chunk.code;
}

const manifestJson = () => `${JSON.stringify(DASHBOARD_MANIFEST, null, 2)}\n`;

/**
 * The installable dashboard: its web app manifest (DASHBOARD_MANIFEST_PATH) and its service
 * worker (DASHBOARD_SERVICE_WORKER_PATH), at fixed names, in the client build and from the dev
 * server. Neither is linked from a public page; nginx serves both with `no-cache`.
 */
export function dashboardApp(): Plugin {
  return {
    name: 'dashboard-app',
    // Added to the client build only (vite.config.ts): the server bundle needs neither file.
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: outputName(DASHBOARD_MANIFEST_PATH), source: manifestJson() });
      this.emitFile({
        type: 'asset',
        fileName: outputName(DASHBOARD_SERVICE_WORKER_PATH),
        source: await bundleWorker(),
      });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0];
        try {
          if (path === DASHBOARD_MANIFEST_PATH) {
            response.setHeader('Content-Type', 'application/manifest+json');
            response.end(manifestJson());
          } else if (path === DASHBOARD_SERVICE_WORKER_PATH) {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(await bundleWorker());
          } else {
            next();
          }
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
