import type { KeyObject } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import Koa from 'koa';
import { createAdminSessions } from './auth/admin-sessions.ts';
import { createLoginThrottle } from './auth/login-throttle.ts';
import { createRequireAdmin } from './auth/require-admin.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { requestLog } from './http/request-log.ts';
import type { Logger } from './logger.ts';
import { adminAccountRouter } from './routes/admin-account.ts';
import { authRouter } from './routes/auth.ts';
import { credentialsRouter } from './routes/credentials.ts';
import { healthRouter } from './routes/health.ts';
import { createAdminStore } from './store/admin-store.ts';
import { createHealthStore } from './store/health-store.ts';
import { createRevokedTokenStore } from './store/revoked-token-store.ts';

export interface AppDeps {
  db: DatabaseSync;
  jwtKey: KeyObject;
  tokenTtlSeconds: number;
  logger: Logger;
  /** Behind nginx: take the client address from X-Forwarded-For, which nginx overwrites. */
  trustProxy: boolean;
  /** Milliseconds since the epoch; tests move it to cross time windows without waiting. */
  clock?: () => number;
}

/** Wires the gateway: no environment, no listening, so tests can drive the real app. */
export function createApp({ db, jwtKey, tokenTtlSeconds, logger, trustProxy, clock = Date.now }: AppDeps): Koa {
  const app = new Koa({ proxy: trustProxy, maxIpsCount: 1 });
  const admins = createAdminStore(db);
  const sessions = createAdminSessions({ admins, revokedTokens: createRevokedTokenStore(db), jwtKey, tokenTtlSeconds, clock });
  const requireAdmin = createRequireAdmin(jwtKey, tokenTtlSeconds, sessions);
  const throttle = createLoginThrottle(clock);

  const routers = [
    healthRouter(createHealthStore(db)),
    credentialsRouter(requireAdmin),
    authRouter({ admins, sessions, throttle, requireAdmin }),
    adminAccountRouter({ admins, sessions, requireAdmin }),
  ];

  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(jsonBody());
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
