import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../testing/test-app.ts';
import { publishAfterWrite } from './publish-after-write.ts';
import { publishes, worthABackup } from './side-effects.ts';

let gateway: TestApp;
beforeAll(async () => {
  gateway = await startTestApp();
});
afterAll(async () => {
  await gateway.close();
});

// Which routes publish is declared on their route lines (`publishes`); side-effects.test.ts holds
// them to the contract's SITE_CHANGING_ROUTES.
describe('the writes that publish the site', () => {
  it('publish after a success (2xx) of a route that declares publishes, and only then', async () => {
    const schedule = vi.fn();
    const publish = publishAfterWrite({ schedule, whenIdle: async () => undefined });
    const answer = async (status: number, marker?: typeof publishes) => {
      const ctx = { status: 404 } as Context;
      const handle = async () => {
        ctx.status = status;
      };
      await publish(ctx, () => (marker ? marker(ctx, handle) : handle()));
    };

    await answer(200, publishes);
    await answer(204, publishes);
    expect(schedule).toHaveBeenCalledTimes(2);
    await answer(400, publishes);
    await answer(303, publishes);
    await answer(200, worthABackup);
    await answer(200);
    expect(schedule).toHaveBeenCalledTimes(2);
  });

  it('never run for an account call: the publisher is not asked, so the answer never waits for one', async () => {
    await gateway.publisher.whenIdle();
    const runsBefore = gateway.publisher.lastRun()?.number;
    const token = await gateway.signIn();
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    const setup = await fetch(`${gateway.url}/api/admin/account/two-factor/setup`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ password: TEST_ADMIN.password }),
    });
    expect(setup.status).toBe(200);
    const changed = await fetch(`${gateway.url}/api/admin/password`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password }),
    });
    expect(changed.status).toBe(200);
    const { token: renewed } = (await changed.json()) as { token: string };
    const signedOut = await fetch(`${gateway.url}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${renewed}` },
    });
    expect(signedOut.status).toBe(204);

    await gateway.publisher.whenIdle();
    expect(gateway.publisher.lastRun()?.number).toBe(runsBefore);
  });
});
