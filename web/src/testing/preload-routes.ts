import { beforeAll } from 'vitest';

/** Compiling a lazy route on a busy machine can take this long. */
const ROUTE_COMPILE_TIMEOUT_MS = 30_000;

/**
 * Lazy routes are compiled on first use: on a busy machine that alone can take most of a test's
 * time, so a test file that opens them loads them before its first test starts its clock.
 */
export function preloadRoutes(...routes: (() => Promise<unknown>)[]): void {
  beforeAll(() => Promise.all(routes.map((load) => load())), ROUTE_COMPILE_TIMEOUT_MS);
}

/** The dashboard and its Account page. */
export function preloadAccountPage(): void {
  preloadRoutes(
    () => import('@/app/routes/admin/dashboard/layout.tsx'),
    () => import('@/app/routes/admin/dashboard/account.tsx'),
  );
}
