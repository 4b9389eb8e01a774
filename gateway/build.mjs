// Bundles the gateway into one ES module (dist/server.mjs) plus its SQL migrations.
// Packages that cannot be bundled (native addons) go in EXTERNAL and are installed beside it.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';

const EXTERNAL = [];

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: EXTERNAL,
  // CommonJS packages inside an ES module bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'info',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
