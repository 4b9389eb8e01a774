import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { GenericContainer, Network, type StartedNetwork, type StartedTestContainer, Wait } from 'testcontainers';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGES } from './stack/images.ts';
import { GATEWAY_PORT, signInThroughApi, TEST_ADMIN, TEST_JWT_SECRET } from './stack/start-stack.ts';

const containers: StartedTestContainer[] = [];
let network: StartedNetwork | undefined;
afterAll(async () => {
  for (const container of containers.reverse()) await container.stop().catch(() => undefined);
  await network?.stop().catch(() => undefined);
});

/** A folder the gateway (user node, uid 1000) can write: it stands for a Docker volume. */
function volumeDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-data-'));
  chmodSync(dir, 0o777);
  return dir;
}

/** An installation: its site-data and site-public volumes. */
interface Volumes {
  data: string;
  site: string;
}

const newVolumes = (): Volumes => ({ data: volumeDir(), site: volumeDir() });

function startGatewayOn(volumes: Volumes) {
  return new GenericContainer(IMAGES.gateway)
    .withBindMounts([
      { source: volumes.data, target: '/data' },
      { source: volumes.site, target: '/site' },
    ])
    .withEnvironment({
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: 'warn',
    })
    .withExposedPorts(GATEWAY_PORT)
    .withWaitStrategy(Wait.forHttp('/api/health', GATEWAY_PORT).forStatusCode(200))
    .start();
}

const urlOf = (gateway: StartedTestContainer) => `http://${gateway.getHost()}:${gateway.getMappedPort(GATEWAY_PORT)}`;

describe('backup and restore', () => {
  it('copies the running site and restores it into a fresh volume with every request, picture and setting', async () => {
    network = await new Network().start();
    const original = newVolumes();
    const gateway = await startGatewayOn(original);
    containers.push(gateway);
    const url = urlOf(gateway);

    // A quote request through the real form flow (token, a person's fill-in time, submit).
    const { token: formToken } = (await (await fetch(`${url}/api/contact/token`)).json()) as { token: string };
    // With a photo of the job: private, in DATA_DIR, and backed up with the request.
    const photoForm = new FormData();
    photoForm.set('formToken', formToken);
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9a5b' } })
      .jpeg()
      .toBuffer();
    photoForm.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'porch.jpg');
    const uploaded = await fetch(`${url}/api/contact/photos`, { method: 'POST', body: photoForm });
    expect(uploaded.status).toBe(201);
    const { id: photoId } = (await uploaded.json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 3_200));
    const sent = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Backup Tester',
        email: 'backup@example.com',
        address: '97202',
        details: 'Please keep this request safe.',
        preferredContact: 'email',
        formToken,
        photos: [photoId],
      }),
    });
    expect(sent.status).toBe(201);
    const owner = await signInThroughApi(url);
    const phone = {
      ...(await (await fetch(`${url}/api/admin/site`, { headers: { Authorization: `Bearer ${owner}` } })).json()),
      phone: '(503) 555-0166',
    };
    expect(
      (
        await fetch(`${url}/api/admin/site`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${owner}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(phone),
        })
      ).status,
    ).toBe(200);
    const pictures = (
      (await (await fetch(`${url}/api/gallery`)).json()) as {
        items: Array<{ image: { variants: Array<{ url: string }> } }>;
      }
    ).items;

    // The backup runs while the gateway keeps serving.
    const result = await gateway.exec(['node', 'dist/backup.mjs']);
    expect(result.exitCode).toBe(0);
    const made = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as {
      backup: string;
      integrity: string;
      quoteRequests: number;
      galleryItems: number;
      quotePhotoFiles: number;
    };
    // The photo's two copies (thumbnail and full).
    expect(made).toMatchObject({
      integrity: 'ok',
      quoteRequests: 1,
      galleryItems: pictures.length,
      quotePhotoFiles: 2,
    });
    await gateway.stop();

    // Restore into an empty volume with the restore command, then start a gateway on it.
    const fresh = newVolumes();
    const restore = await new GenericContainer(IMAGES.gateway)
      .withBindMounts([
        { source: original.data, target: '/backup-source', mode: 'ro' },
        { source: fresh.data, target: '/data' },
        { source: fresh.site, target: '/site' },
      ])
      .withCommand(['node', 'dist/restore.mjs', made.backup.replace('/data/', '/backup-source/')])
      .withWaitStrategy(Wait.forOneShotStartup())
      .start();
    containers.push(restore);

    const restored = await startGatewayOn(fresh);
    containers.push(restored);
    const restoredUrl = urlOf(restored);
    const token = await signInThroughApi(restoredUrl);
    const inbox = (await (
      await fetch(`${restoredUrl}/api/admin/messages?q=Backup%20Tester`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { items: Array<{ id: number; email: string }> };
    expect(inbox.items).toEqual([expect.objectContaining({ email: 'backup@example.com', photoCount: 1 })]);
    const restoredPhoto = await fetch(
      `${restoredUrl}/api/admin/messages/${inbox.items[0]?.id}/photos/${photoId}/full`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(restoredPhoto.status).toBe(200);
    expect((await sharp(Buffer.from(await restoredPhoto.arrayBuffer())).metadata()).width).toBe(800);
    expect(((await (await fetch(`${restoredUrl}/api/site`)).json()) as { phone: string }).phone).toBe('(503) 555-0166');
    const restoredPictures = ((await (await fetch(`${restoredUrl}/api/gallery`)).json()) as { items: unknown[] }).items;
    expect(restoredPictures).toHaveLength(pictures.length);
    for (const picture of pictures.slice(0, 3)) {
      const response = await fetch(`${restoredUrl}${picture.image.variants[0]?.url}`);
      expect(response.status).toBe(200);
    }
  }, 120_000);
});
