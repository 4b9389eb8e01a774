// Prints the sign-in latency of the real gateway (median of 20) and how long a wrong-username
// attempt takes against a wrong-password one, which must be the same (no user enumeration); then
// the same for an account with two-step sign-in on: its password step (→ a challenge), its code
// step (→ a token), and its wrong password against an unknown user.
// Run: node bench/login-timing.ts   (from gateway/; Node 24 runs the TypeScript directly)
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATA_FILES } from '../src/data-files.ts';
import { LOGIN_FAILURE_MEMORY_MS } from '../src/owner/login-throttle.ts';
import { createOwnerStore } from '../src/owner/owner-store.ts';
import { hashPassword } from '../src/owner/password-hash.ts';
import { startTestApp, TEST_ADMIN } from '../src/testing/test-app.ts';
import { appCode, enrolTwoFactor } from '../src/testing/test-two-factor.ts';

const ROUNDS = 20;
const gateway = await startTestApp({ trustProxy: true });
const TWO_STEP = { username: 'two-step-owner', password: 'a second brush for the trim' };

/** One POST from a fresh client address each round; its time, and its body once it is the status expected. */
async function timePost(path: string, body: unknown, round: number, expected: number) {
  const started = performance.now();
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${round + 1}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== expected) throw new Error(`${path}: expected ${expected}, got ${response.status} ${text}`);
  return { elapsed, body: JSON.parse(text) as Record<string, unknown> };
}

async function timeLogin(username: string, password: string, round: number): Promise<number> {
  const right =
    (username === TEST_ADMIN.username && password === TEST_ADMIN.password) || password === TWO_STEP.password;
  const { elapsed } = await timePost('/api/auth/login', { username, password }, round, right ? 200 : 401);
  // The clock moved past the failure window after each attempt, so the throttle never answers
  // instead of the password check (and each round's authenticator code is of a fresh step).
  gateway.advanceClock(LOGIN_FAILURE_MEMORY_MS);
  return elapsed;
}

/** Both steps of a sign-in with two-step sign-in on: the password's time, then the code's. */
async function timeTwoSteps(secret: string, round: number) {
  const password = await timePost('/api/auth/login', TWO_STEP, round, 200);
  const code = await timePost(
    '/api/auth/login/code',
    { challenge: password.body.challenge, code: appCode(secret, gateway.now()) },
    round,
    200,
  );
  if (typeof code.body.token !== 'string') throw new Error('the code step gave no token');
  gateway.advanceClock(LOGIN_FAILURE_MEMORY_MS);
  return { passwordStep: password.elapsed, codeStep: code.elapsed };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const table = (times: Record<string, number[]>) =>
  console.table(
    Object.entries(times).map(([kind, values]) => ({
      attempt: kind,
      'median ms': median(values).toFixed(1),
      'min ms': Math.min(...values).toFixed(1),
      'max ms': Math.max(...values).toFixed(1),
    })),
  );

// A second account, with two-step sign-in turned on through the Account section's routes (before
// the clock is moved on: the gateway's tokens are checked against the real time too).
// Through a second connection, as the gateway's own connection caches the accounts it has read.
const other = new DatabaseSync(join(gateway.dataDir, DATA_FILES.database));
createOwnerStore(other).create(TWO_STEP.username, await hashPassword(TWO_STEP.password));
other.close();
const { body: session } = await timePost('/api/auth/login', TWO_STEP, 251, 200);
const { secret } = await enrolTwoFactor(gateway, String(session.token), TWO_STEP.password);

await timeLogin(TEST_ADMIN.username, TEST_ADMIN.password, 250); // warm-up
const times = { success: [] as number[], wrongPassword: [] as number[], wrongUsername: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  times.success.push(await timeLogin(TEST_ADMIN.username, TEST_ADMIN.password, round));
  times.wrongPassword.push(await timeLogin(TEST_ADMIN.username, 'not the password at all', round));
  times.wrongUsername.push(await timeLogin('no-such-owner', 'not the password at all', round));
}

await timeTwoSteps(secret, 252); // warm-up
const twoStep = {
  passwordStep: [] as number[],
  codeStep: [] as number[],
  bothSteps: [] as number[],
  wrongPassword: [] as number[],
  wrongUsername: [] as number[],
};
for (let round = 0; round < ROUNDS; round += 1) {
  const { passwordStep, codeStep } = await timeTwoSteps(secret, round);
  twoStep.passwordStep.push(passwordStep);
  twoStep.codeStep.push(codeStep);
  twoStep.bothSteps.push(passwordStep + codeStep);
  twoStep.wrongPassword.push(await timeLogin(TWO_STEP.username, 'not the password at all', round));
  twoStep.wrongUsername.push(await timeLogin('no-such-owner', 'not the password at all', round));
}
await gateway.close();

table(times);
console.log(
  `wrong username / wrong password (medians): ${(median(times.wrongUsername) / median(times.wrongPassword)).toFixed(3)}`,
);
console.log('\nWith two-step sign-in on:');
table(twoStep);
console.log(
  `wrong username / wrong password of the two-step account (medians): ${(median(twoStep.wrongUsername) / median(twoStep.wrongPassword)).toFixed(3)}`,
);
