import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { OrderFailure, probeDirectory } from './acme-order.ts';
import { describeOrderFailure } from './order-failure-words.ts';

const DIRECTORY = 'https://acme.example/directory';

describe('describeOrderFailure', () => {
  it('tells the operator to point DNS here and open port 80 when a challenge did not come back', async () => {
    const failure = new OrderFailure('challenge-not-reached', 'no answer', { name: 'paintco.invalid' });
    expect(await describeOrderFailure(failure, DIRECTORY)).toEqual({
      words:
        'DNS for paintco.invalid has no address; the challenge sent there did not come back to this server: point it at this server and open port 80',
    });
  });

  it('names a TLS problem with the ACME server', async () => {
    // An http server where https is expected: the handshake fails.
    const server = createServer((_request, response) => response.end('not TLS'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}/directory`;
    try {
      const unreachable = await probeDirectory(url);
      expect(unreachable?.code).toMatch(/SSL|TLS/);
      const failure = new OrderFailure('unreachable', unreachable?.message ?? '', { url, code: unreachable?.code });
      expect((await describeOrderFailure(failure, url)).words).toMatch(
        /^Could not reach the ACME server at https:\/\/127\.0\.0\.1:\d+: TLS problem/,
      );
    } finally {
      server.close();
    }
  });

  it('says "name not found" for an ACME server name that does not resolve', async () => {
    const url = 'https://acme.invalid/directory';
    const unreachable = await probeDirectory(url);
    const failure = new OrderFailure('unreachable', unreachable?.message ?? '', { url, code: unreachable?.code });
    expect((await describeOrderFailure(failure, url)).words).toBe(
      'Could not reach the ACME server at https://acme.invalid: name not found',
    );
  });

  it('says until when a rate-limited server asked to wait', async () => {
    const retryAfter = Date.parse('2026-01-01T03:00:00Z');
    const failure = new OrderFailure('refused', 'too many', {
      problem: { detail: 'too many certificates for this domain', rateLimited: true, retryAfter },
    });
    expect(await describeOrderFailure(failure, DIRECTORY)).toEqual({
      words: 'Rate limited by the ACME server until 2026-01-01T03:00:00.000Z: too many certificates for this domain',
      retryAfter,
    });
  });
});
