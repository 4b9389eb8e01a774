import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ROUTES } from '../../contract/uploads.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let gateway: TestApp;
let token: string;
beforeAll(async () => {
  gateway = await startTestApp({ startAt: '2026-11-18T10:00:00.000Z' });
  token = await gateway.signIn();
  const picture = { key: 'truncatedpicture00000', width: 800, height: 600, color: '#c8b89a', widths: [480, 800] };
  gateway.modules.gallery.gallery.add({
    title: 'Sunny living room',
    caption: '',
    alt: '',
    category: 'interior',
    featured: false,
    image: picture,
  });
});
afterAll(async () => {
  await gateway.close();
});

const BOUNDARY = 'zz';

/** A multipart body that stops inside its file part: the closing boundary never comes. */
function truncatedFilePart(field: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
}

async function send(route: (typeof UPLOAD_ROUTES)[number], body: string) {
  const response = await fetch(`${gateway.url}${route.path.replace(':id', '1')}`, {
    method: route.method,
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(route.sender === 'owner' ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as { error?: { code: string; message: string } } };
}

describe('an upload whose body ends early', () => {
  it.each(UPLOAD_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 400 for a body that ends inside the file part, and the gateway goes on',
    async (_name, route) => {
      expect(await send(route, truncatedFilePart(route.field))).toEqual({
        status: 400,
        body: { error: { code: 'bad_request', message: 'The upload is not valid multipart/form-data.' } },
      });
      // Inside another field's file part, and cut in the part's headers.
      expect((await send(route, truncatedFilePart('other'))).status).toBe(400);
      expect((await send(route, `--${BOUNDARY}\r\nContent-Disposition: form-da`)).status).toBe(400);
      expect((await fetch(`${gateway.url}/api/health`)).status).toBe(200);
    },
  );
});
