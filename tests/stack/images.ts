import { fileURLToPath } from 'node:url';
import { GenericContainer, getContainerRuntimeClient } from 'testcontainers';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Fixed names, so repeated runs replace the images instead of piling up new ones.
 * STACK_IMAGE_TAG keeps two checkouts on one machine from building over each other's images.
 */
const TAG = process.env.STACK_IMAGE_TAG || 'test';
export const IMAGES = {
  gateway: `painting-site-gateway:${TAG}`,
  web: `painting-site-web:${TAG}`,
  /** Let's Encrypt's test ACME server (tests/stack/pebble), built only by the tests that use it. */
  pebble: `painting-site-pebble:${TAG}`,
  /** The SFTP host and restic REST server the backups go to (tests/stack/backup-servers), built by their tests. */
  backupServers: `painting-site-backup-servers:${TAG}`,
  /** An S3-compatible storage (s3rver over https, tests/stack/s3-server), built by its test. */
  s3Server: `painting-site-s3-server:${TAG}`,
} as const;

/** The Dockerfile's base-image args, passed through only when the environment sets them. */
export function baseImageArgs(): Record<string, string> {
  const args: Record<string, string> = {};
  for (const name of ['NODE_IMAGE', 'NGINX_IMAGE']) {
    const value = process.env[name];
    if (value) args[name] = value;
  }
  return args;
}

export async function assertDockerAvailable(): Promise<void> {
  try {
    const client = await getContainerRuntimeClient();
    await client.info;
  } catch (error) {
    throw new Error(
      'The whole-stack tests need a running Docker engine and found none ' +
        `(${(error as Error).message}). Start Docker, or on the project's CI machines ` +
        '`source ../shared/ci/provision.sh` first. `npm run test:unit` runs without Docker.',
    );
  }
}

/**
 * Builds both targets from the Dockerfile, one after the other so the second reuses layers.
 * The previous image's tag goes first (its layers stay cached): testcontainers only notices a
 * failed classic build by the missing image, and a stale one would let tests run on old code.
 */
export async function buildImages(): Promise<void> {
  const { dockerode } = (await getContainerRuntimeClient()).container;
  for (const target of ['gateway', 'web'] as const) {
    const name = IMAGES[target];
    await dockerode
      .getImage(name)
      .remove({ force: true, noprune: true })
      .catch(() => undefined);
    try {
      await GenericContainer.fromDockerfile(REPO_ROOT)
        .withTarget(target)
        .withBuildArgs(baseImageArgs())
        .build(name, { deleteOnExit: false });
    } catch (error) {
      throw new Error(
        `Building the ${target} image failed (${(error as Error).message}). Rerun with ` +
          "DEBUG=testcontainers:build to see the builder's output; on the CI machines a changed " +
          'lockfile needs ../shared/ci/base-images.sh after npm ci.',
        { cause: error },
      );
    }
  }
}
