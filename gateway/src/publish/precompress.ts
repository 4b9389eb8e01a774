import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

/** nginx's `gzip_static` serves `<file>.gz` in place of `<file>` to a client that accepts gzip. */
export const PRECOMPRESSED_SUFFIX = '.gz';
/** Compressed once per publish, not per request: the smallest output is worth the time. */
export const PRECOMPRESS_LEVEL = constants.Z_BEST_COMPRESSION;

const gzipAsync = promisify(gzip);

/** `data` gzipped at PRECOMPRESS_LEVEL, for `<file>.gz` beside the file. */
export function precompress(data: string | Uint8Array): Promise<Buffer> {
  return gzipAsync(data, { level: PRECOMPRESS_LEVEL });
}
