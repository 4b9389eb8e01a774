import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_FORM_MIN_FILL_MS } from '../../contract/quote-requests.ts';
import { QUOTE_REQUEST } from '../testing/quote-request-fixture.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { QUOTE_REQUEST_MAX_PER_WINDOW, QUOTE_REQUEST_WINDOW_MS } from './quote-request-intake.ts';

const START = '2026-11-18T10:00:00.000Z';
const VISITOR = '198.51.100.7';
const NEIGHBOUR = '198.51.100.8';

describe('the per-address limits across a restart', () => {
  let root: string;
  let gateway: TestApp | undefined;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'rate-window-test-'));
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
    rmSync(root, { recursive: true, force: true });
  });

  /** The gateway on the test's folder, its clock at `at`: a second one is the first restarted. */
  async function start(at: string) {
    gateway = await startTestApp({ trustProxy: true, startAt: at, root });
    return gateway;
  }

  /** A quote request from `address`, sent a person's fill-in time after its form token. */
  async function submitFrom(app: TestApp, address: string) {
    const { token } = (await (await fetch(`${app.url}/api/contact/token`)).json()) as { token: string };
    app.advanceClock(QUOTE_FORM_MIN_FILL_MS);
    return fetch(`${app.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ ...QUOTE_REQUEST, formToken: token }),
    });
  }

  it('still refuses an address that spent its quote requests after the gateway restarts, until the window ends', async () => {
    const first = await start(START);
    for (let sent = 0; sent < QUOTE_REQUEST_MAX_PER_WINDOW; sent += 1)
      expect((await submitFrom(first, VISITOR)).status).toBe(201);
    expect((await submitFrom(first, VISITOR)).status).toBe(429);
    // Counted under a keyed hash: the database (and its backups) holds no client address.
    const keys = first.db.prepare('SELECT DISTINCT event_key FROM rate_events').all();
    expect(keys.length).toBeGreaterThan(0);
    expect(JSON.stringify(keys)).not.toContain(VISITOR);
    const stoppedAt = new Date(first.now()).toISOString();
    await first.close();

    const restarted = await start(stoppedAt);
    const refused = await submitFrom(restarted, VISITOR);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(QUOTE_REQUEST_WINDOW_MS / 1000);
    expect((await submitFrom(restarted, NEIGHBOUR)).status).toBe(201);

    restarted.advanceClock(QUOTE_REQUEST_WINDOW_MS);
    expect((await submitFrom(restarted, VISITOR)).status).toBe(201);
  });
});
