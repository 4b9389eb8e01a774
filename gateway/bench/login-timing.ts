// Prints the sign-in latency of the real gateway (median of 20) and how long a wrong-username
// attempt takes against a wrong-password one, which must be the same (no user enumeration).
// Run: node bench/login-timing.ts   (from gateway/; Node 24 runs the TypeScript directly)
import { LOGIN_FAILURE_MEMORY_MS } from '../src/auth/login-throttle.ts';
import { startTestApp, TEST_ADMIN } from '../src/testing/test-app.ts';

const ROUNDS = 20;
const gateway = await startTestApp({ trustProxy: true });

async function timeLogin(username: string, password: string, round: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${gateway.url}/api/auth/login`, {
    method: 'POST',
    // A fresh client address each time, and the clock moved past the failure window after
    // each attempt, so the throttle never answers instead of the password check.
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${round + 1}` },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  gateway.advanceClock(LOGIN_FAILURE_MEMORY_MS);
  const expected = password === TEST_ADMIN.password ? 200 : 401;
  if (response.status !== expected) throw new Error(`expected ${expected}, got ${response.status}`);
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

await timeLogin(TEST_ADMIN.username, TEST_ADMIN.password, 250); // warm-up
const times = { success: [] as number[], wrongPassword: [] as number[], wrongUsername: [] as number[] };
for (let round = 0; round < ROUNDS; round += 1) {
  times.success.push(await timeLogin(TEST_ADMIN.username, TEST_ADMIN.password, round));
  times.wrongPassword.push(await timeLogin(TEST_ADMIN.username, 'not the password at all', round));
  times.wrongUsername.push(await timeLogin('no-such-owner', 'not the password at all', round));
}
await gateway.close();

const rows = Object.entries(times).map(([kind, values]) => ({
  attempt: kind,
  'median ms': median(values).toFixed(1),
  'min ms': Math.min(...values).toFixed(1),
  'max ms': Math.max(...values).toFixed(1),
}));
console.table(rows);
console.log(
  `wrong username / wrong password (medians): ${(median(times.wrongUsername) / median(times.wrongPassword)).toFixed(3)}`,
);
