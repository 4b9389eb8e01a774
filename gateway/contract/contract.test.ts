import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CONTRACT_DIR = new URL('./', import.meta.url);
const modules = readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the gateway↔web contract (gateway/contract)', () => {
  it.each(modules)('%s is importable as @painting-site/gateway/contract/<name>', async (name) => {
    const viaPackage = await import(`@painting-site/gateway/contract/${name.replace(/\.ts$/, '')}`);
    const direct = await import(new URL(name, CONTRACT_DIR).href);
    expect(Object.keys(viaPackage)).toEqual(Object.keys(direct));
  });

  it.each(modules)('%s holds no server code: it imports nothing but other contract modules', (name) => {
    const source = readFileSync(new URL(name, CONTRACT_DIR), 'utf8');
    const imported = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)].map((match) => match[1]);
    for (const specifier of imported) expect(specifier).toMatch(/^\.\/[a-z-]+\.ts$/);
  });
});
