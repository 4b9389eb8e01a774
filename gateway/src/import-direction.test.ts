import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The gateway's infrastructure: what every resource may use, and which knows no resource. */
const INFRASTRUCTURE = ['http', 'db', 'publish', 'images', 'mail', 'tls', 'nginx', 'background'];
/** Folders that are neither: the tests' helpers and type declarations. */
const SUPPORT = ['testing', 'types'];
/** Router modules end so; the check below holds every router to it, so none hides under another name. */
const ROUTER_FILE = /-router\.ts$/;

const SOURCE_DIR = dirname(fileURLToPath(import.meta.url));

interface SourceFile {
  /** Relative to gateway/src, with forward slashes. */
  path: string;
  /** The first folder under gateway/src; '' for the files of the root (the composition). */
  folder: string;
  text: string;
}

function sourceFiles(dir = SOURCE_DIR): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!entry.name.endsWith('.ts')) return [];
    const inSource = relative(SOURCE_DIR, path).split(sep);
    return [
      {
        path: inSource.join('/'),
        folder: inSource.length > 1 ? (inSource[0] ?? '') : '',
        text: readFileSync(path, 'utf8'),
      },
    ];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The gateway/src files a file imports (relative specifiers only), as paths relative to gateway/src. */
function importsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .map((specifier) =>
      relative(SOURCE_DIR, resolve(SOURCE_DIR, dirname(file.path), specifier))
        .split(sep)
        .join('/'),
    )
    .filter((path) => !path.startsWith('..'));
}

const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] ?? '') : '');
const files = sourceFiles();
const resources = [...new Set(files.map((file) => file.folder))].filter(
  (folder) => folder !== '' && !INFRASTRUCTURE.includes(folder) && !SUPPORT.includes(folder),
);

describe('the gateway’s import direction', () => {
  it('reads the folders and imports it checks', () => {
    expect(resources).toEqual(
      expect.arrayContaining(['quote-requests', 'gallery', 'services', 'owner', 'estimate-visits']),
    );
    const app = files.find((file) => file.path === 'app.ts');
    expect(app && importsOf(app)).toContain('quote-requests/quote-requests-router.ts');
  });

  it('names every router module …-router.ts', () => {
    const unnamed = files
      .filter((file) => !file.path.endsWith('.test.ts') && /new Router\b/.test(file.text))
      .map((file) => file.path)
      .filter((path) => !ROUTER_FILE.test(path));
    expect(unnamed).toEqual([]);
  });

  it('lets no resource import another resource’s routers', () => {
    const crossings = files
      .filter((file) => resources.includes(file.folder))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => ROUTER_FILE.test(target))
          .filter((target) => resources.includes(folderOf(target)) && folderOf(target) !== file.folder)
          .map((target) => `${file.path} → ${target}`),
      );
    expect(crossings).toEqual([]);
  });

  it('lets no infrastructure import a resource', () => {
    const crossings = files
      .filter((file) => INFRASTRUCTURE.includes(file.folder))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => resources.includes(folderOf(target)))
          .map((target) => `${file.path} → ${target}`),
      );
    expect(crossings).toEqual([]);
  });
});
