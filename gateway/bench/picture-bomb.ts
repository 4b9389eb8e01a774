// Prints what a picture bomb does to the gateway, run as `node src/server.ts` in a process of its
// own: 24 one-colour pictures sent at once to POST /api/contact/photos, each under its own form
// token, from one address per round — 60 MP lossless WebPs (main's old cap), WebPs and sideways
// JPEGs just under the cap. For each round: the gateway's peak resident memory, the owner's
// sign-in time during the attack against idle, the answers, and the memory 30 s later.
// Run: node bench/picture-bomb.ts   (from gateway/)
import { startGatewayProcess } from '../src/testing/gateway-process.ts';
import {
  BOMB_UPLOADS,
  type BombPicture,
  bombJpeg,
  bombWebp,
  MIB,
  median,
  memorySettles,
  OLD_CAP_SIDE,
  residentBytes,
  sendBomb,
  timed,
  UNDER_CAP_SIDE,
  whileSampling,
} from '../src/testing/picture-bomb.ts';

const SETTLE_MS = 30_000;
const SIGN_INS = 5;
/** Past this the gateway is stopped: the attack has shown what it does. */
const ABORT_ABOVE_BYTES = 8 * 1024 * MIB;

// BOMB_ENV="NAME=value,…" tries the gateway with other settings (e.g. the allocator's).
const extraEnv = Object.fromEntries(
  (process.env.BOMB_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const gateway = await startGatewayProcess(extraEnv);
const memory = () => residentBytes(gateway.pid);
const mib = (bytes: number) => `${Math.round(bytes / MIB)} MiB`;
const watchdog = setInterval(() => {
  void memory().then(
    (bytes) => {
      if (bytes > ABORT_ABOVE_BYTES) {
        console.log(`memory passed ${mib(ABORT_ABOVE_BYTES)}: stopping the gateway`);
        process.kill(gateway.pid, 'SIGKILL');
      }
    },
    () => undefined,
  );
}, 100);

const idle: number[] = [];
for (let run = 0; run < SIGN_INS; run += 1) idle.push(await timed(() => gateway.signIn()));
console.log(`idle: ${mib(await memory())}, sign-in median ${median(idle).toFixed(0)} ms`);

const rounds: Array<[string, BombPicture]> = [
  [`${OLD_CAP_SIDE}² lossless WebP`, await bombWebp(OLD_CAP_SIDE)],
  [`${UNDER_CAP_SIDE}² lossless WebP`, await bombWebp(UNDER_CAP_SIDE)],
  [`${UNDER_CAP_SIDE}² JPEG, orientation 6`, await bombJpeg(UNDER_CAP_SIDE)],
];
for (const [index, [name, picture]] of rounds.entries()) {
  const headers = { 'X-Forwarded-For': `203.0.113.${index + 1}` };
  const during: number[] = [];
  const started = performance.now();
  const { result, peakBytes } = await whileSampling(memory, async () => {
    const attack = sendBomb(gateway.url, Array(BOMB_UPLOADS).fill(picture), headers);
    let done = false;
    void attack.finally(() => {
      done = true;
    });
    while (!done) during.push(await timed(() => gateway.signIn()));
    return attack;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const statuses = Object.entries(Object.groupBy(result, (outcome) => String(outcome.status)))
    .map(([status, outcomes]) => `${outcomes?.length ?? 0} × ${status}`)
    .join(', ');
  const after = await memorySettles(memory, 250 * MIB, SETTLE_MS);
  console.log(
    `${BOMB_UPLOADS} × ${name} (${picture.data.length.toLocaleString('en')} B): ${statuses} in ${seconds} s; ` +
      `peak ${mib(peakBytes)}; sign-in during: median ${median(during).toFixed(0)} ms, max ${Math.max(...during).toFixed(0)} ms (${during.length}); ` +
      `memory after (≤ 30 s): ${mib(after)}`,
  );
}
clearInterval(watchdog);
await gateway.stop();
