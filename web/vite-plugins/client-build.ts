import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** The module the server entry imports the client build from. */
export const CLIENT_BUILD_MODULE = 'virtual:client-build';
const RESOLVED_ID = `\0${CLIENT_BUILD_MODULE}`;
/** Where Vite writes the client build's manifest, inside its output directory. */
const MANIFEST_DIR = '.vite';
const MANIFEST_FILE = join(MANIFEST_DIR, 'manifest.json');

async function readClientFile(path: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new Error(`the server build needs the client build first (vite build): ${(error as Error).message}`);
  }
}

/**
 * Hands the server entry the client build's index.html (its hashed script and preload tags) and
 * manifest (each route's chunks), embedded in the server bundle, which then needs no other file
 * at run time. Once embedded, the manifest is removed from the client's output, which nginx
 * serves: it lists every module of the app, the admin area's too. In development and tests the
 * module holds the source index.html and an empty manifest.
 */
export function clientBuild({ clientOutDir }: { clientOutDir: string }): Plugin {
  let outDir = '';
  let root = '';
  let serverBuild = false;
  return {
    name: 'client-build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, clientOutDir);
      serverBuild = config.command === 'build' && Boolean(config.build.ssr);
    },
    resolveId(id) {
      return id === CLIENT_BUILD_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const template = await readClientFile(serverBuild ? join(outDir, 'index.html') : join(root, 'index.html'));
      const manifest: Manifest = serverBuild ? JSON.parse(await readClientFile(join(outDir, MANIFEST_FILE))) : {};
      return `export const template = ${JSON.stringify(template)};\nexport const manifest = ${JSON.stringify(manifest)};\n`;
    },
    async closeBundle() {
      if (serverBuild) await rm(join(outDir, MANIFEST_DIR), { recursive: true, force: true });
    },
  };
}
