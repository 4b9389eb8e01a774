import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_CODES, NEW_PASSWORD_LABEL, USAGE } from '../gateway/src/cli/admin.ts';
import { useBrowserPage } from './stack/browser.ts';
import { signInAsOwner } from './stack/owner.ts';
import { type Stack, signInThroughApi, startStack, TEST_ADMIN } from './stack/start-stack.ts';

// The operator's commands (docs/sign-in.md, "Locked out or lost the password"), run with
// `docker exec` in the gateway container of a running stack, as `docker compose exec` runs them.
let stack: Stack;
const session = useBrowserPage();

beforeAll(async () => {
  stack = await startStack({ seedDemo: false });
});
afterAll(async () => {
  await stack?.stop();
});

const operator = (...args: string[]) => stack.gateway.exec(['node', 'dist/admin.mjs', ...args]);

/** The JSON lines a command logged. */
const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Browsers the owner never signs in from: every request of the test comes from one address, so
 * the User-Agent alone makes a place the gateway does not know.
 */
const ATTACKER_BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0';
const OWNERS_NEW_LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0';
/** Where the test signs in through the API as the owner. */
const OPERATOR_TEST = 'operator-commands-test';

/** A sign-in through nginx; `browser` is the User-Agent, i.e. which place it comes from. */
function signInRequest(password: string, browser: string) {
  return fetch(`${stack.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': browser },
    body: JSON.stringify({ username: TEST_ADMIN.username, password }),
  });
}

const siteStatus = async (token: string) =>
  (await fetch(`${stack.baseUrl}/api/admin/site`, { headers: { Authorization: `Bearer ${token}` } })).status;

/** The owner's password once reset-password has run. */
let password: string = TEST_ADMIN.password;

describe('the operator commands on a running site', () => {
  it('reset-password prints a new password once, the owner signs in with it in the browser, the old one fails', async () => {
    const { page } = session;
    const before = await signInThroughApi(stack.baseUrl);

    const run = await operator('reset-password');

    expect(run.exitCode).toBe(EXIT_CODES.done);
    const printed = new RegExp(`${NEW_PASSWORD_LABEL}\\s+(\\S+)`).exec(run.stdout)?.[1];
    expect(printed).toMatch(/^[A-Za-z0-9_-]{24}$/);
    password = printed ?? '';
    const logged = logLines(run.stdout);
    expect(logged).toEqual([
      expect.objectContaining({ msg: 'password reset', username: TEST_ADMIN.username, sessionsRevoked: true }),
    ]);
    expect(JSON.stringify(logged)).not.toContain(password);

    await signInAsOwner(page, stack.baseUrl, { password });

    expect((await signInRequest(TEST_ADMIN.password, OPERATOR_TEST)).status).toBe(401);
    // Every session from before the reset is over.
    expect(await siteStatus(before)).toBe(401);
  });

  it('reset-password --stdin takes the password piped in, and never shows it', async () => {
    const chosen = 'a ladder, two brushes and patience';

    const run = await stack.gateway.exec([
      'sh',
      '-c',
      `printf '%s\\n' '${chosen}' | node dist/admin.mjs reset-password --stdin`,
    ]);

    expect(run.exitCode).toBe(EXIT_CODES.done);
    expect(run.output).not.toContain(chosen);
    expect((await signInRequest(chosen, OPERATOR_TEST)).status).toBe(200);
    expect((await signInRequest(password, OPERATOR_TEST)).status).toBe(401);
    password = chosen;
  });

  it('unlock lets the owner in again after an attack throttled the address and the username', async () => {
    const statuses: number[] = [];
    for (let guess = 1; guess <= 6; guess += 1) {
      const response = await signInRequest(`wrong guess number ${guess}`, ATTACKER_BROWSER);
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    // A place the owner never signed in from is throttled too: only the operator can help now.
    expect((await signInRequest(password, OWNERS_NEW_LAPTOP)).status).toBe(429);

    const run = await operator('unlock');

    expect(run.exitCode).toBe(EXIT_CODES.done);
    const [logged] = logLines(run.stdout);
    expect(logged).toMatchObject({ msg: 'sign-in throttles cleared', command: 'unlock' });
    expect(Number(logged?.signInFailuresCleared)).toBeGreaterThanOrEqual(statuses.length - 1);
    expect((await signInRequest(password, OWNERS_NEW_LAPTOP)).status).toBe(200);
  });

  it('sign-out-everywhere refuses a token from before at its next request', async () => {
    const response = await signInRequest(password, OPERATOR_TEST);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    expect(await siteStatus(token)).toBe(200);

    const run = await operator('sign-out-everywhere');

    expect(run.exitCode).toBe(EXIT_CODES.done);
    expect(logLines(run.stdout)).toEqual([
      expect.objectContaining({ msg: 'signed out everywhere', username: TEST_ADMIN.username, sessionsRevoked: true }),
    ]);
    expect(await siteStatus(token)).toBe(401);
    // The password still works: a new session starts.
    expect((await signInRequest(password, OPERATOR_TEST)).status).toBe(200);
  });

  it('answers bad usage with the usage text and exit code 2', async () => {
    for (const args of [[], ['reset-everything'], ['unlock', '--force']]) {
      const run = await operator(...args);
      expect(run.exitCode).toBe(EXIT_CODES.usage);
      expect(run.stderr).toContain(USAGE);
      expect(run.stdout).toBe('');
    }
  });

  it('answers help with the usage text on stdout and exit code 0', async () => {
    for (const word of ['help', '--help']) {
      const run = await operator(word);
      expect(run.exitCode).toBe(EXIT_CODES.done);
      expect(run.stdout).toContain(USAGE);
    }
  });
});
