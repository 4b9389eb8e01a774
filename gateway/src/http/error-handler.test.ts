import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { capturedLog, LOG_LEVEL } from '../testing/captured-log.ts';
import { answerEscapedError, errorHandler, logAppError } from './error-handler.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** An app whose middleware starts `work` inside the request, as a handler's timer or callback would. */
async function appRunning(
  handler: Koa.Middleware,
): Promise<{ url: string; lines: ReturnType<typeof capturedLog>['lines'] }> {
  const { logger, lines } = capturedLog();
  const app = new Koa();
  app.use(async (ctx, next) => {
    ctx.state.requestId = 'req-1';
    await next();
  });
  app.use(errorHandler(logger));
  app.use(handler);
  const server = createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("answerEscapedError, the process's last guard", () => {
  it('answers the request an error escaped from with a 500, logs it, and the app goes on answering', async () => {
    const { logger, lines } = capturedLog();
    let guarded: boolean | undefined;
    const { url } = await appRunning(async (ctx) => {
      if (ctx.path === '/fine') {
        ctx.body = { ok: true };
        return;
      }
      // A handler that never settles, whose timer throws: the process's 'uncaughtException'
      // listener is called in the timer's scope, as here (vitest keeps real uncaught errors).
      await new Promise(() => {
        setTimeout(() => {
          guarded = answerEscapedError(new Error('escaped from a timer'), logger);
        }, 1);
      });
    });

    const response = await fetch(`${url}/escapes`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(guarded).toBe(true);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: LOG_LEVEL.error,
        reqId: 'req-1',
        path: '/escapes',
        err: expect.objectContaining({ message: 'escaped from a timer' }),
      }),
    );
    expect((await fetch(`${url}/fine`)).status).toBe(200);
  });

  it('leaves an error outside any request to the caller, which ends the process', () => {
    const { logger, lines } = capturedLog();
    expect(answerEscapedError(new Error('no request here'), logger)).toBe(false);
    expect(lines).toEqual([]);
  });

  it('leaves an error from work that outlives its request (a timer it set) to the caller', async () => {
    const { logger } = capturedLog();
    let late: Promise<boolean> | undefined;
    const { url } = await appRunning((ctx) => {
      late = new Promise((resolve) => setTimeout(() => resolve(answerEscapedError(new Error('late'), logger)), 50));
      ctx.body = { ok: true };
    });
    expect((await fetch(url)).status).toBe(200);
    expect(await late).toBe(false);
  });
});

describe("logAppError, Koa's error event", () => {
  it('logs a client that hung up mid-request as news, anything else as an error', () => {
    const { logger, lines } = capturedLog();
    const log = logAppError(logger);
    log(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_EOF_STATE' }));
    log(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    log(new Error('a response stream failed'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [LOG_LEVEL.info, 'client connection failed'],
      [LOG_LEVEL.info, 'client connection failed'],
      [LOG_LEVEL.error, 'request failed after its answer began'],
    ]);
  });
});
