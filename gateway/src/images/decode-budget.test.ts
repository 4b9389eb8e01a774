import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGO_UPLOAD_FIELD } from '../../contract/brand-rules.ts';
import { ERROR_CODES } from '../../contract/errors.ts';
import { GALLERY_UPLOAD_FIELD } from '../../contract/gallery.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createDecodeBudget,
  DECODE_BUSY_MESSAGE,
  DECODE_BUSY_RETRY_AFTER_SECONDS,
  DecodeBusyError,
} from './decode-budget.ts';

/** Work that runs until the test lets it finish. */
function heldWork() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('createDecodeBudget', () => {
  it('runs as many at once as it admits, queues as many as it may, and refuses the rest', async () => {
    const budget = createDecodeBudget({ atOnce: 1, waiting: 1 });
    const first = heldWork();
    const second = heldWork();
    let secondStarted = false;
    const running = budget.run(first.work);
    const waiting = budget.run(() => {
      secondStarted = true;
      return second.work();
    });
    await expect(budget.run(async () => 'third')).rejects.toBeInstanceOf(DecodeBusyError);
    expect(secondStarted).toBe(false);

    first.finish();
    await running;
    await expect.poll(() => secondStarted).toBe(true);
    second.finish();
    await waiting;
    expect(await budget.run(async () => 'free again')).toBe('free again');
  });

  it('passes the turn on when work fails', async () => {
    const budget = createDecodeBudget({ atOnce: 1, waiting: 0 });
    await expect(budget.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect(await budget.run(async () => 'next')).toBe('next');
  });
});

describe('one decode budget for every upload', () => {
  let gateway: TestApp | undefined;
  afterEach(async () => {
    await gateway?.close();
  });

  const png = () =>
    sharp({ create: { width: 640, height: 480, channels: 3, background: '#557799' } })
      .png()
      .toBuffer();
  const form = (field: string, picture: Buffer, extra: Record<string, string> = {}) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    body.set(field, new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'picture.png');
    return body;
  };

  async function expectBusy(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DECODE_BUSY_RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ error: { code: ERROR_CODES.busy, message: DECODE_BUSY_MESSAGE } });
  }

  it('answers the owner’s gallery, before-picture and logo uploads and a visitor’s photo 503 with Retry-After while it is full', async () => {
    const decodes = createDecodeBudget({ atOnce: 1, waiting: 0 });
    gateway = await startTestApp({ decodes });
    const { url } = gateway;
    const auth = { Authorization: `Bearer ${await gateway.signIn()}` };
    const picture = await png();
    const added = await fetch(`${url}/api/admin/gallery`, {
      method: 'POST',
      headers: auth,
      body: form(GALLERY_UPLOAD_FIELD, picture),
    });
    expect(added.status).toBe(201);
    const { id } = (await added.json()) as { id: number };
    const { token } = (await (await fetch(`${url}/api/contact/token`)).json()) as { token: string };

    const visitorsPhoto = heldWork();
    const decoding = decodes.run(visitorsPhoto.work);
    await expectBusy(
      await fetch(`${url}/api/admin/gallery`, {
        method: 'POST',
        headers: auth,
        body: form(GALLERY_UPLOAD_FIELD, picture),
      }),
    );
    await expectBusy(
      await fetch(`${url}/api/admin/gallery/${id}/before`, {
        method: 'PUT',
        headers: auth,
        body: form(GALLERY_UPLOAD_FIELD, picture),
      }),
    );
    await expectBusy(
      await fetch(`${url}/api/admin/brand/logo`, {
        method: 'POST',
        headers: auth,
        body: form(LOGO_UPLOAD_FIELD, picture),
      }),
    );
    await expectBusy(
      await fetch(`${url}/api/contact/photos`, { method: 'POST', body: form('photo', picture, { formToken: token }) }),
    );

    visitorsPhoto.finish();
    await decoding;
    const before = await fetch(`${url}/api/admin/gallery/${id}/before`, {
      method: 'PUT',
      headers: auth,
      body: form(GALLERY_UPLOAD_FIELD, picture),
    });
    expect(before.status).toBe(200);
  });
});
