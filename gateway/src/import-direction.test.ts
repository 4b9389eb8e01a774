import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The gateway's infrastructure: what every resource may use, and which knows no resource. */
const INFRASTRUCTURE = ['http', 'db', 'publish', 'images', 'mail', 'tls', 'nginx', 'kernel', 'background'];
/** Folders that are neither: the tests' helpers and type declarations. */
const SUPPORT = ['testing', 'types'];
/** The composition: the root's files and the operator's commands, which build modules by their index.ts. */
const COMPOSITION = ['', 'cli'];
/**
 * The contract's modules that belong to no one resource, which infrastructure may read: the
 * routes, errors and text rules every resource shares, the mail infrastructure's words, what any
 * picture may be, the published site's snapshot and its no-script form pages.
 */
const SHARED_CONTRACT = [
  'errors',
  'routes',
  'plain-text',
  'text-rules',
  'wall-clock',
  'contrast',
  'uploads',
  'pictures',
  'mail',
  'public-content',
  'plain-quote-form',
];
/** Router modules end so; the check below holds every router to it, so none hides under another name. */
const ROUTER_FILE = /-router\.ts$/;
/** A resource's public entry: what the others may import of it. */
const ENTRY = 'index.ts';

const SOURCE_DIR = dirname(fileURLToPath(import.meta.url));

interface SourceFile {
  /** Relative to gateway/src, with forward slashes. */
  path: string;
  text: string;
}

function sourceFiles(dir = SOURCE_DIR): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!entry.name.endsWith('.ts')) return [];
    return [{ path: relative(SOURCE_DIR, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
  });
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The files a file imports (relative specifiers only), relative to gateway/src: `../contract/…` for the contract. */
function importsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? '')
    .map((specifier) =>
      relative(SOURCE_DIR, resolve(SOURCE_DIR, dirname(file.path), specifier))
        .split(sep)
        .join('/'),
    );
}

/** The first folder under gateway/src; '' for the root's files. */
const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] ?? '') : '');
const isTest = (path: string) => path.endsWith('.test.ts');
const contractModule = (path: string) => /^\.\.\/contract\/([a-z-]+)\.ts$/.exec(path)?.[1];

/** The gateway's import rules, as `from → to` lines for every import that breaks one. */
function importViolations(files: readonly SourceFile[]): string[] {
  const resources = new Set(
    files
      .map((file) => folderOf(file.path))
      .filter((folder) => ![...INFRASTRUCTURE, ...SUPPORT, ...COMPOSITION].includes(folder)),
  );
  // Tests and the tests' helpers reach what they test; the rules hold for the gateway's own code.
  return files
    .filter((file) => !isTest(file.path) && !SUPPORT.includes(folderOf(file.path)))
    .flatMap((file) => {
      const from = folderOf(file.path);
      return importsOf(file)
        .filter((target) => {
          const to = folderOf(target);
          // Infrastructure knows no resource: neither its modules nor its words in the contract.
          if (INFRASTRUCTURE.includes(from)) {
            const contract = contractModule(target);
            return resources.has(to) || (contract !== undefined && !SHARED_CONTRACT.includes(contract));
          }
          // Anyone else reaches a resource other than its own only through that resource's index.ts.
          return resources.has(to) && to !== from && target !== `${to}/${ENTRY}`;
        })
        .map((target) => `${file.path} → ${target}`);
    });
}

/**
 * Pairs of resources that import each other (types too), as `a ⇄ b` lines: the modules built on a
 * resource import it, and it says what it asks of them in its own terms (quote-requests/request-ports.ts).
 */
function twoWayResources(files: readonly SourceFile[]): string[] {
  const resources = new Set(
    files
      .map((file) => folderOf(file.path))
      .filter((folder) => ![...INFRASTRUCTURE, ...SUPPORT, ...COMPOSITION].includes(folder)),
  );
  const arrows = new Set(
    files
      .filter((file) => !isTest(file.path) && resources.has(folderOf(file.path)))
      .flatMap((file) => importsOf(file).map((target) => `${folderOf(file.path)} ${folderOf(target)}`)),
  );
  return [...arrows]
    .map((arrow) => arrow.split(' ') as [string, string])
    .filter(([from, to]) => from < to && resources.has(to) && arrows.has(`${to} ${from}`))
    .map(([from, to]) => `${from} ⇄ ${to}`);
}

const files = sourceFiles();
const resources = [...new Set(files.map((file) => folderOf(file.path)))].filter(
  (folder) => ![...INFRASTRUCTURE, ...SUPPORT, ...COMPOSITION].includes(folder),
);

describe('the gateway’s import direction', () => {
  it('reads the folders and imports it checks', () => {
    expect(resources).toEqual(
      expect.arrayContaining(['quote-requests', 'gallery', 'services', 'owner', 'estimate-visits']),
    );
    const composition = files.find((file) => file.path === 'compose-gateway.ts');
    expect(composition && importsOf(composition)).toContain('quote-requests/index.ts');
  });

  it('names every router module …-router.ts', () => {
    const unnamed = files
      .filter((file) => !isTest(file.path) && /new Router\b/.test(file.text))
      .map((file) => file.path)
      .filter((path) => !ROUTER_FILE.test(path));
    expect(unnamed).toEqual([]);
  });

  it('gives every resource a public entry, its index.ts', () => {
    expect(resources.filter((folder) => !existsSync(join(SOURCE_DIR, folder, ENTRY)))).toEqual([]);
  });

  it('lets resources meet only through index.ts, and infrastructure import no resource', () => {
    expect(importViolations(files)).toEqual([]);
  });

  it('has no two resources that import each other', () => {
    expect(twoWayResources(files)).toEqual([]);
  });

  it('finds a planted violation of each rule', () => {
    const planted: SourceFile[] = [
      ...files,
      // A resource reaching into another's file, past its index.ts.
      { path: 'push/planted.ts', text: "import { x } from '../quote-requests/quote-request-store.ts';" },
      // Infrastructure importing a resource, and a resource's words in the contract.
      { path: 'mail/planted.ts', text: "import type { Y } from '../push/index.ts';" },
      { path: 'http/planted.ts', text: "import { Z } from '../../contract/estimate-visits.ts';" },
      // The composition past an index.ts.
      { path: 'planted.ts', text: "import { createVisitStore } from './estimate-visits/visit-store.ts';" },
    ];
    expect(importViolations(planted)).toEqual([
      'push/planted.ts → quote-requests/quote-request-store.ts',
      'mail/planted.ts → push/index.ts',
      'http/planted.ts → ../contract/estimate-visits.ts',
      'planted.ts → estimate-visits/visit-store.ts',
    ]);
    // The requests asking the phone alerts' own type, the way back of push's import of the requests.
    const backwards = {
      path: 'quote-requests/planted.ts',
      text: "import type { PushModule } from '../push/index.ts';",
    };
    expect(twoWayResources([...files, backwards])).toEqual(['push ⇄ quote-requests']);
  });
});
