import { readFile } from 'node:fs/promises';

export interface RouteBudget {
  jsGzipBytes: number;
  cssGzipBytes: number;
}

export const BUDGETS_FILE = new URL('../budgets.json', import.meta.url);

function isByteCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

/** bench/budgets.json, checked: a budget for exactly the routes asked about. */
export async function readRouteBudgets(routes: readonly string[]): Promise<Map<string, RouteBudget>> {
  const file = JSON.parse(await readFile(BUDGETS_FILE, 'utf8')) as { routes?: Record<string, Partial<RouteBudget>> };
  const budgets = new Map<string, RouteBudget>();
  for (const route of routes) {
    const budget = file.routes?.[route];
    if (!budget || !isByteCount(budget.jsGzipBytes) || !isByteCount(budget.cssGzipBytes)) {
      throw new Error(`${BUDGETS_FILE.pathname}: routes["${route}"] needs jsGzipBytes and cssGzipBytes (whole bytes)`);
    }
    budgets.set(route, { jsGzipBytes: budget.jsGzipBytes, cssGzipBytes: budget.cssGzipBytes });
  }
  const unknown = Object.keys(file.routes ?? {}).filter((route) => !routes.includes(route));
  if (unknown.length > 0)
    throw new Error(`${BUDGETS_FILE.pathname}: budgets for routes the bench does not load: ${unknown.join(', ')}`);
  return budgets;
}
