import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this gain nothing from compression once HTTP framing is counted. */
export const GZIP_MIN_BYTES = 1024;
export const GZIP_LEVEL = constants.Z_BEST_COMPRESSION;
// index.html too: nginx serves the SPA's shell as it is, never rewritten per response.
export const GZIP_EXTENSIONS = ['.html', '.js', '.css', '.svg', '.json'] as const;

const gzipAsync = promisify(gzip);

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

function isCompressible(path: string): boolean {
  return GZIP_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/**
 * Writes `<file>.gz` beside every compressible build output so nginx's `gzip_static`
 * can serve it without compressing on each request. The whole output directory is
 * walked, not just the bundle, so files copied from `public/` are covered too.
 */
export function gzipStatic(): Plugin {
  let outDir = '';
  return {
    name: 'gzip-static',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (await listFiles(outDir)).filter(isCompressible);
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size <= GZIP_MIN_BYTES) return;
          const compressed = await gzipAsync(await readFile(file), { level: GZIP_LEVEL });
          await writeFile(`${file}.gz`, compressed);
        }),
      );
    },
  };
}
