import { mkdirSync } from 'node:fs';
import { composeGateway } from './compose-gateway.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { answerEscapedError, logAppError } from './http/error-handler.ts';
import { listenBehindNginx } from './http/listen.ts';
import { createLogger } from './logger.ts';

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * The exit of a gateway that restarts itself (a backup file staged from the dashboard): not 0, so
 * compose's `restart: unless-stopped` (and an `on-failure` policy too) starts it again.
 */
const RESTART_EXIT_CODE = 75;

function readConfigOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`gateway: ${error.message}\n`);
    process.exit(1);
  }
}

const config = readConfigOrExit();
const logger = createLogger(config.logLevel);

// DATA_DIR holds customers' names and addresses: everything created in it is owner-only.
// PUBLIC_DIR, which nginx reads, gets its modes set explicitly by the publisher.
process.umask(0o077);
mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
const gateway = await composeGateway(config, {
  logger,
  announce: (text) => process.stdout.write(text),
  restart: () => shutdown('restart'),
});

gateway.app.on('error', logAppError(logger));
// An error thrown from work a request started, while it runs, costs that request a 500; any other
// leaves a state nobody knows, and the process ends as Node would end it (the container restarts it).
process.on('uncaughtException', (error, origin) => {
  if (answerEscapedError(error, logger)) return;
  logger.fatal({ err: error, origin }, 'uncaught exception: the gateway stops');
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

const server = listenBehindNginx(gateway.app, config.port);
server.once('listening', () => {
  logger.info({ port: config.port, dataDir: config.dataDir, publicDir: config.publicDir }, 'gateway listening');
});

let stopping = false;
function shutdown(signal: NodeJS.Signals | 'restart'): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, signal === 'restart' ? 'restarting' : 'shutting down');
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  server.close(async () => {
    clearTimeout(force);
    // A publish under way finishes first (bounded), so the last edits reach PUBLIC_DIR.
    await gateway.close();
    logger.info({ lastPublish: gateway.publisher.lastRun() }, 'stopped');
    process.exit(signal === 'restart' ? RESTART_EXIT_CODE : 0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
