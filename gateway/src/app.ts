import type { KeyObject } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import Koa from 'koa';
import { createRequireAdmin } from './auth/require-admin.ts';
import { errorHandler } from './http/error-handler.ts';
import { requestLog } from './http/request-log.ts';
import type { Logger } from './logger.ts';
import { credentialsRouter } from './routes/credentials.ts';
import { healthRouter } from './routes/health.ts';
import { createHealthStore } from './store/health-store.ts';

export interface AppDeps {
  db: DatabaseSync;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  logger: Logger;
}

/** Wires the gateway: no environment, no listening, so tests can drive the real app. */
export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  const requireAdmin = createRequireAdmin(deps.jwtKey, deps.tokenTtlSeconds);
  const routers = [healthRouter(createHealthStore(deps.db)), credentialsRouter(requireAdmin)];

  app.use(requestLog(deps.logger));
  app.use(errorHandler(deps.logger));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
