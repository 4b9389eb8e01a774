import type { Server } from 'node:http';
import type Koa from 'koa';

/**
 * How long the gateway keeps an idle connection open. nginx keeps its idle connections to the
 * gateway for 30 s (`keepalive_timeout` in nginx/templates/gateway-upstream.conf.template); the
 * gateway must keep them longer, so that nginx is always the side that closes one. With Node's
 * default (5 s) the gateway closed first, and a request nginx sent on that connection in the same
 * moment failed: nginx answered 503 "briefly unavailable", and a POST (a sign-in, a quote request)
 * is not retried.
 */
export const IDLE_CONNECTION_MS = 65_000;

/** The gateway's HTTP server, listening for nginx's kept-alive connections. */
export function listenBehindNginx(app: Koa, port: number, host?: string): Server {
  const server = host === undefined ? app.listen(port) : app.listen(port, host);
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // A request's headers get their own limit, longer than the idle one (as Node requires).
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
  // No limit on a whole request's time (Node's default cuts any request at 5 minutes): a backup
  // file restored from the dashboard is up to 20 GB, hours on a home uplink. A client that stops
  // sending is nginx's to cut (client_body_timeout, 60 s between two reads); only nginx reaches here.
  server.requestTimeout = 0;
  return server;
}
