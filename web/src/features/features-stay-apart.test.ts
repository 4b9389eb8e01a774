import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Imports flow one way: shared code (components, lib, config) → features → app. A feature never
// imports another: what two features share moves to lib/ or components/.

const FEATURES_DIR = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = dirname(FEATURES_DIR);
const SOURCE_FILE = /\.(ts|tsx)$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, over several lines too.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });
}

/** The feature a file (or an import of it) lies in, or undefined outside features/. */
function featureOf(path: string): string | undefined {
  const inside = relative(FEATURES_DIR, path);
  if (inside.startsWith('..') || !inside.includes(sep)) return undefined;
  return inside.split(sep)[0];
}

/** Where an import leads, for the ones into this source tree (`@/…` or relative); packages lead nowhere here. */
function target(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('@/')) return join(SOURCE_DIR, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return undefined;
}

/** "contact/components/form.tsx → gallery/…" for every import of one feature by another. */
function crossFeatureImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(FEATURES_DIR)) {
    const own = featureOf(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const path = target(file, specifier);
      const other = path && featureOf(path);
      if (other && other !== own) found.push(`${relative(FEATURES_DIR, file)} → ${specifier}`);
    }
  }
  return found;
}

describe('the features', () => {
  it('import no other feature', () => {
    expect(crossFeatureImports()).toEqual([]);
  });

  it('are all read by this check', () => {
    // A check that reads nothing passes whatever the code does.
    const features = new Set(sourceFiles(FEATURES_DIR).map(featureOf));
    expect(features.size).toBeGreaterThan(10);
    expect(features).toContain('contact');
  });
});
