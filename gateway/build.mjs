// Bundles the gateway into one ES module (dist/server.mjs) plus its SQL migrations, and the demo
// content into its own (dist/demo.mjs), which the server imports only on a first start with
// SEED_DEMO, and the estimate PDF's writer into dist/estimate-pdf.mjs, imported on the first PDF. Each worker thread is its own entry too (the HEIC decoder's, the visitor counts'
// writer's, and the publisher's dist/render-worker.mjs, which loads the web's server bundle,
// copied here as dist/render.mjs: build the web first; the root's `npm run build` does). Packages that cannot be bundled (native addons) are listed in EXTERNAL;
// they and everything they need at run time are copied, as installed, into dist/node_modules.

import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { BUNDLED_FONTS_DIR, ESTIMATE_PDF_FONT_FILES, estimatePdfFontPath } from './src/estimates/estimate-pdf-fonts.ts';

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

/** The customer's estimate page's script (browser code, so it lives with the web's). */
const ESTIMATE_ISLAND = resolve('../web/src/islands/estimate-page.ts');

/** The demo content's entry module; it is built as dist/demo.mjs. */
const DEMO_ENTRY = resolve('demo/demo-site.ts');
/** The estimate PDF's writer (pdfkit and its fonts' code), built as dist/estimate-pdf.mjs. */
const ESTIMATE_PDF_ENTRY = resolve('src/estimates/estimate-pdf.ts');

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

/** Likewise the PDF writer: the server's `import()` of it loads dist/estimate-pdf.mjs on the first PDF. */
const pdfApart = {
  name: 'pdf-apart',
  setup(build) {
    build.onResolve({ filter: /estimate-pdf\.ts$/ }, (args) => {
      if (resolve(args.resolveDir, args.path) !== ESTIMATE_PDF_ENTRY) return undefined;
      if (args.kind === 'dynamic-import') return { path: './estimate-pdf.mjs', external: true };
      return { errors: [{ text: `${args.path}: the server loads the PDF writer only through import()` }] };
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
  // CommonJS packages inside an ES module bundle still call require() for Node built-ins. Under a
  // name of its own: a bundled module (pdfkit) imports createRequire too, and esbuild cannot see this one.
  banner: {
    js: "import { createRequire as bannerCreateRequire } from 'node:module'; const require = bannerCreateRequire(import.meta.url);",
  },
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
  plugins: [demoApart, pdfApart],
});
await build({ ...COMMON, entryPoints: { demo: DEMO_ENTRY } });
await build({ ...COMMON, entryPoints: { 'estimate-pdf': ESTIMATE_PDF_ENTRY } });
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
// The customer's estimate page's one script, for the browser: served by the gateway under its hash.
await build({
  entryPoints: { 'estimate-island': ESTIMATE_ISLAND },
  outdir: 'dist',
  bundle: true,
  minify: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  logLevel: 'info',
});
cpSync(RENDERER, 'dist/render.mjs');
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The estimate PDF's typeface (and its licence), which the bundle reads from dist/fonts/ at run time.
for (const file of Object.values(ESTIMATE_PDF_FONT_FILES)) {
  cpSync(estimatePdfFontPath(file), join('dist', BUNDLED_FONTS_DIR, basename(file)));
}

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
