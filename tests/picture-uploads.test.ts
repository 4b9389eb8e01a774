import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GalleryItem } from '@painting-site/gateway/contract/gallery';
import { UPLOAD_ROUTES, type UploadRoute } from '@painting-site/gateway/contract/uploads';
import { getContainerRuntimeClient } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../gateway/src/testing/test-pictures.ts';
import { useBrowserPage, waitForApp } from './stack/browser.ts';
import { sendQuoteRequest, signInAsOwner } from './stack/owner.ts';
import { type Stack, signInThroughApi, startStack } from './stack/start-stack.ts';

// Every picture upload through nginx, with the photo a phone really sends: 12 megapixels, megabytes,
// far past the 64 KB nginx keeps other bodies to. A stack of its own: these change the gallery
// and the logo.
let stack: Stack;
let owner: Record<string, string>;
let photo: Buffer;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
  owner = { Authorization: `Bearer ${await signInThroughApi(stack.baseUrl)}` };
  photo = await phonePhoto();
});
afterAll(async () => {
  await stack?.stop();
});

/** A gallery item to hang a before picture on. */
async function addGalleryItem(title: string): Promise<GalleryItem> {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'after.jpg');
  form.set('title', title);
  const response = await fetch(`${stack.baseUrl}/api/admin/gallery`, { method: 'POST', headers: owner, body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as GalleryItem;
}

/** What the route needs beside the picture, and who may send it. */
async function sendPicture(route: UploadRoute): Promise<Response> {
  const form = new FormData();
  let headers = owner;
  let path = route.path;
  if (route.sender === 'visitor') {
    headers = {};
    const { token } = (await (await fetch(`${stack.baseUrl}/api/contact/token`)).json()) as { token: string };
    form.set('formToken', token);
  }
  if (path.includes(':id')) path = path.replace(':id', String((await addGalleryItem('Porch, before')).id));
  form.set(route.field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0412.jpg');
  return fetch(`${stack.baseUrl}${path}`, { method: route.method, headers, body: form });
}

describe('picture uploads through nginx', () => {
  it('are sent a phone photo of megabytes in the test, far past the 64 KB of other bodies', () => {
    expect(photo.byteLength).toBeGreaterThan(2 * 1024 * 1024);
  });

  it.each(UPLOAD_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s takes a 12-megapixel phone JPEG',
    async (_, route) => {
      const response = await sendPicture(route);
      expect(response.status, await response.clone().text()).toBeLessThan(300);
    },
  );

  it("lets the owner add a phone's before picture in the dashboard, and the published gallery shows the slider", async () => {
    const title = 'Front porch, scraped and repainted';
    await addGalleryItem(title);
    const folder = mkdtempSync(join(tmpdir(), 'before-'));
    const file = join(folder, 'IMG_0398.jpg');
    writeFileSync(file, photo);

    const { page } = session;
    await signInAsOwner(page, stack.baseUrl);
    await page.goto(`${stack.baseUrl}/admin/dashboard/gallery`);
    await page.getByLabel(`Add before picture: ${title}`).setInputFiles(file);
    await page.getByLabel(`Remove before picture: ${title}`).waitFor({ timeout: 45_000 });

    // The published grid shows the project split in two; its lightbox has the slider.
    await page.goto(`${stack.baseUrl}/gallery`);
    await waitForApp(page);
    const project = page.getByRole('link', { name: new RegExp(`Before and after.*${title}`) });
    await project.click();
    await page.getByRole('slider', { name: `Before and after: ${title}` }).waitFor();
  }, 90_000);
});

/** The gateway container's process as Docker sees it: a crash shows as another pid or a restart. */
async function gatewayProcess() {
  const client = await getContainerRuntimeClient();
  const info = await client.container.inspect(client.container.getById(stack.gateway.getId()));
  return { running: info.State.Running, pid: info.State.Pid, restarts: info.RestartCount };
}

describe('an upload that ends inside its file part, through nginx', () => {
  it('gets 400 on every upload route, the gateway process goes on, and a quote request right after is stored', async () => {
    const item = await addGalleryItem('Porch, for a broken before picture');
    const before = await gatewayProcess();
    expect(before.running).toBe(true);
    const boundary = 'zz';
    for (const route of UPLOAD_ROUTES) {
      // The 100 bytes of the finding: a file part whose closing boundary never comes.
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="${route.field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc`;
      const response = await fetch(`${stack.baseUrl}${route.path.replace(':id', String(item.id))}`, {
        method: route.method,
        headers: {
          ...(route.sender === 'owner' ? owner : {}),
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
        },
        body,
      });
      expect({ route: route.path, status: response.status }).toEqual({ route: route.path, status: 400 });
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        'The upload is not valid multipart/form-data.',
      );
    }
    expect(await gatewayProcess()).toEqual(before);
    const receipt = await sendQuoteRequest(stack.baseUrl, {
      name: 'Right after',
      email: 'after@example.com',
      address: '97202',
      details: 'Sent just after the broken uploads.',
    });
    const stored = await fetch(`${stack.baseUrl}/api/admin/messages?q=Right%20after`, { headers: owner });
    expect(((await stored.json()) as { total: number }).total).toBe(1);
    expect(receipt).toBeTruthy();
  }, 60_000);
});
