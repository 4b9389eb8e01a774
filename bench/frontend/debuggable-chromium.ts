import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/stack/browser.ts';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  close(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 30_000;
const DEVTOOLS_LISTENING = /DevTools listening on ws:\/\/[^/]+:(\d+)\//;

/**
 * Headless Chromium with a DevTools port, as Lighthouse's Node API expects (what chrome-launcher
 * does, with the tests' flags that keep it off the internet), in a throwaway profile.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      // As Playwright launches it: the sandbox cannot start as root, which CI machines are.
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      '--disable-extensions',
      '--disable-default-apps',
      '--no-default-browser-check',
      '--mute-audio',
      '--password-store=basic',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };

  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium printed no DevTools port in ${STARTUP_TIMEOUT_MS} ms:\n${output}`)),
        STARTUP_TIMEOUT_MS,
      );
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        const match = DEVTOOLS_LISTENING.exec(output);
        if (!match) return;
        clearTimeout(timer);
        child.stderr.off('data', onOutput);
        resolve(Number(match[1]));
      };
      child.stderr.on('data', onOutput);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before it opened a DevTools port:\n${output}`));
      });
    });
    // Keep draining stderr, or a chatty Chromium blocks on a full pipe.
    child.stderr.resume();
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
