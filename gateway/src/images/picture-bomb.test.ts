import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR } from '../../contract/quote-requests.ts';
import { type GatewayProcess, IMAGE_ALLOCATOR_ENV, startGatewayProcess } from '../testing/gateway-process.ts';
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
  type UploadOutcome,
  whileSampling,
} from '../testing/picture-bomb.ts';

/** What a 1–2 GB server can give the gateway while it is attacked, and what it comes back to. */
const PEAK_LIMIT_BYTES = 400 * MIB;
const SETTLED_LIMIT_BYTES = 250 * MIB;
const SETTLE_WITHIN_MS = 30_000;
/** The owner's sign-in during the attack, against idle (medians: this machine's other work is noise). */
const SIGN_IN_SLOWDOWN_LIMIT = 3;
const IDLE_SIGN_INS = 5;
const ROUND_TIMEOUT_MS = 120_000;

let gateway: GatewayProcess;
const memory = () => residentBytes(gateway.pid);

beforeAll(async () => {
  gateway = await startGatewayProcess();
  await gateway.signIn();
}, 60_000);
afterAll(async () => {
  await gateway?.stop();
});

/**
 * The attack from one address, with the owner signing in again and again until it is answered;
 * idle sign-ins are timed just before, under whatever else this machine is doing at the time.
 */
async function attack(picture: BombPicture, address: string) {
  const idle: number[] = [];
  for (let run = 0; run < IDLE_SIGN_INS; run += 1) idle.push(await timed(() => gateway.signIn()));
  const signIns: number[] = [];
  const { result, peakBytes } = await whileSampling(memory, async () => {
    const uploads = sendBomb(gateway.url, Array(BOMB_UPLOADS).fill(picture), { 'X-Forwarded-For': address });
    let answered = false;
    void uploads.finally(() => {
      answered = true;
    });
    while (!answered) signIns.push(await timed(() => gateway.signIn()));
    return uploads;
  });
  return { outcomes: result, peakBytes, signInMs: median(signIns), idleSignInMs: median(idle) };
}

const withStatus = (outcomes: UploadOutcome[], status: number) =>
  outcomes.filter((outcome) => outcome.status === status);

function expectRefusalsToWait(outcomes: UploadOutcome[]) {
  for (const outcome of outcomes.filter(({ status }) => status === 429 || status === 503)) {
    expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
  }
}

async function expectMemoryToSettle() {
  expect(await memorySettles(memory, SETTLED_LIMIT_BYTES, SETTLE_WITHIN_MS)).toBeLessThan(SETTLED_LIMIT_BYTES);
}

describe(`a picture bomb: ${BOMB_UPLOADS} one-colour pictures sent at once to POST /api/contact/photos`, () => {
  it('runs the gateway with the allocator settings of its image', () => {
    const dockerfile = readFileSync(new URL('../../../Dockerfile', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(IMAGE_ALLOCATOR_ENV)) expect(dockerfile).toContain(`${name}=${value}`);
  });

  it(
    `refuses 60 MP WebPs from their header, counting each refusal: ${QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR} attempts an hour`,
    async () => {
      const { outcomes, peakBytes } = await attack(await bombWebp(OLD_CAP_SIDE), '203.0.113.1');
      expect(withStatus(outcomes, 201)).toHaveLength(0);
      expect(withStatus(outcomes, 400)).toHaveLength(QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR);
      expect(withStatus(outcomes, 429)).toHaveLength(BOMB_UPLOADS - QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR);
      expectRefusalsToWait(outcomes);
      expect(peakBytes).toBeLessThan(PEAK_LIMIT_BYTES);
      // The kernel's high-water mark: no peak between two samples escapes it.
      expect(await residentBytes(gateway.pid, 'VmHWM')).toBeLessThan(PEAK_LIMIT_BYTES);
      await expectMemoryToSettle();
    },
    ROUND_TIMEOUT_MS,
  );

  it.each([
    ['lossless WebPs', () => bombWebp(UNDER_CAP_SIDE), '203.0.113.2'],
    ['JPEGs stored sideways (EXIF orientation 6)', () => bombJpeg(UNDER_CAP_SIDE), '203.0.113.3'],
  ])(
    `decodes %s just under the pixel cap within the budget: memory under 400 MiB, sign-in under ${SIGN_IN_SLOWDOWN_LIMIT}× idle, the rest told to wait`,
    async (_kind, make, address) => {
      const { outcomes, peakBytes, signInMs, idleSignInMs } = await attack(await make(), address);
      const accepted = withStatus(outcomes, 201).length;
      expect(accepted).toBeGreaterThan(0);
      expect(accepted).toBeLessThanOrEqual(QUOTE_PHOTOS_PER_ADDRESS_PER_HOUR);
      expect(withStatus(outcomes, 429).length + withStatus(outcomes, 503).length).toBe(BOMB_UPLOADS - accepted);
      expectRefusalsToWait(outcomes);
      expect(peakBytes).toBeLessThan(PEAK_LIMIT_BYTES);
      // The kernel's high-water mark: no peak between two samples escapes it.
      expect(await residentBytes(gateway.pid, 'VmHWM')).toBeLessThan(PEAK_LIMIT_BYTES);
      expect(signInMs).toBeLessThan(SIGN_IN_SLOWDOWN_LIMIT * idleSignInMs);
      await expectMemoryToSettle();
    },
    ROUND_TIMEOUT_MS,
  );
});
