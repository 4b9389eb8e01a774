import type { TestProject } from 'vitest/node';
import { assertDockerAvailable, buildImages } from './images.ts';
import { startStack, TEST_ADMIN, TEST_JWT_SECRET } from './start-stack.ts';

/** Builds the images once per run and starts the stack every test file talks to. */
export default async function setup(project: TestProject) {
  await assertDockerAvailable();
  await buildImages();
  const stack = await startStack();
  project.provide('baseUrl', stack.baseUrl);
  project.provide('jwtSecret', TEST_JWT_SECRET);
  project.provide('admin', TEST_ADMIN);
  project.provide('gatewayContainerId', stack.gateway.getId());
  return async () => {
    await stack.stop();
  };
}
