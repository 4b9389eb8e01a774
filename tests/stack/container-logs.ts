import type { StartedTestContainer } from 'testcontainers';

/** Everything a container has logged so far, as text. */
export async function logsOf(container: StartedTestContainer): Promise<string> {
  const stream = await container.logs();
  let text = '';
  stream.on('data', (chunk: Buffer | string) => {
    text += chunk.toString();
  });
  // The stream follows the log; what is there arrives at once.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  stream.destroy();
  return text;
}
