import Koa from 'koa';
import { UNSUBSCRIBE_PATH_PREFIX } from '../contract/customer-mail.ts';
import { ESTIMATE_PAGE_PREFIX } from '../contract/estimates.ts';
import { PLAIN_QUOTE_FORM_ROUTE } from '../contract/plain-quote-form.ts';
import { SITE_EVENTS_PATH } from '../contract/visitor-counts.ts';
import type { BackupService } from './backups/index.ts';
import { noteChanges } from './backups/index.ts';
import { clientAddress } from './http/client-address.ts';
import { errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { publishAfterWrite } from './http/publish-after-write.ts';
import { requestLog } from './http/request-log.ts';
import { createTrustedProxies } from './http/trusted-proxies.ts';
import type { Module } from './kernel/kernel.ts';
import type { Logger } from './logger.ts';
import type { Publisher } from './publish/publisher.ts';

interface AppParts {
  logger: Logger;
  /**
   * The peers (nginx) whose X-Forwarded-For gives the client address: host names, addresses or
   * CIDR ranges; empty trusts no one.
   */
  trustProxy: readonly string[];
  /** Every module's routers, in the composition root's order. */
  routers: NonNullable<Module['routers']>;
  /** Republishes the site after a route that declares it changes what visitors see. */
  publisher: Pick<Publisher, 'schedule' | 'whenIdle'>;
  /** Told of the writes worth a backup. */
  backups: Pick<BackupService, 'noteChange'>;
}

/** The HTTP pipeline around the modules' routers: no environment, no listening, so tests can drive the real app. */
export function createApp({ logger, trustProxy, routers, publisher, backups }: AppParts): Koa {
  const app = new Koa();
  app.use(requestLog(logger));
  app.use(errorHandler(logger));
  app.use(clientAddress(createTrustedProxies(trustProxy, { logger })));
  // The beacons read their own small bodies: no 64 KB JSON parse before their 1 KB limit.
  app.use(jsonBody([PLAIN_QUOTE_FORM_ROUTE, UNSUBSCRIBE_PATH_PREFIX, SITE_EVENTS_PATH, ESTIMATE_PAGE_PREFIX]));
  app.use(publishAfterWrite(publisher));
  app.use(noteChanges(backups));
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
