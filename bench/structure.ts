/**
 * `node bench/structure.ts [REPO]`: the gateway's structure as figures, measured from the source's
 * own imports (issue 48's before/after table). Prints one table; exits 0. Figures, not a check:
 * the rules themselves are gateway/src/import-direction.test.ts.
 *
 * - wiring lines: the root files of gateway/src that import three or more resource folders;
 * - constructions outside a resource: calls of a `create…` factory imported from a resource's
 *   file, made in a file outside that resource (its own index.ts is inside it; tests and their
 *   helpers in testing/ are not counted);
 * - cross-resource imports not through an index.ts, and the folder pairs that import both ways;
 * - infrastructure files that import a resource or a resource's contract module;
 * - README lines and the largest source file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { printTable } from './table.ts';

const REPO = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
const SOURCE = join(REPO, 'gateway', 'src');
const INFRASTRUCTURE = ['http', 'db', 'publish', 'images', 'mail', 'tls', 'nginx', 'kernel', 'background'];
/** The tests' helpers, type declarations, and the operator's commands (which compose, like the root). */
const SUPPORT = ['testing', 'types', 'cli'];
/** The contract's files that belong to no one resource (the rest are a resource's words). */
const SHARED_CONTRACT =
  /^(errors|routes|plain-text|text-rules|wall-clock|contrast|uploads|pictures|mail|public-content|plain-quote-form)\.ts$/;

interface File {
  path: string;
  folder: string;
  text: string;
}

function filesUnder(dir: string, base: string): File[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): File[] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, base);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    const parts = relative(base, path).split(sep);
    return [
      { path: parts.join('/'), folder: parts.length > 1 ? (parts[0] ?? '') : '', text: readFileSync(path, 'utf8') },
    ];
  });
}

const IMPORT = /(?:^|\n)\s*(import|export)\b([^'"]*?)(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

interface Import {
  target: string;
  names: string[];
}

function importsOf(file: File): Import[] {
  return [...file.text.matchAll(IMPORT)].map((match) => {
    const target = relative(SOURCE, resolve(SOURCE, dirname(file.path), match[3] ?? ''))
      .split(sep)
      .join('/');
    const names = [...(match[2] ?? '').matchAll(/\b(create[A-Z]\w*)/g)].map((name) => name[1] ?? '');
    return { target, names };
  });
}

const folderOf = (path: string) => (path.includes('/') ? (path.split('/')[0] ?? '') : '');
const files = filesUnder(SOURCE, SOURCE);
const resources = new Set(
  files.map((file) => file.folder).filter((f) => f !== '' && !INFRASTRUCTURE.includes(f) && !SUPPORT.includes(f)),
);

const wiring = files.filter((file) => {
  if (file.folder !== '') return false;
  const touched = new Set(importsOf(file).map((i) => folderOf(i.target)));
  return [...touched].filter((folder) => resources.has(folder)).length >= 3;
});

let constructions = 0;
let crossImports = 0;
const pairs = new Set<string>();
let infrastructureCrossings = 0;
for (const file of files) {
  for (const { target, names } of importsOf(file)) {
    const targetFolder = folderOf(target);
    if (target.startsWith('../contract/')) {
      const name = target.slice('../contract/'.length);
      if (INFRASTRUCTURE.includes(file.folder) && !SHARED_CONTRACT.test(name)) infrastructureCrossings += 1;
      continue;
    }
    if (!resources.has(targetFolder) || targetFolder === file.folder) continue;
    if (INFRASTRUCTURE.includes(file.folder)) infrastructureCrossings += 1;
    if (names.length > 0 && !SUPPORT.includes(file.folder)) {
      for (const name of names) constructions += (file.text.match(new RegExp(`\\b${name}\\(`, 'g')) ?? []).length;
    }
    if (!resources.has(file.folder)) continue;
    pairs.add(`${file.folder}→${targetFolder}`);
    if (!target.endsWith('/index.ts')) crossImports += 1;
  }
}
const twoWay = [...pairs].filter((pair) => {
  const [from, to] = pair.split('→');
  return from !== undefined && to !== undefined && from < to && pairs.has(`${to}→${from}`);
});

const allSource = [...filesUnder(join(REPO, 'gateway'), REPO), ...filesUnder(join(REPO, 'web', 'src'), REPO)];
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const largest = allSource.reduce((a, b) => (lines(b.text) > lines(a.text) ? b : a));

printTable(
  `The gateway's structure (${REPO})`,
  ['figure', 'value'],
  [
    ['resource folders', String(resources.size)],
    ['wiring files', wiring.map((file) => file.path).join(' ')],
    ['wiring lines', String(wiring.reduce((sum, file) => sum + lines(file.text), 0))],
    ['store/service constructions outside their resource', String(constructions)],
    ['cross-resource imports not through an index.ts', String(crossImports)],
    ['two-way folder pairs', `${twoWay.length} ${twoWay.join(' ')}`],
    ['infrastructure imports of a resource', String(infrastructureCrossings)],
    ['README lines', String(lines(readFileSync(join(REPO, 'README.md'), 'utf8')))],
    ['largest source file', `${largest.path} (${lines(largest.text)} lines)`],
  ],
);
