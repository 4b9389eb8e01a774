// Bundles the gateway into one ES module (dist/server.mjs) plus its SQL migrations, and the demo
// content into its own (dist/demo.mjs), which the server imports only on a first start with
// SEED_DEMO. Each worker thread is its own entry too (the HEIC decoder's, the visitor counts'
// writer's, and the publisher's dist/render-worker.mjs, which loads the web's server bundle,
// copied here as dist/render.mjs: build the web first; the root's `npm run build` does). Packages that cannot be bundled (native addons) are listed in EXTERNAL;
// they and everything they need at run time are copied, as installed, into dist/node_modules.

import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { build } from 'esbuild';

const EXTERNAL = ['sharp'];

/** The web's server bundle (`renderPage`), made by `npm run build -w web`. */
const RENDERER = resolve('../web/dist-server/render.mjs');
if (!existsSync(RENDERER)) {
  console.error(
    `gateway build: ${RENDERER} is missing. The publisher renders the public pages with the web's server ` +
      'bundle: build the web first (npm run build -w web), or run `npm run build` at the root, which builds ' +
      'the web, then the gateway.',
  );
  process.exit(1);
}

/** The demo content's entry module; it is built as dist/demo.mjs. */
const DEMO_ENTRY = resolve('demo/demo-site.ts');

/**
 * In the server build, the one `import()` of the demo entry loads dist/demo.mjs at run time; any
 * other import of a demo file fails the build rather than bundle scene code into the server.
 */
const demoApart = {
  name: 'demo-apart',
  setup(build) {
    build.onResolve({ filter: /(^|\/)demo\// }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      if (!target.startsWith(dirname(DEMO_ENTRY) + sep)) return undefined;
      if (args.kind === 'dynamic-import' && target === DEMO_ENTRY) return { path: './demo.mjs', external: true };
      return { errors: [{ text: `${args.path}: the server reaches the demo only through import() of its entry` }] };
    });
  },
};

const COMMON = {
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: EXTERNAL,
  // CommonJS packages inside an ES module bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'info',
};

rmSync('dist', { recursive: true, force: true });
await build({
  ...COMMON,
  // The server, and the backup, restore and operator (admin) commands run beside it in the same image.
  entryPoints: {
    server: 'src/server.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    admin: 'src/cli/admin.ts',
  },
  plugins: [demoApart],
});
await build({ ...COMMON, entryPoints: { demo: DEMO_ENTRY } });
// Started by the publisher for each render, next to dist/server.mjs.
await build({ ...COMMON, entryPoints: { 'render-worker': 'src/publish/render-worker.ts' } });
// Started once by the visitor counter, to write the counts off the main thread.
await build({ ...COMMON, entryPoints: { 'visitor-writer-worker': 'src/visitor-counts/visitor-writer-worker.ts' } });
// Started for each HEIC photo to decode. libheif's WebAssembly loader reads CommonJS's __dirname,
// which an ES module has under another name.
await build({
  ...COMMON,
  entryPoints: { 'heic-worker': 'src/images/heic-worker.ts' },
  banner: { js: `${COMMON.banner.js} const __dirname = import.meta.dirname;` },
});
cpSync(RENDERER, 'dist/render.mjs');
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });

/** The installed directory of a package, looked up the way Node does from `fromDir`. */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

const copied = new Set();
function copyWithDependencies(name, fromDir) {
  const source = packageDir(name, fromDir);
  if (!source || copied.has(source)) return; // optional packages for other platforms are not installed
  copied.add(source);
  cpSync(source, join('dist/node_modules', name), { recursive: true, dereference: true });
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
    copyWithDependencies(dependency, source);
  }
}
for (const name of EXTERNAL) copyWithDependencies(name, process.cwd());
console.log(`dist/node_modules: ${[...copied].map((dir) => dir.split('node_modules/').pop()).join(', ')}`);
